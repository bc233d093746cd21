import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { AuthUser } from '../auth/auth-user';
import { Clock } from '../common/clock';
import { DomainError } from '../common/errors';
import { isUuid } from '../common/uuid';
import { refuseEntropy, refuseEntryRating } from '../lobbies/lobby-rules';
import type { GameOptions } from '../lobbies/lobby.types';
import type { Sql } from '../database/sql';
import { MatchesService } from '../matches/matches.service';
import { Notices } from '../notifications/notices.service';
import { BlocksService } from '../users/blocks.service';
import { SeatGate, ratedPlay, runningGames } from '../seat-gate/seat-gate';
import type { ClubMatch, ClubMatchBoard, ClubMatchSide } from './club-match';
import {
  CLUB_MATCH_LIMITS,
  boardAtDeadline,
  checkedBoards,
  checkedSignUpClosesAt,
  signUpClosed,
  signUpClosedNotices,
} from './club-match';
import type { ClubMatchChange } from './club-matches.repository';
import { ClubMatchesRepository } from './club-matches.repository';
import { ClubsRepository } from './clubs.repository';
import { ClubsService } from './clubs.service';

function conflict(reason: string, message: string): DomainError {
  return new DomainError({ code: 'CONFLICT', reason }, message);
}

function badInput(field: string, problem: string): DomainError {
  return new DomainError({ code: 'BAD_USER_INPUT', fields: { [field]: [problem] } }, `Invalid ${field}: ${problem}`);
}

const NO_CLUB_MATCH = (): DomainError => new DomainError({ code: 'NOT_FOUND', entity: 'ClubMatch' });

/** Sign-up after the club match's deadline: the tournaments' code for the same refusal. */
function signUpClosedError(at: Date | null): DomainError {
  return conflict(
    'REGISTRATION_CLOSED',
    `Sign-up for this club match closed at ${at?.toISOString() ?? 'its deadline'}`,
  );
}

/**
 * Club matches (docs/players.md "Club matches", issue 31): an admin of a club challenges another club to N
 * boards; an admin of that club accepts or declines; members sign up (or their admins put them on a board);
 * once every board has its two players every board starts as a normal 2-player match (seat 0 the challenging
 * club's player) through the path lobbies, challenges and tournaments use (MatchesService.start, with the
 * board's match id recorded first so a start can be repeated). Results come from the finished matches
 * (ClubMatchKeeper). Every step is logged in both clubs' logs. A club match shows its boards' players, links to
 * their matches and the points: never a card (R9).
 */
@Injectable()
export class ClubMatchesService {
  constructor(
    private readonly repository: ClubMatchesRepository,
    private readonly clubs: ClubsService,
    private readonly clubRows: ClubsRepository,
    private readonly matches: MatchesService,
    private readonly blocks: BlocksService,
    private readonly gate: SeatGate,
    private readonly notices: Notices,
    private readonly clock: Clock,
  ) {}

  /**
   * Challenges `opponentClubId` to `boards` boards with these options (the challenging club's admins). The
   * challenged club's admins get a CLUB MATCH_CHALLENGE notice. `signUpClosesAt` (optional) is the sign-up
   * deadline (see closeSignUp). Every field is checked before anything is written.
   */
  async challenge(
    caller: AuthUser,
    clubId: string,
    input: { opponentClubId: unknown; boards: unknown; signUpClosesAt?: unknown },
    options: GameOptions,
  ): Promise<ClubMatch> {
    const boards = checkedBoards(input.boards);
    const signUpClosesAt = checkedSignUpClosesAt(input.signUpClosesAt, this.clock.now());
    const opponentClubId = input.opponentClubId;
    if (typeof opponentClubId !== 'string' || !isUuid(opponentClubId))
      throw badInput('opponentClubId', 'must be the id of a club');
    if (opponentClubId.toLowerCase() === clubId.toLowerCase())
      throw badInput('opponentClubId', 'a club cannot challenge itself');
    if (options.rules.players !== 2) throw badInput('players', 'R8.1: every board of a club match is a 2-player match');
    refuseEntryRating(options, 'club matches');
    refuseEntropy(options, 'club matches');
    const club = await this.clubs.club(clubId);
    const opponent = await this.clubs.club(opponentClubId);
    await this.mustAdminister(club.id, caller);
    const created = await this.repository.create(
      {
        clubId: club.id,
        opponentId: opponent.id,
        boards,
        options: { rules: options.rules, timeControl: options.timeControl, spectators: options.spectators },
        rated: options.rated,
        createdBy: caller.id,
        signUpClosesAt,
      },
      this.clock.now(),
      CLUB_MATCH_LIMITS.openPerClub,
    );
    if (created === null) throw new DomainError({ code: 'NOT_FOUND', entity: 'Club' });
    if (created.kind === 'cap')
      throw conflict(
        'TOO_MANY_CLUB_MATCHES',
        `A club has at most ${CLUB_MATCH_LIMITS.openPerClub} club matches proposed or under way`,
      );
    const admins = await this.clubRows.adminIdsOf(opponent.id);
    const deaf = await this.blocks.blockersAmong(caller.id, admins);
    await this.notices.publish(
      admins
        .filter((id) => !deaf.has(id))
        .map((userId) => ({
          userId,
          notification: {
            kind: 'CLUB',
            clubId: opponent.id,
            clubEvent: 'MATCH_CHALLENGE',
            from: caller.username,
            matchId: null,
          } as const,
        })),
    );
    return this.get(created.id);
  }

  /** Accepts (sign-up opens) or declines the challenge (the challenged club's admins). */
  async answer(caller: AuthUser, id: string, accept: boolean): Promise<ClubMatch> {
    await this.change(id, async (c) => {
      await this.mustAdminister(c.match.opponentId, caller);
      if (c.match.status !== 'proposed')
        throw conflict('CLUB_MATCH_NOT_PROPOSED', `The club match is ${c.match.status}, not waiting for an answer`);
      if (accept && signUpClosed(c.match, this.clock.now())) throw signUpClosedError(c.match.signUpClosesAt);
      await c.setStatus(accept ? 'signup' : 'declined');
      await c.log(accept ? 'MATCH_ACCEPTED' : 'MATCH_DECLINED', caller.id, null);
    });
    return this.get(id);
  }

  /** Calls the club match off before its boards start (the challenging club's admins). */
  async cancel(caller: AuthUser, id: string): Promise<ClubMatch> {
    await this.change(id, async (c) => {
      await this.mustAdminister(c.match.clubId, caller);
      if (c.match.status === 'running' || c.match.status === 'finished')
        throw conflict('CLUB_MATCH_STARTED', `The club match is ${c.match.status}: it can no longer be called off`);
      if (c.match.status !== 'proposed' && c.match.status !== 'signup')
        throw conflict('CLUB_MATCH_NOT_OPEN', `The club match is ${c.match.status} already`);
      await c.setStatus('cancelled');
      await c.log('MATCH_CANCELLED', caller.id, null);
    });
    return this.get(id);
  }

  /**
   * Puts a player on the first free board of their club's side (the caller themself, or, by a club's admin,
   * one of its members). Refused: a player at their running-games limit, excluded from rated play (a rated
   * club match), a member of both clubs; a board is skipped whose other player blocked them or whom they
   * blocked (CONFLICT BLOCKED when no free board is left but such ones). Signing up twice changes nothing.
   * The last place taken starts every board.
   */
  async signUp(caller: AuthUser, id: string, username: string | null): Promise<ClubMatch> {
    const player = username === null ? caller : await this.blocks.userNamed(username);
    const match = await this.get(id);
    const side = await this.sideOf(match, player.id);
    if (player.id !== caller.id) await this.mustAdminister(side === 0 ? match.clubId : match.opponentId, caller);
    const forOther = player.id !== caller.id;
    await this.gate.require([runningGames(player.id, forOther), match.rated && ratedPlay(player.id, forOther)]);
    const started = await this.change(id, async (c) => {
      if (c.match.status !== 'signup')
        throw conflict('CLUB_MATCH_NOT_OPEN', `The club match is ${c.match.status}: sign-up is not open`);
      if (signUpClosed(c.match, this.clock.now())) throw signUpClosedError(c.match.signUpClosesAt);
      const boards = await c.boards();
      if (boards.some((b) => b.home?.id === player.id || b.away?.id === player.id)) return false;
      const board = await this.freeBoard(boards, side, player.id);
      await c.seat(board, side, player.id);
      await c.log('MATCH_SIGNED_UP', caller.id, player.id);
      const full = boards.every((b) => (b.board === board ? (side === 0 ? b.away : b.home) : b.home && b.away));
      if (!full) return false;
      await c.assignMatches(boards.map(() => randomUUID()));
      await c.setStatus('running');
      await c.log('MATCH_STARTED', null, null);
      return true;
    });
    if (started) await this.startBoards(id);
    return this.get(id);
  }

  /** Takes a player off their board before the boards start (themself, or one of its members by a club's admin). */
  async withdraw(caller: AuthUser, id: string, username: string | null): Promise<ClubMatch> {
    const player = username === null ? caller : await this.blocks.userNamed(username);
    await this.change(id, async (c) => {
      if (c.match.status !== 'signup')
        throw conflict('CLUB_MATCH_NOT_OPEN', `The club match is ${c.match.status}: sign-up is not open`);
      if (signUpClosed(c.match, this.clock.now())) throw signUpClosedError(c.match.signUpClosesAt);
      const onBoard = (await c.boards()).find((b) => b.home?.id === player.id || b.away?.id === player.id);
      if (!onBoard) return;
      const side: ClubMatchSide = onBoard.home?.id === player.id ? 0 : 1;
      if (player.id !== caller.id) await this.mustAdminister(side === 0 ? c.match.clubId : c.match.opponentId, caller);
      await c.seat(onBoard.board, side, null);
      await c.log('MATCH_WITHDRAWN', caller.id, player.id);
    });
    return this.get(id);
  }

  async get(id: string): Promise<ClubMatch> {
    const match = isUuid(id) ? await this.repository.get(id) : null;
    if (!match) throw NO_CLUB_MATCH();
    return match;
  }

  /** A club's club matches on either side, the newest first (NOT_FOUND Club for none). */
  async ofClub(clubId: string): Promise<ClubMatch[]> {
    const club = await this.clubs.club(clubId);
    return this.repository.ofClub(club.id, CLUB_MATCH_LIMITS.listed);
  }

  /**
   * Creates every board's match that does not exist yet (a repeated creation is a no-op): right after the
   * last sign-up, and from the keeper's repair for a start a crash interrupted.
   */
  async startBoards(id: string): Promise<void> {
    const match = await this.get(id);
    if (match.status !== 'running') return;
    for (const board of match.board) {
      if (board.matchId === null || board.home === null || board.away === null) continue;
      await this.matches.start(match.options.rules, [board.home, board.away], null, {
        timeControl: match.options.timeControl,
        rated: match.rated,
        spectators: match.options.spectators,
        matchId: board.matchId,
      });
    }
  }

  /**
   * Closes sign-up of a club match whose deadline passed (ClubMatchKeeper; a repeat, or one not due, changes
   * nothing), as docs/players.md "Club matches" says: a challenge still unanswered is called off; in sign-up,
   * every board with its two players starts as if the last place had been taken, a board with one side's
   * player alone goes to that side (1 – 0, no match), a board with nobody is 0 – 0; with no board to play the
   * club match finishes at once. Each step is logged in both clubs (no actor: the deadline did it), and every
   * player signed up and the admins of both clubs get a CLUB_MATCH_SIGNUP_CLOSED notice (signUpClosedNotices); the
   * admins of both clubs get one for a challenge called off too (unanswered).
   */
  async closeSignUp(id: string): Promise<void> {
    // Read before the change's transaction (a read of club_members, not worth holding the lock for); an admin
    // named or dropped in between is told, or not, as if the deadline had come a moment earlier.
    const match = isUuid(id) ? await this.repository.get(id) : null;
    if (match === null) return;
    const [home, away] = await Promise.all([
      this.clubRows.adminIdsOf(match.clubId),
      this.clubRows.adminIdsOf(match.opponentId),
    ]);
    const start = await this.change(id, async (c) => {
      if (!signUpClosed(c.match, this.clock.now())) return false;
      if (c.match.status === 'proposed') {
        await c.setStatus('cancelled');
        await c.log('MATCH_CANCELLED', null, null);
        // Both sides' admins learn that it was called off, once (the same lock as a sign-up's closing).
        const calledOff = signUpClosedNotices(c.match, [], { home, away }, true);
        await c.within((sql, at) => this.notices.record(sql, calledOff, at));
        return false;
      }
      if (c.match.status !== 'signup') return false;
      const boards = await c.boards();
      const fates = boards.map((b) => ({ board: b.board, fate: boardAtDeadline(b) }));
      await c.settleBoards(
        fates.flatMap(({ board, fate }) =>
          fate.kind === 'forfeit'
            ? [{ board, home: fate.homePoints, away: fate.awayPoints }]
            : fate.kind === 'empty'
              ? [{ board, home: 0, away: 0 }]
              : [],
        ),
      );
      const matchIds = fates.map((f) => (f.fate.kind === 'play' ? randomUUID() : null));
      const played = matchIds.some((m) => m !== null);
      if (!played) {
        await c.setStatus('finished');
        await c.log('MATCH_FINISHED', null, null);
      } else {
        await c.assignMatches(matchIds);
        await c.setStatus('running');
        await c.log('MATCH_STARTED', null, null);
      }
      // In the closing transaction, under the row lock that makes the closing happen once: the notices go out
      // exactly when the sign-up closed, however many processes' keepers reach the deadline.
      const closed = boards.map((b, i) => ({
        board: b.board,
        homeId: b.home?.id ?? null,
        awayId: b.away?.id ?? null,
        matchId: matchIds[i],
        forfeit: fates[i].fate.kind === 'forfeit',
      }));
      await c.within((sql, at) => this.notices.record(sql, signUpClosedNotices(c.match, closed, { home, away }), at));
      return played;
    });
    if (start) await this.startBoards(id);
  }

  /** The club matches whose sign-up deadline passed, closed (ClubMatchKeeper); how many were due. */
  async closeDueSignUps(limit: number): Promise<number> {
    const due = await this.repository.dueSignUps(this.clock.now(), limit);
    for (const id of due) await this.closeSignUp(id);
    return due.length;
  }

  /** The boards of running club matches whose start was interrupted, started again (ClubMatchKeeper's repair). */
  async repairStarts(limit: number): Promise<number> {
    const ids = await this.repository.boardsWithoutMatch(limit);
    for (const id of ids) await this.startBoards(id);
    return ids.length;
  }

  /** Finished board matches' points, in the side job's transaction (ClubMatchKeeper). */
  takeResults(sql: Sql, results: readonly { matchId: string; homePoints: number; awayPoints: number }[]) {
    return this.repository.takeResults(sql, results, this.clock.now());
  }

  /** The side a player signs up on: the club they are a member of (NOT_A_CLUB_MEMBER, or MEMBER_OF_BOTH_CLUBS). */
  private async sideOf(match: ClubMatch, userId: string): Promise<ClubMatchSide> {
    const [home, away] = await Promise.all([
      this.clubs.roleOf(match.clubId, userId),
      this.clubs.roleOf(match.opponentId, userId),
    ]);
    if (home !== null && away !== null)
      throw conflict('MEMBER_OF_BOTH_CLUBS', 'A member of both clubs plays for neither in a match between them');
    if (home === null && away === null)
      throw conflict(
        'NOT_A_CLUB_MEMBER',
        `Only members of ${match.clubName} or ${match.opponentName} play in this club match`,
      );
    return home !== null ? 0 : 1;
  }

  /** The first board whose place on `side` is free and whose other player has no block with `userId` either way. */
  private async freeBoard(boards: readonly ClubMatchBoard[], side: ClubMatchSide, userId: string): Promise<number> {
    const free = boards.filter((b) => (side === 0 ? b.home : b.away) === null);
    if (free.length === 0) throw conflict('CLUB_MATCH_SIDE_FULL', 'Every board of your club has its player');
    const opponentOf = (b: ClubMatchBoard) => (side === 0 ? b.away : b.home);
    // One query for every free board's opponent, both ways, rather than two per board.
    const blocked = await this.blocks.blockedEitherWay(
      userId,
      free.flatMap((b) => opponentOf(b)?.id ?? []),
    );
    const board = free.find((b) => {
      const other = opponentOf(b);
      return other === null || !blocked.has(other.id);
    });
    if (board !== undefined) return board.board;
    throw conflict('BLOCKED', 'Every free board is against a player you blocked or who blocked you');
  }

  private async mustAdminister(clubId: string, caller: AuthUser): Promise<void> {
    const role = await this.clubs.roleOf(clubId, caller.id);
    if (role !== 'owner' && role !== 'admin')
      throw new DomainError({ code: 'FORBIDDEN' }, 'Only the admins of the club do that');
  }

  private async change<T>(id: string, work: (c: ClubMatchChange) => Promise<T>): Promise<T> {
    if (!isUuid(id)) throw NO_CLUB_MATCH();
    const done = await this.repository.change(id, this.clock.now(), work);
    if (done === null) throw NO_CLUB_MATCH();
    return done.value;
  }
}
