import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { Clock } from '../common/clock';
import { DomainError } from '../common/errors';
import { isUuid } from '../common/uuid';
import type { GameOptions } from '../lobbies/lobby.types';
import type { Sql } from '../database/sql';
import { Caller, MatchesService } from '../matches/matches.service';
import type { StartOptions } from '../matches/write/start-match';
import { initialRating, poolOf } from '../ratings/rating-math';
import { SeatGate, ratedPlay, runningGames } from '../seat-gate/seat-gate';
import type { Seek } from './seek-matching';
import { poolKeyOf } from './seek-matching';
import { SeeksRepository } from './seeks.repository';

/** Open seeks one account may have at once, and how many of its seeks `mySeeks` lists. */
export const SEEK_CAPS = { open: 5, listed: 50 } as const;

/** How long a seek waits for a table, in hours: the default and the range. */
export const SEEK_HOURS = { default: 24, min: 1, max: 168 } as const;

/**
 * Automatch (docs/lobbies.md "Automatch", issue 31): a player posts a seek (rules, time control, rated, rating
 * range, minimum reputation); the seek that completes a table of compatible seeks starts the match at once, its
 * seats in the order the seeks were posted. Seeks expire unmatched.
 */
@Injectable()
export class SeeksService {
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
    const poolKey = poolKeyOf(options.rules, options.timeControl, options.rated);
    const now = this.clock.now();
    // One transaction on the match store's pool (BENCHMARKS.md "Automatch seeks"): BEGIN with the locks, the
    // gate's facts, the seeks read and written (one statement for a 2-player table), COMMIT; a table found adds
    // its match and the players' notices, which commit with the seeks marked matched. A refusal rolls it all back.
    return this.repository.posting(caller.id, poolKey, async (sql) => {
      const facts = await this.gate.require([runningGames(caller.id), options.rated && ratedPlay(caller.id)], sql);
      // The finished share as ReputationService counts it: the gate read the same counts for the running limit.
      const { games, finished } = facts.get(caller.id) ?? { games: 0, finished: 0 };
      const outcome = await this.repository.postIn(
        sql,
        {
          userId: caller.id,
          poolKey,
          rules: options.rules,
          timeControl: options.timeControl,
          rated: options.rated,
          minRating: options.entryRating.min,
          maxRating: options.entryRating.max,
          ratingPool: pool,
          unratedRating: initialRating(pool).rating,
          minReputation: options.minReputation,
          finishedShare: games === 0 ? null : finished / games,
          createdAt: now,
          expiresAt: new Date(now.getTime() + waitHours * 3_600_000),
        },
        SEEK_CAPS.open,
        now,
        randomUUID(),
      );
      if (outcome.kind === 'cap')
        throw new DomainError(
          { code: 'CONFLICT', reason: 'TOO_MANY_SEEKS' },
          `You have ${SEEK_CAPS.open} open seeks already; cancel one or let it expire`,
        );
      if (outcome.table !== null) await this.startTableIn(sql, outcome.table);
      return outcome.seek;
    });
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
   * Starts the table's match under the id its seeks recorded (seats in the order the seeks were posted), which
   * tells every seeker (SEEK_MATCHED, origin 'automatch') in the match's transaction: after an interrupted start
   * (SeekStartRepair), whose seeks an earlier version of `post` marked matched in a transaction of their own. A
   * match already there was started (and announced) by another path: nothing more to do.
   */
  private async startTable(table: readonly Seek[]): Promise<void> {
    const { seats, options } = startOf(table);
    await this.matches.start(seats[0].rules, playersOf(seats), seats[seats.length - 1].userId, options);
  }

  /** `startTable` in the post's transaction, which marked the table's seeks matched: all of it commits at once. */
  private async startTableIn(sql: Sql, table: readonly Seek[]): Promise<void> {
    const { seats, options } = startOf(table);
    await this.matches.startIn(sql, seats[0].rules, playersOf(seats), seats[seats.length - 1].userId, options);
  }
}

/** A table's seats, in the order its seeks were posted, and how its match starts. */
function startOf(table: readonly Seek[]): { seats: Seek[]; options: StartOptions } {
  const seats = [...table].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
  const first = seats[0];
  return {
    seats,
    options: {
      timeControl: first.timeControl,
      rated: first.rated,
      spectators: 'anyone',
      matchId: first.matchId!,
      origin: 'automatch',
    },
  };
}

const playersOf = (seats: readonly Seek[]): Caller[] => seats.map((s) => ({ id: s.userId, username: s.username }));

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
