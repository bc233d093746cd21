import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock';
import { DomainError } from '../common/errors';
import { NOTIFICATION_KINDS } from './notification';
import { LogEntry, NotificationLogRepository } from './notification-log.repository';
import { Preferences, PreferencesRepository } from './preferences.repository';

const READ_LIMIT = 500;

/** Reading one's notification log, and one's channel preferences. */
@Injectable()
export class NotificationsService {
  constructor(
    private readonly log: NotificationLogRepository,
    private readonly prefs: PreferencesRepository,
    private readonly clock: Clock,
  ) {}

  /** A client's `after`, checked: a seq (0 = from the beginning), or null for "from now on". */
  cursor(after: number | null | undefined): number | null {
    if (after === null || after === undefined) return null;
    if (!Number.isSafeInteger(after) || after < 0)
      throw new DomainError({ code: 'BAD_USER_INPUT', fields: { after: ['must be a seq: an integer, 0 or more'] } });
    return after;
  }

  read(userId: string, after: number, first: number): Promise<LogEntry[]> {
    return this.log.read(userId, this.cursor(after) ?? 0, Math.max(1, Math.min(first, READ_LIMIT)));
  }

  preferences(userId: string): Promise<Preferences> {
    return this.prefs.get(userId);
  }

  setPreferences(userId: string, preferences: Preferences): Promise<Preferences> {
    const known = (kinds: readonly string[]) =>
      kinds.every((k) => (NOTIFICATION_KINDS as readonly string[]).includes(k));
    if (!known(preferences.emailKinds) || !known(preferences.pushKinds))
      throw new DomainError({ code: 'BAD_USER_INPUT', fields: { kinds: ['unknown notification kind'] } });
    return this.prefs.set(
      userId,
      {
        emailKinds: [...new Set(preferences.emailKinds)],
        pushKinds: [...new Set(preferences.pushKinds)],
        emailDigest: preferences.emailDigest,
      },
      this.clock.now(),
    );
  }
}
