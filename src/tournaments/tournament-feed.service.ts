import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { DomainError } from '../common/errors';
import { isUuid } from '../common/uuid';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { PgListener } from '../database/pg-listener';
import type { TournamentState } from './core/log';
import { foldTournament } from './core/log';
import { TOURNAMENT_CHANNEL, TournamentsRepository } from './tournaments.repository';

class Reader {
  /** Only the newest state is kept: a slow reader skips the states in between, never gets an old one. */
  latest: TournamentState | null = null;
  wake: (() => void) | null = null;
  closed = false;
  pulling: Promise<void> = Promise.resolve();

  constructor(
    readonly tournamentId: string,
    public cursor: number,
  ) {}
}

/**
 * A tournament, live, for GraphQL's tournamentUpdated and the REST event stream alike (one implementation):
 * each reader gets the tournament's whole state whenever its log has grown past the version the reader has,
 * read from the log itself (a NOTIFY only says "tournament T is at version V"). After a lost LISTEN
 * connection every reader reads again, so nothing committed meanwhile is missed.
 */
@Injectable()
export class TournamentFeed implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(TournamentFeed.name);
  private readonly readers = new Map<string, Set<Reader>>();
  private listener: PgListener | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repository: TournamentsRepository,
  ) {}

  async onModuleInit(): Promise<void> {
    this.listener = new PgListener(
      this.config.databaseUrl,
      TOURNAMENT_CHANNEL,
      {
        notification: (payload) => this.onChanged(payload),
        listening: (again) => {
          if (again) for (const set of this.readers.values()) for (const r of set) this.pull(r);
        },
      },
      this.logger,
    );
    await this.listener.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.listener?.stop();
    this.listener = null;
  }

  /** As `subscribe`, for a tournament id from a client: NOT_FOUND (before any streaming) when there is none. */
  async open(tournamentId: string, after: number | null): Promise<AsyncIterableIterator<TournamentState>> {
    const events = isUuid(tournamentId) ? await this.repository.findEvents(tournamentId) : [];
    if (events.length === 0) throw new DomainError({ code: 'NOT_FOUND', entity: 'Tournament' });
    return this.subscribe(tournamentId, events.length, after);
  }

  /**
   * The tournament's state each time it changes after version `after` (at once if it is past it already);
   * `after` null: from the current version on. The caller has checked that the tournament exists.
   */
  subscribe(
    tournamentId: string,
    currentVersion: number,
    after: number | null,
  ): AsyncIterableIterator<TournamentState> {
    const reader = new Reader(tournamentId, after ?? currentVersion);
    let set = this.readers.get(tournamentId);
    if (!set) this.readers.set(tournamentId, (set = new Set()));
    set.add(reader);
    // A change committed between the caller's read and joining the set is read here.
    this.pull(reader);
    const close = (): void => {
      reader.closed = true;
      reader.wake?.();
      const current = this.readers.get(tournamentId);
      current?.delete(reader);
      if (current?.size === 0) this.readers.delete(tournamentId);
    };
    const iterator: AsyncIterableIterator<TournamentState> = {
      next: async () => {
        while (!reader.closed && reader.latest === null) await new Promise<void>((resolve) => (reader.wake = resolve));
        reader.wake = null;
        if (reader.closed) return { done: true, value: undefined };
        const value = reader.latest!;
        reader.latest = null;
        return { done: false, value };
      },
      return: async () => {
        close();
        return { done: true, value: undefined };
      },
      [Symbol.asyncIterator]: () => iterator,
    };
    return iterator;
  }

  private onChanged(payload: string): void {
    const [tournamentId, version] = payload.split(':');
    for (const reader of this.readers.get(tournamentId) ?? []) if (reader.cursor < Number(version)) this.pull(reader);
  }

  private pull(reader: Reader): void {
    reader.pulling = reader.pulling
      .then(async () => {
        if (reader.closed) return;
        const events = await this.repository.findEvents(reader.tournamentId);
        if (events.length <= reader.cursor) return;
        reader.cursor = events.length;
        reader.latest = foldTournament(events);
        reader.wake?.();
      })
      .catch((error: unknown) =>
        // The next NOTIFY (or reconnection) for this tournament reads again from the same cursor.
        this.logger.warn(`reading a tournament failed: ${error instanceof Error ? error.message : String(error)}`),
      );
  }
}
