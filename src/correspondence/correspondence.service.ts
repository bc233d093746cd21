import { Inject, Injectable, Logger } from '@nestjs/common';
import { teamOf } from '../engine';
import { Clock } from '../common/clock';
import { DomainError } from '../common/errors';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { Caller, MatchesService, RequestMeta, SeatedView, seatOf } from '../matches/matches.service';
import { Notices } from '../notifications/notices.service';
import { CORRESPONDENCE_SETTINGS, CorrespondenceSettings } from './correspondence.settings';
import { TurnWithOpponents, TurnsRepository } from './turns.repository';

const MY_TURN_LIMIT = 500;

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
   * An opponent of the seat that is due claims the win once its deadline has passed. The time-out is
   * appended at the version the deadline was computed for: a move that lands first makes the claim
   * fail with VERSION_CONFLICT, so a late move and a claim never both count.
   */
  async claimTimeout(caller: Caller, matchId: string, request: RequestMeta): Promise<SeatedView> {
    const runtime = await this.matches.load(matchId);
    const mySeat = seatOf(runtime, caller);
    if (mySeat === null) throw new DomainError({ code: 'FORBIDDEN' }, 'You do not play in this match');
    if (runtime.status !== 'running')
      throw new DomainError({ code: 'ILLEGAL_MOVE', reason: 'GAME_OVER' }, 'The match is over');
    const [turn] = await this.turns.forMatch(matchId);
    if (!turn) throw new DomainError({ code: 'ILLEGAL_MOVE', reason: 'NOTHING_DUE' }, 'Nobody is due to move');
    if (turn.deadline === null)
      throw new DomainError({ code: 'ILLEGAL_MOVE', reason: 'NO_TIME_CONTROL' }, 'This match has no time control');
    const players = runtime.header.rules.players;
    if (teamOf(turn.seat, players) === teamOf(mySeat, players)) {
      throw new DomainError(
        { code: 'ILLEGAL_MOVE', reason: 'NOT_AN_OPPONENT' },
        'Only an opponent of the seat that is due may claim its time-out',
      );
    }
    if (this.clock.now() < turn.deadline) {
      throw new DomainError(
        { code: 'ILLEGAL_MOVE', reason: 'TIME_NOT_UP' },
        `Seat ${turn.seat} has until ${turn.deadline.toISOString()}`,
      );
    }
    return (await this.matches.timeOut(caller, matchId, turn.seat, turn.version, request))!;
  }

  /** The caller's turns, soonest deadline first, matches without a deadline last. */
  myTurn(caller: Caller, first: number): Promise<TurnWithOpponents[]> {
    return this.turns.forUser(caller.id, Math.max(1, Math.min(first, MY_TURN_LIMIT)));
  }

  /**
   * Settles expired deadlines as the server (no claimant); returns how many matches it ended. Safe
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
          await this.matches.timeOut(null, turn.matchId, turn.seat, turn.version);
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
