import { Field, GraphQLISODateTime, ID, Int, ObjectType } from '@nestjs/graphql';

/*
 * The GraphQL shape of a match. Cards are strings in RULES.md R1 notation (`goblins:3`, `hero:warlock`).
 * Every field here is built from the engine's `viewFor` (R9) by `match.mapper.ts`; nothing reads raw state.
 * Over 400 lines for a reason (issue 29's limit): it is declarations only, one small class per GraphQL type of
 * one view of the match, read together with the mapper that fills them; split, each part would be a list of
 * field descriptions whose meaning is the view they share.
 */

@ObjectType('Rules', { description: 'A rule set (RULES.md R2).' })
export class RulesModel {
  @Field(() => Int, { description: 'Number of players, 2 to 4.' })
  players!: number;

  @Field(() => [String], { description: 'Faction ids in canonical order (R2.1).' })
  factions!: string[];

  @Field(() => [String], { description: 'Hero names (R2.2), without the `hero:` prefix.' })
  heroes!: string[];

  @Field(() => [HeroValueModel], { description: 'Hero values other than the default 5 (R1).' })
  heroValues!: HeroValueModel[];
}

@ObjectType('HeroValue', { description: 'A hero whose value the rules set.' })
export class HeroValueModel {
  @Field({ description: 'Hero name.' })
  hero!: string;

  @Field(() => Int, { description: 'Its value.' })
  value!: number;
}

@ObjectType('Play', { description: 'A card played to a trick.' })
export class PlayModel {
  @Field(() => Int, { description: 'The seat that played it.' })
  seat!: number;

  @Field({ description: 'The card.' })
  card!: string;
}

@ObjectType('CompletedTrick', { description: 'The last completed trick (public, R9).' })
export class CompletedTrickModel {
  @Field(() => [PlayModel], { description: 'Cards in order of play.' })
  plays!: PlayModel[];

  @Field(() => [String], { description: 'The prize(s) on the table during the trick (phase one).' })
  prizes!: string[];

  @Field(() => [Int], {
    description: 'Seats from first to last (R8.2); empty when a Gelatinous Cube stopped the trick.',
  })
  ranking!: number[];

  @Field(() => Int, { nullable: true, description: 'The winning seat; null after a Gelatinous Cube trick (R7).' })
  winner!: number | null;

  @Field({ description: '`one` or `two`.' })
  phase!: string;

  @Field(() => Int, { description: 'Trick number within its phase.' })
  trickNumber!: number;
}

@ObjectType('PendingAction', { description: 'Who must act now, and how (R3.5). Public, except `peeked`.' })
export class PendingActionModel {
  @Field({ description: 'play, seer, prize, vampire, smash, cthulhu or skeleton.' })
  kind!: string;

  @Field(() => Int, { description: 'The seat that must act.' })
  seat!: number;

  @Field(() => String, {
    nullable: true,
    description: 'Seer decisions: the top card of the draw pile, shown only to the deciding Seer (R5 Seers).',
  })
  peeked!: string | null;

  @Field(() => [String], { description: 'Prize decisions: the prizes to choose from (R8.2).' })
  prizes!: string[];

  @Field({ description: "Prize decisions: whether `top` (the Seer's top card) may be taken." })
  allowTop!: boolean;

  @Field(() => [String], { description: 'Vampire decisions: the cards collected in this trick (R5 Vampires).' })
  collected!: string[];

  @Field(() => String, { nullable: true, description: 'Smash decisions: the Giant that smashes (R8.3).' })
  giant!: string | null;
}

@ObjectType('SeatState', {
  description: 'What everyone sees of one seat (R9), plus what the viewer alone knows of it.',
})
export class SeatStateModel {
  @Field(() => Int, { description: 'Seat number; turn order is seat order.' })
  seat!: number;

  @Field({ description: 'The player in this seat.' })
  username!: string;

  @Field({ description: 'The player is a bot account (the computer player or a third-party bot).' })
  isBot!: boolean;

  @Field(() => Int, { description: 'Team (4 players: seats 0+2 are team 0, 1+3 team 1); otherwise the seat.' })
  team!: number;

  @Field(() => Int, { description: 'Cards in hand.' })
  handSize!: number;

  @Field(() => Int, { description: 'Cards in the face-down follower pile.' })
  followerPileSize!: number;

  @Field(() => [String], { description: 'The face-up score pile.' })
  scorePile!: string[];

  @Field(() => [String], { description: 'Gnomes standing in front of this player (R5 Gnomes).' })
  gnomesInFront!: string[];

  @Field(() => String, { nullable: true, description: 'The active Vampire (R5 Vampires).' })
  activeVampire!: string | null;

  @Field(() => [String], { description: 'Cards under the active Vampire.' })
  underVampire!: string[];

  @Field(() => [String], {
    description: "Cards of this seat's hand or follower pile that the viewer saw through a Seer choice (R5 Seers).",
  })
  knownCards!: string[];
}

@ObjectType('CubeOnTable', {
  description: "A Gelatinous Cube and the card under it, waiting for the next trick's winner (R7).",
})
export class CubeModel {
  @Field({ description: 'The Cube.' })
  cube!: string;

  @Field({ description: 'The led card under it.' })
  under!: string;
}

@ObjectType('RevealedSecrets', { description: 'Everything hidden during play, public once the match is over (R9).' })
export class RevealedSecretsModel {
  @Field({ description: "The 32-byte seed (hex); SHA-256 of its bytes is the match's seedCommitment." })
  seed!: string;

  @Field(() => [[String]], { description: 'Every hand, by seat.' })
  hands!: string[][];

  @Field(() => [[String]], { description: 'Every follower pile, by seat.' })
  followerPiles!: string[][];

  @Field(() => [String], { description: 'The draw pile, top first.' })
  drawPile!: string[];

  @Field(() => [String], { description: 'Cards that left the game unseen.' })
  removedFromGame!: string[];

  @Field(() => [String], { description: 'The discard pile as it is, oldest first.' })
  discardPile!: string[];
}

@ObjectType('Table', {
  description: "The table as the viewer may see it (R9): public state plus the viewer's own cards.",
})
export class TableModel {
  @Field({ description: '`one`, `two` or `over`.' })
  phase!: string;

  @Field(() => Int, { description: 'Trick number within the phase.' })
  trickNumber!: number;

  @Field(() => Int, { description: 'The seat leading the current trick.' })
  leader!: number;

  @Field(() => PendingActionModel, { nullable: true, description: 'Who must act now; null when the game is over.' })
  toAct!: PendingActionModel | null;

  @Field(() => [PlayModel], { description: 'Cards played to the current trick.' })
  trick!: PlayModel[];

  @Field(() => [String], { description: 'The face-up prize(s) of the current phase-one trick.' })
  prizes!: string[];

  @Field(() => CompletedTrickModel, { nullable: true, description: 'The last completed trick.' })
  lastTrick!: CompletedTrickModel | null;

  @Field(() => Int, { description: 'Cards left in the draw pile.' })
  drawPileSize!: number;

  @Field(() => [String], {
    description: 'Every card that entered the discard pile, oldest first. A Skeleton take (R7) removes one unseen.',
  })
  discarded!: string[];

  @Field(() => Int, { description: 'Cards in the discard pile now.' })
  discardPileSize!: number;

  @Field(() => Int, { description: 'Cards taken from the discard pile with the Skeleton.' })
  skeletonTakes!: number;

  @Field(() => Int, { description: 'How many cards left the game.' })
  removedFromGameCount!: number;

  @Field({ description: 'The Moon (R5 Werewolves): `none` or `full`.' })
  moon!: string;

  @Field(() => [String], { description: 'Trolls set aside (R5 Trolls).' })
  setAsideTrolls!: string[];

  @Field(() => CubeModel, { nullable: true, description: 'A Gelatinous Cube waiting on the table (R7).' })
  cube!: CubeModel | null;

  @Field(() => [SeatStateModel], { description: 'Every seat, in seat order.' })
  seats!: SeatStateModel[];

  @Field(() => [String], { nullable: true, description: "The viewer's hand; null for onlookers." })
  hand!: string[] | null;

  @Field(() => [String], { nullable: true, description: "The viewer's follower pile; null for onlookers." })
  followerPile!: string[] | null;

  @Field(() => String, {
    nullable: true,
    description: "The viewer's own Cthulhu discard while the others still choose (R7).",
  })
  myCthulhuDiscard!: string | null;

  @Field(() => RevealedSecretsModel, { nullable: true, description: 'Everything, once the game is over (R9).' })
  revealed!: RevealedSecretsModel | null;
}

@ObjectType('FactionResult', { description: 'Who won one faction (R3.4).' })
export class FactionResultModel {
  @Field({ description: 'Faction id.' })
  faction!: string;

  @Field(() => Int, { nullable: true, description: 'Winning seat (team with 4 players), or null when nobody won it.' })
  winner!: number | null;
}

@ObjectType('MatchResult', { description: 'How the match ended.' })
export class MatchResultModel {
  @Field(() => Int, { nullable: true, description: 'Winning seat (team with 4 players), or null for a draw.' })
  winner!: number | null;

  @Field(() => [FactionResultModel], {
    description: 'Faction by faction; empty when the match ended by resignation or time-out.',
  })
  factions!: FactionResultModel[];

  @Field({ description: '`play` (played out), `resigned` or `timed_out`.' })
  endedBy!: string;

  @Field(() => Int, { nullable: true, description: 'The seat that resigned or ran out of time.' })
  forfeitedSeat!: number | null;
}

@ObjectType('MatchSeat', { description: 'A player of a match.' })
export class MatchSeatModel {
  @Field(() => Int, { description: 'Seat number.' })
  seat!: number;

  @Field({ description: 'Username.' })
  username!: string;

  @Field({ description: 'The seat is played by a bot account: the built-in computer player or a third-party bot.' })
  isBot!: boolean;
}

@ObjectType('TimeBank', { description: 'A time bank: an allowance, extra days after each move, a cap.' })
export class TimeBankModel {
  @Field(() => Int, { description: 'Days each player starts with.' })
  initialDays!: number;

  @Field(() => Int, { description: 'Days added after each of your moves.' })
  incrementDays!: number;

  @Field(() => Int, { description: 'The most a bank can hold.' })
  maxDays!: number;
}

@ObjectType('TimeControl', {
  description:
    'A correspondence time control: days per move or a time bank, and its switches (docs/correspondence.md).',
})
export class TimeControlModel {
  @Field(() => Int, {
    nullable: true,
    description: 'A fresh allowance of this many days for every move; null with a bank.',
  })
  daysPerMove!: number | null;

  @Field(() => TimeBankModel, { nullable: true, description: 'The time bank; null with days per move.' })
  bank!: TimeBankModel | null;

  @Field({ description: 'True when only an opponent’s claim ends the match on time, never the sweep.' })
  noAutoTimeout!: boolean;

  @Field({ description: 'True when vacations do not pause this match’s clocks.' })
  noVacation!: boolean;

  @Field({
    description: 'True when the server ends the match by itself at a deadline (2 players, no noAutoTimeout).',
  })
  automaticTimeout!: boolean;
}

@ObjectType('SeatClock', {
  description:
    'One seat’s clock, folded from the match log. Every seat sees every clock: nothing in it is hidden (R9).',
})
export class SeatClockModel {
  @Field(() => Int, { description: 'Seat number.' })
  seat!: number;

  @Field({ description: 'Username.' })
  username!: string;

  @Field({ description: 'True for the seat that must act now.' })
  due!: boolean;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'Since when it is due; null when it is not.' })
  dueSince!: Date | null;

  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description: 'When its time runs out; null when it is not due, without a time control, or while paused.',
  })
  deadline!: Date | null;

  @Field(() => Int, {
    nullable: true,
    description:
      'Its time bank in seconds as of its last move (bank time controls; while it is due, its time runs down to `deadline`); null with days per move.',
  })
  bankSeconds!: number | null;

  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description: 'On vacation until then: its clock stands still in this match; null when not on vacation.',
  })
  vacationUntil!: Date | null;

  @Field({ description: 'Skipped (3–4 players): the server plays its turns until its player returns.' })
  skipped!: boolean;
}

@ObjectType('MatchEntropy', {
  description:
    'Where the seed of a match whose seats contributed entropy came from (docs/auditing.md "A deal no one can choose"): seed = SHA-256(serverSeed ‖ "claim-entropy" ‖ each seat\'s contribution).',
})
export class MatchEntropyModel {
  @Field({
    description:
      "SHA-256 (hex) of the server seed's bytes, published when the lobby or challenge was created, before any seat contributed.",
  })
  serverSeedCommitment!: string;

  @Field(() => [String], {
    nullable: 'items',
    description: "Each seat's contribution (64 hex digits), in seat order; null for a seat that sent none.",
  })
  contributions!: (string | null)[];

  @Field(() => String, { nullable: true, description: 'The server seed, revealed once the match is over (R9).' })
  serverSeed!: string | null;
}

@ObjectType('Match', { description: 'A match as the caller may see it (R9).' })
export class MatchModel {
  @Field(() => ID, { description: 'Match id.' })
  id!: string;

  @Field({ description: '`running`, `finished` or `aborted`.' })
  status!: string;

  @Field(() => Int, { description: 'Number of events after the start; send it back as expectedVersion with a move.' })
  version!: number;

  @Field({ description: 'Hash of the newest event in the tamper-evident chain: keep it as a receipt.' })
  headHash!: string;

  @Field({ description: "SHA-256 (hex) of the seed's bytes, published at the start (commit–reveal of the shuffle)." })
  seedCommitment!: string;

  @Field(() => String, { nullable: true, description: 'The seed, revealed once the match is over.' })
  seed!: string | null;

  @Field(() => MatchEntropyModel, {
    nullable: true,
    description:
      'The entropy the seed was derived from, when the seats could contribute (lobbies and challenges since entropy); null otherwise.',
  })
  entropy!: MatchEntropyModel | null;

  @Field(() => RulesModel, { description: 'The rule set.' })
  rules!: RulesModel;

  @Field({
    description:
      'The rule edition the match is played under, fixed when it starts (docs/engine.md "Rule editions"): `2026-12` for new matches, `2026-11` for those started before editions.',
  })
  edition!: string;

  @Field(() => [MatchSeatModel], { description: 'Players by seat.' })
  seats!: MatchSeatModel[];

  @Field(() => Int, {
    nullable: true,
    description:
      'The seat whose view the caller gets (R9): their own; null for onlookers, and for a player whose seat the computer took over, from then on (they see what a spectator sees).',
  })
  mySeat!: number | null;

  @Field(() => TableModel, { description: 'The table as the caller may see it.' })
  table!: TableModel;

  @Field(() => MatchResultModel, { nullable: true, description: 'The result, once the match is over.' })
  result!: MatchResultModel | null;

  @Field(() => GraphQLISODateTime, { description: 'When the match started.' })
  createdAt!: Date;

  @Field({
    description:
      'True for a record imported with importMatch, for study: it was not played here, and its seat names are the record’s, not accounts.',
  })
  imported!: boolean;

  @Field(() => TimeControlModel, { nullable: true, description: 'The time control; null for none.' })
  timeControl!: TimeControlModel | null;

  @Field(() => [SeatClockModel], { description: 'Every seat’s clock, in seat order (empty without seats to time).' })
  clocks!: SeatClockModel[];

  @Field(() => [Int], {
    description:
      'Seats the computer took over after they resigned or ran out of time (3–4 players, docs/engine.md "Replaced seats"); they rank last.',
  })
  replacedSeats!: number[];

  @Field(() => [Int], {
    description:
      'Seats whose players asked (requestReplacement) that the computer take over a seat that leaves, instead of the match ending.',
  })
  replacementRequestedBy!: number[];

  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description:
      'When you may claim the win on time (claimTimeout): the deadline of the seat that is due, if it is an opponent of yours; null otherwise.',
  })
  canClaimTimeoutAt!: Date | null;

  @Field({ description: 'True while the match is paused by agreement: no clock runs.' })
  paused!: boolean;

  @Field(() => Int, { nullable: true, description: 'The seat that proposed a pause nobody has answered yet.' })
  pauseProposedBy!: number | null;
  @Field({ description: "Rated: its players' ratings change when it finishes (docs/players.md#ratings)." })
  rated!: boolean;

  @Field({ description: 'Who may watch besides its players: `anyone`, `signed_in` or `nobody`.' })
  spectators!: string;
}

@ObjectType('Move', { description: 'A player decision in R10 notation, flattened: `kind` says which fields apply.' })
export class MoveModel {
  @Field(() => Int, { description: 'The acting seat.' })
  seat!: number;

  @Field({ description: 'play, seer, prize, vampire, smash, discard, skeleton or pass.' })
  kind!: string;

  @Field(() => String, {
    nullable: true,
    description: 'play, discard: the card; prize: the prize taken or `top`; seer: `prize` or `top`.',
  })
  card!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'vampire: the Vampire made active, or null to keep the current one.',
  })
  activate!: string | null;

  @Field(() => [String], { description: 'vampire: the cards put under the active Vampire.' })
  bury!: string[];

  @Field(() => String, { nullable: true, description: 'smash: the Gnome smashed.' })
  gnome!: string | null;

  @Field(() => Int, { nullable: true, description: 'smash: the seat whose Gnome is smashed.' })
  victim!: number | null;

  @Field({ description: 'The move as R10 JSON, e.g. {"seat":0,"play":"goblins:3"}.' })
  notation!: string;
}

@ObjectType('MatchEvent', { description: 'One entry of the match log as the caller may see it (R9).' })
export class MatchEventModel {
  @Field(() => Int, { description: 'Sequence number; 0 is the start.' })
  seq!: number;

  @Field({
    description:
      '`match_started`, `move`, `resigned`, `timed_out`, `aborted`, or a clock event: `seat_skipped`, `seat_returned`, `vacation_started`, `vacation_ended`, `pause_proposed`, `pause_declined`, `paused`, `resumed`.',
  })
  type!: string;

  @Field(() => Int, { nullable: true, description: 'The acting seat.' })
  seat!: number | null;

  @Field(() => MoveModel, {
    nullable: true,
    description: "The move; null when hidden from the caller (another player's pending Cthulhu discard, R7).",
  })
  move!: MoveModel | null;

  @Field({ description: 'Whether the move is hidden from the caller for now.' })
  hidden!: boolean;

  @Field({
    description:
      'A forced move the server played for the seat (its only legal move, and its player opted in: docs/bots.md). When true, the hash covers `"auto": true` too (docs/auditing.md).',
  })
  auto!: boolean;

  @Field({
    description:
      'A move one of the seat\'s standing orders played (docs/correspondence.md "Standing orders"). Shown to the seat\'s player while the match runs, to everyone once it is over; false for everyone else, as for a move played by hand (R9). Not covered by the hash.',
  })
  byStandingOrder!: boolean;

  @Field(() => GraphQLISODateTime, { description: 'When it was stored.' })
  createdAt!: Date;

  @Field({ description: 'Hash of the previous event (chain).' })
  prevHash!: string;

  @Field({
    description:
      'SHA-256(prevHash ‖ canonical JSON of {matchId, seq, type, payloadHash, actorUserId, requestId, createdAt}, plus `"auto": true` for a forced move played for the seat), or with `payload` instead of `payloadHash` for events without one (chain format 1); see docs/auditing.md.',
  })
  hash!: string;

  @Field(() => String, { nullable: true, description: 'The user who caused the event (null for the server).' })
  actorUserId!: string | null;

  @Field(() => String, { nullable: true, description: 'The request that caused it.' })
  requestId!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The stored payload as canonical JSON (RFC 8785); null while hidden from the caller.',
  })
  payload!: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'SHA-256(salt ‖ payload), hex: what the hash covers instead of the payload (chain format 2), shown also while the payload is hidden. Null for events stored before chain format 2 and for `match_started`.',
  })
  payloadHash!: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "The secret salt of payloadHash (64 hex digits), shown together with the payload: null while the payload is hidden from the caller (until the Cthulhu reveal, or the match's end), and where payloadHash is null.",
  })
  salt!: string | null;
}

@ObjectType('MatchUpdate', { description: 'Sent to a subscriber for each new event, with their new view.' })
export class MatchUpdateModel {
  @Field(() => MatchEventModel, { description: 'The new event.' })
  event!: MatchEventModel;

  @Field(() => MatchModel, { description: 'The match after it, as the subscriber may see it.' })
  match!: MatchModel;

  @Field(() => [MatchEventModel], {
    description:
      'Earlier events that were hidden from the subscriber until this one (the Cthulhu discards it reveals, R7), now with their payload and salt; usually empty.',
  })
  revealed!: MatchEventModel[];
}
