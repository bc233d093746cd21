import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { Clock } from '../common/clock';
import { DomainError } from '../common/errors';
import { isUuid } from '../common/uuid';
import type { GameOptions } from '../lobbies/lobby.types';
import { Caller, MatchesService } from '../matches/matches.service';
import { Notices } from '../notifications/notices.service';
import { initialRating, poolOf } from '../ratings/rating-math';
import { RatingsService } from '../ratings/ratings.service';
import { ReputationService } from '../reputation/reputation.service';
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
    private readonly ratings: RatingsService,
    private readonly reputation: ReputationService,
    private readonly gate: SeatGate,
    private readonly clock: Clock,
    private readonly notices: Notices,
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
    await this.gate.require([runningGames(caller.id), options.rated && ratedPlay(caller.id)]);
    const pool = poolOf(options.rules.players);
    const rated = (await this.ratings.ratingsOf(caller.id)).find((r) => r.pool === pool);
    const reputation = await this.reputation.ofUser(caller.id);
    const now = this.clock.now();
    const outcome = await this.repository.postAndMatch(
      {
        userId: caller.id,
        poolKey: poolKeyOf(options.rules, options.timeControl, options.rated),
        rules: options.rules,
        timeControl: options.timeControl,
        rated: options.rated,
        minRating: options.entryRating.min,
        maxRating: options.entryRating.max,
        rating: rated?.rating ?? initialRating(pool).rating,
        minReputation: options.minReputation,
        finishedShare: reputation.games === 0 ? null : reputation.finished / reputation.games,
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
    if (outcome.table !== null) await this.startTable(outcome.table);
    return outcome.seek;
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
   * Starts the table's match under the id its seeks recorded (seats in the order the seeks were posted), then
   * tells every seeker (SEEK_MATCHED) once it exists. The seeks were marked matched in a transaction of their own
   * before: a start interrupted in between is finished by SeekStartRepair, which comes here too. A match already
   * there was started (and announced) by another path: nothing more to do.
   */
  private async startTable(table: readonly Seek[]): Promise<void> {
    const seats = [...table].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
    const first = seats[0];
    const matchId = first.matchId!;
    if (await this.repository.matchExists(matchId)) return;
    await this.matches.start(
      first.rules,
      seats.map((s) => ({ id: s.userId, username: s.username })),
      seats[seats.length - 1].userId,
      { timeControl: first.timeControl, rated: first.rated, spectators: 'anyone', matchId },
    );
    await this.notices.publish(
      seats.map((s) => ({ userId: s.userId, notification: { kind: 'SEEK_MATCHED', matchId } })),
    );
  }
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
