import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock';
import type { ChallengeEvents } from '../lobbies/challenge-events';
import type { Challenge } from '../lobbies/lobby.types';
import { UserNoticesRepository } from './user-notices.repository';

/**
 * Lobbies' ChallengeEvents, bound to CHALLENGE_EVENTS in LobbiesModule: challenges → notifications
 * (myEvents and webhooks). Lobbies call these after their change has committed, so a crash between
 * the two can lose a challenge notification (never a match one).
 */
@Injectable()
export class ChallengeNotifications implements ChallengeEvents {
  constructor(
    private readonly notices: UserNoticesRepository,
    private readonly clock: Clock,
  ) {}

  async invited(challenge: Challenge): Promise<void> {
    await this.notices.publish(
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
  async answered(challenge: Challenge): Promise<void> {
    const [recipient, other] =
      challenge.status === 'cancelled'
        ? [challenge.challenged, challenge.challenger]
        : [challenge.challenger, challenge.challenged];
    await this.notices.publish(
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
}
