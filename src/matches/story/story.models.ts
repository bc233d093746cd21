import { Field, GraphQLISODateTime, Int, ObjectType } from '@nestjs/graphql';

/*
 * The story of a match (src/story) in GraphQL: each entry is a `kind` and the parameters that kind uses,
 * flattened as Move is. Cards hidden from the caller (R9) are null with `hidden: true`. docs/web-client.md
 * lists the kinds and their parameters.
 */

@ObjectType('StoryFactionResult', { description: 'Who won one faction (gameOver entries).' })
export class StoryFactionResultModel {
  @Field({ description: 'Faction id.' })
  faction!: string;

  @Field(() => Int, { nullable: true, description: 'Winning seat (team with 4 players), or null: nobody.' })
  winner!: number | null;
}

@ObjectType('StoryEntry', {
  description: 'One thing that happened, as a kind plus parameters, redacted for the caller (R9).',
})
export class StoryEntryModel {
  @Field({
    description:
      'What happened: played, trickWon, drew, moonTurned, gameOver, …, and the clock events vacationStarted, vacationEnded, pauseProposed, pauseDeclined, paused, resumed, seatSkipped, seatReturned, playedForSkipped (docs/web-client.md).',
  })
  kind!: string;

  @Field(() => Int, { nullable: true, description: 'The seat it is about (the actor, winner, drawer…).' })
  seat!: number | null;

  @Field(() => Int, { nullable: true, description: 'A second seat: the victim of a smash, the leader after a Cube.' })
  other!: number | null;

  @Field(() => String, { nullable: true, description: 'The card it is about; null when hidden from the caller.' })
  card!: string | null;

  @Field(() => [String], { description: 'The cards it is about (public ones only).' })
  cards!: string[];

  @Field(() => [Int], { description: 'Seats: a trick ranking, or the seats of revealed Cthulhu discards.' })
  seats!: number[];

  @Field({ description: 'True when `card` is hidden from the caller (R9).' })
  hidden!: boolean;

  @Field(() => Int, { nullable: true, description: 'A count (players, cards removed, cards discarded).' })
  count!: number | null;

  @Field(() => String, {
    nullable: true,
    description: 'trickWon: why (highest, lowest, onlyLed, knights, heroLead, warlock, mummy); ends of phases: why.',
  })
  reason!: string | null;

  @Field(() => [String], { description: 'trickWon: doppelganger, tie, lichKing, fullMoon.' })
  flags!: string[];

  @Field(() => String, { nullable: true, description: 'trickWon: the led faction (null after a hero lead).' })
  faction!: string | null;

  @Field(() => String, { nullable: true, description: 'moonTurned: `none` or `full`.' })
  moon!: string | null;

  @Field(() => String, { nullable: true, description: 'trickStarted, trickWon: `one` or `two`.' })
  phase!: string | null;

  @Field(() => Int, { nullable: true, description: 'trickStarted, trickWon: the trick number within the phase.' })
  trick!: number | null;

  @Field(() => String, { nullable: true, description: 'seerChose: `prize` or `top`.' })
  choice!: string | null;

  @Field({ description: 'played: whether the card led the trick.' })
  lead!: boolean;

  @Field(() => Int, {
    nullable: true,
    description: 'gameOver, resigned, timedOut: the winning seat (team with 4 players); null: a draw.',
  })
  side!: number | null;

  @Field(() => [StoryFactionResultModel], { description: 'gameOver: faction by faction.' })
  results!: StoryFactionResultModel[];

  @Field(() => [Int], { description: 'gameOver: factions won, per side.' })
  counts!: number[];

  @Field(() => [Int], { description: 'gameOver: the tie-break measure that decided, per side (see `reason`).' })
  values!: number[];

  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description:
      'timedOut, seatSkipped: the deadline the time-out enforced (null in time-outs from before it was recorded).',
  })
  deadline!: Date | null;

  @Field(() => Int, {
    nullable: true,
    description: 'timedOut, seatSkipped: the seat of the opponent who claimed it; null: the server’s sweep.',
  })
  by!: number | null;

  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description: 'vacationStarted: until when the seat’s clock stands still.',
  })
  until!: Date | null;
}

@ObjectType('StoryEvent', { description: 'The story entries of one event of the match log.' })
export class StoryEventModel {
  @Field(() => Int, { description: 'The event seq (as in matchEvents).' })
  seq!: number;

  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description: 'When the event was stored (its createdAt in matchEvents): a match may last days.',
  })
  at!: Date | null;

  @Field({
    description:
      "A move one of the seat's standing orders played, as `byStandingOrder` in matchEvents: shown to the seat's player while the match runs, to everyone once it is over, false otherwise (R9).",
  })
  byStandingOrder!: boolean;

  @Field(() => [StoryEntryModel], { description: 'What happened, in order.' })
  entries!: StoryEntryModel[];
}
