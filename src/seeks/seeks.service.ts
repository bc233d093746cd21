import { Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { Clock } from '../common/clock';
import { DomainError } from '../common/errors';
import { isUuid } from '../common/uuid';
import type { GameOptions } from '../lobbies/lobby.types';
import type { Sql } from '../database/sql';
import { Caller, MatchesService } from '../matches/matches.service';
import type { MatchStart } from '../matches/write/start-match';
import { initialRating, poolOf } from '../ratings/rating-math';
import { SeatGate, ratedPlay, runningGames } from '../seat-gate/seat-gate';
import type { Seek } from './seek-matching';
import { poolKeyOf, waveTables } from './seek-matching';
import { Waves } from './seek-waves';
import type { NewSeek, WaveRow } from './seeks.repository';
import { SeeksRepository } from './seeks.repository';

/** Open seeks one account may have at once, and how many of its seeks `mySeeks` lists. */
export const SEEK_CAPS = { open: 5, listed: 50 } as const;

/** How long a seek waits for a table, in hours: the default and the range. */
export const SEEK_HOURS = { default: 24, min: 1, max: 168 } as const;

/** Unsettled seeks one wave looks at, at most (the oldest): its transaction stays a bounded size. */
export const WAVE_SIZE = 2_000;

/** Waves a post waits through for one that looks at its seek, when each looked at WAVE_SIZE older ones. */
const WAVES_PER_POST = 3;

/** What one wave did: the seeks it seated at tables (as stored), and the unsettled seeks it looked at. */
interface WaveOutcome {
  readonly seated: ReadonlyMap<string, Seek>;
  readonly looked: ReadonlySet<string>;
  /** It read WAVE_SIZE unsettled seeks (those it left out for the seat gate among them): more may wait. */
  readonly more: boolean;
}

/**
 * Automatch (docs/lobbies.md "Automatch", issue 31): a player posts a seek (rules, time control, rated, rating
 * range, minimum reputation); it is stored, and the next wave matches it: a wave takes every seek posted since the
 * last (on any process), finds the full tables of compatible seeks they complete, and starts those matches, seats in
 * the order the seeks were posted. The post answers after that wave. Seeks expire unmatched.
 */
@Injectable()
export class SeeksService {
  private readonly logger = new Logger(SeeksService.name);
  private readonly waves = new Waves(async () => {
    const outcome = await this.wave();
    // Unsettled seeks beyond this wave's WAVE_SIZE wait for no post: the next wave is theirs.
    if (outcome.more) this.waves.next().catch((error: unknown) => this.warnFailed(error));
    return outcome;
  });

  constructor(
    private readonly repository: SeeksRepository,
    private readonly matches: MatchesService,
    private readonly gate: SeatGate,
    private readonly clock: Clock,
  ) {}

  /** `options` come validated from gameOptionsFrom; friends-only is for lobbies (BAD_USER_INPUT). */
  async post(caller: Caller, options: GameOptions, hours: number | null): Promise<Seek> {
    if (options.friendsOnly)
      throw new DomainError(
        { code: 'BAD_USER_INPUT', fields: { friendsOnly: ['a seek is matched with anyone; open a lobby instead'] } },
        'A seek is matched with anyone: open a friends-only lobby instead',
      );
    if (options.clubId !== null)
      throw new DomainError(
        {
          code: 'BAD_USER_INPUT',
          fields: { clubId: ['a seek is matched with anyone; open a club-only lobby instead'] },
        },
        'A seek is matched with anyone: open a club-only lobby instead',
      );
    const waitHours = hoursFrom(hours);
    const pool = poolOf(options.rules.players);
    const now = this.clock.now();
    const seek: Omit<NewSeek, 'finishedShare'> = {
      userId: caller.id,
      poolKey: poolKeyOf(options.rules, options.timeControl, options.rated),
      rules: options.rules,
      timeControl: options.timeControl,
      rated: options.rated,
      minRating: options.entryRating.min,
      maxRating: options.entryRating.max,
      ratingPool: pool,
      unratedRating: initialRating(pool).rating,
      minReputation: options.minReputation,
      createdAt: now,
      expiresAt: new Date(now.getTime() + waitHours * 3_600_000),
    };
    const stored = await this.repository.post(seek, SEEK_CAPS.open, now, async (sql) => {
      const facts = await this.gate.require([runningGames(caller.id), options.rated && ratedPlay(caller.id)], sql);
      // The finished share as ReputationService counts it: the gate read the same counts for the running limit.
      const { games, finished } = facts.get(caller.id) ?? { games: 0, finished: 0 };
      return games === 0 ? null : finished / games;
    });
    if (stored === null)
      throw new DomainError(
        { code: 'CONFLICT', reason: 'TOO_MANY_SEEKS' },
        `You have ${SEEK_CAPS.open} open seeks already; cancel one or let it expire`,
      );
    return this.afterWave(stored);
  }

  /**
   * The seek as the wave after its post leaves it: matched with its table's match started, or open (waiting for a
   * seek that completes a table). A wave that fails leaves it stored and unsettled, and the post says it is open:
   * the next wave (another post's, or the sweep's) matches it, and its player hears SEEK_MATCHED.
   */
  private async afterWave(stored: Seek): Promise<Seek> {
    for (let attempt = 0; attempt < WAVES_PER_POST; attempt++) {
      let wave: WaveOutcome;
      try {
        wave = await this.waves.next();
      } catch (error) {
        this.warnFailed(error);
        return stored;
      }
      const seated = wave.seated.get(stored.id);
      if (seated !== undefined) return seated;
      if (wave.looked.has(stored.id)) return stored;
      if (!wave.more) break;
    }
    // Another process's wave looked at it first.
    return this.shown((await this.repository.find(stored.id)) ?? stored);
  }

  private warnFailed(error: unknown): void {
    this.logger.warn(
      `a seek wave failed (the sweep runs it again): ${error instanceof Error ? error.message : String(error)}`,
    );
  }

  /** Runs a wave now (or joins the next) when a seek waits for one: SeekStartRepair's sweep. */
  async sweep(): Promise<void> {
    if (await this.repository.hasUnsettled(this.clock.now())) await this.waves.next();
  }

  /**
   * One wave (docs/lobbies.md "Automatch"): the unsettled seeks and their candidates, the tables waveTables finds
   * among them, those seeks marked matched and their matches started (seats in the order the seeks were posted,
   * SEEK_MATCHED to every seeker through the match's write subscribers, origin 'automatch'), every other seek it
   * looked at settled; all in one transaction, which a failure rolls back whole.
   */
  private async wave(): Promise<WaveOutcome> {
    return this.repository.wave(this.clock.now(), WAVE_SIZE, async (sql, read) => {
      const blocks = new Map(read.map((s) => [s.userId, new Set(s.blocks)]));
      const { tables, barred } = await this.tablesIn(sql, read, (a, b) => blocks.get(a)?.has(b) === true);
      const fresh = read.filter((s) => !s.settled);
      const looked = fresh.filter((s) => !barred.has(s.id)).map((s) => s.id);
      const seated = await this.repository.seatIn(
        sql,
        tables,
        tables.map(() => randomUUID()),
        looked,
        [...barred],
      );
      await this.matches.startManyIn(sql, seated.map(startOf));
      return {
        seated: new Map(seated.flat().map((s) => [s.id, s])),
        looked: new Set(looked),
        more: fresh.length === WAVE_SIZE,
      };
    });
  }

  /**
   * The tables of a wave (waveTables), and the seeks it leaves out: those of players the seat gate now refuses
   * (at the running-games limit, or excluded from rated play for a rated seek, since they posted). The gate is
   * asked about the players of the tables found (none found, nothing asked), and the tables found again without the
   * refused, until every player seated has passed. A refused seek sits out unsettled, so that a wave after the
   * player is under the limit again looks at it (the sweep runs one every 30 s).
   */
  private async tablesIn(
    sql: Sql,
    read: readonly WaveRow[],
    blocked: (a: string, b: string) => boolean,
  ): Promise<{ tables: WaveRow[][]; barred: ReadonlySet<string> }> {
    const asked = new Set<string>();
    const barred = new Set<string>();
    for (;;) {
      const tables = waveTables(
        read.filter((s) => !barred.has(s.id)),
        blocked,
      );
      const seats = tables.flat().filter((s) => !asked.has(s.userId));
      if (seats.length === 0) return { tables, barred };
      for (const s of seats) asked.add(s.userId);
      const failed = await this.gate.failing(
        seats.flatMap((s) => [runningGames(s.userId), s.rated && ratedPlay(s.userId)]),
        sql,
      );
      if (failed.length === 0) return { tables, barred };
      const running = new Set(failed.filter((c) => c.kind === 'runningGames').map((c) => c.userId));
      const rated = new Set(failed.filter((c) => c.kind === 'ratedPlay').map((c) => c.userId));
      for (const s of read) if (running.has(s.userId) || (s.rated && rated.has(s.userId))) barred.add(s.id);
    }
  }

  /**
   * Starts the match of a table whose start was interrupted (SeekStartRepair): its seeks are matched under
   * `matchId` and no match has it. A no-op once the match exists.
   */
  async startMatchOf(matchId: string): Promise<void> {
    const table = await this.repository.tableOf(matchId);
    if (table.length > 0 && table.every((s) => s.status === 'matched')) await this.startTable(table);
  }

  /** Cancels one's own open seek; a matched or expired one stays as it is. */
  async cancel(caller: Caller, id: string): Promise<Seek> {
    const seek = isUuid(id) ? await this.repository.cancel(id, caller.id) : null;
    if (seek === null) throw new DomainError({ code: 'NOT_FOUND', entity: 'Seek' });
    return this.shown(seek);
  }

  async listMine(caller: Caller): Promise<Seek[]> {
    return (await this.repository.listOf(caller.id, SEEK_CAPS.listed)).map((s) => this.shown(s));
  }

  /** An open seek past its time is shown expired (the matcher already passes it over). */
  private shown(seek: Seek): Seek {
    return seek.status === 'open' && seek.expiresAt <= this.clock.now() ? { ...seek, status: 'expired' } : seek;
  }

  /**
   * Starts the table's match under the id its seeks recorded, which tells every seeker (SEEK_MATCHED, origin
   * 'automatch') in the match's transaction: after an interrupted start (SeekStartRepair), whose seeks an earlier
   * version of `post` marked matched in a transaction of their own. A match already there was started (and
   * announced) by another path: nothing more to do.
   */
  private async startTable(table: readonly Seek[]): Promise<void> {
    const { rules, players, startedBy, options } = startOf(table);
    await this.matches.start(rules, players, startedBy, options);
  }
}

/**
 * How a table's match starts: seats in the order its seeks were posted, started by the last of them (the seek
 * that completed it), under the match id its seeks recorded.
 */
function startOf(table: readonly Seek[]): MatchStart {
  const seats = [...table].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
  const first = seats[0];
  return {
    rules: first.rules,
    players: seats.map((s) => ({ id: s.userId, username: s.username })),
    startedBy: seats[seats.length - 1].userId,
    options: {
      timeControl: first.timeControl,
      rated: first.rated,
      spectators: 'anyone',
      matchId: first.matchId!,
      origin: 'automatch',
    },
  };
}

function hoursFrom(hours: number | null): number {
  if (hours === null) return SEEK_HOURS.default;
  if (!Number.isInteger(hours) || hours < SEEK_HOURS.min || hours > SEEK_HOURS.max)
    throw new DomainError(
      {
        code: 'BAD_USER_INPUT',
        fields: { expiresInHours: [`must be a whole number of hours, ${SEEK_HOURS.min} to ${SEEK_HOURS.max}`] },
      },
      `expiresInHours must be ${SEEK_HOURS.min} to ${SEEK_HOURS.max}`,
    );
  return hours;
}
