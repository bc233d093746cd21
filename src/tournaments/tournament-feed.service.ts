import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { DomainError } from '../common/errors';
import { isUuid } from '../common/uuid';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { FeedReader, NotifiedFeed } from '../database/notified-feed';
import type { TournamentState } from './core/log';
import { TOURNAMENT_CHANNEL } from './tournaments.repository';
import { TournamentStates } from './tournament-states';

class TournamentReader extends FeedReader<TournamentState> {
  /** Only the newest state is kept: a slow reader skips the states in between, never gets an old one. */
  latest: TournamentState | null = null;

  take(): TournamentState | undefined {
    const value = this.latest ?? undefined;
    this.latest = null;
    return value;
  }
}

/**
 * A tournament, live, for GraphQL's tournamentUpdated and the REST event stream alike (one implementation):
 * each reader gets the tournament's whole state whenever its log has grown past the version the reader has,
 * read from the log itself (NotifiedFeed: a NOTIFY only says "tournament T is at version V").
 */
@Injectable()
export class TournamentFeed
  extends NotifiedFeed<TournamentState, TournamentReader>
  implements OnModuleInit, OnModuleDestroy
{
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly states: TournamentStates,
  ) {
    super(config.databaseUrl, TOURNAMENT_CHANNEL, new Logger(TournamentFeed.name), 'a tournament');
  }

  /** As `subscribe`, for a tournament id from a client: NOT_FOUND (before any streaming) when there is none. */
  async open(tournamentId: string, after: number | null): Promise<AsyncIterableIterator<TournamentState>> {
    const state = isUuid(tournamentId) ? await this.states.current(tournamentId) : null;
    if (state === null) throw new DomainError({ code: 'NOT_FOUND', entity: 'Tournament' });
    return this.subscribe(tournamentId, state.version, after);
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
    return this.follow(new TournamentReader(tournamentId, after ?? currentVersion));
  }

  protected async read(reader: TournamentReader): Promise<void> {
    // One fold per version for every reader of the tournament (TournamentStates), not one per reader.
    const state = await this.states.current(reader.key);
    if (state === null || state.version <= reader.cursor) return;
    reader.cursor = state.version;
    reader.latest = state;
  }
}
