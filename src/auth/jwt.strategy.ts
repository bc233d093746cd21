import { createSecretKey } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import type { AuthUser } from './auth-user';
import { AccessTokenClaims, JWT_AUDIENCE, JWT_ISSUER } from './jwt-claims';
import { Sessions } from './sessions';

/**
 * Verifies `Authorization: Bearer <jwt>` (personal API tokens are
 * ApiTokenStrategy's): HS256 only (so neither `alg: none`
 * nor an algorithm switch is accepted), signature, expiry, issuer and
 * audience; then asks Sessions whether the session is still good (its user exists, it was not logged out
 * or revoked). A failed lookup (database unreachable) is SERVICE_UNAVAILABLE, not a reason to sign the
 * caller out.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly sessions: Sessions,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // A KeyObject made once: given the string, jsonwebtoken builds a key on every request, which
      // measured ~0.5 ms of the ~2.5 ms CPU a move costs (docs/benchmarks-history.md, server profile).
      secretOrKey: createSecretKey(Buffer.from(config.jwt.secret, 'utf8')) as unknown as string,
      algorithms: ['HS256'],
      issuer: JWT_ISSUER,
      audience: JWT_AUDIENCE,
      ignoreExpiration: false,
      passReqToCallback: true,
    });
  }

  validate(request: { headers: { authorization?: string } }, claims: AccessTokenClaims): Promise<AuthUser | false> {
    // Verified: BearerAuthGuard need not verify this header again (Sessions.authenticateVerified).
    const authorization = request.headers.authorization;
    if (authorization) this.sessions.rememberVerified(authorization, claims);
    return this.sessions.authenticate(claims);
  }
}
