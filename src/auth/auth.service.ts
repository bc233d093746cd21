import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { DomainError } from '../common/errors';
import { User } from '../users/user';
import { UsersRepository } from '../users/users.repository';
import { AccessTokenClaims } from './jwt-claims';
import { LoginThrottle } from './login-throttle';
import { PasswordHasher } from './password-hasher';

export interface Session {
  accessToken: string;
  user: User;
}

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersRepository,
    private readonly passwords: PasswordHasher,
    private readonly jwt: JwtService,
    private readonly throttle: LoginThrottle,
  ) {}

  async register(username: string, password: string): Promise<Session> {
    const passwordHash = await this.passwords.hash(password);
    const user = await this.users.create(canonicalUsername(username), passwordHash);
    if (!user) {
      throw new DomainError(
        { code: 'BAD_USER_INPUT', fields: { username: ['is already taken'] } },
        'Username is already taken',
      );
    }
    return this.sessionFor(user);
  }

  async login(username: string, password: string): Promise<Session> {
    const name = canonicalUsername(username);
    this.throttle.assertMayTry(name);
    const credentials = await this.users.findCredentials(name);
    const passwordMatches = await this.passwords.verify(credentials?.passwordHash, password);
    if (!credentials || !passwordMatches) {
      this.throttle.failed(name);
      // One message for unknown user and wrong password: don't reveal which.
      throw new DomainError({ code: 'UNAUTHENTICATED' }, 'Invalid username or password');
    }
    const { passwordHash: _hash, ...user } = credentials;
    return this.sessionFor(user);
  }

  private async sessionFor(user: User): Promise<Session> {
    const claims: AccessTokenClaims = { sub: user.id };
    return { accessToken: await this.jwt.signAsync(claims), user };
  }
}

/** Usernames are unique regardless of case. */
function canonicalUsername(username: string): string {
  return username.toLowerCase();
}
