import { createSecretKey } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { UsersRepository } from '../users/users.repository';
import { API_SCOPES } from './api-scope';
import type { AuthUser } from './auth-user';
import { AccessTokenClaims, JWT_AUDIENCE, JWT_ISSUER } from './jwt-claims';

/**
 * Verifies `Authorization: Bearer <jwt>` (personal API tokens are
 * ApiTokenStrategy's): HS256 only (so neither `alg: none`
 * nor an algorithm switch is accepted), signature, expiry, issuer and
 * audience; then loads the user, so a deleted account's token stops working.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
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
    if (typeof claims.sub !== 'string') return false;
    const user = await this.users.findById(claims.sub).catch(() => null);
    // A session is the user at the keyboard: every scope.
    return user ? { id: user.id, username: user.username, role: user.role, scopes: API_SCOPES, tokenId: null } : false;
  }
}
