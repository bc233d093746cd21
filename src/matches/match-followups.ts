import type { OnApplicationBootstrap, OnModuleInit } from '@nestjs/common';
import type { SchedulerRegistry } from '@nestjs/schedule';
import { PeriodicTask } from '../common/periodic-task';
import type { Sql } from '../database/sql';
import type { MatchRuntime } from './match-runtime';
import { runtimeAt } from './match-runtime';
import type { MatchWrite, MatchWriteHooks } from './match-write-hooks';
import { MatchReader } from './read/match-reader';
import type { MatchDatabase } from './store/match-database';
import type { PendingFollowup, QueuedFollowup } from './store/match-followups.repository';
import { MatchFollowupsRepository } from './store/match-followups.repository';
import { MatchStates } from './store/match-states';
import type { MatchesRepository } from './store/matches.repository';

/** How often every process looks for side jobs a failure or a crash left pending. */
export const FOLLOWUP_SWEEP_INTERVAL_MS = 15_000;

/** Pending rows one job takes at a time. */
const FOLLOWUP_BATCH = 50;

/** The advisory lock of an ordered job's runs (one at a time across every process), plus its index in the list. */
const ORDERED_JOB_LOCK = 72_707_400;

/** How often, and how far apart, a run of an ordered job tries again while another run holds its lock (about 5 s in all). */
const ORDERED_BUSY_RETRIES = 100;
const ORDERED_BUSY_WAIT_MS = 50;

/** Another run of the ordered job holds its lock. */
class OrderedJobBusy extends Error {}

/** Work a job leaves for after its own transaction commits (the tournaments' next matches). */
export type AfterFollowup = () => void;

/**
 * A side job that follows a finished match from its log after the finishing move commits (ratings, the
 * archive, tournaments): it can fail, or be slow, without rolling back or holding up anybody's move.
 */
export interface MatchFollowup {
  /** The finished matches it follows (as their finishing event left them): a row is queued for each (default: every one). */
  readonly follows?: (match: MatchRuntime) => boolean;
  /**
   * Runs in the order the rows were queued, one run at a time across every process, and a failure holds
   * the later rows back until it succeeds (ratings: each is computed from the ones before).
   */
  readonly ordered?: boolean;
  /** The job for these matches, each as its finishing event left it, in `sql`, its own transaction. */
  readonly run: (matches: readonly MatchRuntime[], sql: Sql) => Promise<AfterFollowup | void>;
}

/**
 * The side jobs of finished matches, following the log after the move commits ("pending mark in the move's
 * transaction, job after commit, sweep for what a crash left", as vacation-keeper.ts does):
 *
 * 1. queue   the write subscriber 'followups' inserts one `match_followups` row per job for each write that
 *            finishes a match, in the move's transaction: the move and its pending jobs commit together.
 * 2. run     once that COMMIT is back, the write path (write-path.ts) runs the match's jobs in the order of
 *            MATCH_FOLLOWUPS, each in its own transaction that deletes its row: done exactly once (a second
 *            runner waits on the row's lock and then finds it gone). The answer waits for them, so a client
 *            reads its rating after the final move as before; a failure is logged and kept on the row
 *            (`attempts`, `last_error`), the move stays stored and answered.
 * 3. sweep   at start and every FOLLOWUP_SWEEP_INTERVAL_MS, the rows still pending (a failed job, a crash
 *            between the COMMIT and 2, another process's run that died) are run again, oldest first.
 *
 * The jobs subscribe by name (`subscribe`) and run in the list's order, handed in by matches.module.ts.
 */
export class MatchFollowups extends PeriodicTask implements OnModuleInit, OnApplicationBootstrap {
  private readonly jobs = new Map<string, MatchFollowup>();
  private readonly reader: MatchReader;
  private readonly rows: MatchFollowupsRepository;

  constructor(
    scheduler: SchedulerRegistry,
    private readonly hooks: MatchWriteHooks,
    database: MatchDatabase,
    repository: MatchesRepository,
    private readonly order: readonly string[],
  ) {
    super(scheduler, 'match-followups');
    // Its own reads from the log: a sweep's matches are finished and read once, not worth the shared cache.
    this.reader = new MatchReader(repository, new MatchStates());
    this.rows = new MatchFollowupsRepository(database.pool);
  }

  onModuleInit(): void {
    this.hooks.subscribe('followups', (writes, sql) => this.queue(writes, sql));
  }

  override onApplicationBootstrap(): void {
    super.onApplicationBootstrap();
    // A restart catches up at once with what the last run of the server left pending.
    void this.tick();
  }

  protected get intervalMs(): number {
    return FOLLOWUP_SWEEP_INTERVAL_MS;
  }

  /** `name` must be in MATCH_FOLLOWUPS (once), as for the write subscribers. */
  subscribe(name: string, job: MatchFollowup): void {
    if (!this.order.includes(name) || this.jobs.has(name))
      throw new Error(`Match followup ${name}: not in MATCH_FOLLOWUPS, or subscribed twice`);
    this.jobs.set(name, job);
  }

  /** Step 1, in the move's transaction: one row per job and finishing write. */
  private async queue(writes: readonly MatchWrite[], sql: Sql): Promise<void> {
    const rows: QueuedFollowup[] = [];
    for (const write of writes) {
      if (!write.finishes) continue;
      for (const job of this.order) {
        const followup = this.jobs.get(job);
        if (followup !== undefined && (followup.follows?.(write.after) ?? true))
          rows.push({ matchId: write.after.header.id, job, version: write.event.seq });
      }
    }
    await this.rows.queue(sql, rows);
  }

  /**
   * Step 2: after the COMMIT of the write that finished `runtime`'s match, its jobs in the list's order.
   * Never throws: a failed job stays pending for the sweep, and the move it follows is stored either way.
   */
  async afterCommit(runtime: MatchRuntime): Promise<void> {
    for (const name of this.order) {
      const job = this.jobs.get(name);
      // A job that queued no row for this match (a casual one's ratings) costs no transaction.
      if (job !== undefined && (job.follows?.(runtime) ?? true))
        await this.runJob(name, job, [runtime.header.id], runtime);
    }
  }

  /** Step 3: every pending row, job by job in the list's order, oldest first. */
  protected async runOnce(): Promise<void> {
    for (const name of this.order) {
      const job = this.jobs.get(name);
      if (job === undefined) continue;
      for (;;) {
        const matchIds = await this.rows.oldest(name, FOLLOWUP_BATCH);
        if (matchIds.length === 0) break;
        const done = await this.runJob(name, job, matchIds, null);
        // A failure (or rows another process is running) ends this round: the next one tries again.
        if (!done || this.stopped) break;
      }
    }
  }

  /** Runs `job` for these matches' pending rows (an ordered job: for the oldest rows); false if it failed. */
  private async runJob(
    name: string,
    job: MatchFollowup,
    matchIds: readonly string[],
    known: MatchRuntime | null,
    busyRetries = ORDERED_BUSY_RETRIES,
  ): Promise<boolean> {
    let taken: string[] = [...matchIds];
    try {
      const after = await this.rows.transaction(async (sql) => {
        const rows = await this.take(sql, name, job, matchIds);
        taken = rows.map((r) => r.matchId);
        if (rows.length === 0) return undefined;
        const matches = await Promise.all(rows.map((row) => this.matchAt(row, known)));
        return job.run(matches, sql);
      });
      if (after) after();
      return true;
    } catch (error) {
      // Another run of an ordered job is going (it may be doing this very row): try again shortly, without
      // holding a connection meanwhile; after that the row is the sweep's, and it is no failure.
      if (error instanceof OrderedJobBusy) {
        if (busyRetries <= 0) return false;
        await new Promise((resolve) => setTimeout(resolve, ORDERED_BUSY_WAIT_MS));
        return this.runJob(name, job, matchIds, known, busyRetries - 1);
      }
      // An unordered job's batch that failed runs again match by match, so one bad match holds back no other.
      if (!job.ordered && matchIds.length > 1) {
        let all = true;
        for (const matchId of matchIds) all = (await this.runJob(name, job, [matchId], null)) && all;
        return all;
      }
      await this.failed(name, taken, error);
      return false;
    }
  }

  /** The rows this run does, deleted in its transaction; an ordered job takes the oldest, whatever match asked. */
  private async take(
    sql: Sql,
    name: string,
    job: MatchFollowup,
    matchIds: readonly string[],
  ): Promise<PendingFollowup[]> {
    if (!job.ordered) return this.rows.take(sql, name, matchIds);
    if (!(await this.rows.tryLockOrdered(sql, ORDERED_JOB_LOCK + this.order.indexOf(name)))) throw new OrderedJobBusy();
    const oldest = await this.rows.oldest(name, FOLLOWUP_BATCH, sql);
    return oldest.length === 0 ? [] : this.rows.take(sql, name, oldest);
  }

  /** The match as its finishing event left it: the runtime in hand, or read from the log. */
  private async matchAt(row: PendingFollowup, known: MatchRuntime | null): Promise<MatchRuntime> {
    const runtime =
      known !== null && known.header.id === row.matchId && known.version >= row.version
        ? known
        : await this.reader.load(row.matchId);
    return runtimeAt(runtime, row.version);
  }

  private async failed(name: string, matchIds: readonly string[], error: unknown): Promise<void> {
    const message = error instanceof Error ? error.message : String(error);
    this.logger.warn(`${name} of ${matchIds.length} finished match(es) failed, left for the sweep: ${message}`);
    // Only bookkeeping: if even this fails (the database is gone), the row is still there for the sweep.
    await this.rows.failed(name, matchIds, message).catch(() => undefined);
  }
}
