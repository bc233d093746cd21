import { Field, GraphQLISODateTime, ID, Int, ObjectType } from '@nestjs/graphql';
import type { TurnWithOpponents } from '../turns.repository';
import type { VacationStatus } from '../vacations.service';

@ObjectType('TurnEntry', { description: 'A match where it is your move.' })
export class TurnEntryModel {
  @Field(() => ID, { description: 'Match id.' })
  matchId!: string;

  @Field(() => Int, { description: 'Your seat.' })
  seat!: number;

  @Field(() => [String], { description: "The other players' names, in seat order." })
  opponents!: string[];

  @Field({
    description:
      'What is due: play (a card), or the decision to make: seer, prize, vampire, smash, cthulhu or skeleton.',
  })
  due!: string;

  @Field(() => Int, { description: 'The match version: send it as expectedVersion.' })
  version!: number;

  @Field(() => GraphQLISODateTime, { description: 'When it became your move.' })
  dueSince!: Date;

  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description: 'When your time runs out; null without a time control.',
  })
  deadline!: Date | null;

  static from(t: TurnWithOpponents): TurnEntryModel {
    return {
      matchId: t.matchId,
      seat: t.seat,
      opponents: t.opponents,
      due: t.due,
      version: t.version,
      dueSince: t.dueSince,
      deadline: t.deadline,
    };
  }
}

@ObjectType('Vacation', { description: 'A vacation: your clocks stand still from startsAt to endsAt.' })
export class VacationModel {
  @Field(() => ID, { description: 'Vacation id.' })
  id!: string;

  @Field(() => GraphQLISODateTime, { description: 'When it begins (or began).' })
  startsAt!: Date;

  @Field(() => GraphQLISODateTime, { description: 'When it ends, unless ended early.' })
  endsAt!: Date;

  @Field({ description: 'True once it has begun (its events are in your running matches).' })
  active!: boolean;
}

@ObjectType('VacationStatus', { description: 'Your vacation and the year’s allowance.' })
export class VacationStatusModel {
  @Field(() => VacationModel, { nullable: true, description: 'In force, or else the next one booked.' })
  vacation!: VacationModel | null;

  @Field(() => Int, { description: 'Vacation days a year (CLAIM_VACATION_DAYS_PER_YEAR).' })
  allowanceDays!: number;

  @Field(() => Int, { description: 'Days used or booked this year (UTC).' })
  usedDays!: number;

  static from(status: VacationStatus): VacationStatusModel {
    const v = status.vacation;
    return {
      vacation: v && { id: v.id, startsAt: v.startsAt, endsAt: v.endsAt, active: v.applied },
      allowanceDays: status.allowanceDays,
      usedDays: status.usedDays,
    };
  }
}
