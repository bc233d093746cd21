import { Glicko2 } from 'glicko2';
import type * as OpenSkill from 'openskill';
import { lazyModule } from '../common/lazy-module';
import { teamOf } from '../engine';
import type { SeatResult } from '../matches/match-runtime';

// Loaded by the first 3- or 4-player rating: OpenSkill and its maths libraries take some 2 MiB of heap (issue 36).
const openSkillModule = lazyModule<typeof OpenSkill>('openskill');

/** 2 players (Glicko-2), 3 players (OpenSkill, each for themselves), 4 players in two teams (OpenSkill). */
export type RatingPool = 'duel' | 'trio' | 'teams';

export const RATING_POOLS: readonly RatingPool[] = ['duel', 'trio', 'teams'];

/** A player's rating in one pool, as stored. Glicko-2 fills `volatility`; OpenSkill fills `mu` and `sigma`. */
export interface PlayerRating {
  readonly rating: number;
  readonly deviation: number;
  readonly volatility: number | null;
  readonly mu: number | null;
  readonly sigma: number | null;
  readonly games: number;
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
}

/** Glicko-2 as lichess runs it: 1500 ± 350 to start, volatility 0.06, τ 0.5 (the system constant of Glickman's paper). */
const GLICKO = { rating: 1500, rd: 350, vol: 0.06, tau: 0.5 } as const;

/**
 * OpenSkill's mu and sigma (25 ± 8.33) are shown on Glicko's scale, times 60, so that every pool's
 * leaderboard starts at 1500 ± 500 and reads alike.
 */
export const OPENSKILL_SCALE = 60;

/**
 * Provisional while the deviation is above these: lichess's 110 for Glicko-2; for OpenSkill, whose sigma
 * shrinks more slowly per game, 2.5 (150 shown), reached after some 20 games against settled players.
 */
const PROVISIONAL_ABOVE: Record<RatingPool, number> = { duel: 110, trio: 150, teams: 150 };

export function poolOf(players: number): RatingPool {
  return players === 2 ? 'duel' : players === 3 ? 'trio' : 'teams';
}

export function initialRating(pool: RatingPool): PlayerRating {
  const counts = { games: 0, wins: 0, draws: 0, losses: 0 };
  if (pool === 'duel')
    return { rating: GLICKO.rating, deviation: GLICKO.rd, volatility: GLICKO.vol, mu: null, sigma: null, ...counts };
  const { mu, sigma } = openSkillModule().rating();
  return { ...openSkill(mu, sigma), ...counts };
}

export function isProvisional(pool: RatingPool, r: Pick<PlayerRating, 'deviation'>): boolean {
  return r.deviation > PROVISIONAL_ABOVE[pool];
}

/** The deviation above which a rating is provisional. */
export function provisionalAbove(pool: RatingPool): number {
  return PROVISIONAL_ABOVE[pool];
}

/**
 * The ratings after one match, seat by seat, from the ratings before it. Pure and deterministic, so that a
 * recompute from the log arrives at the very same numbers. Each match is its own Glicko-2 rating period
 * (correspondence games end one at a time, days apart).
 */
export function rateMatch(
  pool: RatingPool,
  before: readonly PlayerRating[],
  results: readonly SeatResult[],
): PlayerRating[] {
  const rated = pool === 'duel' ? glicko(before, results) : weightLin(pool, before, results);
  return rated.map((r, seat) => ({ ...r, ...counted(before[seat], results[seat]) }));
}

type Skill = Pick<PlayerRating, 'rating' | 'deviation' | 'volatility' | 'mu' | 'sigma'>;

function glicko(before: readonly PlayerRating[], results: readonly SeatResult[]): Skill[] {
  const system = new Glicko2({ tau: GLICKO.tau, rating: GLICKO.rating, rd: GLICKO.rd, vol: GLICKO.vol });
  const players = before.map((r) => system.makePlayer(r.rating, r.deviation, r.volatility ?? GLICKO.vol));
  const score = results[0] === 'win' ? 1 : results[0] === 'draw' ? 0.5 : 0;
  system.updateRatings([[players[0], players[1], score]]);
  return players.map((p) => ({
    rating: p.getRating(),
    deviation: p.getRd(),
    volatility: p.getVol(),
    mu: null,
    sigma: null,
  }));
}

/** Lower rank is better: a win ranks above a draw, a draw above a loss (ties share a rank). */
const RANK: Record<SeatResult, number> = { win: 1, draw: 2, loss: 3 };

function weightLin(pool: RatingPool, before: readonly PlayerRating[], results: readonly SeatResult[]): Skill[] {
  const skill = (r: PlayerRating) => ({ mu: r.mu ?? 25, sigma: r.sigma ?? 25 / 3 });
  if (pool === 'trio') {
    const after = openSkillModule().rate(
      before.map((r) => [skill(r)]),
      { rank: results.map((r) => RANK[r]) },
    );
    return after.map(([r]) => openSkill(r.mu, r.sigma));
  }
  // Two teams of partners (R8.1): seats 0 and 2 against 1 and 3.
  const teams = [0, 1].map((team) => before.map((_, seat) => seat).filter((seat) => teamOf(seat, 4) === team));
  const after = openSkillModule().rate(
    teams.map((seats) => seats.map((seat) => skill(before[seat]))),
    { rank: teams.map((seats) => RANK[results[seats[0]]]) },
  );
  const bySeat: Skill[] = [];
  teams.forEach((seats, t) =>
    seats.forEach((seat, i) => (bySeat[seat] = openSkill(after[t][i].mu, after[t][i].sigma))),
  );
  return bySeat;
}

function openSkill(mu: number, sigma: number): Skill {
  return { rating: mu * OPENSKILL_SCALE, deviation: sigma * OPENSKILL_SCALE, volatility: null, mu, sigma };
}

function counted(r: PlayerRating, result: SeatResult): Pick<PlayerRating, 'games' | 'wins' | 'draws' | 'losses'> {
  return {
    games: r.games + 1,
    wins: r.wins + (result === 'win' ? 1 : 0),
    draws: r.draws + (result === 'draw' ? 1 : 0),
    losses: r.losses + (result === 'loss' ? 1 : 0),
  };
}
