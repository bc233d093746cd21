import { Module } from '@nestjs/common';
import { Clock } from '../common/clock';
import { MatchesResolver } from './graphql/matches.resolver';
import { MatchWriteHooks } from './match-write-hooks';
import { MatchesService } from './matches.service';
import { MatchDatabase } from './store/match-database';
import { MatchesRepository } from './store/matches.repository';
import { MatchNotifier } from './streams/match-notifier';
import { MatchStreams } from './streams/match-streams.service';
import { MatchStoryService } from './story/match-story.service';
import { StoryResolver } from './story/story.resolver';

/**
 * Everything that happens after a match write, by name, in the order it runs (the order Nest happened to
 * start them in before they had names, kept): each runs inside the
 * transaction of the events it is given (MatchWriteHooks, match-write-hooks.ts), after the event rows,
 * so it commits or rolls back with the move. The module named beside each subscribes at start-up
 * (`hooks.subscribe(name, …)`); the match flow knows none of them. docs/SCALING.md "After a move"
 * says why each one shares the move's transaction.
 */
export const MATCH_WRITE_SUBSCRIBERS = [
  /** match_seats.replaced_at of a seat_replaced event (src/computer/computer-player.service.ts). */
  'replaced-seats',
  /** The players' notices and every channel's outbox row: webhooks, e-mail, push (src/notifications/notice-keeper.ts). */
  'notices',
  /** Ratings of a rated match that finishes (src/ratings/rating-keeper.ts). */
  'ratings',
  /** match_turns: who is due, and by when (src/correspondence/turn-keeper.ts). */
  'turns',
  /** A move that ends its player's vacation marks it for their other matches (src/correspondence/vacation-keeper.ts). */
  'vacations',
  /** The archive's results and export line of a match that finishes (src/archive/archive-keeper.ts). */
  'archive',
  /** A tournament game that finishes: its result in the tournament's log, the next round paired (src/tournaments/tournament-keeper.ts). */
  'tournaments',
  /** A move a standing order played: the order marked fired, exactly once (src/orders/orders.service.ts). */
  'standing-orders',
] as const;

export type MatchSubscriberName = (typeof MATCH_WRITE_SUBSCRIBERS)[number];

@Module({
  providers: [
    MatchDatabase,
    MatchesRepository,
    MatchesService,
    MatchStreams,
    MatchNotifier,
    MatchesResolver,
    {
      provide: MatchWriteHooks,
      useFactory: (clock: Clock) => new MatchWriteHooks(clock, MATCH_WRITE_SUBSCRIBERS),
      inject: [Clock],
    },
    MatchStoryService,
    StoryResolver,
  ],
  exports: [
    MatchDatabase,
    MatchesService,
    MatchStreams,
    MatchesRepository,
    MatchNotifier,
    MatchWriteHooks,
    MatchStoryService,
  ],
})
export class MatchesModule {}
