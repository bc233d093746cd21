import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import type { GroupRematch } from '../group-rematches.service';

@ObjectType('GroupRematchSeat', { description: 'A seat of the finished match and whether its player accepted.' })
export class GroupRematchSeatModel {
  @Field(() => Int, { description: 'The seat in the finished match (the player sits one seat on in the new one).' })
  seat!: number;

  @Field({ description: 'Its player.' })
  username!: string;

  @Field({ description: 'Accepted the rematch.' })
  accepted!: boolean;
}

@ObjectType('GroupRematch', {
  description:
    'A rematch of a finished 3- or 4-player match (docs/correspondence.md "Rematch"): every seat accepts, then the new match starts with the seats rotated by one.',
})
export class GroupRematchModel {
  @Field(() => ID, { description: 'The finished match.' })
  matchId!: string;

  @Field({ description: '`pending`, `accepted` (the new match started), `declined` or `cancelled`.' })
  status!: string;

  @Field({ description: 'Who offered it.' })
  offeredBy!: string;

  @Field(() => [GroupRematchSeatModel], { description: "The finished match's seats, in order." })
  seats!: GroupRematchSeatModel[];

  @Field(() => ID, { nullable: true, description: 'The new match, once every seat accepted.' })
  newMatchId!: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'SHA-256 (hex) of the server seed the new match\'s seed will be derived from with every acceptance\'s entropy contribution, committed on the offer (docs/auditing.md "Matches started without a sit-down"); null for offers from before.',
  })
  seedCommitment!: string | null;

  static from(r: GroupRematch): GroupRematchModel {
    return {
      matchId: r.matchId,
      status: r.status,
      offeredBy: r.offeredBy,
      seats: r.seats.map((s) => ({ ...s })),
      newMatchId: r.newMatchId,
      seedCommitment: r.seedCommitment,
    };
  }
}
