import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsIn, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { Type } from 'class-transformer';
import type { OrderWire } from '../../matches/write/standing-orders';
import { MAX_STANDING_ORDERS, ORDER_ANSWERS, ORDER_CONDITIONS, toWire } from '../../matches/write/standing-orders';
import type { StoredOrder } from '../orders.repository';

export enum OrderCondition {
  LED = 'LED',
  MUST_FOLLOW = 'MUST_FOLLOW',
  I_LEAD = 'I_LEAD',
  SEER = 'SEER',
  VAMPIRE = 'VAMPIRE',
  SKELETON = 'SKELETON',
  CTHULHU = 'CTHULHU',
}
registerEnumType(OrderCondition, {
  name: 'OrderCondition',
  valuesMap: {
    LED: { description: 'Another seat led `whenCard` (or a card of `whenFaction`) and you are to play.' },
    MUST_FOLLOW: { description: 'The trick is led in `whenFaction` and you hold a card of it.' },
    I_LEAD: { description: 'You lead the trick.' },
    SEER: { description: 'Your Seer choice (R5).' },
    VAMPIRE: { description: 'Your Vampire decision (R5).' },
    SKELETON: { description: 'Your Skeleton take (R7).' },
    CTHULHU: { description: 'Your Cthulhu discard (R7).' },
  },
  description:
    'When a standing order applies (docs/correspondence.md "Standing orders"): LED (another seat led `whenCard`, or a card of `whenFaction`), MUST_FOLLOW (the trick is led in `whenFaction` and you hold one), I_LEAD (you lead the trick), SEER, VAMPIRE, SKELETON, CTHULHU (that decision is yours).',
});

export enum OrderAnswer {
  CARD = 'CARD',
  LOWEST = 'LOWEST',
  HIGHEST = 'HIGHEST',
  TAKE_PRIZE = 'TAKE_PRIZE',
  TAKE_TOP = 'TAKE_TOP',
  BURY_NOTHING = 'BURY_NOTHING',
  TAKE = 'TAKE',
  LEAVE = 'LEAVE',
}
registerEnumType(OrderAnswer, {
  name: 'OrderAnswer',
  valuesMap: {
    CARD: { description: 'Play (or discard) `card`.' },
    LOWEST: { description: 'Your lowest card of `faction` (MUST_FOLLOW: of the led faction).' },
    HIGHEST: { description: 'Your highest card of `faction` (MUST_FOLLOW: of the led faction).' },
    TAKE_PRIZE: { description: 'Seer: take the prize.' },
    TAKE_TOP: { description: 'Seer: take the top card.' },
    BURY_NOTHING: { description: 'Vampire: keep the active Vampire, bury nothing (pass).' },
    TAKE: { description: 'Skeleton: take a random card of the discard pile.' },
    LEAVE: { description: 'Skeleton: leave it (pass).' },
  },
  description:
    'What a standing order plays: CARD (`card`), LOWEST/HIGHEST (of `faction`; for MUST_FOLLOW, of the led faction), TAKE_PRIZE/TAKE_TOP (SEER), BURY_NOTHING (VAMPIRE: pass), TAKE/LEAVE (SKELETON).',
});

export enum OrderStatus {
  ACTIVE = 'ACTIVE',
  FIRED = 'FIRED',
  DROPPED = 'DROPPED',
}
registerEnumType(OrderStatus, {
  name: 'OrderStatus',
  valuesMap: {
    ACTIVE: { description: 'Waiting for its condition.' },
    FIRED: { description: 'Played; `firedSeq` names the move.' },
    DROPPED: { description: 'Its answer became illegal; `reason` says why.' },
  },
  description: 'ACTIVE (waiting), FIRED (played; `firedSeq`), DROPPED (its answer became illegal; `reason`).',
});

@InputType('StandingOrderInput', { description: 'One standing order: a condition and an answer.' })
@ApiSchema({ name: 'StandingOrderInput', description: 'One standing order: a condition and an answer.' })
export class StandingOrderInput implements OrderWire {
  @Field(() => OrderCondition, { description: 'When it applies.' })
  @ApiProperty({ enum: ORDER_CONDITIONS, description: 'When it applies.' })
  @IsIn(ORDER_CONDITIONS)
  when!: OrderWire['when'];

  @Field(() => String, { nullable: true, description: 'LED: the led card, e.g. `goblins:3`.' })
  @ApiPropertyOptional({ type: String, nullable: true, description: 'LED: the led card, e.g. `goblins:3`.' })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  whenCard?: string | null;

  @Field(() => String, { nullable: true, description: 'LED (instead of a card) and MUST_FOLLOW: the faction.' })
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'LED (instead of a card) and MUST_FOLLOW: the faction.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  whenFaction?: string | null;

  @Field(() => OrderAnswer, { description: 'What it plays.' })
  @ApiProperty({ enum: ORDER_ANSWERS, description: 'What it plays.' })
  @IsIn(ORDER_ANSWERS)
  answer!: OrderWire['answer'];

  @Field(() => String, { nullable: true, description: 'CARD: the card to play or discard.' })
  @ApiPropertyOptional({ type: String, nullable: true, description: 'CARD: the card to play or discard.' })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  card?: string | null;

  @Field(() => String, { nullable: true, description: 'LOWEST/HIGHEST (not MUST_FOLLOW): the faction.' })
  @ApiPropertyOptional({ type: String, nullable: true, description: 'LOWEST/HIGHEST (not MUST_FOLLOW): the faction.' })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  faction?: string | null;
}

@ApiSchema({ name: 'SetStandingOrdersRequest', description: 'The full list of your active orders for a match.' })
export class SetStandingOrdersRequest {
  @ApiProperty({ type: [StandingOrderInput], description: `At most ${MAX_STANDING_ORDERS}, first first.` })
  @IsArray()
  @ArrayMaxSize(MAX_STANDING_ORDERS * 4)
  @ValidateNested({ each: true })
  @Type(() => StandingOrderInput)
  orders!: StandingOrderInput[];
}

@ObjectType('StandingOrder', {
  description:
    'One of your standing orders for a match (docs/correspondence.md "Standing orders"): private to you; no other seat can tell it exists.',
})
export class StandingOrderModel {
  @Field(() => ID, { description: 'Order id.' })
  id!: string;

  @Field(() => ID, { description: 'The match.' })
  matchId!: string;

  @Field(() => Int, { description: 'Its place among your orders: the first that applies plays.' })
  position!: number;

  @Field(() => OrderCondition, { description: 'When it applies.' })
  when!: OrderWire['when'];

  @Field(() => String, { nullable: true, description: 'LED: the led card.' })
  whenCard!: string | null;

  @Field(() => String, { nullable: true, description: 'LED (instead of a card) and MUST_FOLLOW: the faction.' })
  whenFaction!: string | null;

  @Field(() => OrderAnswer, { description: 'What it plays.' })
  answer!: OrderWire['answer'];

  @Field(() => String, { nullable: true, description: 'CARD: the card.' })
  card!: string | null;

  @Field(() => String, { nullable: true, description: 'LOWEST/HIGHEST (not MUST_FOLLOW): the faction.' })
  faction!: string | null;

  @Field(() => OrderStatus, { description: 'Waiting, played or dropped.' })
  status!: OrderStatus;

  @Field(() => String, { nullable: true, description: 'DROPPED: why (the notice to you).' })
  reason!: string | null;

  @Field(() => Int, { nullable: true, description: 'FIRED: the seq of the move event it played.' })
  firedSeq!: number | null;

  @Field(() => GraphQLISODateTime, { description: 'When it was set.' })
  createdAt!: Date;

  static from(o: StoredOrder): StandingOrderModel {
    const wire = toWire(o.order);
    return {
      id: o.id,
      matchId: o.matchId,
      position: o.position,
      when: wire.when,
      whenCard: wire.whenCard ?? null,
      whenFaction: wire.whenFaction ?? null,
      answer: wire.answer,
      card: wire.card ?? null,
      faction: wire.faction ?? null,
      status:
        o.status === 'fired' ? OrderStatus.FIRED : o.status === 'dropped' ? OrderStatus.DROPPED : OrderStatus.ACTIVE,
      reason: o.reason,
      firedSeq: o.firedSeq,
      createdAt: o.createdAt,
    };
  }
}
