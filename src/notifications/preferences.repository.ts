import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service';
import type { Sql } from '../database/sql';
import { DEFAULT_CHANNEL_KINDS, DEFAULT_PUSH_KINDS, NotificationKind } from './notification';

/** What one user wants to hear outside the app. */
export interface Preferences {
  readonly emailKinds: readonly NotificationKind[];
  readonly pushKinds: readonly NotificationKind[];
  /** One daily mail with everything instead of a mail per notice. */
  readonly emailDigest: boolean;
}

export const DEFAULT_PREFERENCES: Preferences = {
  emailKinds: DEFAULT_CHANNEL_KINDS,
  pushKinds: DEFAULT_PUSH_KINDS,
  emailDigest: false,
};

/** The only place that reads or writes `notification_preferences`. */
@Injectable()
export class PreferencesRepository {
  constructor(private readonly prisma: PrismaService) {}

  async get(userId: string): Promise<Preferences> {
    const row = await this.prisma.notificationPreference.findUnique({ where: { userId } });
    return row ? toPreferences(row) : DEFAULT_PREFERENCES;
  }

  async set(userId: string, preferences: Preferences, at: Date): Promise<Preferences> {
    const data = {
      emailKinds: [...preferences.emailKinds],
      pushKinds: [...preferences.pushKinds],
      emailDigest: preferences.emailDigest,
      updatedAt: at,
    };
    const row = await this.prisma.notificationPreference.upsert({
      where: { userId },
      create: { userId, ...data },
      update: data,
    });
    return toPreferences(row);
  }

  /** The preferences of several users, in the caller's transaction; users without a row get the defaults. */
  async forUsers(sql: Sql, userIds: readonly string[]): Promise<Map<string, Preferences>> {
    const rows = await sql.query<{ userId: string; emailKinds: string[]; pushKinds: string[]; emailDigest: boolean }>(
      `SELECT user_id AS "userId", email_kinds AS "emailKinds", push_kinds AS "pushKinds", email_digest AS "emailDigest"
       FROM notification_preferences WHERE user_id IN (SELECT jsonb_array_elements_text($1::jsonb)::uuid)`,
      [JSON.stringify(userIds)],
    );
    const found = new Map(rows.map((row) => [row.userId, toPreferences(row)]));
    return new Map(userIds.map((id) => [id, found.get(id) ?? DEFAULT_PREFERENCES]));
  }
}

function toPreferences(row: { emailKinds: string[]; pushKinds: string[]; emailDigest: boolean }): Preferences {
  return {
    emailKinds: row.emailKinds as NotificationKind[],
    pushKinds: row.pushKinds as NotificationKind[],
    emailDigest: row.emailDigest,
  };
}
