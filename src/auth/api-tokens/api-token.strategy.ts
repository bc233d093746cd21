import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { AuthUser } from '../auth-user';
import { PrefixedBearerStrategy } from '../prefixed-bearer.strategy';
import { looksLikeApiToken } from './api-token-secret';
import { ApiTokensService } from './api-tokens.service';

/** `Authorization: Bearer claim_pat_…`: a personal API token. */
@Injectable()
export class ApiTokenStrategy extends PassportStrategy(PrefixedBearerStrategy, 'api-token') {
  constructor(private readonly tokens: ApiTokensService) {
    super(looksLikeApiToken);
  }

  async validate(secret: string): Promise<AuthUser | false> {
    return (await this.tokens.authenticate(secret)) ?? false;
  }
}
