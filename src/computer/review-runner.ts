import { Inject, Injectable } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { PeriodicTask } from '../common/periodic-task';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { MatchesService } from '../matches/matches.service';
import { runtimeAt } from '../matches/match-runtime';
import type { ReviewDepth, ReviewedDecision } from './bot/review';
import { assembleReview, reviewDepth } from './bot/review';
import { ComputerPlayerService } from './computer-player.service';
import type { TakenReview } from './reviews.repository';
import { ReviewsRepository } from './reviews.repository';
import { PoolClosedError } from './think-pool';

/** How long a taken review is the runner's; after it, another process may take it (its runner died). */
export const REVIEW_LEASE_MS = 10 * 60_000;

/** Moves per worker-thread job: a think never waits behind more than one slice. */
export const REVIEW_SLICE_MOVES = 6;

/** Tries before a review is marked failed. */
const REVIEW_ATTEMPTS = 3;

/** Reviews one round does at most, so that shutdown and the next round are never far. */
const REVIEWS_PER_ROUND = 5;

/** The seed of a match's review: its id and depth, so anyone can compute the same review again. */
export function reviewSeed(matchId: string, depth: ReviewDepth): string {
  return `${matchId}:${depth}`;
}

/**
 * Computes the queued reviews (issue 33) on the computer player's worker threads, a slice of moves per job,
 * one review at a time per process, and stores each once. Runs only in a process that has computer threads
 * (CLAIM_COMPUTER_THREADS > 0) and CLAIM_REVIEW_POLL > 0. The queue is the `match_reviews` table, so a restart loses nothing: a queued
 * row waits for the next start, a row taken by a process that stopped is given back (or, if it died, taken
 * again after its lease).
 */
@Injectable()
export class ReviewRunner extends PeriodicTask {
  constructor(
    scheduler: SchedulerRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly reviews: ReviewsRepository,
    private readonly matches: MatchesService,
    private readonly computer: ComputerPlayerService,
  ) {
    super(scheduler, 'match-reviews');
  }

  protected get intervalMs(): number {
    return this.config.computer.threads > 0 ? this.config.computer.reviewPollMs : 0;
  }

  protected async runOnce(): Promise<void> {
    if (!this.computer.plays || this.config.computer.reviewPollMs <= 0) return;
    for (let done = 0; done < REVIEWS_PER_ROUND && !this.stopped; done++) {
      const taken = await this.reviews.take(REVIEW_LEASE_MS);
      if (taken === null) return;
      await this.compute(taken);
    }
  }

  private async compute(taken: TakenReview): Promise<void> {
    const started = performance.now();
    try {
      const runtime = await this.matches.load(taken.matchId);
      if (runtime.status !== 'finished') throw new Error('only a finished match is reviewed');
      const start = runtimeAt(runtime, 0).state;
      const moves = runtime.moves;
      const settings = reviewDepth(
        taken.depth,
        this.config.computer.reviewWorlds,
        reviewSeed(taken.matchId, taken.depth),
      );
      const decisions: ReviewedDecision[] = [];
      for (let from = 0; from < moves.length; from += REVIEW_SLICE_MOVES) {
        const to = Math.min(moves.length, from + REVIEW_SLICE_MOVES);
        decisions.push(...(await this.computer.thinkPool.review({ start, moves, settings, from, to })));
      }
      const review = assembleReview(runtime.state, decisions, settings);
      await this.reviews.store(taken, review, performance.now() - started);
    } catch (error) {
      if (error instanceof PoolClosedError || this.stopped) {
        await this.reviews.release(taken).catch(() => undefined);
        return;
      }
      const message = error instanceof Error ? error.message : String(error);
      this.logger.warn(`review of ${taken.matchId} (${taken.depth}) failed: ${message}`);
      await this.reviews.failed(taken, message, taken.attempts >= REVIEW_ATTEMPTS);
    }
  }
}
