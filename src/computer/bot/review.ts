import type { GameState, Move, PlayerView, Seat } from '../../engine';
import { applyAllInPlace, cloneState, legalMoves, seatToAct, teamOf } from '../../engine';
import { samplerFor } from './bot';
import type { SeatHistory } from './history';
import { heuristicPolicy } from './policy';
import { BotRandom } from './rng';
import { reward, rollout } from './search';
import { TableLog } from './table';

/**
 * The review of a finished game (issue 33): every decision of every seat judged twice.
 *
 * - **By what the seat knew**: the computer player's own search (sampled worlds consistent with the seat's
 *   view and history, the sampler of sampler.ts, heuristic rollouts) values each legal move; `infoSet` is
 *   built from the seat's view and history only (`judgeDecision`), so it cannot depend on a hidden card.
 * - **In hindsight**, every hand open: the real table, either solved exactly (`exact`: every line played
 *   out, each seat choosing what is best for its side, when few cards are left in phase two) or valued by
 *   many rollouts of the real deal (`rollouts`).
 *
 * Values are winning chances of the seat's side: 1 a win, ½ a draw, 0 a loss (the team's with four
 * players). Pure and seeded: the same game and settings give the same review, byte for byte.
 */

export interface ReviewSettings {
  /** Sampled worlds per decision (each plays every candidate once), at most. */
  readonly worlds: number;
  /** Engine moves simulated per decision for the information-set search, at most (the deterministic budget). */
  readonly steps: number;
  /** Rollouts of the real deal per candidate when the hindsight search is not exact. */
  readonly hindsightRollouts: number;
  /** Nodes the exact hindsight search may visit before it gives way to rollouts. */
  readonly exactNodes: number;
  /** Cards left in all hands, at most, for the exact search to be tried (phase two only). */
  readonly exactCards: number;
  /** Any text: the review's randomness. The same seed gives the same review. */
  readonly seed: string;
}

export type ReviewDepth = 'default' | 'deep';

/**
 * The settings of a review at `depth` from the worlds per decision of the default depth (24 by default, the
 * server's CLAIM_REVIEW_WORLDS): every budget scales with them, the deep review takes four times as many.
 */
export function reviewDepth(depth: ReviewDepth, worlds: number, seed: string): ReviewSettings {
  const w = depth === 'deep' ? worlds * 4 : worlds;
  return {
    worlds: w,
    steps: w * 500,
    hindsightRollouts: Math.max(1, Math.round((w * 2) / 3)),
    exactNodes: depth === 'deep' ? 200_000 : 20_000,
    exactCards: depth === 'deep' ? 10 : 8,
    seed,
  };
}

export const DEFAULT_REVIEW_WORLDS = 24;

/** A loss of winning chance up to this counts as an accurate move (accuracy), above it a key moment may be marked. */
export const ACCURATE_WITHIN = 0.05;

/** Key moments kept, the largest losses first. */
export const KEY_MOMENTS = 5;

/** The estimate of one move by one search. */
export interface MoveValue {
  readonly move: Move;
  readonly value: number;
}

export interface InfoSetJudgement {
  /** Winning chance after the move played, as the seat could estimate it from what it knew. */
  readonly played: number;
  /** The best candidate's: the review's "best move" from the seat's view. */
  readonly best: number;
  readonly bestMove: Move;
  readonly worlds: number;
  readonly candidates: readonly MoveValue[];
}

export interface HindsightJudgement {
  readonly method: 'exact' | 'rollouts';
  readonly played: number;
  readonly best: number;
  readonly bestMove: Move;
}

export interface ReviewedDecision {
  /** Moves before this decision: the version of the table the seat decided at. */
  readonly version: number;
  readonly seat: Seat;
  readonly played: Move;
  readonly infoSet: InfoSetJudgement;
  readonly hindsight: HindsightJudgement;
  /** infoSet.best − infoSet.played: what the move cost by what the seat knew (never below 0). */
  readonly loss: number;
}

export interface SeatSummary {
  readonly seat: Seat;
  /** Decisions with more than one legal move. */
  readonly decisions: number;
  /** Per cent of those whose loss was at most ACCURATE_WITHIN, one decimal. */
  readonly accuracy: number;
  readonly averageLoss: number;
}

export interface ChancePoint {
  readonly version: number;
  readonly chance: number;
}

export interface GameReview {
  readonly settings: ReviewSettings;
  readonly players: number;
  /** Every decision with a choice, in the order played; forced moves (one legal move) are left out. */
  readonly decisions: readonly ReviewedDecision[];
  /** Indexes into `decisions`: the moves that lost the most, largest first. */
  readonly keyMoments: readonly number[];
  readonly seats: readonly SeatSummary[];
  /**
   * Per seat: its winning chance as it estimated it at each of its decisions (after the move it played),
   * and the result at the end when the game was played out.
   */
  readonly chances: readonly (readonly ChancePoint[])[];
}

/** Four decimals: what is stored and compared (floating sums in one order are exact, but shorter to read). */
const round = (x: number): number => Math.round(x * 10_000) / 10_000;

/** Moves equal as R10 notation, whatever the order of a Vampire's buried cards. */
export function sameMove(a: Move, b: Move): boolean {
  return moveKey(a) === moveKey(b);
}

function moveKey(m: Move): string {
  if ('vampire' in m) return JSON.stringify([m.seat, m.vampire.activate, [...m.vampire.bury].sort()]);
  return JSON.stringify(m);
}

/** The candidates of a decision: the legal moves, and the move played if the listing spells it otherwise. */
function candidatesFor(listed: readonly Move[], played: Move): Move[] {
  return listed.some((m) => sameMove(m, played)) ? [...listed] : [...listed, played];
}

function indexOfMove(moves: readonly Move[], move: Move): number {
  return moves.findIndex((m) => sameMove(m, move));
}

function bestIndex(values: readonly number[]): number {
  let best = 0;
  for (let i = 1; i < values.length; i++) if (values[i] > values[best]) best = i;
  return best;
}

/** What a seat had in hand when it decided: its view, and what it had seen before (R9). Nothing else. */
export interface SeatDecision {
  readonly view: PlayerView;
  readonly history: SeatHistory;
}

/**
 * The information-set half: every candidate valued over worlds sampled from the seat's view and history
 * (common random numbers: each world's rollouts share their luck across candidates). Takes no GameState,
 * so the judgement cannot depend on anything the seat did not see.
 */
export function judgeDecision(input: SeatDecision, played: Move, settings: ReviewSettings): InfoSetJudgement {
  const seat = input.view.viewer;
  if (seat === null || input.view.toAct?.seat !== seat) throw new Error('review: the view is not of the seat to act');
  const sampler = samplerFor(input, true);
  const random = new BotRandom(`${settings.seed}:review:${input.view.version}:${seat}`);
  const policy = heuristicPolicy(0.5);
  const first = sampler.sample(random);
  const candidates = candidatesFor(legalMoves(first, seat), played);
  const totals = new Array<number>(candidates.length).fill(0);
  let worlds = 0;
  let steps = 0;
  const one: Move[] = [];
  for (let world: GameState | null = first; worlds < settings.worlds && steps < settings.steps; world = null) {
    const w = world ?? sampler.sample(random);
    worlds++;
    const luck = random.nextUint32();
    for (let i = 0; i < candidates.length; i++) {
      const s = cloneState(w);
      one[0] = candidates[i];
      const bad = applyAllInPlace(s, one);
      if (bad) throw new Error(`review: a candidate was refused in a sampled world: ${bad.error.message}`);
      steps += rollout(s, policy, new BotRandom(luck)) + 1;
      totals[i] += reward(s, seat, 0);
    }
  }
  const values = totals.map((t) => round(t / worlds));
  const best = bestIndex(values);
  return {
    played: values[indexOfMove(candidates, played)],
    best: values[best],
    bestMove: candidates[best],
    worlds,
    candidates: candidates.map((move, i) => ({ move, value: values[i] })),
  };
}

/** Thrown inside the exact search when it runs past its node budget. */
class TooManyNodes extends Error {}

/**
 * The winner (side, or null for a draw) of `s` played on by seats that all see everything, each choosing
 * the move best for its own side (minimax with two players or two teams, max-n with three; the first of
 * equal moves). The engine is deterministic given the state (its seed decides a Skeleton's card), so there
 * is no chance left once the hands are open.
 */
function solve(s: GameState, budget: { nodes: number }): number | null {
  if (--budget.nodes < 0) throw new TooManyNodes();
  const seat = seatToAct(s);
  if (seat === null) return s.outcome?.winner ?? null;
  const side = teamOf(seat, s.rules.players);
  const moves = legalMoves(s, seat);
  let bestWinner: number | null = null;
  let bestValue = -1;
  for (const move of moves) {
    const next = cloneState(s);
    const bad = applyAllInPlace(next, [move]);
    if (bad) throw new Error(`review: a legal move was refused: ${bad.error.message}`);
    const winner = solve(next, budget);
    const value = winner === null ? 0.5 : winner === side ? 1 : 0;
    if (value > bestValue) {
      bestValue = value;
      bestWinner = winner;
      if (value === 1) break;
    }
  }
  return bestWinner;
}

function handCards(s: GameState): number {
  return s.hands.reduce((n, hand) => n + hand.length, 0);
}

/** The hindsight half: the real table, every hand open. */
export function judgeInHindsight(state: GameState, played: Move, settings: ReviewSettings): HindsightJudgement {
  const seat = played.seat;
  const side = teamOf(seat, state.rules.players);
  const candidates = candidatesFor(legalMoves(state, seat), played);
  const after = candidates.map((move) => {
    const s = cloneState(state);
    const bad = applyAllInPlace(s, [move]);
    if (bad) throw new Error(`review: a legal move was refused: ${bad.error.message}`);
    return s;
  });
  let values: number[] | null = null;
  let method: HindsightJudgement['method'] = 'rollouts';
  if (state.phase === 'two' && handCards(state) <= settings.exactCards) {
    try {
      const budget = { nodes: settings.exactNodes };
      values = after.map((s) => {
        const winner = solve(s, budget);
        return winner === null ? 0.5 : winner === side ? 1 : 0;
      });
      method = 'exact';
    } catch (error) {
      if (!(error instanceof TooManyNodes)) throw error;
    }
  }
  if (values === null) {
    const random = new BotRandom(`${settings.seed}:hindsight:${state.moveCount}:${seat}`);
    const policy = heuristicPolicy(0.5);
    const totals = new Array<number>(candidates.length).fill(0);
    for (let r = 0; r < settings.hindsightRollouts; r++) {
      const luck = random.nextUint32();
      after.forEach((start, i) => {
        const s = cloneState(start);
        rollout(s, policy, new BotRandom(luck));
        totals[i] += reward(s, seat, 0);
      });
    }
    values = totals.map((t) => t / settings.hindsightRollouts);
  }
  const rounded = values.map(round);
  const best = bestIndex(rounded);
  return { method, played: rounded[indexOfMove(candidates, played)], best: rounded[best], bestMove: candidates[best] };
}

/**
 * The decisions of a game from its deal (`start`, the state right after the deal) and its moves, those
 * taken at versions `from` to `to` − 1 (a slice, so that a worker thread's job stays short). The table side
 * is a TableLog, as for the computer player: each seat's decision is judged from the view and history it
 * had then (`judgeDecision`), the hindsight from the real state.
 */
export function reviewDecisions(
  start: GameState,
  moves: readonly Move[],
  settings: ReviewSettings,
  from = 0,
  to = moves.length,
): ReviewedDecision[] {
  const table = new TableLog(start);
  const decisions: ReviewedDecision[] = [];
  for (const played of moves.slice(0, to)) {
    const state = table.state;
    const seat = seatToAct(state);
    if (seat === null || seat !== played.seat) throw new Error('review: a move of a seat not due');
    if (state.moveCount >= from && legalMoves(state, seat).length > 1) {
      const input = { view: table.viewFor(seat), history: table.historyFor(seat) };
      const infoSet = judgeDecision(input, played, settings);
      const hindsight = judgeInHindsight(state, played, settings);
      const loss = round(Math.max(0, infoSet.best - infoSet.played));
      decisions.push({ version: state.moveCount, seat, played, infoSet, hindsight, loss });
    }
    table.play(played);
  }
  return decisions;
}

/**
 * The review from its decisions (all of them, in order): key moments, each seat's accuracy and its chances
 * as it saw them, and the result at the end when the game was played out (a resigned game has no last point).
 */
export function assembleReview(
  end: GameState,
  decisions: readonly ReviewedDecision[],
  settings: ReviewSettings,
): GameReview {
  const players = end.rules.players;
  const chances: ChancePoint[][] = Array.from({ length: players }, () => []);
  for (const d of decisions) chances[d.seat].push({ version: d.version, chance: d.infoSet.played });
  if (end.outcome !== null) {
    for (let seat = 0; seat < players; seat++) {
      const side = teamOf(seat, players);
      const chance = end.outcome.winner === null ? 0.5 : end.outcome.winner === side ? 1 : 0;
      chances[seat].push({ version: end.moveCount, chance });
    }
  }
  return {
    settings,
    players,
    decisions,
    keyMoments: keyMoments(decisions),
    seats: Array.from({ length: players }, (_, seat) => summary(seat, decisions)),
    chances,
  };
}

/** A whole game's review at once (tests, the benchmark; the server does it slice by slice on its threads). */
export function reviewGame(start: GameState, moves: readonly Move[], settings: ReviewSettings): GameReview {
  const table = new TableLog(start);
  for (const move of moves) table.play(move);
  return assembleReview(table.state, reviewDecisions(start, moves, settings), settings);
}

function keyMoments(decisions: readonly ReviewedDecision[]): number[] {
  return decisions
    .map((d, i) => ({ i, loss: d.loss }))
    .filter((d) => d.loss > ACCURATE_WITHIN)
    .sort((a, b) => b.loss - a.loss || a.i - b.i)
    .slice(0, KEY_MOMENTS)
    .map((d) => d.i);
}

function summary(seat: Seat, decisions: readonly ReviewedDecision[]): SeatSummary {
  const own = decisions.filter((d) => d.seat === seat);
  if (own.length === 0) return { seat, decisions: 0, accuracy: 100, averageLoss: 0 };
  const accurate = own.filter((d) => d.loss <= ACCURATE_WITHIN).length;
  const loss = own.reduce((sum, d) => sum + d.loss, 0);
  return {
    seat,
    decisions: own.length,
    accuracy: Math.round((1000 * accurate) / own.length) / 10,
    averageLoss: round(loss / own.length),
  };
}
