import { Inject, Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { Clock } from '../common/clock';
import { DomainError } from '../common/errors';
import { APP_CONFIG, AppConfig, RateLimit } from '../config/app-config';

/**
 * Failed logins per username, from whatever address: the per-address limit (RATE_LIMIT_AUTH) alone lets
 * many addresses (a botnet, or every client behind one proxy when TRUST_PROXY is unset) guess one
 * account's password together. Past the limit every login of that name, with the right password too,
 * is RATE_LIMITED until the window ends, so guessing gets nowhere. Only failures count: the owner signing
 * in does not use the budget up. Kept in this process's memory, like the other limits.
 */
@Injectable()
export class LoginThrottle {
  private readonly limit: RateLimit;
  private readonly failures: LRUCache<string, { count: number; until: number }>;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly clock: Clock,
  ) {
    this.limit = config.loginFailureLimit;
    this.failures = new LRUCache({ max: 100_000 });
  }

  /** Throws RATE_LIMITED while `username` has used up its failures. */
  assertMayTry(username: string): void {
    const entry = this.current(username);
    if (entry && entry.count >= this.limit.limit) {
      throw new DomainError({
        code: 'RATE_LIMITED',
        retryAfter: Math.max(1, Math.ceil((entry.until - this.clock.now().getTime()) / 1000)),
      });
    }
  }

  failed(username: string): void {
    const entry = this.current(username) ?? {
      count: 0,
      until: this.clock.now().getTime() + this.limit.windowSeconds * 1000,
    };
    this.failures.set(username, { count: entry.count + 1, until: entry.until });
  }

  private current(username: string): { count: number; until: number } | undefined {
    const entry = this.failures.get(username);
    if (entry && entry.until <= this.clock.now().getTime()) {
      this.failures.delete(username);
      return undefined;
    }
    return entry;
  }
}
