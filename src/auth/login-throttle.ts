import { Inject, Injectable } from '@nestjs/common';
import type { LRUCache } from 'lru-cache';
import { growingLru } from '../common/growing-lru';
import { Clock } from '../common/clock';
import { clientNetworkOf } from '../common/client-network';
import { DomainError } from '../common/errors';
import { APP_CONFIG, AppConfig, RateLimit } from '../config/app-config';

/** Past this many times the per-network limit, for one username from all networks together, see below. */
export const WIDE_FAILURE_FACTOR = 5;

interface Window {
  count: number;
  until: number;
}

/**
 * Failed logins, counted per (username, client network: IPv4 /24, IPv6 /64). Past RATE_LIMIT_LOGIN_FAILURES
 * a network's logins of that name are RATE_LIMITED until its window ends, the right password too, so
 * guessing from there gets nowhere; every other network, the owner's, is untouched: a lock on someone
 * else's account is not to be had by failing on purpose. Against many networks guessing together there is
 * a wider count per username: past WIDE_FAILURE_FACTOR times the limit, a network that failed for the name
 * even once gets no more tries in the window, while a network without failures still does — so a botnet is
 * held to one guess per network and the owner signing in from home is not. An owner who mistypes during
 * such an attack, or is behind the attacker’s network, asks for a mailed sign-in link (PasswordResets). Only
 * failures count. Kept in this process's memory, like the other limits; RATE_LIMIT_AUTH (per address, every
 * request) bounds the rest.
 */
@Injectable()
export class LoginThrottle {
  private readonly limit: RateLimit;
  private readonly failures: LRUCache<string, Window>;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly clock: Clock,
  ) {
    this.limit = config.loginFailureLimit;
    this.failures = growingLru(100_000);
  }

  /** Throws RATE_LIMITED while `username` may not be tried from `address`'s network. */
  assertMayTry(username: string, address: string | undefined): void {
    const local = this.current(networkKey(username, address));
    if (!local) return;
    const wide = this.current(wideKey(username));
    const spent = local.count >= this.limit.limit || (wide !== undefined && wide.count >= this.wideLimit());
    if (!spent) return;
    const until = local.count >= this.limit.limit ? local.until : Math.min(local.until, wide!.until);
    throw new DomainError({
      code: 'RATE_LIMITED',
      retryAfter: Math.max(1, Math.ceil((until - this.clock.now().getTime()) / 1000)),
    });
  }

  failed(username: string, address: string | undefined): void {
    this.count(networkKey(username, address));
    this.count(wideKey(username));
  }

  private wideLimit(): number {
    return this.limit.limit * WIDE_FAILURE_FACTOR;
  }

  private count(key: string): void {
    const entry = this.current(key) ?? {
      count: 0,
      until: this.clock.now().getTime() + this.limit.windowSeconds * 1000,
    };
    this.failures.set(key, { count: entry.count + 1, until: entry.until });
  }

  private current(key: string): Window | undefined {
    const entry = this.failures.get(key);
    if (entry && entry.until <= this.clock.now().getTime()) {
      this.failures.delete(key);
      return undefined;
    }
    return entry;
  }
}

// A username cannot hold a space, so neither key can be mistaken for the other.
const networkKey = (username: string, address: string | undefined): string => `${username} ${clientNetworkOf(address)}`;
const wideKey = (username: string): string => `${username} *`;
