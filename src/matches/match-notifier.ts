import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { EventEmitter, on } from 'node:events';
import postgres from 'postgres';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { MATCH_EVENTS_CHANNEL } from './matches.repository';

/** A committed event of some match, as announced by PostgreSQL. */
export interface MatchEventNotice {
  readonly matchId: string;
  readonly seq: number;
}

/** The local event that carries every match's notices (for process-wide consumers). */
const ANY_MATCH = Symbol('any match');

/**
 * Fans committed events out to this process's subscribers. The source is PostgreSQL LISTEN/NOTIFY
 * (sent inside the appending transaction, so delivered only on commit), which is what lets several
 * server processes share one database: a move made through any of them reaches subscribers of all.
 */
@Injectable()
export class MatchNotifier implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(MatchNotifier.name);
  private readonly local = new EventEmitter();
  private sql: postgres.Sql | null = null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    // One listener per subscription; thousands of watchers of one match are normal, not a leak.
    this.local.setMaxListeners(0);
  }

  async onModuleInit(): Promise<void> {
    // A dedicated connection: LISTEN holds it, and postgres.js re-listens after reconnecting.
    this.sql = postgres(this.config.databaseUrl, { max: 1, onnotice: () => undefined });
    await this.sql.listen(MATCH_EVENTS_CHANNEL, (payload) => this.announce(payload));
  }

  async onModuleDestroy(): Promise<void> {
    await this.sql?.end({ timeout: 5 });
    this.sql = null;
  }

  private announce(payload: string): void {
    try {
      const notice = JSON.parse(payload) as MatchEventNotice;
      if (typeof notice.matchId !== 'string' || typeof notice.seq !== 'number') return;
      this.local.emit(notice.matchId, notice);
      this.local.emit(ANY_MATCH, notice);
    } catch {
      this.logger.warn('ignored a malformed notification');
    }
  }

  /** Calls `listener` with every match's notices (notifications); returns the way to stop. */
  onAnyNotice(listener: (notice: MatchEventNotice) => void): () => void {
    this.local.on(ANY_MATCH, listener);
    return () => this.local.off(ANY_MATCH, listener);
  }

  /** Notices for one match, until the consumer stops iterating. */
  async *watch(matchId: string, signal?: AbortSignal): AsyncGenerator<MatchEventNotice> {
    // With a signal, aborting ends the iteration (AbortError) and drops the listener even while no notice comes.
    for await (const [notice] of on(this.local, matchId, { signal })) yield notice as MatchEventNotice;
  }
}
