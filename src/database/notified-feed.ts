import type { Logger } from '@nestjs/common';
import { PgListener } from './pg-listener';

/**
 * One reader of a NotifiedFeed: what it has read up to (`cursor`), and what it was handed and has not taken
 * yet, which each feed keeps in its own way (a queue of chat messages; only the newest tournament state).
 */
export abstract class FeedReader<T> {
  wake: (() => void) | null = null;
  closed = false;
  pulling: Promise<void> = Promise.resolve();

  constructor(
    /** What the feed's NOTIFY names: a match, a tournament. */
    readonly key: string,
    public cursor: number,
  ) {}

  /** The next value to hand out, removed from what the reader holds; undefined when it holds none. */
  abstract take(): T | undefined;
}

/**
 * A live feed of rows that a PostgreSQL NOTIFY announces as `key:position` (one implementation for the chat
 * and the tournaments, each for GraphQL and the REST stream alike): each reader is fed from the table itself
 * (`read`), never from the NOTIFY's payload, and only when the position passed its cursor. After a lost LISTEN
 * connection every reader reads again, so nothing committed meanwhile is missed. Subclasses are Nest providers:
 * the listener starts and stops with the module.
 */
export abstract class NotifiedFeed<T, R extends FeedReader<T>> {
  private readonly readers = new Map<string, Set<R>>();
  private listener: PgListener | null = null;

  protected constructor(
    private readonly databaseUrl: string,
    private readonly channel: string,
    protected readonly logger: Logger,
    /** What a reader reads, for the log line of a failed read: "a chat", "a tournament". */
    private readonly what: string,
  ) {}

  async onModuleInit(): Promise<void> {
    this.listener = new PgListener(
      this.databaseUrl,
      this.channel,
      {
        notification: (payload) => this.onNotified(payload),
        listening: (again) => {
          if (again) for (const set of this.readers.values()) for (const r of set) this.pull(r);
        },
      },
      this.logger,
    );
    await this.listener.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.listener?.stop();
    this.listener = null;
  }

  /**
   * Reads what is new for `reader` past its cursor into what it holds, and moves the cursor. Runs one at a
   * time per reader; a failure is logged and the next NOTIFY (or reconnection) reads again from the same cursor.
   */
  protected abstract read(reader: R): Promise<void>;

  /** Feeds `reader` from now on: the values it takes, in order; `return()` stops at once. */
  protected follow(reader: R): AsyncIterableIterator<T> {
    let set = this.readers.get(reader.key);
    if (!set) this.readers.set(reader.key, (set = new Set()));
    set.add(reader);
    // A row committed between the caller's read of the cursor and joining the set is read here.
    this.pull(reader);
    const close = (): void => {
      reader.closed = true;
      reader.wake?.();
      const current = this.readers.get(reader.key);
      current?.delete(reader);
      if (current?.size === 0) this.readers.delete(reader.key);
    };
    const iterator: AsyncIterableIterator<T> = {
      next: async () => {
        for (;;) {
          if (reader.closed) return { done: true, value: undefined };
          const value = reader.take();
          if (value !== undefined) return { done: false, value };
          await new Promise<void>((resolve) => (reader.wake = resolve));
          reader.wake = null;
        }
      },
      return: async () => {
        close();
        return { done: true, value: undefined };
      },
      [Symbol.asyncIterator]: () => iterator,
    };
    return iterator;
  }

  private onNotified(payload: string): void {
    const [key, position] = payload.split(':');
    for (const reader of this.readers.get(key) ?? []) if (reader.cursor < Number(position)) this.pull(reader);
  }

  private pull(reader: R): void {
    reader.pulling = reader.pulling
      .then(async () => {
        if (reader.closed) return;
        await this.read(reader);
        reader.wake?.();
      })
      .catch((error: unknown) =>
        this.logger.warn(`reading ${this.what} failed: ${error instanceof Error ? error.message : String(error)}`),
      );
  }
}
