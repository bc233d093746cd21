import type { GameState, Move, Seat } from '../../engine';
import { applyAllInPlace, cloneState, legalMoves, seatToAct, teamOf } from '../../engine';
import type { Policy } from './policy';
import { BotRandom } from './rng';
import type { Sampler } from './sampler';

/** How hard one decision may think: the search stops at whichever limit it reaches first. */
export interface Budget {
  /** Engine moves simulated (rollout steps), the deterministic measure of work. */
  readonly steps: number;
  /** Sampled worlds at most. */
  readonly worlds: number;
  /** Wall-clock cap in milliseconds, a safety net: when it binds, the result depends on the machine's speed. */
  readonly timeMs: number;
  /** Steps between two yields of the generator (the server's chance to serve other work). */
  readonly chunkSteps: number;
}

export interface SearchSettings {
  readonly budget: Budget;
  readonly policy: Policy;
  /** Weight of the faction margin added to win (1), draw (½) or loss (0): a denser signal than the result alone. */
  readonly marginWeight: number;
  /** The clock for the time cap; `performance.now` by default. */
  readonly now: () => number;
}

export interface CandidateStats {
  readonly move: Move;
  readonly visits: number;
  /** Mean reward over the sampled worlds, 0 to 1 (plus the margin term). */
  readonly mean: number;
}

export interface SearchResult {
  readonly move: Move;
  readonly worlds: number;
  readonly steps: number;
  readonly candidates: readonly CandidateStats[];
}

/** 1 for a win, ½ for a draw, 0 for a loss (the team's, with four players), plus a small faction margin. */
export function reward(s: GameState, seat: Seat, marginWeight: number): number {
  const outcome = s.outcome!;
  const players = s.rules.players;
  const side = teamOf(seat, players);
  const result = outcome.winner === null ? 0.5 : outcome.winner === side ? 1 : 0;
  if (marginWeight === 0) return result;
  const sides = players === 4 ? 2 : players;
  const won = new Array<number>(sides).fill(0);
  for (const winner of Object.values(outcome.factions)) if (winner !== null && winner !== undefined) won[winner]++;
  let rival = 0;
  for (let other = 0; other < sides; other++) if (other !== side) rival = Math.max(rival, won[other]);
  return result + (marginWeight * (won[side] - rival)) / s.rules.factions.length;
}

/** Plays the world to its end with the policy, in place; returns the moves played. */
export function rollout(s: GameState, policy: Policy, random: BotRandom): number {
  let steps = 0;
  const one: Move[] = [];
  for (;;) {
    const seat = seatToAct(s);
    if (seat === null) return steps;
    const direct = policy.direct?.(s, seat, random) ?? null;
    if (direct !== null) one[0] = direct;
    else {
      const moves = legalMoves(s, seat);
      one[0] = moves.length === 1 ? moves[0] : policy.choose(s, seat, moves, random);
    }
    const bad = applyAllInPlace(s, one);
    if (bad) throw new Error(`rollout: ${bad.error.code} ${bad.error.message} (${JSON.stringify(one[0])})`);
    steps++;
  }
}

/**
 * Determinized Monte-Carlo search (perfect-information Monte Carlo over sampled worlds): each round
 * samples one world consistent with what the seat saw, plays every candidate move in it and rolls
 * each out to the end with the same rollout randomness (common random numbers, so candidates are
 * compared on equal luck), and adds up the rewards. The candidate with the best mean wins. Because
 * the candidates are the seat's legal moves, which the seat knows, every world offers the same ones.
 *
 * A generator: it yields between chunks of `chunkSteps` simulated moves, so a caller can spread one
 * decision over several turns of an event loop.
 */
export function* searchMove(
  sampler: Sampler,
  seat: Seat,
  random: BotRandom,
  settings: SearchSettings,
): Generator<void, SearchResult, void> {
  const first = sampler.sample(random);
  const candidates = legalMoves(first, seat);
  if (candidates.length === 0) throw new Error('search: the seat has no legal move');
  const totals = new Array<number>(candidates.length).fill(0);
  const visits = new Array<number>(candidates.length).fill(0);
  const { budget, policy, marginWeight, now } = settings;
  const started = now();
  let steps = 0;
  let worlds = 0;
  let sinceYield = 0;
  const one: Move[] = [];
  if (candidates.length > 1) {
    for (let world: GameState | null = first; worlds < budget.worlds; world = null) {
      const w = world ?? sampler.sample(random);
      worlds++;
      const luck = random.nextUint32();
      for (let i = 0; i < candidates.length; i++) {
        const s = cloneState(w);
        one[0] = candidates[i];
        const bad = applyAllInPlace(s, one);
        if (bad) throw new Error(`search: candidate rejected in a sampled world: ${bad.error.message}`);
        const played = rollout(s, policy, new BotRandom(luck)) + 1;
        steps += played;
        sinceYield += played;
        const r = reward(s, seat, marginWeight);
        totals[i] += r;
        visits[i]++;
      }
      if (steps >= budget.steps || now() - started >= budget.timeMs) break;
      if (sinceYield >= budget.chunkSteps) {
        sinceYield = 0;
        yield;
      }
    }
  }
  const stats: CandidateStats[] = candidates.map((move, i) => ({
    move,
    visits: visits[i],
    mean: visits[i] === 0 ? 0 : totals[i] / visits[i],
  }));
  let best = 0;
  for (let i = 1; i < stats.length; i++) if (stats[i].mean > stats[best].mean) best = i;
  return { move: candidates[best], worlds, steps, candidates: stats };
}
