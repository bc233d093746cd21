import { Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { Clock } from '../common/clock';
import { isUuid } from '../common/uuid';
import type { User } from '../users/user';
import { UsersRepository } from '../users/users.repository';
import { API_SCOPES } from './api-scope';
import type { AuthUser } from './auth-user';
import type { AccessTokenClaims } from './jwt-claims';

/** How long a signed-in user, once read, answers for their sessions without another read. */
export const SESSION_USER_TTL_MS = 10_000;
const SESSION_USER_CACHE_SIZE = 50_000;
const VERIFIED_TOKEN_CACHE_SIZE = 20_000;

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
 */
@Injectable()
export class Sessions {
  private readonly states = new LRUCache<string, SessionState>({
    max: SESSION_USER_CACHE_SIZE,
    ttl: SESSION_USER_TTL_MS,
  });

  /**
   * Session JWTs JwtStrategy has verified (signature, algorithm, issuer, audience), by the Authorization
   * header they came in: none of that can change for the same string, so a request with a header seen
   * before skips passport and jsonwebtoken (about a tenth of a move's CPU, docs/benchmarks-history.md) and is checked
   * for what can change: expiry and the session. Bots send the same header with every move.
   */
  private readonly verified = new LRUCache<string, AccessTokenClaims>({ max: VERIFIED_TOKEN_CACHE_SIZE });

  constructor(
    private readonly users: UsersRepository,
    private readonly clock: Clock,
  ) {}

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
  }

  /** Ends every session of the user; the epoch new sessions are to be signed in. */
  async revokeAll(userId: string): Promise<number | null> {
    const epoch = await this.users.nextSessionEpoch(userId);
    this.states.delete(userId);
    return epoch;
  }

  /**
   * The user's session epoch was moved on elsewhere in this process (a password reset, in its own
   * transaction): their sessions stop here at once, and on other processes within SESSION_USER_TTL_MS.
   */
  forget(userId: string): void {
    this.states.delete(userId);
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
