import { Injectable } from '@nestjs/common';
import type { ArchivedMatch } from '../archive/archive.repository';
import { ArchiveService } from '../archive/archive.service';
import type { AuthUser } from '../auth/auth-user';
import { Clock } from '../common/clock';
import { DomainError } from '../common/errors';
import type { ClubNoticeEvent } from '../notifications/notification';
import { Notices } from '../notifications/notices.service';
import { poolNamed } from '../ratings/ratings.service';
import type { RatingPool } from '../generated/prisma/enums';
import type { Sql } from '../database/sql';
import { BlocksService } from '../users/blocks.service';
import type { User } from '../users/user';
import type { Club, ClubLogEntry, ClubMember, ClubPending, ClubRole, ClubStanding } from './club';
import { CLUB_LIMITS, checkedAdmission, checkedClubName, checkedDescription, clubNameKey } from './club';
import type { ClubChange } from './clubs.repository';
import { ClubsRepository } from './clubs.repository';
import { MEMBERS_CACHE, MembersCache } from './members-cache';

export const CLUBS_PAGE = { default: 20, max: 100 } as const;
export const MEMBERS_PAGE = { default: 100, max: 500 } as const;
export const CLUB_LOG_PAGE = { default: 50, max: 200 } as const;

/** A club notice to send once the change has committed. */
interface ClubNotice {
  readonly userId: string;
  readonly event: ClubNoticeEvent;
}

function conflict(reason: string, message: string): DomainError {
  return new DomainError({ code: 'CONFLICT', reason }, message);
}

function forbidden(message: string): DomainError {
  return new DomainError({ code: 'FORBIDDEN' }, message);
}

function badInput(field: string, problem: string): DomainError {
  return new DomainError({ code: 'BAD_USER_INPUT', fields: { [field]: [problem] } });
}

function pageCheck(field: string, value: number, min: number, max: number): void {
  if (!Number.isInteger(value) || value < min || value > max) throw badInput(field, `must be ${min} to ${max}`);
}

const NO_CLUB = (): DomainError => new DomainError({ code: 'NOT_FOUND', entity: 'Club' });

/**
 * Clubs (docs/players.md "Clubs", issue 31): creating one, joining (open, by request, by invitation), roles
 * (one owner, admins, members), removing, transferring, deleting; every change under the club's lock and
 * logged with it, every notice sent after the commit. What a club page shows of games is what the public
 * lists show the reader (ArchiveService.gamesOf): a club sees no hidden card and no hidden history (R9).
 */
@Injectable()
export class ClubsService {
  /** Large clubs' ratings tables, per process (see MembersCache for what keeps them right). */
  private readonly membersCache = new MembersCache();

  constructor(
    private readonly clubs: ClubsRepository,
    private readonly blocks: BlocksService,
    private readonly archive: ArchiveService,
    private readonly notices: Notices,
    private readonly clock: Clock,
  ) {}

  async create(caller: AuthUser, input: { name: unknown; description?: unknown; admission: unknown }): Promise<Club> {
    const name = checkedClubName(input.name);
    const description = checkedDescription(input.description ?? '');
    const admission = checkedAdmission(input.admission);
    const outcome = await this.clubs.create(
      caller.id,
      { name, nameKey: clubNameKey(name), description, admission },
      this.clock.now(),
      CLUB_LIMITS.clubsPerPlayer,
    );
    if (outcome.kind === 'name_taken') throw conflict('NAME_TAKEN', 'A club of that name exists already');
    if (outcome.kind === 'cap') throw this.tooManyClubs();
    return this.club(outcome.id);
  }

  /** Changes a club's description and admission (its admins). */
  async update(caller: AuthUser, clubId: string, input: { description?: unknown; admission?: unknown }): Promise<Club> {
    const description = input.description === undefined ? undefined : checkedDescription(input.description);
    const admission = input.admission === undefined ? undefined : checkedAdmission(input.admission);
    await this.change(clubId, async (c) => {
      await this.mustAdminister(c, caller);
      const current = await this.club(clubId);
      await c.update(description ?? current.description, admission ?? current.admission);
      await c.log('EDITED', caller.id, null);
      return [];
    });
    return this.club(clubId);
  }

  /**
   * Joins a club: at once if it is open or the caller was invited; a request the admins answer if it takes
   * members by request; CONFLICT INVITATION_ONLY otherwise. Joining a club one is in changes nothing.
   */
  async join(caller: AuthUser, clubId: string): Promise<ClubStanding> {
    return this.change(
      clubId,
      async (c) => {
        const role = await c.roleOf(caller.id);
        if (role !== null) return [];
        const pending = await c.pendingOf(caller.id);
        if (pending === 'invited' || c.club.admission === 'open') {
          await this.admit(c, caller.id);
          await c.log('JOINED', caller.id, null);
          return [];
        }
        if (c.club.admission === 'invitation')
          throw conflict('INVITATION_ONLY', 'This club admits only the players its admins invite');
        if (pending === 'requested') return [];
        await c.addPending(caller.id, 'requested', null);
        await c.log('REQUESTED', caller.id, null);
        const admins = await c.adminIds();
        const deaf = await this.blocks.blockersAmong(caller.id, admins);
        return admins.filter((id) => !deaf.has(id)).map((userId) => ({ userId, event: 'REQUESTED' }) as const);
      },
      caller,
    ).then(() => this.standing(caller, clubId));
  }

  /**
   * Leaves a club, or withdraws one's request, or declines an invitation; false if there was nothing to
   * leave. The owner cannot leave: they hand the club on or delete it.
   */
  async leave(caller: AuthUser, clubId: string): Promise<boolean> {
    let left = false;
    await this.change(clubId, async (c) => {
      left = false; // a change cancelled and run again (ClubsRepository.change) decides afresh
      const role = await c.roleOf(caller.id);
      if (role !== null) {
        if (c.club.ownerId === caller.id)
          throw conflict('OWNER_CANNOT_LEAVE', 'Hand the club to another member, or delete it, before leaving');
        await c.dismiss(caller.id);
        await c.log('LEFT', caller.id, null);
        left = true;
        return [];
      }
      const pending = await c.pendingOf(caller.id);
      if (pending === null) return [];
      await c.clearPending(caller.id);
      await c.log(pending === 'requested' ? 'WITHDRAWN' : 'DECLINED', caller.id, null);
      left = true;
      return [];
    });
    return left;
  }

  /**
   * Invites a player (the club's admins): one who asked to join is admitted at once; a member, or a player who
   * blocked the caller, is refused.
   */
  async invite(caller: AuthUser, clubId: string, username: string): Promise<ClubStanding> {
    const user = await this.blocks.userNamed(username);
    if (user.id === caller.id) throw badInput('username', 'you cannot invite yourself');
    await this.change(
      clubId,
      async (c) => {
        await this.mustAdminister(c, caller);
        if ((await c.roleOf(user.id)) !== null)
          throw conflict('ALREADY_MEMBER', `${user.username} is a member already`);
        const pending = await c.pendingOf(user.id);
        if (pending === 'invited') return [];
        if (pending === 'requested') {
          await this.admit(c, user.id);
          await c.log('ACCEPTED', caller.id, user.id);
          return [{ userId: user.id, event: 'ACCEPTED' }];
        }
        if (await this.blocks.hasBlocked(user.id, caller.id))
          throw conflict('BLOCKED', 'This player does not take invitations from you');
        await c.addPending(user.id, 'invited', caller.id);
        await c.log('INVITED', caller.id, user.id);
        return [{ userId: user.id, event: 'INVITED' }];
      },
      caller,
    );
    return this.standingOf(clubId, user.id);
  }

  /** Accepts or declines a player's request to join (the club's admins); CONFLICT NO_REQUEST without one. */
  async answerRequest(caller: AuthUser, clubId: string, username: string, accept: boolean): Promise<ClubStanding> {
    const user = await this.blocks.userNamed(username);
    await this.change(
      clubId,
      async (c) => {
        await this.mustAdminister(c, caller);
        if ((await c.pendingOf(user.id)) !== 'requested')
          throw conflict('NO_REQUEST', `${user.username} has not asked to join`);
        if (!accept) {
          await c.clearPending(user.id);
          await c.log('DECLINED', caller.id, user.id);
          return [];
        }
        await this.admit(c, user.id);
        await c.log('ACCEPTED', caller.id, user.id);
        return [{ userId: user.id, event: 'ACCEPTED' }];
      },
      caller,
    );
    return this.standingOf(clubId, user.id);
  }

  /**
   * Removes a member, or withdraws an invitation (the club's admins; an admin only by the owner; the owner
   * never). False if the player was neither.
   */
  async remove(caller: AuthUser, clubId: string, username: string): Promise<boolean> {
    const user = await this.blocks.userNamed(username);
    if (user.id === caller.id) throw badInput('username', 'leave the club instead of removing yourself');
    let removed = false;
    await this.change(
      clubId,
      async (c) => {
        removed = false; // the unit runs again, whole, when the database cancels it (transaction-retry.ts)
        await this.mustAdminister(c, caller);
        const role = await c.roleOf(user.id);
        if (role === null) {
          if ((await c.pendingOf(user.id)) !== 'invited') return [];
          await c.clearPending(user.id);
          await c.log('WITHDRAWN', caller.id, user.id);
          removed = true;
          return [];
        }
        if (user.id === c.club.ownerId) throw forbidden('Nobody removes the owner of a club');
        if (role === 'admin' && caller.id !== c.club.ownerId) throw forbidden('Only the owner removes an admin');
        await c.dismiss(user.id);
        await c.log('REMOVED', caller.id, user.id);
        removed = true;
        return [{ userId: user.id, event: 'REMOVED' }];
      },
      caller,
    );
    return removed;
  }

  /** Makes a member an admin, or an admin a member again (the owner alone). */
  async setRole(caller: AuthUser, clubId: string, username: string, role: unknown): Promise<ClubStanding> {
    const next = (['admin', 'member'] as const).find((r) => r === role);
    if (next === undefined) throw badInput('role', 'must be admin or member');
    const user = await this.blocks.userNamed(username);
    await this.change(
      clubId,
      async (c) => {
        if (c.club.ownerId !== caller.id) throw forbidden('Only the owner of the club gives and takes roles');
        if (user.id === caller.id) throw badInput('username', 'the owner stays an admin');
        const current = await c.roleOf(user.id);
        if (current === null) throw conflict('NOT_A_MEMBER', `${user.username} is not a member`);
        if (current === next) return [];
        await c.setRole(user.id, next);
        await c.log(next === 'admin' ? 'PROMOTED' : 'DEMOTED', caller.id, user.id);
        return [];
      },
      caller,
    );
    return this.standingOf(clubId, user.id);
  }

  /** Hands the club to another member (the owner alone); the former owner stays, as an admin. */
  async transfer(caller: AuthUser, clubId: string, username: string): Promise<Club> {
    const user = await this.blocks.userNamed(username);
    if (user.id === caller.id) throw badInput('username', 'you own the club already');
    await this.change(
      clubId,
      async (c) => {
        if (c.club.ownerId !== caller.id) throw forbidden('Only the owner of the club hands it on');
        if ((await c.roleOf(user.id)) === null) throw conflict('NOT_A_MEMBER', `${user.username} is not a member`);
        await c.setOwner(user.id);
        await c.log('OWNER_TRANSFERRED', caller.id, user.id);
        return [{ userId: user.id, event: 'OWNER' }];
      },
      caller,
    );
    return this.club(clubId);
  }

  /** Deletes the club (the owner alone): its members and what was pending go; the log stays for operators. */
  async delete(caller: AuthUser, clubId: string): Promise<boolean> {
    await this.change(clubId, async (c) => {
      if (c.club.ownerId !== caller.id) throw forbidden('Only the owner of the club deletes it');
      await c.log('DELETED', caller.id, null);
      await c.markDeleted();
      return [];
    });
    return true;
  }

  /**
   * A club chat message hidden by one of the club's admins (the owner included; FORBIDDEN for others), for src/chat:
   * `hide` writes in the club's change, under its lock, and what it names as the message's author is logged
   * (MESSAGE_HIDDEN, the admin and the author) in the same transaction; nothing is logged when it changed nothing.
   */
  async moderateChat<T>(
    caller: Pick<AuthUser, 'id'>,
    clubId: string,
    hide: (sql: Sql, at: Date) => Promise<{ readonly value: T; readonly authorId: string | null }>,
  ): Promise<T> {
    const out: T[] = [];
    await this.change(clubId, async (c) => {
      out.length = 0; // the unit runs again, whole, when the database cancels it (transaction-retry.ts)
      await this.mustAdminister(c, caller);
      const done = await c.within(hide);
      if (done.authorId !== null) await c.log('MESSAGE_HIDDEN', caller.id, done.authorId);
      out.push(done.value);
      return [];
    });
    if (out.length === 0) throw NO_CLUB();
    return out[0];
  }

  async club(clubId: string): Promise<Club> {
    const club = isUuid(clubId) ? await this.clubs.club(clubId) : null;
    if (!club) throw NO_CLUB();
    return club;
  }

  async list(search: string | null, first: number, offset: number): Promise<Club[]> {
    pageCheck('first', first, 1, CLUBS_PAGE.max);
    pageCheck('offset', offset, 0, 10_000);
    if (search !== null && search.length > CLUB_LIMITS.nameMax)
      throw badInput('search', `must be at most ${CLUB_LIMITS.nameMax} characters`);
    const key = search === null ? '' : clubNameKey(search);
    return this.clubs.list(key === '' ? null : key, first, offset);
  }

  async mine(caller: AuthUser): Promise<{ club: Club; role: ClubStanding['role'] }[]> {
    return (await this.clubs.clubsOf(caller.id)).map(({ club, role }) => ({
      club,
      role: club.owner.id === caller.id ? 'owner' : role,
    }));
  }

  /**
   * A page of the club's members, by rating in `pool` (the club's ratings table). A large club's whole table
   * is read once and kept (MembersCache): the next pages, and the next readers, slice it.
   */
  async members(clubId: string, pool: string, first: number, offset: number): Promise<ClubMember[]> {
    const known = poolNamed(pool);
    pageCheck('first', first, 1, MEMBERS_PAGE.max);
    pageCheck('offset', offset, 0, CLUB_LIMITS.members);
    const head = isUuid(clubId) ? await this.clubs.membersHead(clubId) : null;
    if (head === null) throw NO_CLUB();
    const kept = this.membersCache.get(clubId, known, head.version, this.clock.now().getTime());
    if (kept) {
      // Ratings moved since: read the table again beside this answer (a failure leaves it to the next reader).
      if (kept.refresh)
        this.readMembers(clubId, head, known).catch(() => this.membersCache.refreshFailed(clubId, known));
      return kept.rows.slice(offset, offset + first);
    }
    return (await this.readMembers(clubId, head, known)).slice(offset, offset + first);
  }

  /** The club's whole ratings table in `pool`, kept if the club is large. */
  private async readMembers(
    clubId: string,
    head: { ownerId: string; version: string },
    pool: RatingPool,
  ): Promise<ClubMember[]> {
    const readAt = this.clock.now().getTime();
    const all = await this.clubs.members(clubId, head.ownerId, pool, CLUB_LIMITS.members, 0);
    if (all.length >= MEMBERS_CACHE.minMembers) this.membersCache.put(clubId, pool, head.version, readAt, all);
    return all;
  }

  /**
   * What a club-only lobby asks of a player (docs/lobbies.md "Club-only lobbies"): the club exists (NOT_FOUND
   * Club) and the player is one of its members (CONFLICT NOT_A_CLUB_MEMBER, naming the club).
   */
  async requireMember(clubId: string, userId: string): Promise<void> {
    const club = await this.club(clubId);
    const { role } = await this.clubs.standing(club.id, club.owner.id, userId);
    if (role === null) throw conflict('NOT_A_CLUB_MEMBER', `Only members of ${club.name} may do that`);
  }

  /** The ids of the clubs a player belongs to (a deleted club has no members left). */
  clubIdsOf(userId: string): Promise<string[]> {
    return this.clubs.clubIdsOf(userId);
  }

  async standing(caller: AuthUser | null, clubId: string): Promise<ClubStanding> {
    if (caller === null) return { role: null, pending: null };
    return this.standingOf(clubId, caller.id);
  }

  /** The invitations and requests waiting in a club (its admins alone). */
  async pendingOfClub(caller: AuthUser, clubId: string): Promise<ClubPending[]> {
    const club = await this.club(clubId);
    const { role } = await this.clubs.standing(club.id, club.owner.id, caller.id);
    if (role !== 'owner' && role !== 'admin') throw forbidden('Only the admins of the club see what is pending');
    return this.clubs.pending({ clubId: club.id });
  }

  /** The caller's invitations and requests, oldest first. */
  async myPending(caller: AuthUser): Promise<ClubPending[]> {
    return this.clubs.pending({ userId: caller.id });
  }

  /** The club's log, newest first (its members alone). */
  async log(caller: AuthUser, clubId: string, first: number, before: string | null): Promise<ClubLogEntry[]> {
    pageCheck('first', first, 1, CLUB_LOG_PAGE.max);
    if (before !== null && !/^[1-9][0-9]{0,17}$/.test(before)) throw badInput('before', 'must be a log entry id');
    const club = await this.club(clubId);
    const { role } = await this.clubs.standing(club.id, club.owner.id, caller.id);
    if (role === null) throw forbidden('Only members read the club log');
    return this.clubs.log(club.id, first, before);
  }

  /**
   * The members' newest running or finished matches, exactly as the live list and the archive show them to
   * the caller: the same rows, so a club page shows no card and nothing a member's hidden history withholds.
   */
  async games(caller: AuthUser, clubId: string, status: string, first: number): Promise<ArchivedMatch[]> {
    if (status !== 'running' && status !== 'finished') throw badInput('status', 'must be running or finished');
    const club = await this.club(clubId);
    return this.archive.gamesOf(caller, { clubId: club.id }, status, first);
  }

  /** A player's role in a club (owner, admin, member) or null; NOT_FOUND Club for none (a club's tournaments). */
  async roleOf(clubId: string, userId: string): Promise<ClubStanding['role']> {
    return (await this.standingOf(clubId, userId)).role;
  }

  private async standingOf(clubId: string, userId: string): Promise<ClubStanding> {
    const club = await this.club(clubId);
    return this.clubs.standing(club.id, club.owner.id, userId);
  }

  /** Admits a player under the club's lock: within the club's and the player's caps. */
  private async admit(c: ClubChange, userId: string, role: ClubRole = 'member'): Promise<void> {
    if ((await c.memberCount()) >= CLUB_LIMITS.members)
      throw conflict('CLUB_FULL', `A club has at most ${CLUB_LIMITS.members} members`);
    if ((await c.clubsOfPlayer(userId)) >= CLUB_LIMITS.clubsPerPlayer) throw this.tooManyClubs();
    await c.admit(userId, role);
  }

  private tooManyClubs(): DomainError {
    return conflict('TOO_MANY_CLUBS', `A player belongs to at most ${CLUB_LIMITS.clubsPerPlayer} clubs`);
  }

  private async mustAdminister(c: ClubChange, caller: Pick<AuthUser, 'id'>): Promise<void> {
    if ((await c.roleOf(caller.id)) !== 'admin') throw forbidden('Only the admins of the club do that');
  }

  /**
   * Runs one change under the club's lock, then sends its notices (after the COMMIT: a notice lost to a crash
   * in between leaves the change on the club page and in the log). `actor` names who did it in the notices.
   */
  private async change(
    clubId: string,
    work: (c: ClubChange) => Promise<readonly ClubNotice[]>,
    actor?: Pick<User, 'username'>,
  ): Promise<void> {
    if (!isUuid(clubId)) throw NO_CLUB();
    const done = await this.clubs.change(clubId, this.clock.now(), work);
    if (done === null) throw NO_CLUB();
    if (done.value.length > 0 && actor)
      await this.notices.publish(
        done.value.map(({ userId, event }) => ({
          userId,
          notification: { kind: 'CLUB', clubId, clubEvent: event, from: actor.username, matchId: null },
        })),
      );
  }
}

function isUuid(id: string): boolean {
  return typeof id === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
}
