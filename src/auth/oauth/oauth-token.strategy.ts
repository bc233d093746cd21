import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { AuthUser } from '../auth-user';
import { PrefixedBearerStrategy } from '../prefixed-bearer.strategy';
import { OAUTH_ACCESS_TOKEN_PREFIX } from './oauth-server';
import { OAuthService } from './oauth.service';

/**
 * `Authorization: Bearer claim_oat_…`: an OAuth access token, beside the personal token's and the session's
 * strategies in BearerAuthGuard, so an app's token takes every path a personal token takes.
 */
@Injectable()
export class OAuthTokenStrategy extends PassportStrategy(PrefixedBearerStrategy, 'oauth-token') {
  constructor(private readonly oauth: OAuthService) {
    super((secret: string) => secret.startsWith(OAUTH_ACCESS_TOKEN_PREFIX));
  }

  async validate(secret: string): Promise<AuthUser | false> {
    return (await this.oauth.authenticate(secret)) ?? false;
  }
}
