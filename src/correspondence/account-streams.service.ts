import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../auth/auth-user';
import { StreamCredentials } from '../auth/stream-credentials';
import { releasing } from '../common/streams';
import { ChallengesService } from '../lobbies/challenges.service';
import type { Challenge } from '../lobbies/lobby.types';
import { MyEventsService } from '../notifications/my-events.service';
import type { LogEntry } from '../notifications/notification-log.repository';
import { NotificationsService } from '../notifications/notifications.service';
import { CorrespondenceService } from './correspondence.service';
import type { TurnWithOpponents } from './turns.repository';

/** How many turns and pending challenges a snapshot lists at most (each). */
export const SNAPSHOT_LIMIT = 100;

/** Where an account stands when its stream opens. */
export interface AccountSnapshot {
  /** The last seq of the caller's notification log when the snapshot was read. */
  readonly seq: number;
  /** Matches where it is the caller's move, soonest deadline first (as myTurn). */
  readonly turns: readonly TurnWithOpponents[];
  /** Pending challenges sent to the caller, newest first. */
  readonly challengesReceived: readonly Challenge[];
  /** Pending challenges the caller sent, newest first. */
  readonly challengesSent: readonly Challenge[];
}

export type AccountMessage =
  | { readonly kind: 'snapshot'; readonly snapshot: AccountSnapshot }
  | { readonly kind: 'notice'; readonly entry: LogEntry };

/**
 * One stream per account (GET /api/stream/events), for bots and REST clients that would otherwise hold a
 * stream per match: the same shape as MatchStreams — authorize, subscribe, catch up, live — with a
 * snapshot of where the account stands in front.
 */
@Injectable()
export class AccountStreams {
  constructor(
    private readonly events: MyEventsService,
    private readonly notifications: NotificationsService,
    private readonly correspondence: CorrespondenceService,
    private readonly challenges: ChallengesService,
    private readonly credentials: StreamCredentials,
  ) {}

  /**
   * 1. authorize — the account is the caller's own; a bad `after` is BAD_USER_INPUT, thrown here;
   * 2. subscribe to the caller's notification log at `after` (without it, at its head);
   * 3. the snapshot, read once subscribed: a change after it arrives as a notice, so none falls between
   *    (a notice may repeat what the snapshot already shows — the snapshot is state, notices are events);
   * 4. every entry after `after` in order, once, then live (MyEventsService).
   * Before each message the credential is checked again; the error that ends the stream is thrown.
   */
  async open(caller: AuthUser, after: number | null): Promise<AsyncIterableIterator<AccountMessage>> {
    const cursor = this.notifications.cursor(after);
    await this.credentials.assertStillValid(caller);
    const log = await this.events.subscribe(caller.id, cursor);
    const { credentials } = this;
    const readSnapshot = async (): Promise<AccountSnapshot> => {
      const [seq, turns, pending] = await Promise.all([
        this.events.head(caller.id),
        this.correspondence.myTurn(caller, SNAPSHOT_LIMIT),
        this.challenges.pendingFor(caller, 2 * SNAPSHOT_LIMIT),
      ]);
      return {
        seq,
        turns,
        challengesReceived: pending.filter((c) => c.challenged.id === caller.id).slice(0, SNAPSHOT_LIMIT),
        challengesSent: pending.filter((c) => c.challenger.id === caller.id).slice(0, SNAPSHOT_LIMIT),
      };
    };
    async function* run(): AsyncGenerator<AccountMessage> {
      try {
        yield { kind: 'snapshot', snapshot: await readSnapshot() };
        for (let next = await log.next(); !next.done; next = await log.next()) {
          await credentials.assertStillValid(caller);
          yield { kind: 'notice', entry: next.value };
        }
      } finally {
        await log.return?.();
      }
    }
    return releasing(run(), () => void log.return?.());
  }
}
