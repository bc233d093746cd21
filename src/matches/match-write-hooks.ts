import { Injectable } from '@nestjs/common';
import type { Sql } from '../database/sql';
import { Prisma } from '../generated/prisma/client';
import { MatchRuntime } from './match-runtime';
import { StoredEvent } from './match.types';

/** One event being written, with the match before (null for a new match) and after it. */
export interface MatchWrite {
  readonly before: MatchRuntime | null;
  readonly after: MatchRuntime;
  readonly event: StoredEvent;
}

/** The transaction an event is written in: SQL always; a Prisma client only when a Prisma hook is registered. */
export interface MatchTx {
  readonly sql: Sql;
  readonly prisma: Prisma.TransactionClient | null;
}

/**
 * Work that must commit or roll back together with an event (deadlines, notification outboxes).
 * Runs inside the appending transaction, after the event row is written. Several matches' events may
 * share one transaction (group commit); hooks of one transaction run one after another.
 */
export type MatchWriteHook = (write: MatchWrite, tx: Prisma.TransactionClient) => Promise<void>;

/** The same through plain SQL (src/database/sql.ts): what the fast write path needs. */
export type SqlMatchWriteHook = (write: MatchWrite, sql: Sql) => Promise<void>;

type Registered = { kind: 'prisma'; hook: MatchWriteHook } | { kind: 'sql'; hook: SqlMatchWriteHook };

/** Other modules register hooks here at start-up instead of being called by name from the match flow. */
@Injectable()
export class MatchWriteHooks {
  private readonly hooks: Registered[] = [];

  /**
   * A hook that writes through Prisma. While one is registered every append runs in a Prisma interactive
   * transaction, which costs several times the CPU of the SQL path (BENCHMARKS.md): prefer registerSql.
   */
  register(hook: MatchWriteHook): void {
    this.hooks.push({ kind: 'prisma', hook });
  }

  registerSql(hook: SqlMatchWriteHook): void {
    this.hooks.push({ kind: 'sql', hook });
  }

  /** Whether appends must open Prisma transactions (some hook needs a Prisma client). */
  get needPrisma(): boolean {
    return this.hooks.some((h) => h.kind === 'prisma');
  }

  async run(write: MatchWrite, tx: MatchTx): Promise<void> {
    for (const registered of this.hooks) {
      if (registered.kind === 'sql') {
        await registered.hook(write, tx.sql);
      } else {
        if (!tx.prisma) throw new Error('a Prisma write hook ran outside a Prisma transaction');
        await registered.hook(write, tx.prisma);
      }
    }
  }
}
