import type { MatchRuntime } from '../matches/match-runtime';

/** A player's seat in one finished correspondence match, as the match's log tells it. */
export interface ReputationSeat {
  readonly userId: string;
  readonly matchId: string;
  readonly seat: number;
  readonly finishedAt: Date;
  /** The seat's time ran out: it lost on time, or (3–4 players) the computer took it over on time. */
  readonly timedOut: boolean;
  /** 3–4 players: the seat left the table before the end (resigned, timed out, or was replaced). */
  readonly abandoned: boolean;
  /** The seat let a deadline pass at least once (skipped or timed out): a clock penalty. */
  readonly penalised: boolean;
}

/**
 * The seats a finished match adds to its players' reputations (docs/players.md "Reputation"): correspondence
 * matches only (a time control: an opponent who stops playing is what reputation is about), played here (not
 * imported), and only the seats of people (bots and imported names have no reputation). Aborted matches add
 * nothing: nobody played. A 2-player resignation is a finish (an answer, not a disappearance); in 3–4 players
 * a seat that resigns leaves the others' game, so it is abandoned. Pure: the same log gives the same seats,
 * which is what `claim reputation --recompute` relies on.
 */
export function reputationSeats(match: MatchRuntime): ReputationSeat[] {
  if (match.status !== 'finished' || match.header.importedBy !== null || match.clocks.control === null) return [];
  const last = match.events[match.events.length - 1];
  const many = match.header.rules.players > 2;
  return match.header.seats.flatMap((s): ReputationSeat[] => {
    if (s.userId === null || s.isBot === true) return [];
    let timedOut = false;
    let resigned = false;
    let skipped = false;
    for (const event of match.events) {
      if (event.type === 'timed_out' && event.payload.seat === s.seat) timedOut = true;
      else if (event.type === 'resigned' && event.payload.seat === s.seat) resigned = true;
      else if (event.type === 'seat_skipped' && event.payload.seat === s.seat) skipped = true;
      else if (event.type === 'seat_replaced' && event.payload.seat === s.seat) {
        if (event.payload.reason === 'timed_out') timedOut = true;
        else resigned = true;
      }
    }
    return [
      {
        userId: s.userId,
        matchId: match.header.id,
        seat: s.seat,
        finishedAt: last.createdAt,
        timedOut,
        abandoned: many && (timedOut || resigned),
        penalised: timedOut || skipped,
      },
    ];
  });
}

/** A player's reputation: counts over their seats (the figures are never stored as such). */
export interface Reputation {
  /** Finished correspondence matches they had a seat in. */
  readonly games: number;
  /** Seen to the end (played out, or a 2-player resignation): neither timed out nor abandoned. */
  readonly finished: number;
  readonly timedOut: number;
  /** Finished without a clock penalty: no deadline ever passed. */
  readonly clean: number;
  /** 3–4 player seats left before the end. */
  readonly abandoned: number;
}

export const NO_REPUTATION: Reputation = { games: 0, finished: 0, timedOut: 0, clean: 0, abandoned: 0 };

/** A share in whole percent, as profiles show it; null without games. */
export function percent(part: number, games: number): number | null {
  return games === 0 ? null : Math.round((100 * part) / games);
}

/**
 * Whether a player meets a minimum finished share (whole percent). A player without a counted game meets
 * any: a newcomer has abandoned nothing (as BGA starts everyone at 100 %); the count is shown beside it.
 */
export function meetsReputation(reputation: Reputation, minFinishedPercent: number | null): boolean {
  if (minFinishedPercent === null || reputation.games === 0) return true;
  return reputation.finished * 100 >= minFinishedPercent * reputation.games;
}
