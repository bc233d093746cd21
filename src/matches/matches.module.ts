import { Module } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { Clock } from '../common/clock';
import { MatchesResolver } from './graphql/matches.resolver';
import { ForcedMovesResolver } from './graphql/forced-moves.resolver';
import { ForcedMovesService } from './forced-moves.service';
import { MatchFollowups } from './match-followups';
import { MatchWriteHooks } from './match-write-hooks';
import { MatchesService } from './matches.service';
import { MatchDatabase } from './store/match-database';
import { MatchesRepository } from './store/matches.repository';
import { MatchNotifier } from './streams/match-notifier';
import { MatchStreams } from './streams/match-streams.service';
import { MatchStoryService } from './story/match-story.service';
import { StoryResolver } from './story/story.resolver';

/**
 * What happens in a match write's transaction, by name, in the order it runs: each runs inside the
 * transaction of the events it is given (MatchWriteHooks, match-write-hooks.ts), after the event rows,
 * so it commits or rolls back with the move. These must: a move without its notices, its next turn or its
 * seat's replacement would be a move the players are not told of, or one whose clock is wrong. The module
 * named beside each subscribes at start-up (`hooks.subscribe(name, …)`); the match flow knows none of them.
 * What can fail without taking the move down is in MATCH_FOLLOWUPS below (CONTRIBUTING.md "A move, file by
 * file", docs/operations.md "Side jobs of a finished match").
 */
export const MATCH_WRITE_SUBSCRIBERS = [
  /** match_seats.replaced_at of a seat_replaced event (src/computer/computer-player.service.ts). */
  'replaced-seats',
  /** The players' notices and every channel's outbox row: webhooks, e-mail, push (src/notifications/notice-keeper.ts). */
  'notices',
  /** match_turns: who is due, and by when (src/correspondence/turn-keeper.ts). */
  'turns',
  /** A move that ends its player's vacation marks it for their other matches (src/correspondence/vacation-keeper.ts). */
  'vacations',
  /** A move a standing order played: the order marked fired, exactly once (src/orders/orders.service.ts). */
  'standing-orders',
  /** A write that finishes a match queues MATCH_FOLLOWUPS' jobs for it: one match_followups row each (match-followups.ts). */
  'followups',
] as const;

export type MatchSubscriberName = (typeof MATCH_WRITE_SUBSCRIBERS)[number];

/**
 * The side jobs of a finished match, by name, in the order they run: after the finishing move commits,
 * each in its own transaction, from the row the 'followups' subscriber queued (match-followups.ts). A failing
 * one never rolls back the move; it stays pending and the sweep runs it again, exactly once in the end.
 */
export const MATCH_FOLLOWUPS = [
  /** Ratings of a rated match, in the order the matches finished (src/ratings/rating-keeper.ts). */
  'ratings',
  /** The archive's results and export line (src/archive/archive-keeper.ts). */
  'archive',
  /** A tournament game: its result in the tournament's log, the next round paired and started (src/tournaments/tournament-keeper.ts). */
  'tournaments',
  /** A club match board: its points on the board, the club match finished with its last (src/clubs/club-match-keeper.ts). */
  'club-matches',
  /** The computer's review queued: one match_reviews row, computed later off the move path (src/computer/review-keeper.ts). */
  'reviews',
  /** A correspondence match's seats in its players' reputations (src/reputation/reputation-keeper.ts). */
  'reputation',
] as const;

@Module({
  providers: [
    MatchDatabase,
    MatchesRepository,
    MatchesService,
    MatchStreams,
    MatchNotifier,
    MatchesResolver,
    ForcedMovesService,
    ForcedMovesResolver,
    {
      provide: MatchWriteHooks,
      useFactory: (clock: Clock) => new MatchWriteHooks(clock, MATCH_WRITE_SUBSCRIBERS),
      inject: [Clock],
    },
    {
      provide: MatchFollowups,
      useFactory: (
        scheduler: SchedulerRegistry,
        hooks: MatchWriteHooks,
        database: MatchDatabase,
        repository: MatchesRepository,
      ) => new MatchFollowups(scheduler, hooks, database, repository, MATCH_FOLLOWUPS),
      inject: [SchedulerRegistry, MatchWriteHooks, MatchDatabase, MatchesRepository],
    },
    MatchStoryService,
    StoryResolver,
  ],
  exports: [
    ForcedMovesService,
    MatchDatabase,
    MatchesService,
    MatchStreams,
    MatchesRepository,
    MatchNotifier,
    MatchWriteHooks,
    MatchFollowups,
    MatchStoryService,
  ],
})
export class MatchesModule {}
