import type { BeforeApplicationShutdown } from '@nestjs/common';
import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../common/clock';
import { PresenceRepository } from './presence.repository';

/** A process writes an account's presence at most this often: "online" is a matter of minutes, not requests. */
export const PRESENCE_RESOLUTION_MS = 60_000;

/** How far back a use of a credential counts as "online" (docs/players.md "Friends"). */
export const ONLINE_WINDOW_MS = 5 * 60_000;

/** Stamps cleared from memory at once beyond this many accounts, so the map stays bounded. */
const REMEMBERED = 10_000;

/**
 * When an account last used a credential (a session or an API token), kept to the minute in
 * `user_presence`: the "friends online" list reads it. Sessions are JWTs and leave no trace of their use,
 * and a process's open connections are its own (ConnectionRegistry), so a row every instance writes and
 * reads is the one answer all of them share. BearerAuthGuard calls `seen` on every authenticated request;
 * a write happens at most once a minute per account and process, never waited for by the request.
 */
@Injectable()
export class Presence implements BeforeApplicationShutdown {
  private readonly logger = new Logger(Presence.name);
  private readonly lastWritten = new Map<string, number>();
  /** Stamps under way: a shutdown waits for them, so none runs against a closed database. */
  private readonly writing = new Set<Promise<void>>();

  constructor(
    private readonly presence: PresenceRepository,
    private readonly clock: Clock,
  ) {}

  seen(userId: string): void {
    const now = this.clock.now();
    const last = this.lastWritten.get(userId);
    if (last !== undefined && now.getTime() - last < PRESENCE_RESOLUTION_MS) return;
    if (this.lastWritten.size >= REMEMBERED) this.lastWritten.clear();
    this.lastWritten.set(userId, now.getTime());
    // A lost stamp only makes someone look offline for a minute: the request does not wait for it.
    const write = this.presence
      .stamp(userId, now)
      .catch((error: unknown) => {
        this.lastWritten.delete(userId);
        this.logger.warn(`presence not stamped: ${error instanceof Error ? error.message : String(error)}`);
      })
      .finally(() => this.writing.delete(write));
    this.writing.add(write);
  }

  async beforeApplicationShutdown(): Promise<void> {
    await Promise.all([...this.writing]);
  }

  /** Which of `userIds` were seen within ONLINE_WINDOW_MS, with when. */
  online(userIds: readonly string[]): Promise<Map<string, Date>> {
    return this.presence.seenSince(userIds, new Date(this.clock.now().getTime() - ONLINE_WINDOW_MS));
  }
}
