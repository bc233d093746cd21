import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { Pool } from 'pg';
import { APP_CONFIG, AppConfig, MatchStoreSettings } from '../../config/app-config';

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

  /** The pool's connections now, for metrics: waiting counts requests queued for a free connection. */
  poolUse(): { total: number; idle: number; waiting: number } {
    return { total: this.pool.totalCount, idle: this.pool.idleCount, waiting: this.pool.waitingCount };
  }

  async onModuleDestroy(): Promise<void> {
    await this.pool.end();
  }
}
