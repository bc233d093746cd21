import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock';
import type { Sql } from '../database/sql';
import type { TournamentEvent, TournamentState } from '../tournaments/core/log';
import type { TournamentEvents } from '../tournaments/tournament-events';
import type { Addressed, TournamentNotification } from './notification';
import { Notices } from './notices.service';

/**
 * Who hears about what in a tournament (the one place that decides it, as matchNotifications does for
 * matches): a paired round → each entrant paired in it (their game, or a bye); the end or a cancellation →
 * every entrant; a pause or a resumption → the entrants still in play; a withdrawal → the one withdrawn;
 * a hand-over → the new organizer; a tournament created with an invitation list → each invited player (but
 * the organizer). Pure: the log's events and the state after them.
 */
export function tournamentNotifications(events: readonly TournamentEvent[], after: TournamentState): Addressed[] {
  const out: Addressed[] = [];
  const tell = (userId: string, n: Omit<TournamentNotification, 'kind' | 'tournamentId'>): void => {
    out.push({ userId, notification: { kind: 'TOURNAMENT', tournamentId: after.id, ...n } });
  };
  const inPlay = after.entrants.filter((e) => !after.withdrawn.includes(e.userId)).map((e) => e.userId);
  for (const e of events) {
    switch (e.type) {
      case 'tournament_created':
        for (const { userId } of e.payload.settings.invited ?? [])
          if (userId !== e.payload.organizer.userId)
            tell(userId, { tournamentEvent: 'INVITED', round: null, matchId: null });
        break;
      case 'round_paired':
        for (const b of e.payload.boards)
          for (const userId of b.seats)
            tell(userId, { tournamentEvent: 'PAIRED', round: e.payload.round, matchId: b.matchId });
        break;
      case 'tournament_finished':
      case 'tournament_cancelled':
        for (const { userId } of after.entrants)
          tell(userId, {
            tournamentEvent: e.type === 'tournament_finished' ? 'FINISHED' : 'CANCELLED',
            round: null,
            matchId: null,
          });
        break;
      case 'tournament_paused':
      case 'tournament_resumed':
        for (const userId of inPlay)
          tell(userId, {
            tournamentEvent: e.type === 'tournament_paused' ? 'PAUSED' : 'RESUMED',
            round: null,
            matchId: null,
          });
        break;
      case 'entrant_removed':
        // Whoever withdrew themself needs no notice of it.
        if (e.payload.reason !== 'withdrew')
          tell(e.payload.userId, { tournamentEvent: 'REMOVED', round: null, matchId: null });
        break;
      case 'organizer_changed':
        tell(e.payload.organizer.userId, { tournamentEvent: 'ORGANIZER', round: null, matchId: null });
        break;
      default:
        break;
    }
  }
  return out;
}

/**
 * Tournaments' TournamentEvents, bound to TOURNAMENT_EVENTS by NotificationsModule: a tournament's new events
 * → the notification log and every channel's outbox (e-mail, push, webhooks), in the events' own transaction.
 */
@Injectable()
export class TournamentNotifications implements TournamentEvents {
  constructor(
    private readonly notices: Notices,
    private readonly clock: Clock,
  ) {}

  async appended(sql: Sql, events: readonly TournamentEvent[], after: TournamentState): Promise<void> {
    const notices = tournamentNotifications(events, after);
    if (notices.length > 0) await this.notices.record(sql, notices, this.clock.now());
  }
}
