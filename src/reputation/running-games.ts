import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '../common/errors';
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
 * The running-games limit (issue 31; BGA's: a base, one more per finished game, a ceiling): checked when a
 * player takes on another match against people (opening or joining a lobby, sending or accepting a challenge,
 * posting a seek). A slow opponent's worst case is a player who starts more games than they can answer.
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

  /**
   * CONFLICT TOO_MANY_RUNNING_GAMES, with the numbers, when `userId` plays as many matches as their limit
   * allows (`opponent`: the refused one is the other side, OPPONENT_TOO_MANY_RUNNING_GAMES).
   */
  async require(userId: string, opponent = false): Promise<void> {
    const { running, limit, finished } = await this.of(userId);
    if (limit === null || running < limit) return;
    const { base, max } = this.config.runningGames;
    const numbers = `${running} running, limit ${limit}: ${base} plus one for each of ${finished} finished correspondence games, at most ${Math.max(base, max)}`;
    throw new DomainError(
      { code: 'CONFLICT', reason: opponent ? 'OPPONENT_TOO_MANY_RUNNING_GAMES' : 'TOO_MANY_RUNNING_GAMES' },
      opponent
        ? `The other player has as many running games as they may (${numbers})`
        : `You have as many running games as you may (${numbers}); finish one first`,
    );
  }
}
