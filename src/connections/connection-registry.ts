import type { BeforeApplicationShutdown } from '@nestjs/common';
import { Logger } from '@nestjs/common';
import { OpenStreams } from '../auth/open-streams';
import type { ConnectionLimits } from '../config/app-config';
import { DEFAULT_CONNECTION_LIMITS } from '../config/app-config';

/** One open connection (graphql-ws) or stream (SSE), counted against its address and, once known, its account. */
export interface Lease {
  /** Counts the lease against this account as well; false (and nothing counted) when the account is at its cap. */
  attachUser(userId: string): boolean;
  /** Gives the slot back; again is harmless. */
  release(): void;
}

export type Refusal = 'ADDRESS' | 'USER';

/** What a stream does when the server shuts down: send its last message and end. */
export type ShutdownHandler = () => void;

/**
 * Counts open graphql-ws connections and SSE streams per client address and per account, against
 * ConnectionLimits: before, one client could hold any number of them, each with its timers, listeners
 * and memory. Counts live in this process (as rate limits do). When the HTTP server starts closing it
 * also tells every open SSE stream to end (endStreams), so that the close does not wait for clients that
 * would never hang up.
 */
export class ConnectionRegistry implements BeforeApplicationShutdown {
  readonly limits: ConnectionLimits;
  /** The open streams by credential: an ended session or revoked token closes its own at once. */
  readonly credentials = new OpenStreams();
  private readonly byAddress = new Map<string, number>();
  private readonly byUser = new Map<string, number>();
  private readonly streams = new Set<ShutdownHandler>();
  private readonly logger = new Logger(ConnectionRegistry.name);
  private shuttingDown = false;

  constructor(limits: Partial<ConnectionLimits> = {}) {
    this.limits = { ...DEFAULT_CONNECTION_LIMITS, ...limits };
  }

  /** A lease for one more connection from `address` (and of `userId`, when known), or what refused it. */
  open(address: string, userId: string | null = null): Lease | Refusal {
    if ((this.byAddress.get(address) ?? 0) >= this.limits.perAddress) return 'ADDRESS';
    if (userId !== null && (this.byUser.get(userId) ?? 0) >= this.limits.perUser) return 'USER';
    increment(this.byAddress, address);
    let user: string | null = null;
    let released = false;
    const lease: Lease = {
      attachUser: (id) => {
        if (released || user !== null) return true;
        if ((this.byUser.get(id) ?? 0) >= this.limits.perUser) return false;
        increment(this.byUser, id);
        user = id;
        return true;
      },
      release: () => {
        if (released) return;
        released = true;
        decrement(this.byAddress, address);
        if (user !== null) decrement(this.byUser, user);
      },
    };
    if (userId !== null) lease.attachUser(userId);
    return lease;
  }

  /** Open connections now, for tests and diagnostics. */
  countOf(key: { address: string } | { userId: string }): number {
    return 'address' in key ? (this.byAddress.get(key.address) ?? 0) : (this.byUser.get(key.userId) ?? 0);
  }

  /** Open connections and streams of this process, all addresses together (metrics). */
  openCount(): number {
    let total = 0;
    for (const count of this.byAddress.values()) total += count;
    return total;
  }

  /** Open SSE streams (metrics). */
  streamCount(): number {
    return this.streams.size;
  }

  /** Registers an SSE stream's shutdown handler; returns the function that unregisters it. */
  onShutdown(handler: ShutdownHandler): () => void {
    if (this.shuttingDown) {
      handler();
      return () => undefined;
    }
    this.streams.add(handler);
    return () => this.streams.delete(handler);
  }

  /** Called when the HTTP server starts closing (BoundedExpressAdapter), and again before shutdown to be sure. */
  endStreams(): void {
    this.shuttingDown = true;
    if (this.streams.size > 0) this.logger.log(`ending ${this.streams.size} open event stream(s)`);
    for (const end of [...this.streams]) end();
    this.streams.clear();
  }

  beforeApplicationShutdown(): void {
    this.endStreams();
  }
}

function increment(counts: Map<string, number>, key: string): void {
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

function decrement(counts: Map<string, number>, key: string): void {
  const left = (counts.get(key) ?? 1) - 1;
  if (left <= 0) counts.delete(key);
  else counts.set(key, left);
}

export function refusalMessage(refusal: Refusal, limits: ConnectionLimits): string {
  return refusal === 'ADDRESS'
    ? `Too many open connections from this address (at most ${limits.perAddress}); close one first`
    : `Too many open connections for this account (at most ${limits.perUser}); close one first`;
}
