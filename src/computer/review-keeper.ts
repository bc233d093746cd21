import { Injectable, OnModuleInit } from '@nestjs/common';
import { MatchFollowups } from '../matches/match-followups';
import type { MatchRuntime } from '../matches/match-runtime';
import { CASUAL_PRIORITY, RATED_PRIORITY, ReviewsRepository } from './reviews.repository';

/**
 * Queues the computer's review of every finished match (issue 33): a side job after the finishing move's
 * COMMIT (match-followups.ts) that only inserts the `match_reviews` row, rated matches ahead of casual ones.
 * The review itself is computed later by a ReviewRunner, off the move path: the move's answer never waits
 * for a search. A match with no move (aborted, or resigned at once) and an imported one get none.
 */
@Injectable()
export class ReviewKeeper implements OnModuleInit {
  constructor(
    private readonly followups: MatchFollowups,
    private readonly reviews: ReviewsRepository,
  ) {}

  onModuleInit(): void {
    this.followups.subscribe('reviews', {
      follows: reviewed,
      run: (matches, sql) =>
        this.reviews.queue(
          sql,
          matches.filter(reviewed).map((m) => ({
            matchId: m.header.id,
            depth: 'default',
            priority: m.header.rated === true ? RATED_PRIORITY : CASUAL_PRIORITY,
            requestedBy: null,
          })),
        ),
    });
  }
}

function reviewed(match: MatchRuntime): boolean {
  return match.status === 'finished' && match.header.importedBy === null && match.moves.length > 0;
}
