import { Injectable } from '@nestjs/common';
import { Algorithm, hash, verify } from '@node-rs/argon2';

// Algorithm is a `const enum` in a .d.ts: SWC cannot inline it and the
// native module exports it empty, so spell out its value (2 = Argon2id).
const ARGON2ID: Algorithm = 2;

// OWASP's first recommended Argon2id setting: 19 MiB, 2 passes, 1 lane.
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

@Injectable()
export class PasswordHasher {
  /** Verified against when the username is unknown, so that case costs the same time. */
  private readonly decoy: Promise<string> = hash('decoy password', OPTIONS);

  hash(password: string): Promise<string> {
    return hash(password, OPTIONS);
  }

  async verify(passwordHash: string | undefined, password: string): Promise<boolean> {
    if (passwordHash === undefined) {
      await verify(await this.decoy, password).catch(() => false);
      return false;
    }
    return verify(passwordHash, password).catch(() => false);
  }
}
