import { randomInt } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DomainError } from '../common/errors';
import type { User } from '../users/user';
import { GUEST_PREFIX, canonicalUsername, usernameProblem, usernameSkeleton } from '../users/username';
import { UsersRepository } from '../users/users.repository';
import type { Session } from './auth.service';
import type { AuthUser } from './auth-user';
import { PasswordHasher } from './password-hasher';
import { passwordProblem } from './password-policy';
import { Sessions } from './sessions';

/**
 * A guest's session lasts 30 days, not the usual 12 hours: it is the guest's only key (there is no password
 * to sign in again with), so it must outlive an evening's games. Past it the guest is out of reach.
 */
export const GUEST_SESSION_SECONDS = 30 * 24 * 60 * 60;

const NAME_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const NAME_LENGTH = 6;
/** 31^6 ≈ 890 million names: a clash is rare, and a retry or two settles it. */
const NAME_TRIES = 5;

/**
 * Guest accounts (docs/players.md "Guests"): made at once, without a password, named `guest-` and six
 * letters or digits from an alphabet without look-alikes (no 0/o, 1/i/l), a prefix nobody may register
 * (usernameProblem); later turned into an account with a chosen name and password, keeping the id and so
 * every match. What a guest may do is ScopesGuard's (and the chat's and the computer's) to say.
 */
@Injectable()
export class GuestAccounts {
  constructor(
    private readonly users: UsersRepository,
    private readonly passwords: PasswordHasher,
    private readonly sessions: Sessions,
  ) {}

  async create(): Promise<Session> {
    for (let attempt = 0; attempt < NAME_TRIES; attempt++) {
      const name = guestName();
      const created = await this.users.createGuest(name, usernameSkeleton(name));
      if (created !== 'TAKEN') return this.sessionFor(created, 0, GUEST_SESSION_SECONDS);
    }
    throw new DomainError({ code: 'SERVICE_UNAVAILABLE' }, 'No free guest name was found; try again');
  }

  /** The caller, a guest, becomes an account named `username` with `password`; a fresh session for it. */
  async convert(caller: AuthUser, username: string, password: string): Promise<Session> {
    if (!caller.guest)
      throw new DomainError(
        { code: 'CONFLICT', reason: 'NOT_A_GUEST' },
        'This account is not a guest: it already has a name and a password',
      );
    const name = canonicalUsername(username);
    const fields: Record<string, string[]> = {};
    const nameProblem = usernameProblem(name);
    if (nameProblem) fields.username = [nameProblem];
    const secretProblem = passwordProblem(password, name);
    if (secretProblem) fields.password = [secretProblem];
    if (Object.keys(fields).length > 0) throw new DomainError({ code: 'BAD_USER_INPUT', fields });
    const converted = await this.users.convertGuest(
      caller.id,
      name,
      usernameSkeleton(name),
      await this.passwords.hash(password),
    );
    if (converted === 'NOT_GUEST')
      throw new DomainError({ code: 'CONFLICT', reason: 'NOT_A_GUEST' }, 'This account is no longer a guest');
    if (converted === 'TAKEN' || converted === 'CONFUSABLE') {
      const problem = converted === 'TAKEN' ? 'is already taken' : 'is too like an existing name';
      throw new DomainError({ code: 'BAD_USER_INPUT', fields: { username: [problem] } }, `Username ${problem}`);
    }
    // The cached user (name, guest) is stale on this process at once; elsewhere within SESSION_USER_TTL_MS.
    this.sessions.forget(caller.id);
    return this.sessionFor(converted, caller.session?.epoch ?? 0, null);
  }

  private sessionFor(user: User, epoch: number, expiresIn: number | null): Promise<Session> {
    return this.sessions.issue(user, epoch, expiresIn ?? undefined);
  }
}

function guestName(): string {
  let tail = '';
  for (let i = 0; i < NAME_LENGTH; i++) tail += NAME_ALPHABET[randomInt(NAME_ALPHABET.length)];
  return GUEST_PREFIX + tail;
}
