import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { growingLru } from '../common/growing-lru';
import { Clock } from '../common/clock';
import { DomainError } from '../common/errors';
import { isUuid } from '../common/uuid';
import type { User } from '../users/user';
import type { UserSessionRow } from '../users/users.repository';
import { UsersRepository } from '../users/users.repository';
import { API_SCOPES } from './api-scope';
import type { AuthUser } from './auth-user';
import type { AccessTokenClaims } from './jwt-claims';
import { OpenStreams } from './open-streams';

/** How long a signed-in user, once read, answers for their sessions without another read. */
export const SESSION_USER_TTL_MS = 10_000;
const SESSION_USER_CACHE_SIZE = 50_000;
const VERIFIED_TOKEN_CACHE_SIZE = 20_000;
/** A session's "last used" (and user agent) is written at most this often: not once per request. */
export const SESSION_TOUCH_EVERY_MS = 60_000;
/** A user agent is kept to this many characters (what Settings shows is a device's name, not a fingerprint). */
const USER_AGENT_MAX = 300;

/** A signed-in session as its owner sees it on Settings (mySessions, GET /api/me/sessions). */
export interface SessionInfo extends UserSessionRow {
  /** The session the request came with. */
  current: boolean;
}

/** A freshly signed session JWT and the user it stands for. */
export interface SignedSession {
  accessToken: string;
  user: User;
}

interface SessionState {
  readonly user: User;
  readonly epoch: number;
  readonly revoked: Set<string>;
}

/**
 * Sessions are JWTs, so they cannot be taken back by forgetting them; they end in two ways instead:
 * - "revoke my sessions" moves the user's session epoch on (users.session_epoch); every JWT carries the
 *   epoch it was signed in (`sev`), and one from an earlier epoch is refused;
 * - logout ends one session: its `jti` is kept in revoked_sessions until the JWT would have expired.
 *
 * Both are checked on every request from the user's state, read once per SESSION_USER_TTL_MS (a session
 * sends many requests a minute, a bot one per move, and reading the users table for each was a round
 * trip per request). So an ended session stops at once on the process that ended it and within that
 * time on the others, and so does a deleted account. Open streams ask here too (StreamCredentials).
 * Privileges are not taken from the cache (admin checks read the role afresh).
 *
 * Each session signed here is also a row of user_sessions (its user agent and last use, refreshed at most
 * every SESSION_TOUCH_EVERY_MS), so a player can list their sessions and end one; ending a session also
 * closes the streams open with it on this process at once (OpenStreams; elsewhere StreamCredentials' sweep).
 */
@Injectable()
export class Sessions {
  private readonly states = growingLru<string, SessionState>(SESSION_USER_CACHE_SIZE, { ttl: SESSION_USER_TTL_MS });

  /**
   * Session JWTs JwtStrategy has verified (signature, algorithm, issuer, audience), by the Authorization
   * header they came in: none of that can change for the same string, so a request with a header seen
   * before skips passport and jsonwebtoken (about a tenth of a move's CPU, docs/benchmarks-history.md) and is checked
   * for what can change: expiry and the session. Bots send the same header with every move.
   */
  private readonly verified = growingLru<string, AccessTokenClaims>(VERIFIED_TOKEN_CACHE_SIZE);

  /** When each session's use was last written (by jti). */
  private readonly touched = growingLru<string, { at: number; agent: string | null }>(SESSION_USER_CACHE_SIZE);
  /** Writes of a session's use under way (by jti): the list waits for its caller's own. */
  private readonly touching = new Map<string, Promise<void>>();
  private readonly logger = new Logger(Sessions.name);

  constructor(
    private readonly users: UsersRepository,
    private readonly clock: Clock,
    private readonly jwt: JwtService,
    private readonly streams: OpenStreams,
  ) {}

  /**
   * Signs a session JWT for `user` in `epoch` (`expiresIn` seconds, else the configured lifetime) and
   * records it for the sessions list. The one place sessions are made (AuthService, GuestAccounts).
   */
  async issue(user: User, epoch: number, expiresIn?: number): Promise<SignedSession> {
    const claims: AccessTokenClaims = { sub: user.id, sev: epoch };
    const jti = randomUUID();
    const accessToken = await this.jwt.signAsync(
      claims,
      expiresIn === undefined ? { jwtid: jti } : { jwtid: jti, expiresIn },
    );
    const exp = this.jwt.decode<AccessTokenClaims>(accessToken).exp;
    const at = this.clock.now();
    await this.users.recordSession({
      jti,
      userId: user.id,
      epoch,
      userAgent: null,
      at,
      expiresAt: new Date(typeof exp === 'number' ? exp * 1000 : at.getTime()),
    });
    this.touched.delete(jti);
    return { accessToken, user };
  }

  /**
   * The caller's session was used (BearerAuthGuard, after authenticating) by `userAgent`: recorded now
   * and then (and at once when it comes from another user agent than last written), without holding the
   * request up; a failed write is only logged.
   */
  touch(caller: AuthUser, userAgent: string | undefined): void {
    const id = caller.session?.id;
    if (!id) return;
    const now = this.clock.now().getTime();
    const agent =
      typeof userAgent === 'string' && userAgent.trim() !== '' ? userAgent.trim().slice(0, USER_AGENT_MAX) : null;
    const last = this.touched.get(id);
    const sameAgent = last !== undefined && (agent === null || agent === last.agent);
    if (last !== undefined && sameAgent && now - last.at < SESSION_TOUCH_EVERY_MS) return;
    this.touched.set(id, { at: now, agent: agent ?? last?.agent ?? null });
    const write = this.users
      .touchSession(caller.id, id, new Date(now), agent)
      .catch((error: unknown) => {
        this.touched.delete(id);
        this.logger.warn(`could not record a session's use: ${error instanceof Error ? error.message : String(error)}`);
      })
      .finally(() => this.touching.delete(id));
    this.touching.set(id, write);
  }

  /** The caller's sessions that still work, the one the request came with marked `current`. */
  async list(caller: AuthUser): Promise<SessionInfo[]> {
    // This request's own use (its device, on a session just signed in) is in the list.
    const own = caller.session?.id ? this.touching.get(caller.session.id) : undefined;
    if (own) await own;
    const rows = await this.users.activeSessions(caller.id, this.clock.now());
    return rows.map((row) => ({ ...row, current: row.id === caller.session?.id }));
  }

  /**
   * Ends one of the caller's sessions (the current one too: that is logging out): its JWT is refused from
   * now on and its open streams close. NOT_FOUND for an id that is not one of the caller's working sessions.
   */
  async revoke(caller: AuthUser, id: string): Promise<void> {
    const session = isUuid(id) ? (await this.list(caller)).find((s) => s.id === id) : undefined;
    if (!session) throw new DomainError({ code: 'NOT_FOUND', entity: 'Session' }, 'No such session of yours');
    await this.users.revokeSession(caller.id, id, session.expiresAt, this.clock.now());
    this.states.get(caller.id)?.revoked.add(id);
    await this.closeEnded(caller.id);
  }

  /** The caller a verified JWT's claims stand for, or false when its session has ended (or never was). */
  async authenticate(claims: AccessTokenClaims): Promise<AuthUser | false> {
    // A token without an expiry would never end (jsonwebtoken checks `exp` only when present); ours always
    // carry one. A subject that is not a user id names nobody, and must not reach a uuid cast in SQL.
    if (typeof claims.exp !== 'number' || !isUuid(claims.sub)) return false;
    const state = await this.stateOf(claims.sub);
    if (!state) return false;
    const session = {
      id: isUuid(claims.jti) ? claims.jti : null,
      epoch: typeof claims.sev === 'number' ? claims.sev : 0,
    };
    if (!isCurrent(state, session)) return false;
    // A session is the user at the keyboard: every scope.
    return {
      id: state.user.id,
      username: state.user.username,
      role: state.user.role,
      guest: state.user.isGuest,
      scopes: API_SCOPES,
      tokenId: null,
      expiresAt: claims.exp * 1000,
      session,
    };
  }

  /** JwtStrategy: the JWT in this header passed verification. */
  rememberVerified(authorization: string, claims: AccessTokenClaims): void {
    this.verified.set(authorization, claims);
  }

  /**
   * For a header whose JWT was verified before: the caller as `authenticate` answers, once the expiry is
   * checked again as jsonwebtoken checks it; undefined for a header not seen (or expired since), which
   * then takes the full path (and is refused there as before).
   */
  async authenticateVerified(authorization: string): Promise<AuthUser | false | undefined> {
    const claims = this.verified.get(authorization);
    if (!claims) return undefined;
    // The wall clock, as jsonwebtoken reads it, so that both paths agree on the same instant.
    if (typeof claims.exp !== 'number' || Date.now() >= claims.exp * 1000) {
      this.verified.delete(authorization);
      return undefined;
    }
    return this.authenticate(claims);
  }

  /** Whether the caller's session is still good (for open streams); true for personal tokens, checked elsewhere. */
  async isCurrent(caller: AuthUser): Promise<boolean> {
    if (caller.session === null) return true;
    const state = await this.stateOf(caller.id);
    return state !== null && isCurrent(state, caller.session);
  }

  /** Ends the caller's session (a session signed before sessions had ids: all of the user's sessions). */
  async logout(caller: AuthUser): Promise<void> {
    const id = caller.session?.id;
    if (!id || caller.expiresAt === null) {
      await this.revokeAll(caller.id);
      return;
    }
    await this.users.revokeSession(caller.id, id, new Date(caller.expiresAt), this.clock.now());
    this.states.get(caller.id)?.revoked.add(id);
    await this.closeEnded(caller.id);
  }

  /** Ends every session of the user; the epoch new sessions are to be signed in. */
  async revokeAll(userId: string): Promise<number | null> {
    const epoch = await this.users.nextSessionEpoch(userId);
    this.states.delete(userId);
    await this.closeEnded(userId);
    return epoch;
  }

  /**
   * The user's session epoch was moved on elsewhere in this process (a password reset, in its own
   * transaction): their sessions stop here at once, and on other processes within SESSION_USER_TTL_MS.
   */
  forget(userId: string): void {
    this.states.delete(userId);
    void this.closeEnded(userId);
  }

  /**
   * Closes the user's streams on this process whose session has ended (read afresh: the caller has just
   * changed it). A failed read leaves them to StreamCredentials' sweep.
   */
  private async closeEnded(userId: string): Promise<void> {
    for (const stream of this.streams.ofUser(userId)) {
      if (stream.caller.session === null) continue;
      try {
        if (!(await this.isCurrent(stream.caller))) this.streams.endOne(stream);
      } catch (error) {
        this.logger.warn(
          `could not check an open stream's session: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
  }

  private async stateOf(userId: string): Promise<SessionState | null> {
    const cached = this.states.get(userId);
    if (cached) return cached;
    const found = await this.users.findSessionState(userId, this.clock.now());
    if (!found) return null;
    const state = { user: found.user, epoch: found.epoch, revoked: new Set(found.revoked) };
    this.states.set(userId, state);
    return state;
  }
}

function isCurrent(state: SessionState, session: { id: string | null; epoch: number }): boolean {
  return session.epoch === state.epoch && (session.id === null || !state.revoked.has(session.id));
}
