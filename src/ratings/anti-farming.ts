import type { MatchRuntime } from '../matches/match-runtime';

/**
 * Rating farming (issue 27 P4): two accounts, or one person with two, trading quick wins. The rules a rated
 * match must pass to change ratings, all in this file (docs/players.md "When a rated game does not count").
 * They are constants, not configuration: a recompute from the log must arrive at the numbers the write path
 * did, which a setting changed in between would break.
 */

/**
 * (a) Cards every seat must have played for the result to count, unless a clock ran out. A quarter to a
 * half of phase one (R8.1: 9 to 13 cards in hand): enough that a result says something about the game.
 * lichess aborts, unrated, a game in which a side has not moved; a card is our smallest move.
 */
export const MIN_CARDS_PER_SEAT = 5;

/**
 * (b) Rated results that count between the same accounts (the same set of players, whatever the seats)
 * within REPEAT_WINDOW_MS: later ones in the window do not count. Correspondence games take days, so an
 * honest rivalry rarely reaches three finished games in a day; a farming pair gets three results a day at
 * most, whose weight shrinks as their deviations do.
 */
export const REPEAT_LIMIT = 3;
export const REPEAT_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * Why a rated match did not change ratings. `annulled`: a moderator annulled it (docs/fair-play.md
 * "Moderation"), recorded in rating_annulments, which every recompute reads.
 */
export type UncountedReason = 'too_few_moves' | 'repeated_opponents' | 'computer_opponent' | 'annulled';

/** What a finished rated match did to ratings: stored on the match (`rating_outcome`) and shown to its players. */
export type RatingOutcome = 'counted' | UncountedReason;

export const RATING_OUTCOMES: readonly RatingOutcome[] = [
  'counted',
  'too_few_moves',
  'repeated_opponents',
  'computer_opponent',
  'annulled',
];

/**
 * The server's own computer accounts (src/computer/computer-accounts.ts: `computer.<level>` and
 * `computer.<level>.<n>`), told by name: registration refuses a dot, so nobody else has such a name. Not
 * imported from there: the computer sits above the ratings (it starts matches through lobbies), and a test
 * checks every one of its accounts against this.
 */
export function isBuiltInComputer(username: string): boolean {
  return /^computer\.[a-z]+(\.[0-9]+)?$/.test(username);
}

/**
 * The reason a finished rated match does not count that its log alone tells: (c) a built-in computer account
 * is seated (it has no rating of its own worth taking points from), or (a) too few cards. Null: it may count,
 * if the pair limit (b) allows.
 */
export function uncountedByLog(runtime: MatchRuntime): UncountedReason | null {
  if (runtime.header.seats.some((s) => isBuiltInComputer(s.username))) return 'computer_opponent';
  if (runtime.forfeit?.kind === 'timed_out') return null;
  const played = new Array<number>(runtime.header.rules.players).fill(0);
  for (const move of runtime.moves) if ('play' in move) played[move.seat]++;
  return played.some((n) => n < MIN_CARDS_PER_SEAT) ? 'too_few_moves' : null;
}

/** The same accounts, whatever the seats: the key (b) counts by. */
export function playersKey(userIds: readonly string[]): string {
  return [...userIds].sort().join(',');
}

/**
 * The counted results of the same players so far, newest last: the pair limit (b). The write path fills it
 * from rating_changes, a recompute as it goes; both in rating order, so both decide alike.
 */
export class RecentResults {
  private readonly counted = new Map<string, number[]>();

  add(key: string, at: Date): void {
    this.counted.set(key, [...(this.counted.get(key) ?? []), at.getTime()]);
  }

  /** Counted results of `key` within the window before `at` (and any later one already counted). */
  within(key: string, at: Date): number {
    return (this.counted.get(key) ?? []).filter((t) => t > at.getTime() - REPEAT_WINDOW_MS).length;
  }
}
