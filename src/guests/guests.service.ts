import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../auth/auth-user';
import type { Session } from '../auth/auth.service';
import { GuestAccounts } from '../auth/guest-accounts';
import { MatchesService } from '../matches/matches.service';

/**
 * "Play the computer now" (docs/players.md "Guests"): a guest account at once, and later the same account
 * with a chosen name and password, its matches kept (they are the account's by id; the cached ones are read
 * again so that they show the new name).
 */
@Injectable()
export class GuestsService {
  constructor(
    private readonly accounts: GuestAccounts,
    private readonly matches: MatchesService,
  ) {}

  create(): Promise<Session> {
    return this.accounts.create();
  }

  async convert(caller: AuthUser, username: string, password: string): Promise<Session> {
    const session = await this.accounts.convert(caller, username, password);
    this.matches.forgetSeatsOf(caller.id);
    return session;
  }
}
