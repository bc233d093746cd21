import { Inject, Injectable, Logger } from '@nestjs/common';
import { Clock } from '../common/clock';
import { DomainError, illegalMove } from '../common/errors';
import type { TimeoutClaim } from '../matches/match.types';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { Caller, MatchesService, RequestMeta, SeatedView, assertNotReplaced, seatOf } from '../matches/matches.service';
import { Notices } from '../notifications/notices.service';
import { CORRESPONDENCE_SETTINGS, CorrespondenceSettings } from './correspondence.settings';
import { TurnWithOpponents, TurnsRepository } from './turns.repository';

const MY_TURN_LIMIT = 500;

/** Automatic moves one pass plays in a row (a match where every other seat is skipped plays out in passes). */
const AUTOMATIC_MOVES_AT_ONCE = 200;

/** Claiming and sweeping time-outs, and the list of matches waiting for a player. */
@Injectable()
export class CorrespondenceService {
  private readonly logger = new Logger(CorrespondenceService.name);

  constructor(
    private readonly matches: MatchesService,
    private readonly turns: TurnsRepository,
    private readonly clock: Clock,
    @Inject(CORRESPONDENCE_SETTINGS) private readonly settings: CorrespondenceSettings,
    private readonly notices: Notices,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * "Deadline approaching" (CLAIM_DEADLINE_REMINDERS, 24 h and 2 h by default): each turn is reminded
   * once per offset, in the transaction that marks it, so a crash neither loses nor repeats one; a
   * player who moves in between has a new turn, and the old one's reminders never go out. Run by the
   * sweep; returns how many were sent.
   */
  async remind(): Promise<number> {
    const now = this.clock.now();
    return this.turns.inTransaction(async (sql) => {
      const due = await this.turns.claimReminders(sql, now, this.config.notifications.reminderOffsetsMs);
      await this.notices.record(
        sql,
        due.map((t) => ({
          userId: t.userId,
          notification: {
            kind: 'DEADLINE_APPROACHING' as const,
            matchId: t.matchId,
            seat: t.seat,
            version: t.version,
            deadline: t.deadline,
          },
        })),
        now,
      );
      return due.length;
    });
  }

  /**
   * An opponent of the seat that is due claims the win (`end`) or, with 3–4 players, skips the seat
   * (`skip`) once its deadline has passed. MatchesService.timeOut checks it under the match's lock
   * against the clocks folded from the log; a move that lands first wins. After a skip the server plays
   * the skipped seat's turns at once.
   */
  async claimTimeout(
    caller: Caller,
    matchId: string,
    request: RequestMeta,
    claim: TimeoutClaim = 'end',
  ): Promise<SeatedView> {
    const runtime = await this.matches.load(matchId);
    if (seatOf(runtime, caller) === null) throw new DomainError({ code: 'FORBIDDEN' }, 'You do not play in this match');
    const claimed = (await this.matches.timeOut({ claimant: caller, matchId, atVersion: null, request, claim }))!;
    if (claim !== 'skip') return claimed;
    await this.playForSkipped(matchId, claimed.runtime.version);
    return this.matches.viewOf(caller, matchId);
  }

  /** The skipped seats' turns, as long as one is due: each automatic move is appended at the version it was chosen for. */
  private async playForSkipped(matchId: string, version: number): Promise<number> {
    let played = 0;
    for (let at = version; played < AUTOMATIC_MOVES_AT_ONCE; played++) {
      const next = await this.matches.playForSkipped(matchId, at).catch((error: unknown) => {
        if (error instanceof DomainError && ['VERSION_CONFLICT', 'ILLEGAL_MOVE'].includes(error.code)) return null;
        throw error;
      });
      if (next === null) break;
      at = next.runtime.version;
    }
    return played;
  }

  /** Proposes pausing the match: every clock stands still once another player accepts. */
  proposePause(caller: Caller, matchId: string, request: RequestMeta): Promise<SeatedView> {
    return this.matches.clockEvent(
      caller,
      matchId,
      (seat, runtime) => {
        // The computer plays a replaced seat: its former player no longer pauses or resumes the others' clocks.
        assertNotReplaced(runtime, seat);
        if (runtime.status !== 'running') throw illegalMove('GAME_OVER', 'The match is over');
        if (runtime.clocks.pausedSince !== null) throw illegalMove('ALREADY_PAUSED', 'The match is paused already');
        if (runtime.clocks.pauseProposedBy !== null)
          throw illegalMove('PAUSE_PROPOSED', 'A pause is proposed already: accept or decline it');
        if (runtime.clocks.control === null) throw illegalMove('NO_TIME_CONTROL', 'This match has no clocks to pause');
        return { type: 'pause_proposed', payload: { seat } };
      },
      request,
    );
  }

  /** Another player answers a proposed pause: `accept` pauses every clock, otherwise the proposal is dropped. */
  answerPause(caller: Caller, matchId: string, accept: boolean, request: RequestMeta): Promise<SeatedView> {
    return this.matches.clockEvent(
      caller,
      matchId,
      (seat, runtime) => {
        // The computer plays a replaced seat: its former player no longer pauses or resumes the others' clocks.
        assertNotReplaced(runtime, seat);
        if (runtime.status !== 'running') throw illegalMove('GAME_OVER', 'The match is over');
        const by = runtime.clocks.pauseProposedBy;
        if (by === null || by === seat)
          throw illegalMove('NO_PAUSE_PROPOSED', 'No pause proposed by another player is waiting for you');
        return accept ? { type: 'paused', payload: { seat } } : { type: 'pause_declined', payload: { seat } };
      },
      request,
    );
  }

  /** Any player ends an agreed pause: the clocks run again (the due seat keeps what it had left). */
  resume(caller: Caller, matchId: string, request: RequestMeta): Promise<SeatedView> {
    return this.matches.clockEvent(
      caller,
      matchId,
      (seat, runtime) => {
        // The computer plays a replaced seat: its former player no longer pauses or resumes the others' clocks.
        assertNotReplaced(runtime, seat);
        if (runtime.status !== 'running') throw illegalMove('GAME_OVER', 'The match is over');
        if (runtime.clocks.pausedSince === null) throw illegalMove('NOT_PAUSED', 'The match is not paused');
        return { type: 'resumed', payload: { seat } };
      },
      request,
    );
  }

  /** A skipped seat's player comes back: from its next turn on it moves itself, on its usual clock. */
  returnToMatch(caller: Caller, matchId: string, request: RequestMeta): Promise<SeatedView> {
    return this.matches.clockEvent(
      caller,
      matchId,
      (seat, runtime) => {
        if (runtime.status !== 'running') throw illegalMove('GAME_OVER', 'The match is over');
        if (!runtime.clocks.seats[seat]?.absent) throw illegalMove('NOT_SKIPPED', 'Your seat is not skipped');
        return { type: 'seat_returned', payload: { seat } };
      },
      request,
    );
  }

  /**
   * Of these players, those some match waits for (one of their seats is due), with how many matches and
   * since when the oldest waits: the "friends waiting for a move" list (src/social). No match ids: which
   * games they are is for the lists that apply the games' own visibility.
   */
  waitingOn(userIds: readonly string[]): Promise<{ userId: string; matches: number; since: Date }[]> {
    return this.turns.waitingCounts(userIds);
  }

  /** The caller's turns, soonest deadline first, matches without a deadline last. */
  myTurn(caller: Caller, first: number): Promise<TurnWithOpponents[]> {
    return this.turns.forUser(caller.id, Math.max(1, Math.min(first, MY_TURN_LIMIT)));
  }

  /**
   * Settles expired deadlines as the server (no claimant): ends 2-player matches with automatic
   * time-outs, and plays skipped seats' turns; returns how many time-outs and automatic moves it made. Safe
   * with several processes sweeping at once: each expired turn is leased to one of them, and a stale
   * lease only leads to a time-out that fails the version check.
   */
  async sweep(): Promise<number> {
    let settled = 0;
    for (;;) {
      const now = this.clock.now();
      const expired = await this.turns.leaseExpired(
        now,
        new Date(now.getTime() + this.settings.sweepLeaseMs),
        this.settings.sweepBatch,
      );
      for (const turn of expired) {
        try {
          const skipped = (await this.matches.load(turn.matchId)).clocks.seats[turn.seat]?.absent ?? false;
          if (skipped) settled += await this.playForSkipped(turn.matchId, turn.version);
          else if (await this.matches.timeOut({ claimant: null, matchId: turn.matchId, atVersion: turn.version }))
            settled++;
        } catch (error) {
          // A move, a resignation or another sweeper got there first: nothing to settle.
          if (error instanceof DomainError && ['VERSION_CONFLICT', 'ILLEGAL_MOVE', 'NOT_FOUND'].includes(error.code))
            continue;
          this.logger.error(
            `time-out of match ${turn.matchId} failed`,
            error instanceof Error ? error.stack : String(error),
          );
        }
      }
      if (expired.length < this.settings.sweepBatch) return settled;
    }
  }
}
