import passport from 'passport';
import type { AuthUser } from './auth-user';

type Verify = (secret: string, done: (error: unknown, user?: AuthUser | false) => void) => void;

/**
 * A passport strategy for `Authorization: Bearer <secret>` where the secret says what it is by its prefix
 * (a personal token `claim_pat_…`, an OAuth access token `claim_oat_…`). Any other credential fails here at
 * once, without a database read, and passport goes on to the next strategy of BearerAuthGuard.
 */
export class PrefixedBearerStrategy extends passport.Strategy {
  constructor(
    private readonly isOurs: (secret: string) => boolean,
    private readonly verify: Verify,
  ) {
    super();
  }

  override authenticate(request: { headers: { authorization?: string } }): void {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
    const secret = match?.[1];
    if (!secret || !this.isOurs(secret)) return this.fail(401);
    this.verify(secret, (error, user) => {
      if (error) this.error(error);
      else if (user) this.success(user);
      else this.fail(401);
    });
  }
}
