/**
 * The types the tournament core's files share (the pairing rules, the formats and the log), kept apart so
 * that none of those files needs another only for its types.
 */

/** A finished game: how each seat did. A bye is recorded as `bye` for its player. */
export type GameResult = 'win' | 'draw' | 'loss';

/** A line of the standings. Points and tie-breaks are exact: kept in halves (and quarters) as integers. */
export interface Standing {
  readonly rank: number;
  readonly player: string;
  /** Points × 2 (a win 2, a draw 1, a loss 0, a bye 2). */
  readonly halfPoints: number;
  /** Buchholz × 2: the sum of the opponents' points over the games actually played (a bye adds nothing). */
  readonly buchholzHalves: number;
  /**
   * Sonneborn–Berger × 4: the sum, over the games played, of the result (1, ½, 0) times the opponent's
   * points (a bye adds nothing).
   */
  readonly sonnebornBergerQuarters: number;
  readonly played: number;
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
  readonly byes: number;
}

export type TournamentFormat = 'swiss' | 'round_robin' | 'knockout' | 'league';

/** What an organizer chose, validated when the tournament is created. */
export interface TournamentSettings {
  readonly name: string;
  readonly format: TournamentFormat;
  /** The rule preset every match is played with (R2), and its players per table (2, 3 or 4). */
  readonly preset: string;
  readonly players: number;
  /** A faction list instead of a preset (then `preset` is `custom`): tables of 3 or 4 need 7 factions. */
  readonly factions?: readonly string[];
  /** Correspondence time control of every match: days per move (absent when `timeBank` is given instead). */
  readonly daysPerMove?: number;
  /** A time bank instead of days per move (whole days), as a lobby's (docs/correspondence.md). */
  readonly timeBank?: { readonly initialDays: number; readonly incrementDays: number; readonly maxDays: number };
  /** Vacations do not pause the matches' clocks (present only when chosen). */
  readonly noVacation?: boolean;
  /** Heroes shuffled into every match (R2.2), and hero values other than 5 (R1); present only when chosen. */
  readonly heroes?: readonly string[];
  readonly heroValues?: readonly { readonly hero: string; readonly value: number }[];
  readonly rated: boolean;
  /** Swiss: the number of rounds. League: the number of seasons. Round-robin and knockout: 0 (the entrants decide). */
  readonly rounds: number;
  /** Round-robin: each pair meets twice, seats swapped. */
  readonly double: boolean;
  readonly maxEntrants: number;
  /**
   * An entrant who times out of this many games is withdrawn (0: never). Absent in logs written before the
   * setting existed: 2 then (withdrawAfterTimeouts in log.ts).
   */
  readonly withdrawAfterTimeouts?: number;
  /** Knockout: games per tie (1, 3, 5 or 7). Absent for the other formats (as in logs written before them). */
  readonly bestOf?: number;
  /** League: entrants per division. */
  readonly divisionSize?: number;
  /** League: how many go up and down between neighbouring divisions at each season's end. */
  readonly promotion?: number;
  /** League: a season's length in days; games still running then are scored as draws. */
  readonly seasonDays?: number;
  /**
   * Entry rating range: an entrant's rating in the pool of `players`-player matches (1500 unrated) must lie
   * within it; each entry logs the rating it was judged by. Absent: anyone may enter.
   */
  readonly minRating?: number;
  readonly maxRating?: number;
  /** Registration closes and round 1 is paired as the last place is taken (present only when chosen). */
  readonly startWhenFull?: boolean;
  /** Entry needs at least this finished share of correspondence games, whole percent (as a lobby's). */
  readonly minReputation?: number;
  /** Entry by invitation: only these players may enter (resolved when the tournament was created). */
  readonly invited?: readonly { readonly userId: string; readonly username: string }[];
  /** Entry limited to the members of this club (checked at entry; membership is not in the log). */
  readonly clubId?: string;
  /** Registration window (ISO 8601): entries are taken from `registrationOpensAt` and before `registrationClosesAt`. */
  readonly registrationOpensAt?: string;
  readonly registrationClosesAt?: string;
  /** Scheduled start (ISO 8601): the server starts the tournament then (tournament-keeper.ts). */
  readonly startsAt?: string;
}

/** One board of a round as the log records it: a game (its match, seats in order) or a bye (one seat, no match). */
export interface LoggedBoard {
  readonly board: number;
  readonly matchId: string | null;
  readonly seats: readonly string[];
}

export interface TournamentBoard extends LoggedBoard {
  readonly round: number;
  readonly result: GameResult | null;
  /** Every seat's result, seat 0 first; null while played. */
  readonly results: readonly GameResult[] | null;
  /** League: scored a draw at the season's deadline. */
  readonly adjudicated: boolean;
  /** Who ran out of time in this game, if it ended so. */
  readonly timedOut?: string;
}

/** What the end of a tournament reveals (table-entropy.ts): the master seed and every entrant's contribution ({userId: hex}). */
export interface TournamentEntropy {
  readonly master: string;
  readonly contributions: Readonly<Record<string, string>>;
}
