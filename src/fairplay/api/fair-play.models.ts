import { Field, Float, GraphQLISODateTime, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import type { ModeratorSignal } from '../fair-play.service';
import { SIGNAL_KINDS } from '../signal-kinds';

/** The kinds, as a GraphQL enum (docs/fair-play.md). */
export enum FairPlaySignalKind {
  CO_PLAY = 'CO_PLAY',
  SAME_ADDRESS = 'SAME_ADDRESS',
  SOFT_PLAY = 'SOFT_PLAY',
  ASSISTANCE = 'ASSISTANCE',
}

// The enum and the stored kinds are one list: a kind added to one and not the other fails here at start.
if (SIGNAL_KINDS.some((k) => !(k in FairPlaySignalKind))) throw new Error('FairPlaySignalKind is not SIGNAL_KINDS');

registerEnumType(FairPlaySignalKind, {
  name: 'FairPlaySignalKind',
  description: 'What a fair-play signal measures (docs/fair-play.md).',
  valuesMap: {
    CO_PLAY: { description: 'Tables shared with one other account, against what both accounts’ activity gives.' },
    SAME_ADDRESS: {
      description: 'Finished games at one table with another account used from the same address or device.',
    },
    SOFT_PLAY: {
      description: 'Share of chances to take a trick where the player let one particular opponent take it instead.',
    },
    ASSISTANCE: {
      description: 'Share of decisions agreeing with the computer player’s best move from the player’s view.',
    },
  },
});

@ObjectType('FairPlaySignal', {
  description:
    'One fair-play signal of one account, computed from finished matches only (docs/fair-play.md). Moderators only.',
})
export class FairPlaySignalModel {
  @Field({ description: 'The account.' })
  username!: string;

  @Field(() => FairPlaySignalKind, { description: 'Which signal (docs/fair-play.md "Signals").' })
  kind!: FairPlaySignalKind;

  @Field(() => Float, { description: 'The measured figure (see the kind).' })
  value!: number;

  @Field(() => Float, { description: 'What an honest account would give (see docs/fair-play.md for each kind).' })
  baseline!: number;

  @Field(() => Int, { description: 'Finished games the account played in the data the signal was computed from.' })
  games!: number;

  @Field({ description: 'At or over the signal’s threshold.' })
  flagged!: boolean;

  @Field(() => String, {
    nullable: true,
    description: 'The other account the figure is about (co-play, same address, soft play); null otherwise.',
  })
  partner!: string | null;

  @Field({ description: 'The figures behind the value, as JSON (counts, z-score, band).' })
  details!: string;

  @Field(() => GraphQLISODateTime, { description: 'When `claim fairplay --recompute` last computed it.' })
  computedAt!: Date;

  static from(s: ModeratorSignal): FairPlaySignalModel {
    const { partner: _partnerId, ...rest } = s.details;
    return Object.assign(new FairPlaySignalModel(), {
      username: s.username,
      kind: s.kind as FairPlaySignalKind,
      value: s.value,
      baseline: s.baseline,
      games: s.games,
      flagged: s.flagged,
      partner: s.partner,
      details: JSON.stringify(rest),
      computedAt: s.computedAt,
    });
  }
}

@ObjectType('SameNetworkSeats', {
  description:
    'Seats of a match whose players use the same network address or device now (BGA’s table warning). Never an address: only which seats.',
})
export class SameNetworkSeatsModel {
  @Field(() => [[Int]], { description: 'Pairs of seat numbers, each pair in order; empty when no two seats share.' })
  pairs!: number[][];

  static from(pairs: readonly (readonly [number, number])[]): SameNetworkSeatsModel {
    return Object.assign(new SameNetworkSeatsModel(), { pairs: pairs.map((p) => [...p]) });
  }
}
