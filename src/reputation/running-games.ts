import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig, RunningGamesSettings } from '../config/app-config';
import { APP_CONFIG } from '../config/app-config';
import { ReputationRepository } from './reputation.repository';

/** Where a player stands with the running-games limit (docs/players.md "Running games"). */
export interface RunningGames {
  /** Matches against people they play now. */
  readonly running: number;
  /** How many they may play at once: null for no limit (bots, or CLAIM_RUNNING_GAMES=0). */
  readonly limit: number | null;
  /** Correspondence matches they saw to the end, each of which raised the limit by one. */
  readonly finished: number;
}

/** The limit of a player who finished `finished` correspondence matches (null: none). */
export function runningLimit(settings: RunningGamesSettings, finished: number): number | null {
  if (settings.base === 0) return null;
  return Math.min(Math.max(settings.max, settings.base), settings.base + finished);
}

/**
 * The running-games limit (issue 31; BGA's: a base, one more per finished game, a ceiling), as a player's page
 * shows it. The seat gate (src/seat-gate/seat-gate.ts) checks it when a player takes on another match against
 * people (opening or joining a lobby, sending or accepting a challenge, posting a seek, entering a tournament).
 * A slow opponent's worst case is a player who starts more games than they can answer.
 */
@Injectable()
export class RunningGamesLimit {
  constructor(
    private readonly repository: ReputationRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async of(userId: string): Promise<RunningGames> {
    const [{ running, isBot }, reputation] = await Promise.all([
      this.repository.running(userId),
      this.repository.of(userId),
    ]);
    const limit = isBot ? null : runningLimit(this.config.runningGames, reputation.finished);
    return { running, limit, finished: reputation.finished };
  }
}
