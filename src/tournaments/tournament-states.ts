import { Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import type { Sql } from '../database/sql';
import type { TournamentState } from './core/log';
import { applyEvents, foldTournament } from './core/log';
import { TournamentsRepository } from './tournaments.repository';

/**
 * How many tournaments' folded states a process keeps. A 2,000-entrant Swiss of 7 rounds folds to a few MB;
 * the pages being read at a time are few, and an evicted one is only slower to read, never wrong.
 */
export const TOURNAMENT_STATE_CACHE_SIZE = 64;

/**
 * The folded state of each tournament, kept by its version (the number of events in its log), so that a read
 * does not read and fold the whole log again: folding a 2,000-entrant Swiss took ~100 ms of CPU, and a page
 * was read far more often than the log grows. Every read still asks the database for the events after the
 * version it holds (one statement, which also says the tournament exists), so it is never stale, in any
 * process: the log is append-only, and a state plus the events after it is the state of the whole log.
 * Only committed events are folded in: a state is kept when it was read, never when a transaction wrote it
 * (it could still roll back).
 *
 * The states handed out are shared between readers and never changed (the fold copies what it changes), so
 * toTournamentModel memoizes its answer per state (api/tournament.mapper.ts).
 */
@Injectable()
export class TournamentStates {
  private readonly states = new LRUCache<string, TournamentState>({ max: TOURNAMENT_STATE_CACHE_SIZE });

  constructor(private readonly repository: TournamentsRepository) {}

  /**
   * The tournament's state as committed now (or as seen in `sql`'s transaction, under the row lock); null when
   * there is no such tournament.
   */
  async current(id: string, sql: Sql = this.repository.reader()): Promise<TournamentState | null> {
    const held = this.states.get(id);
    const events = await this.repository.eventsAfter(sql, id, held?.version ?? 0);
    if (events === null) {
      this.states.delete(id);
      return null;
    }
    if (events.length === 0 && held) return held;
    if (events.length === 0) return null;
    const state = held ? applyEvents(held, events) : foldTournament(events);
    this.keep(state);
    return state;
  }

  /** Keeps the newer of two states: concurrent readers may finish out of order. */
  private keep(state: TournamentState): void {
    const held = this.states.peek(state.id);
    if (held === undefined || held.version < state.version) this.states.set(state.id, state);
  }
}
