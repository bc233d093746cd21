import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { Pool } from 'pg';
import { APP_CONFIG, AppConfig } from '../config/app-config';

/** One principal's count in its current window. */
export interface WindowCount {
  readonly hits: number;
  /** Milliseconds until the window ends (by the database's clock). */
  readonly msLeft: number;
}

/**
 * Connections of the counters' own pool. Their own, not Prisma's: every counted request upserts here before
 * it does its work, and sharing one pool let a burst of requests that hold transactions (300 concurrent
 * token creations under one account lock) starve the counters and time out (test/abuse/caps.e2e-spec.ts).
 */
const COUNTER_POOL_SIZE = 4;

/**
 * The counters of every instance, in one UNLOGGED table: one upsert per counted request, which starts a new
 * window when the last one has ended. The database's clock decides, so instances with skewed clocks agree.
 */
@Injectable()
export class RateLimitRepository implements OnModuleDestroy {
  private readonly pool: Pool;

  constructor(@Inject(APP_CONFIG) config: Pick<AppConfig, 'databaseUrl'>) {
    this.pool = new Pool({ connectionString: config.databaseUrl, max: COUNTER_POOL_SIZE });
    // An idle connection dies when PostgreSQL restarts; without a listener that error would end the process.
    this.pool.on('error', () => undefined);
  }

  /** Counts `n` hits of `key` at once; the answer is the count after them. */
  async hit(key: string, windowMs: number, n = 1): Promise<WindowCount> {
    const { rows } = await this.pool.query<{ hits: number; ms_left: number }>(
      // The clock is read once, in a CTE: Citus refuses now() in a RETURNING clause, and one reading is
      // what PostgreSQL gives every now() of a statement anyway.
      `WITH clock AS (SELECT now() AS at),
       counted AS (
         INSERT INTO rate_limit_counters AS c (key, hits, window_ends_at)
         SELECT $1, $3::int, clock.at + $2::int * interval '1 millisecond' FROM clock
         ON CONFLICT (key) DO UPDATE SET
           hits = CASE WHEN c.window_ends_at <= (SELECT at FROM clock) THEN $3::int ELSE c.hits + $3::int END,
           window_ends_at = CASE WHEN c.window_ends_at <= (SELECT at FROM clock) THEN EXCLUDED.window_ends_at ELSE c.window_ends_at END
         RETURNING c.hits, c.window_ends_at
       )
       SELECT counted.hits, GREATEST(0, EXTRACT(EPOCH FROM (counted.window_ends_at - clock.at)) * 1000)::float8 AS ms_left
         FROM counted, clock`,
      [key, windowMs, n],
    );
    return { hits: rows[0].hits, msLeft: rows[0].ms_left };
  }

  /** Forgets windows that ended more than `graceMs` ago; returns how many. */
  async forgetEnded(graceMs: number): Promise<number> {
    const { rowCount } = await this.pool.query(
      `DELETE FROM rate_limit_counters WHERE window_ends_at < now() - $1::int * interval '1 millisecond'`,
      [graceMs],
    );
    return rowCount ?? 0;
  }

  async onModuleDestroy(): Promise<void> {
    await this.pool.end();
  }
}
