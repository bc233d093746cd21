import { Inject, Injectable } from '@nestjs/common';
import { randomBytes, randomUUID } from 'node:crypto';
import { Clock } from '../common/clock';
import { DomainError } from '../common/errors';
import { isUuid } from '../common/uuid';
import type { MatchRuntime } from '../matches/match-runtime';
import type { MatchSeatInfo } from '../matches/match.types';
import { Caller, MatchesService, seatOf } from '../matches/matches.service';
import { SeatGate, notBlocked, runningGames } from '../seat-gate/seat-gate';
import { CHALLENGE_EVENTS, ChallengeEvents } from './challenge-events';
import { contributionFrom } from './lobby-rules';
import { GroupRematchesRepository, GroupRematchStatus, StoredGroupRematch } from './group-rematches.repository';

/** A 3–4 player rematch as its players see it. */
export interface GroupRematch {
  /** The finished match. */
  readonly matchId: string;
  readonly status: GroupRematchStatus;
  readonly offeredBy: string;
  /** Every seat of the finished match, and whether its player accepted. */
  readonly seats: readonly { seat: number; username: string; accepted: boolean }[];
  /** The new match once every seat accepted. */
  readonly newMatchId: string | null;
  /** SHA-256 of the new match's server seed, committed on the offer (null for offers from before). */
  readonly seedCommitment: string | null;
}

/**
 * Rematches of finished 3- and 4-player matches (docs/correspondence.md "Rematch"): one player offers,
 * every other seat accepts, and the new match starts with the same rules, time control, rating and
 * spectator policy and the seats rotated by one (seat 0's player sits in seat 1, …, the last in seat 0).
 * A decline (or the offerer's, or any accepter's, cancel) ends it; a match gets one such offer, as a
 * 2-player match gets one rematch challenge. Notices as for a 2-player rematch (ChallengeEvents).
 */
@Injectable()
export class GroupRematchesService {
  constructor(
    private readonly repository: GroupRematchesRepository,
    private readonly matches: MatchesService,
    private readonly clock: Clock,
    @Inject(CHALLENGE_EVENTS) private readonly events: ChallengeEvents,
    private readonly gate: SeatGate,
  ) {}

  /** The offer on this match, if any; for its players only. */
  async get(caller: Caller, matchId: string): Promise<GroupRematch | null> {
    const runtime = await this.finishedGroupMatch(caller, matchId, false);
    const stored = await this.repository.find(matchId);
    return stored ? view(runtime, stored) : null;
  }

  /**
   * Offers the rematch, or accepts the pending offer; when the caller is the last seat to accept, the new
   * match starts (its id in `newMatchId`). Asking again after accepting changes nothing.
   */
  async accept(caller: Caller, matchId: string, entropy: string | null = null): Promise<GroupRematch> {
    const contribution = contributionFrom(entropy);
    const runtime = await this.finishedGroupMatch(caller, matchId, true);
    const seats = runtime.header.seats;
    const others = seats.filter((s) => s.userId !== caller.id).map((s) => s.userId!);
    await this.gate.require([
      notBlocked(caller.id, others, 'A player of this match does not take challenges from you'),
    ]);
    const now = this.clock.now();
    const stored = await this.repository.withLock(matchId, async ({ rematch, sql, offer, accept }) => {
      if (rematch === null) {
        await this.gate.require([runningGames(caller.id)]);
        // The new match's server seed, committed now, before any acceptance's contribution.
        const made = await offer(caller.id, now, randomBytes(32).toString('hex'), contribution);
        await this.events.groupRematch(
          { matchId, status: 'pending', from: caller.username, recipients: others, newMatchId: null },
          sql,
        );
        return made;
      }
      if (rematch.status === 'accepted' || rematch.acceptedIds.includes(caller.id)) return rematch;
      if (rematch.status !== 'pending')
        throw conflict('REMATCH_ALREADY_OFFERED', `A rematch of this match was already offered (${rematch.status})`);
      const last = seats.every((s) => s.userId === caller.id || rematch.acceptedIds.includes(s.userId!));
      // Accepting takes on the new match (the running-games limit, docs/players.md); the last acceptance starts it
      // for everyone, whose games may have grown since they accepted (OPPONENT_TOO_MANY_RUNNING_GAMES).
      await this.gate.require([
        runningGames(caller.id),
        ...(last ? others.map((other) => runningGames(other, true)) : []),
      ]);
      return accept(caller.id, last ? randomUUID() : null, now, contribution);
    });
    if (stored.status === 'accepted' && stored.newMatchId) {
      const started = await this.startNewMatch(runtime, stored.newMatchId);
      // Heard of once the match exists (as an accepted challenge): by everyone but the last to accept.
      if (started)
        await this.repository.withLock(matchId, ({ sql }) =>
          this.events.groupRematch(
            { matchId, status: 'accepted', from: caller.username, recipients: others, newMatchId: stored.newMatchId },
            sql,
          ),
        );
    }
    return view(runtime, stored);
  }

  /** Ends the pending offer: `cancelled` by a player who had accepted it (the offerer too), `declined` by another. */
  async decline(caller: Caller, matchId: string): Promise<GroupRematch> {
    const runtime = await this.finishedGroupMatch(caller, matchId, false);
    const others = runtime.header.seats.filter((s) => s.userId !== caller.id).map((s) => s.userId!);
    const stored = await this.repository.withLock(matchId, async ({ rematch, sql, end }) => {
      if (rematch === null) throw new DomainError({ code: 'NOT_FOUND', entity: 'Rematch' });
      if (rematch.status !== 'pending')
        throw conflict('CHALLENGE_NOT_PENDING', `The rematch is already ${rematch.status}`);
      const status = rematch.acceptedIds.includes(caller.id) ? 'cancelled' : 'declined';
      const ended = await end(status, this.clock.now());
      await this.events.groupRematch(
        { matchId, status, from: caller.username, recipients: others, newMatchId: null },
        sql,
      );
      return ended;
    });
    return view(runtime, stored);
  }

  /** Creates the new match (seats rotated by one) under its recorded id; false when it existed already. */
  private async startNewMatch(runtime: MatchRuntime, newMatchId: string): Promise<boolean> {
    const existed = await this.matches.load(newMatchId).then(
      () => true,
      () => false,
    );
    if (existed) return false;
    const seats = runtime.header.seats;
    const rotated = seats.map((_, seat) => seats[(seat - 1 + seats.length) % seats.length]);
    // As a lobby's last sit-down: the seed from the committed server seed and the new seats' contributions.
    const entropy = await this.repository.entropyOf(
      runtime.header.id,
      rotated.map((s) => s.userId!),
    );
    await this.matches.start(
      runtime.header.rules,
      rotated.map((s) => ({ id: s.userId!, username: s.username, isBot: s.isBot === true })),
      null,
      {
        timeControl: runtime.clocks.control,
        rated: runtime.header.rated ?? false,
        spectators: runtime.header.spectators ?? 'anyone',
        matchId: newMatchId,
        ...(entropy ? { entropy } : {}),
      },
    );
    return true;
  }

  /** The finished 3–4 player match the caller played; `strict` also refuses one that cannot be rematched. */
  private async finishedGroupMatch(caller: Caller, matchId: string, strict: boolean): Promise<MatchRuntime> {
    if (!isUuid(matchId)) throw new DomainError({ code: 'NOT_FOUND', entity: 'Match' });
    const runtime = await this.matches.load(matchId);
    await this.matches.assertNotWithheld(runtime, caller);
    if (seatOf(runtime, caller) === null)
      throw new DomainError({ code: 'FORBIDDEN' }, 'You did not play in this match');
    if (runtime.header.rules.players < 3)
      throw new DomainError(
        { code: 'BAD_USER_INPUT', fields: { matchId: ['a 2-player match has its rematch challenge (rematch)'] } },
        'This is a 2-player match: use rematch',
      );
    if (strict && runtime.status !== 'finished')
      throw conflict('MATCH_NOT_FINISHED', 'A rematch can be offered once the match is finished');
    if (strict && runtime.header.seats.some((s: MatchSeatInfo) => s.userId === null))
      throw new DomainError({ code: 'FORBIDDEN' }, 'An imported match has no players to ask');
    return runtime;
  }
}

function view(runtime: MatchRuntime, stored: StoredGroupRematch): GroupRematch {
  const seats = runtime.header.seats;
  return {
    matchId: stored.matchId,
    status: stored.status,
    offeredBy: seats.find((s) => s.userId === stored.offeredById)?.username ?? '',
    seats: seats.map((s) => ({
      seat: s.seat,
      username: s.username,
      accepted: s.userId !== null && stored.acceptedIds.includes(s.userId),
    })),
    newMatchId: stored.newMatchId,
    seedCommitment: stored.seedCommitment,
  };
}

function conflict(reason: string, message: string): DomainError {
  return new DomainError({ code: 'CONFLICT', reason }, message);
}
