import { Injectable, Optional } from '@nestjs/common';
import { Clock } from '../common/clock';
import type { Sql } from '../database/sql';
import { MatchRuntime } from './match-runtime';
import { StoredEvent } from './match.types';

/** One event being written, with the match before (null for a new match) and after it. */
export interface MatchWrite {
  readonly before: MatchRuntime | null;
  readonly after: MatchRuntime;
  readonly event: StoredEvent;
  /** This event ends the match: it was running before and is not after (finished or aborted). */
  readonly finishes: boolean;
  /**
   * The standing order (its id) that played this move for its owner (docs/correspondence.md "Standing
   * orders"): not part of the event, so that no other seat can tell (R9); the orders' keeper marks it fired
   * in this very transaction, which is what makes a firing happen exactly once.
   */
  readonly firedOrder?: string;
  /**
   * What started the match, on its first event's write when that is announced besides (the notice keeper tells
   * an automatch table's seekers SEEK_MATCHED in this transaction). Not part of the event: the log and its hash
   * chain are the same whatever started a match.
   */
  readonly origin?: MatchOrigin;
}

/** A start announced besides its first event (MatchWrite.origin): `automatch`, a table of seeks (src/seeks). */
export type MatchOrigin = 'automatch';

/** The write of `event`, taking the match from `before` to `after`. */
export function matchWrite(before: MatchRuntime | null, after: MatchRuntime, event: StoredEvent): MatchWrite {
  return { before, after, event, finishes: before?.status === 'running' && after.status !== 'running' };
}

/**
 * Work that must commit or roll back together with events (deadlines, notification outboxes). Runs
 * inside the appending transaction, after the event rows are written, once per transaction with every
 * event of it: group commit puts the events of several matches (at most one per match) in one
 * transaction, and a hook that writes them set-wise costs its round trips once per batch, not per move.
 * `at` is the transaction's one timestamp: every hook dates what it writes (deadlines, notices) by it.
 */
export type MatchWriteHook = (writes: readonly MatchWrite[], sql: Sql, at: Date) => Promise<void>;

/**
 * The subscribers of match writes. Other modules subscribe by name at start-up (the match flow does not
 * know them, as lila's round does not know push), and they run in the order of the one list,
 * MATCH_WRITE_SUBSCRIBERS in matches.module.ts, whatever order Nest starts them in.
 */
@Injectable()
export class MatchWriteHooks {
  private readonly named = new Map<string, MatchWriteHook>();
  /** Hooks without a name: tests' probes; they run after every named subscriber. */
  private readonly unnamed: MatchWriteHook[] = [];

  constructor(
    @Optional() private readonly clock: Clock = new Clock(),
    @Optional() private readonly order: readonly string[] = [],
  ) {}

  /**
   * `name` must be in the list (once): a subscriber the list does not name would run in no stated order,
   * so it fails the start-up instead (the list is handed in by matches.module.ts, which this file must not import).
   */
  subscribe(name: string, hook: MatchWriteHook): void {
    if (!this.order.includes(name) || this.named.has(name))
      throw new Error(`Match write subscriber ${name}: not in MATCH_WRITE_SUBSCRIBERS, or subscribed twice`);
    this.named.set(name, hook);
  }

  /** A hook with no name and no place in the list (tests). */
  register(hook: MatchWriteHook): void {
    this.unnamed.push(hook);
  }

  /** The subscribers of this process, in the order they run. */
  get subscribers(): readonly string[] {
    return this.order.filter((name) => this.named.has(name));
  }

  /** Runs every subscriber, in the list's order, in the transaction `sql` that writes `writes`. */
  async run(writes: readonly MatchWrite[], sql: Sql): Promise<void> {
    if (writes.length === 0) return;
    const at = this.clock.now();
    for (const name of this.order) await this.named.get(name)?.(writes, sql, at);
    for (const hook of this.unnamed) await hook(writes, sql, at);
  }
}
