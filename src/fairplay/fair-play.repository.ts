import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service';
import type { SignalKind } from './signal-kinds';

/** One stored signal of one account. `details` names other accounts by id. */
export interface StoredSignal {
  readonly userId: string;
  readonly username: string;
  readonly kind: SignalKind;
  readonly value: number;
  readonly baseline: number;
  readonly games: number;
  readonly flagged: boolean;
  readonly details: Readonly<Record<string, unknown>>;
  readonly computedAt: Date;
}

export type NewSignal = Omit<StoredSignal, 'username'>;

/** The only place that reads or writes `fair_play_signals`, and the reads of finished matches a recompute needs. */
@Injectable()
export class FairPlayRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** Replaces every row with `signals`, in one transaction: readers see the old set or the new one. */
  async replace(signals: readonly NewSignal[]): Promise<void> {
    await this.prisma.$transaction(
      async (tx) => {
        await tx.$executeRaw`DELETE FROM fair_play_signals`;
        for (let i = 0; i < signals.length; i += 500) {
          const part = signals.slice(i, i + 500);
          await tx.$executeRawUnsafe(
            `INSERT INTO fair_play_signals (user_id, kind, value, baseline, games, flagged, details, computed_at)
             SELECT * FROM unnest($1::uuid[], $2::text[], $3::float8[], $4::float8[], $5::int[], $6::bool[], $7::jsonb[], $8::timestamptz[])`,
            part.map((s) => s.userId),
            part.map((s) => s.kind),
            part.map((s) => s.value),
            part.map((s) => s.baseline),
            part.map((s) => s.games),
            part.map((s) => s.flagged),
            part.map((s) => JSON.stringify(s.details)),
            part.map((s) => s.computedAt.toISOString()),
          );
        }
      },
      { maxWait: 30_000, timeout: 10 * 60_000 },
    );
  }

  async ofUser(userId: string): Promise<StoredSignal[]> {
    return this.read(`WHERE f.user_id = $1::uuid ORDER BY f.kind`, [userId]);
  }

  /** Flagged signals (of one kind, or all), the strongest first by value over baseline. */
  async flagged(kind: SignalKind | null, first: number): Promise<StoredSignal[]> {
    return this.read(
      `WHERE f.flagged AND ($1::text IS NULL OR f.kind = $1::text)
       ORDER BY f.kind, CASE WHEN f.baseline > 0 THEN f.value / f.baseline ELSE f.value END DESC, u.username
       LIMIT $2::int`,
      [kind, first],
    );
  }

  /** Usernames of these accounts (details name accounts by id). */
  async usernames(ids: readonly string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.prisma.$queryRawUnsafe<{ id: string; username: string }[]>(
      `SELECT id::text AS id, username FROM users WHERE id = ANY($1::uuid[])`,
      ids,
    );
    return new Map(rows.map((r) => [r.id, r.username]));
  }

  /** Finished matches played here (not imported), oldest first: the recompute's input. */
  async finishedMatchIds(): Promise<string[]> {
    const rows = await this.prisma.$queryRawUnsafe<{ id: string }[]>(
      `SELECT id::text AS id FROM matches WHERE status = 'finished' AND imported_by IS NULL ORDER BY finished_at, id`,
    );
    return rows.map((r) => r.id);
  }

  /** Each account's rating in the pool it played most (the assistance baseline's band). */
  async ratings(): Promise<Map<string, number>> {
    const rows = await this.prisma.$queryRawUnsafe<{ userId: string; rating: number }[]>(
      `SELECT DISTINCT ON (user_id) user_id::text AS "userId", rating FROM ratings ORDER BY user_id, games DESC, pool`,
    );
    return new Map(rows.map((r) => [r.userId, r.rating]));
  }

  private async read(where: string, values: readonly unknown[]): Promise<StoredSignal[]> {
    return this.prisma.$queryRawUnsafe<StoredSignal[]>(
      `SELECT f.user_id::text AS "userId", u.username, f.kind, f.value, f.baseline, f.games, f.flagged, f.details,
              f.computed_at AS "computedAt"
         FROM fair_play_signals f JOIN users u ON u.id = f.user_id ${where}`,
      ...values,
    );
  }
}
