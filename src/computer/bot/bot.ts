import type { Move, PlayerView } from '../../engine';
import type { SeatHistory } from './history';
import { readHistory, readView } from './knowledge';
import type { BotLevel, LevelConfig } from './levels';
import { BOT_LEVELS, LEVELS } from './levels';
import { heuristicPolicy, randomPolicy } from './policy';
import { BotRandom } from './rng';
import { Sampler } from './sampler';
import type { Budget, CandidateStats } from './search';
import { searchMove } from './search';

/**
 * The computer player's entry point. Everything in and out is plain data (structured-clonable), so a
 * worker thread can run it. It takes a seat's view and history (R9), never a game state: it cannot see
 * what the seat may not see.
 */
export interface BotInput {
  /** The seat's current view; its `toAct` must be this seat's. */
  readonly view: PlayerView;
  /** What the seat has seen so far; its last view is `view`. */
  readonly history: SeatHistory;
  readonly level: BotLevel;
  /** Any seed: equal inputs and seeds give equal moves (unless the time cap binds). Mixed with the move number. */
  readonly seed: string | number;
  /** Overrides of the level's budget. */
  readonly budget?: Partial<Budget>;
}

export interface BotDecision {
  readonly move: Move;
  readonly level: BotLevel;
  /** Sampled worlds and simulated moves the search used; 0 when the move was forced. */
  readonly worlds: number;
  readonly steps: number;
  readonly elapsedMs: number;
  readonly candidates: readonly CandidateStats[];
}

const defaultNow = (): number => performance.now();

/** Checks that the input is a decision due for the view's seat; throws on a caller's bug. */
function seatOf(input: BotInput): number {
  const { view, history } = input;
  const seat = view.viewer;
  if (seat === null) throw new Error('bot: the view has no seat (a spectator view)');
  if (view.toAct === null || view.toAct.seat !== seat) throw new Error(`bot: seat ${seat} has nothing to decide`);
  const last = history.views[history.views.length - 1];
  if (last === undefined || last.version !== view.version || history.moves.length !== view.version)
    throw new Error('bot: the history does not end at the view');
  return seat;
}

/**
 * The search as a generator: it yields between chunks of work (see Budget.chunkSteps) and returns the
 * decision. `chooseMove` runs it at once; `chooseMoveAsync` gives the event loop a turn at each yield.
 */
export function think(input: BotInput, now: () => number = defaultNow): Generator<void, BotDecision, void> {
  const config = LEVELS[input.level];
  if (config === undefined)
    throw new Error(`bot: unknown level ${JSON.stringify(input.level)} (${BOT_LEVELS.join(', ')})`);
  return thinkWith(input, config, now);
}

/**
 * The sampler for this decision. What the history taught comes on top of the view: should it ever
 * contradict the view (a history the table built wrongly), the view alone still gives a sampler, so
 * the seat still moves, and legally (the legal moves come from the view).
 */
export function samplerFor(input: Pick<BotInput, 'view' | 'history'>, inference: boolean): Sampler {
  try {
    return new Sampler(input.view, readHistory(input.view, input.history, inference));
  } catch {
    return new Sampler(input.view, readView(input.view, input.history.edition));
  }
}

/** `think` with any configuration of the algorithm (for tuning; the levels are the named ones). */
export function* thinkWith(
  input: BotInput,
  config: LevelConfig,
  now: () => number = defaultNow,
): Generator<void, BotDecision, void> {
  const started = now();
  const seat = seatOf(input);
  const budget: Budget = { ...config.budget, ...input.budget };
  const random = new BotRandom(`${input.seed}:${input.view.version}:${seat}`);
  const sampler = samplerFor(input, config.inference);
  const policy = config.rollout === 'random' ? randomPolicy : heuristicPolicy(config.epsilon);
  const result = yield* searchMove(sampler, seat, random, {
    budget,
    policy,
    marginWeight: config.marginWeight,
    now,
  });
  return {
    move: result.move,
    level: input.level,
    worlds: result.worlds,
    steps: result.steps,
    elapsedMs: now() - started,
    candidates: result.candidates,
  };
}

export function chooseMove(input: BotInput, now: () => number = defaultNow): BotDecision {
  const search = think(input, now);
  for (;;) {
    const step = search.next();
    if (step.done) return step.value;
  }
}

/** Lets other work run between chunks (setImmediate: after pending I/O). */
const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** `chooseMove` that never holds the event loop for more than one chunk of work. */
export async function chooseMoveAsync(
  input: BotInput,
  options: { now?: () => number; yieldTo?: () => Promise<void> } = {},
): Promise<BotDecision> {
  const search = think(input, options.now ?? defaultNow);
  const pause = options.yieldTo ?? nextTurn;
  for (;;) {
    const step = search.next();
    if (step.done) return step.value;
    await pause();
  }
}
