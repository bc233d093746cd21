import { createSecretKey } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { LRUCache } from 'lru-cache';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { isUuid } from '../common/uuid';
import { UsersRepository } from '../users/users.repository';
import { API_SCOPES } from './api-scope';
import type { AuthUser } from './auth-user';
import { AccessTokenClaims, JWT_AUDIENCE, JWT_ISSUER } from './jwt-claims';

/** How long a signed-in user, once read, answers for their session without another read. */
export const SESSION_USER_TTL_MS = 10_000;
const SESSION_USER_CACHE_SIZE = 50_000;

/**
 * Verifies `Authorization: Bearer <jwt>` (personal API tokens are
 * ApiTokenStrategy's): HS256 only (so neither `alg: none`
 * nor an algorithm switch is accepted), signature, expiry, issuer and
 * audience; then loads the user, so a deleted account's token stops working.
 *
 * Loaded users are kept for SESSION_USER_TTL_MS: a session sends many requests a minute (a bot one per
 * move), and reading the users table for each was a database round trip per request. Users are never
 * deleted through the API, so the cache only delays the removal of an account by hand in the database
 * by at most that long; privileges are not taken from it (admin checks read the role afresh). A failed
 * lookup (database unreachable) is SERVICE_UNAVAILABLE, not a reason to sign the caller out.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  private readonly sessions = new LRUCache<string, AuthUser>({
    max: SESSION_USER_CACHE_SIZE,
    ttl: SESSION_USER_TTL_MS,
  });

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly users: UsersRepository,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // A KeyObject made once: given the string, jsonwebtoken builds a key on every request, which
      // measured ~0.5 ms of the ~2.5 ms CPU a move costs (BENCHMARKS.md, server profile).
      secretOrKey: createSecretKey(Buffer.from(config.jwt.secret, 'utf8')) as unknown as string,
      algorithms: ['HS256'],
      issuer: JWT_ISSUER,
      audience: JWT_AUDIENCE,
      ignoreExpiration: false,
    });
  }

  async validate(claims: AccessTokenClaims): Promise<AuthUser | false> {
    // A token without an expiry would never end (jsonwebtoken checks `exp` only when present); ours always
    // carry one. A subject that is not a user id names nobody, and must not reach a uuid cast in SQL.
    if (typeof claims.exp !== 'number' || !isUuid(claims.sub)) return false;
    let session = this.sessions.get(claims.sub);
    if (!session) {
      const user = await this.users.findById(claims.sub);
      if (!user) return false;
      // A session is the user at the keyboard: every scope.
      session = {
        id: user.id,
        username: user.username,
        role: user.role,
        scopes: API_SCOPES,
        tokenId: null,
        expiresAt: null,
      };
      this.sessions.set(user.id, session);
    }
    // The cached user is shared by all of that user's tokens; the expiry is this token's.
    return { ...session, expiresAt: claims.exp * 1000 };
  }
}
