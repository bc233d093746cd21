import type { Pool } from 'pg';
import type { Sql } from '../../database/sql';
import { pgTransaction } from '../../database/sql';
import type { MatchWrite } from '../match-write-hooks';
import type { MatchHead, StoredEvent } from '../match.types';
import type { NewEvent } from '../new-event';
import { WriteBatcher } from './write-batcher';
import { groupCommitBatchSize, movesCommitted } from '../../common/metrics';

/** Operations that run inside one transaction holding the match's row lock. */
export interface LockedMatch {
  readonly matchId: string;
  readonly head: MatchHead;
  eventsAfter(seq: number): Promise<StoredEvent[]>;
  /**
   * Appends the event and moves the head to `write.after`; listeners are notified on commit. At most
   * once per lock, and the work must touch the database no more after it. Resolves once the row and
   * the write hooks' rows are written (with the other matches' events of the same batch).
   */
  append(event: NewEvent, write: MatchWrite): Promise<void>;
}

/** One event of a batch, as the store writes it. */
export interface StagedEvent {
  readonly matchId: string;
  readonly event: NewEvent;
  /** The event's write, which also says whether it finishes the match (`write.finishes`). */
  readonly write: MatchWrite;
}

/** The statements group commit needs from the match store; it runs them, in one transaction per batch. */
export interface BatchStatements {
  /** Locks the head rows of these matches (those that exist). */
  lockHeads(sql: Sql, matchIds: readonly string[]): Promise<Map<string, MatchHead>>;
  lockedEventsAfter(sql: Sql, matchId: string, seq: number): Promise<StoredEvent[]>;
  /** Writes every staged event of the batch (rows, heads, notifications, write subscribers). */
  writeBatch(sql: Sql, staged: readonly StagedEvent[]): Promise<void>;
}

export interface GroupCommitSettings {
  /** Batches committing at the same time; each holds a connection. */
  readonly writers: number;
  /** Matches per batch at most; 1 turns group commit off. */
  readonly maxBatch: number;
}

interface PendingLock {
  readonly key: string;
  readonly group?: string;
  readonly work: (locked: LockedMatch) => Promise<unknown>;
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: unknown) => void;
}

/** A batch member: its request, its match's locked head (none if the match does not exist), its run. */
interface Member {
  readonly pending: PendingLock;
  readonly head: MatchHead | undefined;
  staged: Staged | null;
  run: Promise<unknown>;
}

/** A member's event, written with the batch; its work continues when the gate opens. */
interface Staged extends StagedEvent {
  readonly gate: Deferred<void>;
  failed: boolean;
}

/** A batch member's work failed after its event was written: the whole transaction must roll back. */
class BatchMemberFailed extends Error {}

/**
 * Group commit of the move path (WriteBatcher schedules it): moves of different matches that arrive while
 * others commit share one transaction — one lock statement, one flush that inserts every event, moves every
 * head and notifies, one COMMIT — and each caller hears back only after that COMMIT. A member whose work
 * fails before writing simply drops out; if anything fails after the rows are written, the batch rolls
 * back and every member runs again alone, so one bad move never takes others down with it.
 */
export class GroupCommit {
  private readonly batcher: WriteBatcher<PendingLock>;

  constructor(
    private readonly pool: Pool,
    private readonly statements: BatchStatements,
    settings: GroupCommitSettings,
  ) {
    this.batcher = new WriteBatcher((batch) => this.runBatch(batch), settings.writers, settings.maxBatch);
  }

  /**
   * From now on every transaction holds one match's moves (as MATCH_WRITE_BATCH_MAX=1). On Citus the matches of
   * a batch sit on different shards: the batch's `FOR UPDATE` over several shards is refused, and each member
   * would then run again alone, all at once, a connection each.
   */
  oneMatchPerTransaction(): void {
    this.batcher.limitBatch(1);
  }

  /**
   * Runs `work` in a transaction that holds the match row's lock (SELECT … FOR UPDATE), so moves of one
   * match are appended one at a time across every server process. Null when the match does not exist.
   * The transaction may be shared with other matches' moves; `work` of one match never meets another
   * `work` of the same match in a transaction.
   */
  withLock<T>(matchId: string, work: (locked: LockedMatch) => Promise<T>): Promise<T | null> {
    return new Promise<T | null>((resolve, reject) => {
      const submit = (group?: string): void =>
        this.batcher.submit({ key: matchId, group, work, resolve: resolve as (value: unknown) => void, reject });
      // The shard is known at once for a match seen before (its promise settled): reactions run in the order the
      // moves arrived, so one match's moves keep their order. A shard that cannot be found: the move runs alone.
      if (this.shardOf) this.shardOf(matchId).then(submit, () => submit(matchId));
      else submit();
    });
  }

  /**
   * On Citus, batches of several matches whose rows share one shard of `matches` (MATCH_WRITE_CITUS_BATCH=shard):
   * the batch's lock and writes are then each routed to that shard. `shardOf` answers a match's shard (cached by the
   * caller). A shard moved or split since it was cached makes a batch span two shards: its lock is refused, it rolls
   * back and each member runs again alone, as on any failure of a batch.
   */
  batchPerShard(shardOf: (matchId: string) => Promise<string>): void {
    this.shardOf = shardOf;
  }

  private shardOf: ((matchId: string) => Promise<string>) | null = null;

  private async runBatch(batch: PendingLock[]): Promise<void> {
    let outcomes: PromiseSettledResult<unknown>[];
    try {
      outcomes = await pgTransaction(this.pool, (sql) => this.runLocked(sql, batch));
    } catch (error) {
      if (batch.length === 1) return batch[0].reject(error);
      // Rolled back (or, after a lost connection, perhaps not): each member again on its own. Safe either
      // way, since a member that did commit finds its event in the log (version moved on, or its key).
      await Promise.all(batch.map((pending) => this.runBatch([pending])));
      return;
    }
    groupCommitBatchSize.observe(batch.length);
    movesCommitted.inc(outcomes.filter((outcome) => outcome.status === 'fulfilled' && outcome.value !== null).length);
    outcomes.forEach((outcome, i) =>
      outcome.status === 'fulfilled' ? batch[i].resolve(outcome.value) : batch[i].reject(outcome.reason),
    );
  }

  /** Locks every match of the batch, runs each member's work up to its append, then flushes every event at once. */
  private async runLocked(sql: Sql, batch: PendingLock[]): Promise<PromiseSettledResult<unknown>[]> {
    const heads = await this.statements.lockHeads(
      sql,
      batch.map((p) => p.key),
    );
    const staged: Staged[] = [];
    const members: Member[] = batch.map((pending) => ({
      pending,
      head: heads.get(pending.key),
      staged: null,
      run: Promise.resolve(null),
    }));
    // The flush needs every member to have either appended or finished without writing.
    let waiting = members.filter((m) => m.head).length;
    const allArrived = new Deferred<void>();
    const arrive = (): void => {
      if (--waiting === 0) allArrived.resolve();
    };
    if (waiting === 0) allArrived.resolve();
    for (const member of members)
      if (member.head) member.run = this.runMember(member, member.head, sql, staged, arrive);
    await allArrived.promise;
    if (staged.length > 0) {
      try {
        await this.statements.writeBatch(sql, staged);
      } catch (error) {
        for (const s of staged) s.gate.reject(error);
        await Promise.allSettled(members.map((m) => m.run));
        throw error;
      }
      for (const s of staged) s.gate.resolve();
    }
    const outcomes = await Promise.allSettled(members.map((m) => m.run));
    if (staged.some((s) => s.failed))
      throw new BatchMemberFailed('work failed after its event was written; the batch rolls back');
    return outcomes;
  }

  private async runMember(
    member: Member,
    head: MatchHead,
    sql: Sql,
    staged: Staged[],
    arrive: () => void,
  ): Promise<unknown> {
    let arrived = false;
    const matchId = member.pending.key;
    const locked: LockedMatch = {
      matchId,
      head,
      eventsAfter: (seq) => this.statements.lockedEventsAfter(sql, matchId, seq),
      append: async (event, write) => {
        if (arrived) throw new Error('append called twice, or after the work ended');
        arrived = true;
        const entry: Staged = {
          matchId,
          event,
          write,
          gate: new Deferred(),
          failed: false,
        };
        member.staged = entry;
        staged.push(entry);
        arrive();
        await entry.gate.promise;
      },
    };
    try {
      return await member.pending.work(locked);
    } catch (error) {
      if (member.staged) member.staged.failed = true;
      throw error;
    } finally {
      if (!arrived) {
        arrived = true;
        arrive();
      }
    }
  }
}

class Deferred<T> {
  readonly promise: Promise<T>;
  resolve!: (value: T) => void;
  reject!: (error: unknown) => void;

  constructor() {
    this.promise = new Promise<T>((resolve, reject) => {
      this.resolve = resolve;
      this.reject = reject;
    });
    // A rejected gate nobody awaits any more must not become an unhandled rejection.
    this.promise.catch(() => undefined);
  }
}
