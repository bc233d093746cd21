import type { Logger } from '@nestjs/common';
import { Client } from 'pg';

export interface PgListenerHandlers {
  /** A NOTIFY on the channel, with its payload. */
  notification(payload: string): void;
  /** LISTEN is in place: `again` after a lost connection, when notifications sent meanwhile are gone. */
  listening(again: boolean): void;
}

/** Reconnection delays: 50 ms, doubling, at most a second, so listening resumes soon after a database restart. */
const MAX_RETRY_MS = 1_000;
const FIRST_RETRY_MS = 50;

/**
 * LISTEN on one channel over a dedicated connection that comes back by itself. When the connection is
 * lost (a database restart), it reconnects and listens again, retrying every second at most, for as long
 * as it runs, and says so through `listening(true)`, since PostgreSQL keeps no notifications for a
 * listener that is away. (postgres.js, used before, gave up re-listening when its first attempt fell
 * into the outage, and backed off up to 20 s.)
 */
export class PgListener {
  private client: Client | null = null;
  private stopped = false;
  private retries = 0;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly databaseUrl: string,
    private readonly channel: string,
    private readonly handlers: PgListenerHandlers,
    private readonly logger: Logger,
  ) {}

  /** Connects and listens; fails if the database cannot be reached now (start-up should fail then). */
  async start(): Promise<void> {
    await this.connect(false);
  }

  /** LISTEN is in place now (false while reconnecting). */
  get connected(): boolean {
    return this.client !== null;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private async connect(again: boolean): Promise<void> {
    const client = new Client({ connectionString: this.databaseUrl, keepAlive: true });
    // Errors arrive as events too (and must be listened to, or they end the process).
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    client.on('notification', (message) => {
      if (message.channel === this.channel && message.payload !== undefined)
        this.handlers.notification(message.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(this.channel)}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.retries = 0;
    this.handlers.listening(again);
  }

  private lost(client: Client): void {
    if (client !== this.client || this.stopped) return;
    this.client = null;
    this.logger.warn(`lost the LISTEN connection for ${this.channel}; reconnecting`);
    void client.end().catch(() => undefined);
    this.retry();
  }

  private retry(): void {
    const delay = Math.min(FIRST_RETRY_MS * 2 ** this.retries++, MAX_RETRY_MS);
    this.timer = setTimeout(() => {
      this.timer = null;
      if (this.stopped) return;
      this.connect(true).catch(() => this.retry());
    }, delay);
    this.timer.unref();
  }
}
