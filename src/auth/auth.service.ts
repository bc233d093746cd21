import { Injectable } from '@nestjs/common';
import { DomainError } from '../common/errors';
import { User } from '../users/user';
import { canonicalUsername, usernameProblem, usernameSkeleton } from '../users/username';
import { UsersRepository } from '../users/users.repository';
import { passwordProblem } from './password-policy';
import type { AuthUser } from './auth-user';
import { Sessions } from './sessions';
import { UsersService } from '../users/users.service';
import { LoginThrottle } from './login-throttle';
import { PasswordHasher } from './password-hasher';
import { OAuthService } from './oauth/oauth.service';

export interface Session {
  accessToken: string;
  user: User;
}

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersRepository,
    private readonly passwords: PasswordHasher,
    private readonly throttle: LoginThrottle,
    private readonly sessions: Sessions,
    private readonly usersService: UsersService,
    private readonly oauth: OAuthService,
  ) {}

  async register(username: string, password: string): Promise<Session> {
    const name = canonicalUsername(username);
    const fields: Record<string, string[]> = {};
    const nameProblem = usernameProblem(name);
    if (nameProblem) fields.username = [nameProblem];
    const secretProblem = passwordProblem(password, name);
    if (secretProblem) fields.password = [secretProblem];
    if (Object.keys(fields).length > 0) throw new DomainError({ code: 'BAD_USER_INPUT', fields });
    const passwordHash = await this.passwords.hash(password);
    const created = await this.users.create(name, usernameSkeleton(name), passwordHash);
    if (created === 'TAKEN' || created === 'CONFUSABLE') {
      const problem = created === 'TAKEN' ? 'is already taken' : 'is too like an existing name';
      throw new DomainError({ code: 'BAD_USER_INPUT', fields: { username: [problem] } }, `Username ${problem}`);
    }
    return this.sessionFor(created, 0);
  }

  /** `address` is the client's (TRUST_PROXY applied): failures count per username and its network. */
  async login(username: string, password: string, address: string | undefined): Promise<Session> {
    const name = canonicalUsername(username);
    this.throttle.assertMayTry(name, address);
    const credentials = await this.users.findCredentials(name);
    const passwordMatches = await this.passwords.verify(credentials?.passwordHash, password);
    if (!credentials || !passwordMatches) {
      this.throttle.failed(name, address);
      // One message for unknown user and wrong password: don't reveal which.
      throw new DomainError({ code: 'UNAUTHENTICATED' }, 'Invalid username or password');
    }
    const { passwordHash: _hash, sessionEpoch, ...user } = credentials;
    return this.sessionFor(user, sessionEpoch);
  }

  /**
   * The id of a suspended account whose password this is, for its appeal (docs/fair-play.md "Appeals"): a
   * suspended account cannot sign in, so its appeal comes with the password instead of a session. Throttled and
   * refused as a sign-in is (one message for every failure), and it gives no session.
   */
  async suspendedAccount(username: string, password: string, address: string | undefined): Promise<string> {
    const name = canonicalUsername(username);
    this.throttle.assertMayTry(name, address);
    const account = await this.users.suspendedPasswordHash(name);
    if (!account || !(await this.passwords.verify(account.passwordHash, password))) {
      this.throttle.failed(name, address);
      throw new DomainError(
        { code: 'UNAUTHENTICATED' },
        'Invalid username or password, or the account is not suspended',
      );
    }
    return account.id;
  }

  /** A session for the account a mailed sign-in link named (used already); a suspended account gets none. */
  async signInByLink(username: string): Promise<Session> {
    const credentials = await this.users.findCredentials(username);
    if (!credentials)
      throw new DomainError({ code: 'BAD_USER_INPUT', fields: { token: ['is invalid, used or expired'] } });
    const { passwordHash: _hash, sessionEpoch, ...user } = credentials;
    return this.sessionFor(user, sessionEpoch);
  }

  /** Ends the caller's session (logout). */
  logout(caller: AuthUser): Promise<void> {
    return this.sessions.logout(caller);
  }

  /**
   * Ends every session of the caller's account, this one too, and every app's authorisation (each was given
   * from a signed-in session: "sign out everywhere" leaves no app signed in either; personal tokens stay),
   * and signs the caller in afresh.
   */
  async revokeAllSessions(caller: AuthUser): Promise<Session> {
    // The apps first: ending the sessions closes this browser's own live connection too, and the page then
    // asks whether its session ended; the new session must reach it without another wait in between.
    await this.oauth.revokeAll(caller.id);
    const epoch = await this.sessions.revokeAll(caller.id);
    if (epoch === null) throw new DomainError({ code: 'UNAUTHENTICATED' }, 'This account no longer exists');
    return this.sessionFor(await this.usersService.getById(caller.id), epoch);
  }

  /**
   * Changes the caller's password after checking the current one (throttled as signing in is), ends every
   * other session of the account as a reset does, and signs the caller in afresh.
   */
  async changePassword(
    caller: AuthUser,
    currentPassword: string,
    newPassword: string,
    address: string | undefined,
  ): Promise<Session> {
    this.throttle.assertMayTry(caller.username, address);
    const credentials = await this.users.findCredentials(caller.username);
    if (!credentials || credentials.id !== caller.id)
      throw new DomainError({ code: 'UNAUTHENTICATED' }, 'This account no longer exists');
    if (!(await this.passwords.verify(credentials.passwordHash, currentPassword))) {
      this.throttle.failed(caller.username, address);
      throw wrongCurrentPassword();
    }
    const problem = passwordProblem(newPassword, caller.username);
    if (problem) throw new DomainError({ code: 'BAD_USER_INPUT', fields: { newPassword: [problem] } });
    const epoch = await this.users.changePassword(
      caller.id,
      credentials.passwordHash,
      await this.passwords.hash(newPassword),
    );
    // Changed (or reset) meanwhile: the password checked above is no longer the account's.
    if (epoch === null) throw wrongCurrentPassword();
    this.sessions.forget(caller.id);
    const { passwordHash: _hash, sessionEpoch: _epoch, ...user } = credentials;
    return this.sessionFor(user, epoch);
  }

  private sessionFor(user: User, epoch: number): Promise<Session> {
    return this.sessions.issue(user, epoch);
  }
}

function wrongCurrentPassword(): DomainError {
  return new DomainError(
    { code: 'BAD_USER_INPUT', fields: { currentPassword: ['is not your password'] } },
    'The current password is wrong',
  );
}
