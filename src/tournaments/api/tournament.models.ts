import { Field, Float, GraphQLISODateTime, ID, Int, ObjectType } from '@nestjs/graphql';
import { RulesModel, TimeControlModel } from '../../matches/api/match.models';

@ObjectType('TournamentEntrant', { description: 'A player entered in a tournament.' })
export class TournamentEntrantModel {
  @Field(() => ID, { description: 'User id (as the tournament log names the player).' })
  userId!: string;

  @Field({ description: 'Username.' })
  username!: string;
}

@ObjectType('TournamentStanding', {
  description: 'A line of the standings: points, then Buchholz, then Sonneborn–Berger, then the seed order.',
})
export class TournamentStandingModel {
  @Field(() => Int, { description: 'Place, 1 first.' })
  rank!: number;

  @Field(() => ID, { description: 'User id.' })
  userId!: string;

  @Field({ description: 'Username.' })
  username!: string;

  @Field(() => Float, { description: 'Points: a win or a bye 1, a draw ½ (exact: a multiple of ½).' })
  points!: number;

  @Field(() => Float, { description: "Buchholz: the sum of the opponents' points (exact: a multiple of ½)." })
  buchholz!: number;

  @Field(() => Float, {
    description: "Sonneborn–Berger: the sum of each result (1, ½, 0) times that opponent's points (a multiple of ¼).",
  })
  sonnebornBerger!: number;

  @Field(() => Int, { description: 'Games finished.' })
  played!: number;

  @Field(() => Int, { description: 'Games won.' })
  wins!: number;

  @Field(() => Int, { description: 'Games drawn.' })
  draws!: number;

  @Field(() => Int, { description: 'Games lost.' })
  losses!: number;

  @Field(() => Int, { description: 'Byes received.' })
  byes!: number;

  @Field(() => Int, {
    nullable: true,
    description: 'League: the division of the current season (1 the top); null otherwise.',
  })
  division!: number | null;
}

@ObjectType('TournamentBoard', { description: 'A game of a round (two players, seat 0 first) or a bye (one player).' })
export class TournamentBoardModel {
  @Field(() => Int, { description: 'Board number in its round, 1 first.' })
  board!: number;

  @Field(() => ID, { nullable: true, description: 'The match; null for a bye.' })
  matchId!: string | null;

  @Field(() => [String], { description: 'The usernames, seat 0 first; one for a bye.' })
  players!: string[];

  @Field(() => String, {
    nullable: true,
    description: "Seat 0's result: `win`, `draw` or `loss`; null while it is played and for a bye.",
  })
  result!: string | null;

  @Field(() => [String], {
    nullable: true,
    description: "Every seat's result, seat 0 first (tables of 3 or 4 too); null while it is played and for a bye.",
  })
  results!: string[] | null;

  @Field({ description: "League: scored a draw at the season's deadline while its match went on." })
  adjudicated!: boolean;
}

@ObjectType('TournamentTie', { description: 'A knockout tie: two players (the higher seed first), or one with a bye.' })
export class TournamentTieModel {
  @Field(() => [String], { description: 'The usernames, the higher seed first; one for a bye.' })
  players!: string[];

  @Field(() => [Float], { description: 'Game points of each (win 1, draw ½).' })
  points!: number[];

  @Field(() => Int, { description: 'Games finished.' })
  games!: number;

  @Field(() => String, { nullable: true, description: 'Who goes through; null while undecided.' })
  winner!: string | null;
}

@ObjectType('TournamentBracketRound', { description: 'A bracket round of a knockout.' })
export class TournamentBracketRoundModel {
  @Field(() => Int, { description: 'Bracket round, 1 first (the last is the final).' })
  round!: number;

  @Field(() => [TournamentTieModel], { description: 'Its ties in bracket order.' })
  ties!: TournamentTieModel[];
}

@ObjectType('TournamentRound', { description: 'A round and its boards.' })
export class TournamentRoundModel {
  @Field(() => Int, { description: 'Round number, 1 first.' })
  round!: number;

  @Field(() => [TournamentBoardModel], { description: 'Its boards, in board order (a bye last).' })
  boards!: TournamentBoardModel[];
}

@ObjectType('TournamentAction', {
  description: "An organizer's action or a withdrawal, as the tournament log records it (docs/tournaments.md).",
})
export class TournamentActionModel {
  @Field(() => Int, { description: 'Its event number in the log.' })
  seq!: number;

  @Field(() => GraphQLISODateTime, { description: 'When.' })
  at!: Date;

  @Field({
    description:
      '`tournament_paused`, `tournament_resumed`, `tournament_cancelled`, `entrant_removed` or `organizer_changed`.',
  })
  type!: string;

  @Field(() => String, {
    nullable: true,
    description:
      'Who acted: the organizer, or the entrant who withdrew (reason `withdrew`); null when the server withdrew an entrant.',
  })
  by!: string | null;

  @Field(() => String, { nullable: true, description: 'The entrant removed, or the new organizer.' })
  username!: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'For a removal: `organizer` (removed), `timeouts` (timed out of withdrawAfterTimeouts games) or `withdrew` (left after the start).',
  })
  reason!: string | null;
}

@ObjectType('Tournament', {
  description: 'A Swiss, round-robin, knockout or league tournament (docs/tournaments.md).',
})
export class TournamentModel {
  @Field(() => ID, { description: 'Tournament id.' })
  id!: string;

  @Field({ description: 'Its name.' })
  name!: string;

  @Field({ description: '`swiss`, `round_robin`, `knockout` or `league`.' })
  format!: string;

  @Field({ description: '`registration` (open to entries), `running`, `finished` or `cancelled`.' })
  status!: string;

  @Field({ description: 'Paused by its organizer: no new round is paired until resumed.' })
  paused!: boolean;

  @Field(() => Int, { description: 'An entrant who times out of this many games is withdrawn (0: never).' })
  withdrawAfterTimeouts!: number;

  @Field(() => [String], {
    description: 'Entrants withdrawn after the start (usernames): paired no more, still ranked.',
  })
  withdrawn!: string[];

  @Field(() => [TournamentActionModel], { description: "The organizer's actions and the withdrawals, oldest first." })
  actions!: TournamentActionModel[];

  @Field({ description: "The organizer's username." })
  organizer!: string;

  @Field({ description: 'The rule preset of every match (R2.1).' })
  preset!: string;

  @Field(() => [String], {
    nullable: true,
    description: 'The factions, when chosen instead of a preset (then `preset` is `custom`).',
  })
  factions!: string[] | null;

  @Field(() => Int, { description: 'Players per match: 2, 3 or 4.' })
  players!: number;

  @Field(() => Int, { nullable: true, description: 'Days per move in every match; null with a time bank.' })
  daysPerMove!: number | null;

  @Field(() => TimeControlModel, {
    description: "Every match's time control: days per move or a time bank, and noVacation (docs/correspondence.md).",
  })
  timeControl!: TimeControlModel;

  @Field(() => RulesModel, { description: "Every match's rules: factions, heroes and hero values (R2)." })
  rules!: RulesModel;

  @Field(() => Int, {
    nullable: true,
    description: 'Entry needs at least this share of correspondence games finished, whole percent; null for none.',
  })
  minReputation!: number | null;

  @Field(() => [String], {
    nullable: true,
    description: 'Entry by invitation: the usernames of the only players who may enter; null for open entry.',
  })
  invited!: string[] | null;

  @Field(() => ID, { nullable: true, description: "Entry limited to this club's members; null for none." })
  clubId!: string | null;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'Registration opens then; null: at creation.' })
  registrationOpensAt!: Date | null;

  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description: 'Registration closes then (no entries from then on); null: at the start.',
  })
  registrationClosesAt!: Date | null;

  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description: 'The server starts the tournament then (given enough entrants); null: the organizer starts it.',
  })
  startsAt!: Date | null;

  @Field({ description: 'Whether its matches are rated.' })
  rated!: boolean;

  @Field(() => Int, {
    description:
      'Rounds: chosen for a Swiss; seasons of a league; bracket rounds of a knockout and rounds of a round-robin, known once it starts (0 before).',
  })
  rounds!: number;

  @Field({ description: 'Round-robin: every pair meets twice, seats swapped.' })
  double!: boolean;

  @Field(() => Int, { nullable: true, description: 'Knockout: games per tie (best of N); null otherwise.' })
  bestOf!: number | null;

  @Field(() => Int, { nullable: true, description: 'League: entrants per division; null otherwise.' })
  divisionSize!: number | null;

  @Field(() => Int, { nullable: true, description: 'League: promoted and relegated per division; null otherwise.' })
  promotion!: number | null;

  @Field(() => Int, { nullable: true, description: 'League: days per season; null otherwise.' })
  seasonDays!: number | null;

  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description: 'League: when the current season ends (unfinished games are then scored as draws); null otherwise.',
  })
  seasonEndsAt!: Date | null;

  @Field(() => [TournamentBracketRoundModel], {
    description: 'Knockout: the bracket as far as it goes; empty for the other formats.',
  })
  bracket!: TournamentBracketRoundModel[];

  @Field(() => Int, { description: 'At most this many entrants.' })
  maxEntrants!: number;

  @Field({
    description:
      'Whether a player can enter now: registration is open, or a running Swiss has a round still to pair (late entry), and there is room.',
  })
  entryOpen!: boolean;

  @Field({ description: 'Registration closes and round 1 is paired as the last place (maxEntrants) is taken.' })
  startWhenFull!: boolean;

  @Field(() => Float, {
    nullable: true,
    description: 'Entry rating range: the lowest rating that may enter; null for none.',
  })
  minRating!: number | null;

  @Field(() => Float, {
    nullable: true,
    description: 'Entry rating range: the highest rating that may enter; null for none.',
  })
  maxRating!: number | null;

  @Field(() => [TournamentEntrantModel], {
    description: 'The entrants: in join order, then (once started) in seed order, late entrants last.',
  })
  entrants!: TournamentEntrantModel[];

  @Field(() => Int, { description: 'The round being played (0 before the start).' })
  currentRound!: number;

  @Field(() => String, {
    nullable: true,
    description: 'SHA-256 of the seed, published when registration closes (hex); null before.',
  })
  seedCommitment!: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'SHA-256 (hex) of the entropy master seed every table\'s server seed is derived from, committed when the tournament was created, before any entry (docs/auditing.md "Matches started without a sit-down"); revealed in the log\'s `tournament_finished` or `tournament_cancelled`. Null for tournaments from before.',
  })
  entropyCommitment!: string | null;

  @Field(() => String, { nullable: true, description: 'The seed, revealed when the tournament ends; null before.' })
  seed!: string | null;

  @Field(() => [TournamentStandingModel], { description: 'The standings after the finished games.' })
  standings!: TournamentStandingModel[];

  @Field(() => [TournamentRoundModel], { description: 'The rounds paired so far, first to last.' })
  roundList!: TournamentRoundModel[];

  @Field(() => Int, { description: 'The number of events in its log (the export has them all).' })
  version!: number;

  @Field(() => GraphQLISODateTime, { description: 'When it was created.' })
  createdAt!: Date;
}
