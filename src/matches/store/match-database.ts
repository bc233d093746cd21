import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { Pool } from 'pg';
import { APP_CONFIG, AppConfig, MatchStoreSettings } from '../../config/app-config';
import { hasCitus } from '../../database/citus';

/**
 * The match store's node-postgres pool: the move path and match reads go through it directly, without
 * Prisma's per-query overhead. MatchesRepository and the archive's searches (ArchiveRepository) use it.
 */
@Injectable()
export class MatchDatabase implements OnModuleDestroy {
  private readonly logger = new Logger(MatchDatabase.name);
  readonly pool: Pool;
  readonly settings: MatchStoreSettings;

  constructor(@Inject(APP_CONFIG) config: Pick<AppConfig, 'databaseUrl' | 'matchStore'>) {
    this.settings = config.matchStore;
    this.pool = new Pool({ connectionString: config.databaseUrl, max: this.settings.poolSize });
    // An idle connection dies when PostgreSQL restarts; without a listener that error would end the process.
    this.pool.on('error', (error) => this.logger.warn(`idle database connection lost: ${error.message}`));
  }

  /**
   * Whether the database is a Citus coordinator (docs/SCALING.md). A database that cannot be reached now counts as
   * one PostgreSQL: the server still starts (it waits for its database elsewhere), with group commit as configured.
   */
  async onCitus(): Promise<boolean> {
    try {
      const client = await this.pool.connect();
      try {
        return await hasCitus(client);
      } finally {
        client.release();
      }
    } catch (error) {
      this.logger.warn(
        `could not tell whether the database is Citus: ${error instanceof Error ? error.message : String(error)}`,
      );
      return false;
    }
  }

  /** The pool's connections now, for metrics: waiting counts requests queued for a free connection. */
  poolUse(): { total: number; idle: number; waiting: number } {
    return { total: this.pool.totalCount, idle: this.pool.idleCount, waiting: this.pool.waitingCount };
  }

  async onModuleDestroy(): Promise<void> {
    await this.pool.end();
  }
}
