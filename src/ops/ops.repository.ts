import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service';

/** What readiness and the database-backed metrics read: facts every instance shares. */
@Injectable()
export class OpsRepository {
  constructor(private readonly prisma: PrismaService) {}

  async ping(): Promise<void> {
    await this.prisma.$queryRaw`SELECT 1`;
  }

  /** Names of finished migrations (the migrator's bookkeeping, as `prisma migrate` keeps it). */
  async appliedMigrations(): Promise<Set<string>> {
    const rows = await this.prisma.$queryRaw<{ migration_name: string }[]>`
      SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`;
    return new Set(rows.map((row) => row.migration_name));
  }

  /** Each channel's outbox (`<channel>_deliveries`, one DeliveryStatus): deliveries still to send, and those that gave up. */
  async outboxes(): Promise<{ channel: 'webhook' | 'email' | 'push'; pending: number; failed: number }[]> {
    const rows = await this.prisma.$queryRaw<
      { channel: 'webhook' | 'email' | 'push'; pending: bigint; failed: bigint }[]
    >`
      SELECT 'webhook' AS channel, count(*) FILTER (WHERE status = 'pending') AS pending,
             count(*) FILTER (WHERE status = 'failed') AS failed FROM webhook_deliveries
      UNION ALL
      SELECT 'email', count(*) FILTER (WHERE status = 'pending'), count(*) FILTER (WHERE status = 'failed')
        FROM email_deliveries
      UNION ALL
      SELECT 'push', count(*) FILTER (WHERE status = 'pending'), count(*) FILTER (WHERE status = 'failed')
        FROM push_deliveries`;
    return rows.map((r) => ({ channel: r.channel, pending: Number(r.pending), failed: Number(r.failed) }));
  }

  /** Seconds the oldest deadline that has passed by `now` has waited to be settled; 0 when none has. */
  async sweepLagSeconds(now: Date): Promise<number> {
    const [row] = await this.prisma.$queryRaw<{ oldest: Date | null }[]>`
      SELECT min(deadline) AS oldest FROM match_turns WHERE deadline <= ${now.toISOString()}::timestamptz`;
    return row.oldest === null ? 0 : Math.max(0, (now.getTime() - row.oldest.getTime()) / 1000);
  }
}
