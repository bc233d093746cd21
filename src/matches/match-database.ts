import { Inject, Injectable, Logger, OnModuleDestroy, Optional } from '@nestjs/common';
import { Pool } from 'pg';
import { APP_CONFIG, AppConfig } from '../config/app-config';

/** Tuning of the match store, from the environment (README "Configuration"). */
export interface MatchStoreSettings {
  /** Connections of the match store's own pool (MATCH_DB_POOL_SIZE). */
  readonly poolSize: number;
  /** Batches of moves committing at the same time (MATCH_WRITE_CONCURRENCY); each holds a connection. */
  readonly writers: number;
  /** Moves of different matches per transaction at most (MATCH_WRITE_BATCH_MAX); 1 turns group commit off. */
  readonly maxBatch: number;
}

/** Injection token for explicit settings (tests); the environment decides otherwise. */
export const MATCH_STORE_SETTINGS = Symbol('MATCH_STORE_SETTINGS');

export const DEFAULT_MATCH_STORE_SETTINGS: MatchStoreSettings = { poolSize: 10, writers: 4, maxBatch: 64 };

export function matchStoreSettingsFrom(env: NodeJS.ProcessEnv): MatchStoreSettings {
  const int = (name: string, fallback: number, min: number, max: number): number => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max)
      throw new Error(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
    return value;
  };
  const poolSize = int('MATCH_DB_POOL_SIZE', DEFAULT_MATCH_STORE_SETTINGS.poolSize, 2, 1000);
  return {
    poolSize,
    writers: int(
      'MATCH_WRITE_CONCURRENCY',
      Math.min(DEFAULT_MATCH_STORE_SETTINGS.writers, poolSize - 1),
      1,
      poolSize - 1,
    ),
    maxBatch: int('MATCH_WRITE_BATCH_MAX', DEFAULT_MATCH_STORE_SETTINGS.maxBatch, 1, 1000),
  };
}

/**
 * The match store's node-postgres pool: the move path and match reads go through it directly, without
 * Prisma's per-query overhead. Only MatchesRepository uses it.
 */
@Injectable()
export class MatchDatabase implements OnModuleDestroy {
  private readonly logger = new Logger(MatchDatabase.name);
  readonly pool: Pool;
  readonly settings: MatchStoreSettings;

  constructor(
    @Inject(APP_CONFIG) config: Pick<AppConfig, 'databaseUrl'>,
    @Optional() @Inject(MATCH_STORE_SETTINGS) settings?: MatchStoreSettings,
  ) {
    this.settings = settings ?? matchStoreSettingsFrom(process.env);
    this.pool = new Pool({ connectionString: config.databaseUrl, max: this.settings.poolSize });
    // An idle connection dies when PostgreSQL restarts; without a listener that error would end the process.
    this.pool.on('error', (error) => this.logger.warn(`idle database connection lost: ${error.message}`));
  }

  async onModuleDestroy(): Promise<void> {
    await this.pool.end();
  }
}
