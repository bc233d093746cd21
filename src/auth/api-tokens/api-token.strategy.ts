import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import passport from 'passport';
import type { AuthUser } from '../auth-user';
import { looksLikeApiToken } from './api-token-secret';
import { ApiTokensService } from './api-tokens.service';

type Verify = (secret: string, done: (error: unknown, user?: AuthUser | false) => void) => void;

/**
 * A passport strategy for `Authorization: Bearer claim_pat_…`. Any other
 * credential fails here at once, without a database read, and passport goes
 * on to the JWT strategy.
 */
class PersonalTokenStrategy extends passport.Strategy {
  constructor(private readonly verify: Verify) {
    super();
  }

  override authenticate(request: { headers: { authorization?: string } }): void {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
    const secret = match?.[1];
    if (!secret || !looksLikeApiToken(secret)) return this.fail(401);
    this.verify(secret, (error, user) => {
      if (error) this.error(error);
      else if (user) this.success(user);
      else this.fail(401);
    });
  }
}

@Injectable()
export class ApiTokenStrategy extends PassportStrategy(PersonalTokenStrategy, 'api-token') {
  constructor(private readonly tokens: ApiTokensService) {
    super();
  }

  async validate(secret: string): Promise<AuthUser | false> {
    return (await this.tokens.authenticate(secret)) ?? false;
  }
}
