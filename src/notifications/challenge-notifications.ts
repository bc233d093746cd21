import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock';
import type { Sql } from '../database/sql';
import type { ChallengeEvents, GroupRematchNotice } from '../lobbies/challenge-events';
import type { Challenge } from '../lobbies/lobby.types';
import { Notices } from './notices.service';

/**
 * Lobbies' ChallengeEvents, bound to CHALLENGE_EVENTS by NotificationsModule (a global module, so that
 * lobbies need not import this folder): challenges → the notification log and every channel's outbox,
 * in the challenge's own transaction, as NoticeKeeper does for match events.
 */
@Injectable()
export class ChallengeNotifications implements ChallengeEvents {
  constructor(
    private readonly notices: Notices,
    private readonly clock: Clock,
  ) {}

  async invited(challenge: Challenge, sql: Sql): Promise<void> {
    await this.notices.record(
      sql,
      [
        {
          userId: challenge.challenged.id,
          notification: {
            kind: 'INVITATION',
            challengeId: challenge.id,
            challengeStatus: challenge.status,
            from: challenge.challenger.username,
            matchId: challenge.matchId,
          },
        },
      ],
      this.clock.now(),
    );
  }

  /** The player who did not answer hears of it: the challenger of an acceptance or refusal, the challenged of a cancellation. */
  async answered(challenge: Challenge, sql: Sql): Promise<void> {
    const [recipient, other] =
      challenge.status === 'cancelled'
        ? [challenge.challenged, challenge.challenger]
        : [challenge.challenger, challenge.challenged];
    await this.notices.record(
      sql,
      [
        {
          userId: recipient.id,
          notification: {
            kind: 'CHALLENGE_ANSWERED',
            challengeId: challenge.id,
            challengeStatus: challenge.status,
            from: other.username,
            matchId: challenge.matchId,
          },
        },
      ],
      this.clock.now(),
    );
  }

  /** As a 2-player rematch's: INVITATION for the offer, CHALLENGE_ANSWERED for its end; `challengeId` names the finished match. */
  async groupRematch(notice: GroupRematchNotice, sql: Sql): Promise<void> {
    await this.notices.record(
      sql,
      notice.recipients.map((userId) => ({
        userId,
        notification: {
          kind: notice.status === 'pending' ? ('INVITATION' as const) : ('CHALLENGE_ANSWERED' as const),
          challengeId: notice.matchId,
          challengeStatus: notice.status,
          from: notice.from,
          matchId: notice.newMatchId,
        },
      })),
      this.clock.now(),
    );
  }
}
