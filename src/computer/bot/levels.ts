import type { Budget } from './search';

export type BotLevel = 'easy' | 'medium' | 'hard';
export const BOT_LEVELS: readonly BotLevel[] = ['easy', 'medium', 'hard'];

/** One configuration of the one algorithm (determinized Monte-Carlo search, see search.ts). */
export interface LevelConfig {
  readonly level: BotLevel;
  /** For people choosing an opponent. */
  readonly summary: string;
  readonly budget: Budget;
  /** How the sampled worlds are played out: uniformly random moves, or the rule-of-thumb player. */
  readonly rollout: 'random' | 'heuristic';
  /** Heuristic rollouts: the chance of a random move at each step, which keeps the rollouts varied. */
  readonly epsilon: number;
  /** Remember from the history what the table showed (voids, prizes taken), or use the current view alone. */
  readonly inference: boolean;
  /** See SearchSettings.marginWeight. */
  readonly marginWeight: number;
}

/** Yields about every 5 ms of work on this machine. */
const CHUNK_STEPS = 4_000;

export const LEVELS: Readonly<Record<BotLevel, LevelConfig>> = {
  easy: {
    level: 'easy',
    summary: 'a few sampled worlds played out at random; forgets what it saw before this trick',
    budget: { steps: 6_000, worlds: 8, timeMs: 250, chunkSteps: CHUNK_STEPS },
    rollout: 'random',
    epsilon: 1,
    inference: false,
    marginWeight: 0,
  },
  medium: {
    level: 'medium',
    summary: 'more worlds, played out at random; remembers voids and prizes taken',
    budget: { steps: 30_000, worlds: 64, timeMs: 500, chunkSteps: CHUNK_STEPS },
    rollout: 'random',
    epsilon: 1,
    inference: true,
    marginWeight: 0.1,
  },
  hard: {
    level: 'hard',
    summary: 'many worlds, played out by a rule-of-thumb player; remembers voids and prizes taken',
    budget: { steps: 60_000, worlds: 200, timeMs: 500, chunkSteps: CHUNK_STEPS },
    rollout: 'heuristic',
    epsilon: 0.5,
    inference: true,
    marginWeight: 0.1,
  },
};
