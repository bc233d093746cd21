import { Injectable } from '@nestjs/common';
import type { ChallengeEvents } from '../lobbies/challenge-events';
import type { Challenge } from '../lobbies/lobby.types';
import { Notices } from './notices.service';

/**
 * Lobbies' ChallengeEvents, bound to CHALLENGE_EVENTS by NotificationsModule (a global module, so that
 * lobbies need not import this folder): challenges → the notification log. Lobbies call these after
 * their change has committed, so a crash between the two can lose a challenge notification (never a
 * match one); the log and every channel's outbox then get it in one transaction.
 */
@Injectable()
export class ChallengeNotifications implements ChallengeEvents {
  constructor(private readonly notices: Notices) {}

  async invited(challenge: Challenge): Promise<void> {
    await this.notices.publish([
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
    ]);
  }

  /** The player who did not answer hears of it: the challenger of an acceptance or refusal, the challenged of a cancellation. */
  async answered(challenge: Challenge): Promise<void> {
    const [recipient, other] =
      challenge.status === 'cancelled'
        ? [challenge.challenged, challenge.challenger]
        : [challenge.challenger, challenge.challenged];
    await this.notices.publish([
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
    ]);
  }
}
