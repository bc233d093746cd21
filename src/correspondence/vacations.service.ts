import { Inject, Injectable, Logger } from '@nestjs/common';
import { Clock } from '../common/clock';
import { DomainError, illegalMove } from '../common/errors';
import type { Seat } from '../engine';
import type { Clocks } from '../matches/clocks';
import type { MatchRuntime } from '../matches/match-runtime';
import type { MatchEventBody } from '../matches/match.types';
import { DAY_MS } from '../matches/clocks';
import { Caller, MatchesService } from '../matches/matches.service';
import { CORRESPONDENCE_SETTINGS, CorrespondenceSettings } from './correspondence.settings';
import { Vacation, VacationsRepository } from './vacations.repository';

/** How far ahead a vacation may be booked. */
const MAX_LEAD_DAYS = 365;

/** Scheduled vacations one sweep applies at most. */
const APPLY_BATCH = 100;

/** A player's vacation and what is left of the year's allowance. */
export interface VacationStatus {
  readonly vacation: Vacation | null;
  readonly allowanceDays: number;
  readonly usedDays: number;
}

/**
 * Vacations (docs/correspondence.md#vacation): a player's allowance of days per year, booked now or for
 * later. What a vacation does to a match is that match's own `vacation_started` / `vacation_ended`
 * events, so an auditor recomputes every paused clock from the match log alone; the `vacations` row is
 * only the allowance's bookkeeping and the schedule.
 */
@Injectable()
export class VacationsService {
  private readonly logger = new Logger(VacationsService.name);

  constructor(
    private readonly repository: VacationsRepository,
    private readonly matches: MatchesService,
    private readonly clock: Clock,
    @Inject(CORRESPONDENCE_SETTINGS) private readonly settings: CorrespondenceSettings,
  ) {}

  /** Books `days` whole days of vacation from `startsAt` (now when null) and, if it has begun, applies it. */
  async start(caller: Caller, days: number, startsAt: Date | null): Promise<VacationStatus> {
    const now = this.clock.now();
    const begins = startsAt ?? now;
    if (!Number.isInteger(days) || days < 1 || days > this.settings.vacationDaysPerYear) {
      throw new DomainError(
        { code: 'BAD_USER_INPUT', fields: { days: [`must be 1 to ${this.settings.vacationDaysPerYear}`] } },
        `A vacation lasts 1 to ${this.settings.vacationDaysPerYear} whole days`,
      );
    }
    if (Number.isNaN(begins.getTime()) || begins < now || begins.getTime() > now.getTime() + MAX_LEAD_DAYS * DAY_MS) {
      throw new DomainError(
        { code: 'BAD_USER_INPUT', fields: { startsAt: [`must be from now to ${MAX_LEAD_DAYS} days ahead`] } },
        'A vacation starts now or later, within a year',
      );
    }
    const booked = await this.repository.book(
      caller.id,
      begins,
      new Date(begins.getTime() + days * DAY_MS),
      this.settings.vacationDaysPerYear,
    );
    if (booked === 'OVER_ALLOWANCE')
      throw new DomainError(
        { code: 'CONFLICT', reason: 'VACATION_ALLOWANCE_EXCEEDED' },
        `That is more than the ${this.settings.vacationDaysPerYear} vacation days a year allow`,
      );
    if (booked === 'OVERLAPS')
      throw new DomainError({ code: 'CONFLICT', reason: 'VACATION_OVERLAPS' }, 'You have a vacation booked then');
    if (booked.startsAt <= now) await this.apply(booked);
    return this.status(caller);
  }

  /** Ends the caller's vacation now (or cancels the one booked): their clocks run again in every match. */
  async end(caller: Caller): Promise<VacationStatus> {
    const now = this.clock.now();
    const current = await this.repository.currentOrNext(caller.id, now);
    if (!current) throw new DomainError({ code: 'NOT_FOUND', entity: 'Vacation' }, 'You have no vacation to end');
    await this.repository.end(current, now);
    if (current.applied) await this.applyEnds(caller.id);
    return this.status(caller);
  }

  /**
   * A `vacation_ended` event in each running match of the player's where a vacation that ended early
   * (they ended it, or moved in some match) still holds their clock; then the vacation is no longer
   * pending. `userId` null: anyone's (the sweep, after a crash between ending and this). Repeating it
   * adds nothing twice: only a match whose open vacation is that very one gets the event.
   */
  async applyEnds(userId: string | null = null): Promise<number> {
    const pending = await this.repository.pendingEnds(userId, APPLY_BATCH);
    for (const vacation of pending) {
      const player = { id: vacation.userId, username: '' };
      const until = vacation.endsAt.getTime();
      for (const { matchId } of await this.repository.runningSeats(vacation.userId)) {
        await this.appendTo(player, matchId, (seat, clocks) => {
          const open = clocks.seats[seat]?.vacation ?? null;
          return open !== null && open.until === until && until > this.clock.now().getTime()
            ? { type: 'vacation_ended', payload: { seat } }
            : null;
        });
      }
      await this.repository.markEndApplied(vacation.id);
    }
    return pending.length;
  }

  async status(caller: Caller): Promise<VacationStatus> {
    const now = this.clock.now();
    const vacation = await this.repository.currentOrNext(caller.id, now);
    return {
      vacation,
      allowanceDays: this.settings.vacationDaysPerYear,
      usedDays: await this.repository.usedIn(caller.id, now.getUTCFullYear()),
    };
  }

  /** Applies the booked vacations whose start has come (the sweep calls it); how many it applied. */
  async applyDue(): Promise<number> {
    const due = await this.repository.dueToApply(this.clock.now(), APPLY_BATCH);
    for (const vacation of due) await this.apply(vacation);
    return due.length;
  }

  /**
   * A `vacation_started` event in each of the player's running matches whose time control allows
   * vacations, then the row is marked applied. Repeating it after a crash adds nothing twice: a match
   * that already has this vacation open is passed over.
   */
  private async apply(vacation: Vacation): Promise<void> {
    const until = new Date(vacation.endsAt.getTime());
    const player = { id: vacation.userId, username: '' };
    for (const { matchId } of await this.repository.runningSeats(vacation.userId)) {
      await this.appendTo(player, matchId, (seat, clocks) => {
        if (clocks.control === null || clocks.control.noVacation) return null;
        if ((clocks.seats[seat]?.vacation?.until ?? 0) >= until.getTime()) return null;
        return { type: 'vacation_started', payload: { seat, until: until.toISOString() } };
      });
    }
    await this.repository.markApplied(vacation.id);
  }

  /** One clock event in one match, when `body` says it applies; a match that ended meanwhile is passed over. */
  private async appendTo(player: Caller, matchId: string, body: ChooseEvent): Promise<void> {
    try {
      await this.matches.clockEvent(player, matchId, (seat, runtime) => vacationBody(body, seat, runtime));
    } catch (error) {
      if (error instanceof DomainError && error.code === 'ILLEGAL_MOVE') return;
      this.logger.error(
        `vacation event in match ${matchId} failed`,
        error instanceof Error ? error.stack : String(error),
      );
    }
  }
}

/** Which vacation event a match gets for the seat, or null when none applies there. */
type ChooseEvent = (seat: Seat, clocks: Clocks) => MatchEventBody | null;

function vacationBody(choose: ChooseEvent, seat: Seat, runtime: MatchRuntime): MatchEventBody {
  if (runtime.status !== 'running') throw illegalMove('GAME_OVER', 'The match is over');
  const body = choose(seat, runtime.clocks);
  if (body === null) throw illegalMove('VACATION_NOT_ALLOWED', 'No vacation event applies in this match');
  return body;
}
