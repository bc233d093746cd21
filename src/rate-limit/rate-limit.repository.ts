import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service';

/** One principal's count in its current window. */
export interface WindowCount {
  readonly hits: number;
  /** Milliseconds until the window ends (by the database's clock). */
  readonly msLeft: number;
}

/**
 * The counters of every instance, in one UNLOGGED table: one upsert per counted request, which starts a new
 * window when the last one has ended. The database's clock decides, so instances with skewed clocks agree.
 */
@Injectable()
export class RateLimitRepository {
  constructor(private readonly prisma: PrismaService) {}

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    const [row] = await this.prisma.$queryRaw<{ hits: number; ms_left: number }[]>`
      INSERT INTO rate_limit_counters AS c (key, hits, window_ends_at)
      VALUES (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
      ON CONFLICT (key) DO UPDATE SET
        hits = CASE WHEN c.window_ends_at <= now() THEN 1 ELSE c.hits + 1 END,
        window_ends_at = CASE WHEN c.window_ends_at <= now() THEN EXCLUDED.window_ends_at ELSE c.window_ends_at END
      RETURNING c.hits, GREATEST(0, EXTRACT(EPOCH FROM (c.window_ends_at - now())) * 1000)::float8 AS ms_left`;
    return { hits: row.hits, msLeft: row.ms_left };
  }

  /** Forgets windows that ended more than `graceMs` ago; returns how many. */
  async forgetEnded(graceMs: number): Promise<number> {
    return this.prisma.$executeRaw`
      DELETE FROM rate_limit_counters WHERE window_ends_at < now() - ${graceMs} * interval '1 millisecond'`;
  }
}
