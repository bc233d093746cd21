import { Injectable } from '@nestjs/common';
import { Prisma } from '../generated/prisma/client';
import { MatchRuntime } from './match-runtime';
import { StoredEvent } from './match.types';

/** One event being written, with the match before (null for a new match) and after it. */
export interface MatchWrite {
  readonly before: MatchRuntime | null;
  readonly after: MatchRuntime;
  readonly event: StoredEvent;
}

/**
 * Work that must commit or roll back together with an event (deadlines, notification outboxes).
 * Runs inside the appending transaction, after the event row is written.
 */
export type MatchWriteHook = (write: MatchWrite, tx: Prisma.TransactionClient) => Promise<void>;

/** Other modules register hooks here at start-up instead of being called by name from the match flow. */
@Injectable()
export class MatchWriteHooks {
  private readonly hooks: MatchWriteHook[] = [];

  register(hook: MatchWriteHook): void {
    this.hooks.push(hook);
  }

  async run(write: MatchWrite, tx: Prisma.TransactionClient): Promise<void> {
    for (const hook of this.hooks) await hook(write, tx);
  }
}
