import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { EventEmitter, on } from 'node:events';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { PgListener } from '../../database/pg-listener';
import { MATCH_EVENTS_CHANNEL, MatchesRepository } from '../store/matches.repository';
import { isUuid } from '../../common/uuid';

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
  private listener: PgListener | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly heads: MatchesRepository,
  ) {
    // One listener per subscription; thousands of watchers of one match are normal, not a leak.
    this.local.setMaxListeners(0);
  }

  async onModuleInit(): Promise<void> {
    this.listener = new PgListener(
      this.config.databaseUrl,
      MATCH_EVENTS_CHANNEL,
      { notification: (payload) => this.announce(payload), listening: (again) => void (again && this.catchUp()) },
      this.logger,
    );
    await this.listener.start();
  }

  /** Whether the LISTEN connection is up now (readiness: without it, other instances' moves would not reach ours). */
  isListening(): boolean {
    return this.listener?.connected ?? false;
  }

  async onModuleDestroy(): Promise<void> {
    await this.listener?.stop();
    this.listener = null;
  }

  /**
   * After listening again (the connection dropped: a database restart), tells every watcher the current
   * version of its match: notifications sent while nobody listened are gone, and a watcher that renders
   * every event up to the version it hears of (as both streams do) thereby catches up.
   */
  private async catchUp(): Promise<void> {
    // Event names are the watched match ids, beside 'error' (events.on listens to it) and ANY_MATCH.
    const watched = this.local.eventNames().filter(isUuid);
    if (watched.length === 0) return;
    // The pool's idle connections may still be the dead ones of before the restart: try a few times.
    for (let attempt = 1; ; attempt++) {
      try {
        for (const { matchId, version } of await this.heads.versionsOf(watched))
          this.local.emit(matchId, { matchId, seq: version });
        return;
      } catch (error) {
        if (attempt === 5)
          return this.logger.warn(
            `could not catch watchers up after reconnecting: ${error instanceof Error ? error.message : String(error)}`,
          );
        await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
      }
    }
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
