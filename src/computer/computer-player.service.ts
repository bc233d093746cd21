import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import type { BotLevel } from './bot';
import { DomainError } from '../common/errors';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { TurnKeeper } from '../correspondence/turn-keeper';
import { TurnsRepository } from '../correspondence/turns.repository';
import { dueNow } from '../engine';
import { MatchNotifier } from '../matches/streams/match-notifier';
import { MatchWriteHooks } from '../matches/match-write-hooks';
import { MatchesRepository } from '../matches/store/matches.repository';
import { Caller, MatchesService, parseMoveCommand } from '../matches/matches.service';
import { UsersRepository } from '../users/users.repository';
import { COMPUTER_ACCOUNTS } from './computer-accounts';
import { botInputFor } from './seat-input';
import { PoolBusyError, PoolClosedError, ThinkPool } from './think-pool';

/** A computer account: who it is and how it plays. */
export interface ComputerAccount extends Caller {
  readonly level: BotLevel;
}

/** Turns one sweep takes up at most. */
const SWEEP_BATCH = 500;

const INTERVAL_NAME = 'computer-sweep';

/** The level that plays the seats the computer takes over. */
const REPLACEMENT_LEVEL: BotLevel = 'hard';

/**
 * Plays the computer's seats (docs/bots.md). A computer seat's move is an ordinary move by its bot
 * account through MatchesService.move — the one write path, with its checks (R9 view, version,
 * idempotency key), audit chain, hooks and outboxes; the search runs on ThinkPool's threads, given only
 * that seat's view and history (seat-input.ts).
 *
 * Where the turns come from: `match_turns` is the durable record of who owes a move, so a computer turn
 * pending when the server stopped is found by the sweep at the next start (and every CLAIM_COMPUTER_SWEEP);
 * between sweeps, notices of committed events (any process's) wake up the matches this process knows to
 * have a computer seat. Two processes taking the same turn is harmless: both send the version they saw
 * and one idempotency key per version, so at most one move is appended and the other is refused.
 */
@Injectable()
export class ComputerPlayerService implements OnModuleInit, OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(ComputerPlayerService.name);
  private readonly pool: ThinkPool;
  private accounts = new Map<string, ComputerAccount>();
  /** Running matches with a computer seat that this process has seen: notices of these wake it. */
  private readonly watched = new Set<string>();
  /** Matches being played for now, and those to look at again once that is done. */
  private readonly playing = new Map<string, Promise<void>>();
  private readonly again = new Set<string>();
  private stopNotices: (() => void) | null = null;
  private sweeping: Promise<void> | null = null;
  private stopped = false;

  constructor(
    private readonly matches: MatchesService,
    private readonly notifier: MatchNotifier,
    private readonly turns: TurnsRepository,
    private readonly users: UsersRepository,
    private readonly scheduler: SchedulerRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly matchStore: MatchesRepository,
    private readonly turnKeeper: TurnKeeper,
    hooks: MatchWriteHooks,
  ) {
    this.pool = new ThinkPool(config.computer.threads, config.computer.maxQueued);
    // Replaced seats (docs/engine.md): recorded with their event, so that a sweep finds their turns after a
    // restart; and this process watches the match from then on (its commit notice wakes it).
    hooks.subscribe('replaced-seats', async (writes, sql, at) => {
      const replaced = writes.flatMap((w) =>
        w.event.type === 'seat_replaced' ? [{ matchId: w.event.matchId, seat: w.event.payload.seat, at }] : [],
      );
      await this.matchStore.markReplaced(sql, replaced);
      if (this.plays && !this.stopped) for (const r of replaced) this.watched.add(r.matchId);
    });
  }

  async onModuleInit(): Promise<void> {
    const users = await this.users.ensureComputerAccounts(COMPUTER_ACCOUNTS);
    this.accounts = new Map(
      users.map((u, i) => [u.id, { id: u.id, username: u.username, isBot: true, level: COMPUTER_ACCOUNTS[i].level }]),
    );
    // A replaced seat's turn is this account's in match_turns: dueFor's sweep finds it after a restart.
    this.turnKeeper.playReplacedSeatsAs(this.accountsFor(REPLACEMENT_LEVEL, 1)[0].id);
  }

  onApplicationBootstrap(): void {
    if (!this.plays) return;
    this.stopNotices = this.notifier.onAnyNotice(({ matchId }) => {
      if (this.watched.has(matchId)) this.take(matchId);
    });
    // Turns left over from before this start: restart safety.
    void this.sweep();
    const every = this.config.computer.sweepIntervalMs;
    if (every > 0)
      this.scheduler.addInterval(
        INTERVAL_NAME,
        setInterval(() => void this.sweep(), every),
      );
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    this.stopNotices?.();
    if (this.scheduler.doesExist('interval', INTERVAL_NAME)) this.scheduler.deleteInterval(INTERVAL_NAME);
    // A think cut short leaves its turn in match_turns: the next start's sweep plays it.
    await this.pool.close();
    await this.settled();
  }

  /** Whether this process thinks for computer seats (CLAIM_COMPUTER_THREADS > 0). */
  get plays(): boolean {
    return this.config.computer.threads > 0;
  }

  /** The computer accounts for `count` seats at `level`, distinct, in seat order. */
  accountsFor(level: BotLevel, count: number): ComputerAccount[] {
    return [...this.accounts.values()].filter((a) => a.level === level).slice(0, count);
  }

  /** The computer account with this user id, if it is one. */
  accountOf(userId: string | null): ComputerAccount | undefined {
    return userId === null ? undefined : this.accounts.get(userId);
  }

  /** Watches the match and plays its computer seat if one is due (a new match, or a nudge). */
  watch(matchId: string): void {
    if (!this.plays || this.stopped) return;
    this.watched.add(matchId);
    this.take(matchId);
  }

  /** Looks for computer turns in match_turns and takes each. */
  sweep(): Promise<void> {
    this.sweeping ??= this.sweepOnce().finally(() => {
      this.sweeping = null;
    });
    return this.sweeping;
  }

  /** Resolves once no match is being played for (tests wait on it instead of sleeping). */
  async settled(): Promise<void> {
    await this.sweeping;
    while (this.playing.size > 0) await Promise.all(this.playing.values());
  }

  /** The pool's requests, for tests of what reaches the worker threads. */
  get thinkPool(): ThinkPool {
    return this.pool;
  }

  private async sweepOnce(): Promise<void> {
    if (this.stopped) return;
    try {
      const due = await this.turns.dueFor([...this.accounts.keys()], SWEEP_BATCH);
      for (const turn of due) this.watch(turn.matchId);
    } catch (error) {
      this.logger.warn(`computer sweep failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /** Plays the match's computer seats for as long as one is due; once at a time per match. */
  private take(matchId: string): void {
    if (this.stopped) return;
    if (this.playing.has(matchId)) {
      this.again.add(matchId);
      return;
    }
    const run = this.playFor(matchId)
      .catch((error: unknown) => this.failed(matchId, error))
      .finally(() => {
        this.playing.delete(matchId);
        if (this.again.delete(matchId)) this.take(matchId);
      });
    this.playing.set(matchId, run);
  }

  private async playFor(matchId: string): Promise<void> {
    for (;;) {
      if (this.stopped) return;
      const runtime = await this.matches.load(matchId);
      const due = runtime.status === 'running' ? dueNow(runtime.state) : null;
      if (runtime.status !== 'running') this.watched.delete(matchId);
      if (due === null) return;
      const own = this.accountOf(runtime.header.seats[due.seat]?.userId ?? null);
      // A seat the computer took over (docs/engine.md "Replaced seats") is played at the hard level.
      const replaced = own === undefined && runtime.replacement?.replaced.includes(due.seat) === true;
      const account = own ?? (replaced ? this.accountsFor(REPLACEMENT_LEVEL, 1)[0] : undefined);
      if (account === undefined) return;
      const reply = await this.pool.think(botInputFor(runtime, due.seat, account.level));
      const { seat: _seat, ...move } = reply.move;
      const request = { requestId: `computer.${account.level}`, idempotencyKey: `computer.${runtime.version}` };
      try {
        const command = parseMoveCommand(move);
        const expectedVersion = runtime.version;
        if (replaced)
          await this.matches.moveForReplacedSeat({ seat: due.seat, matchId, command, expectedVersion, request });
        else await this.matches.move({ caller: account, matchId, command, expectedVersion, request });
      } catch (error) {
        // Refused because the match moved on (another process played the same turn, a resignation, a
        // time-out): look again. Refused at the same version, the move itself was wrong: that is a bug.
        if (!(error instanceof DomainError) || (await this.matches.load(matchId)).version === runtime.version)
          throw error;
      }
    }
  }

  private failed(matchId: string, error: unknown): void {
    if (error instanceof PoolClosedError) return;
    if (error instanceof PoolBusyError) {
      this.logger.warn(`match ${matchId}: the computer is busy; the next sweep takes the turn`);
      return;
    }
    // The turn stays due in match_turns: the next sweep tries again.
    this.logger.error(
      `match ${matchId}: the computer could not move`,
      error instanceof Error ? error.stack : String(error),
    );
  }
}
