import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service';
import { Prisma } from '../generated/prisma/client';
import type { Rules } from '../engine';
import { Json } from './event-chain';
import { NewEvent } from './new-event';
import { MatchHead, MatchHeader, MatchSeatInfo, MatchStatus, StoredEvent, payloadJson } from './match.types';

/** Postgres channel that carries `{ matchId, seq }` for every committed event (LISTEN/NOTIFY). */
export const MATCH_EVENTS_CHANNEL = 'claim_match_events';

type Db = PrismaService | Prisma.TransactionClient;

/** Operations that run inside one transaction holding the match's row lock. */
export interface LockedMatch {
  readonly head: MatchHead;
  eventsAfter(seq: number): Promise<StoredEvent[]>;
  /** Appends the event, moves the head and notifies listeners on commit. */
  append(event: NewEvent, status: MatchStatus): Promise<void>;
  /** The transaction, for write hooks that must commit together with the event. */
  readonly tx: Prisma.TransactionClient;
}

/** The only place that reads or writes matches, their seats and their event log. */
@Injectable()
export class MatchesRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** Stores a new match with its first events (the start, and for imports every move) in one transaction. */
  async create(
    header: Omit<MatchHeader, 'createdAt'>,
    events: readonly NewEvent[],
    status: MatchStatus = 'running',
    inTransaction: (tx: Prisma.TransactionClient) => Promise<void> = async () => undefined,
  ): Promise<void> {
    const imported = header.importedBy !== null;
    const last = events[events.length - 1];
    await this.prisma.$transaction(async (tx) => {
      await tx.match.create({
        data: {
          id: header.id,
          rules: header.rules as unknown as Prisma.InputJsonValue,
          seed: header.seed,
          seedCommitment: header.seedCommitment,
          version: last.seq,
          headHash: last.hash,
          status,
          createdAt: events[0].createdAt,
          ...(status !== 'running' ? { finishedAt: last.createdAt } : {}),
          importedBy: header.importedBy,
          ...(imported ? { seatNames: header.seats.map((s) => s.username) } : {}),
          ...(header.deck ? { deck: [...header.deck] } : {}),
          ...(header.firstLeader !== undefined ? { firstLeader: header.firstLeader } : {}),
          ...(imported ? {} : { seats: { create: header.seats.map((s) => ({ seat: s.seat, userId: s.userId! })) } }),
        },
      });
      for (const event of events) await insertEvent(tx, header.id, event);
      await inTransaction(tx);
      await notify(tx, header.id, last.seq);
    });
  }

  async findHeader(matchId: string): Promise<MatchHeader | null> {
    const row = await this.prisma.match.findUnique({
      where: { id: matchId },
      include: { seats: { include: { user: { select: { username: true } } }, orderBy: { seat: 'asc' } } },
    });
    if (!row) return null;
    const seatNames = row.seatNames as string[] | null;
    return {
      id: row.id,
      rules: row.rules as unknown as Rules,
      seed: row.seed,
      seedCommitment: row.seedCommitment,
      seats: seatNames
        ? seatNames.map((username, seat): MatchSeatInfo => ({ seat, userId: null, username }))
        : row.seats.map((s): MatchSeatInfo => ({ seat: s.seat, userId: s.userId, username: s.user.username })),
      createdAt: row.createdAt,
      ...(row.deck ? { deck: row.deck as string[] } : {}),
      ...(row.firstLeader !== null ? { firstLeader: row.firstLeader } : {}),
      importedBy: row.importedBy,
    };
  }

  async findHead(matchId: string): Promise<MatchHead | null> {
    const row = await this.prisma.match.findUnique({ where: { id: matchId }, select: { version: true, headHash: true, status: true } });
    return row ? { version: row.version, headHash: row.headHash, status: row.status } : null;
  }

  /** Events of one user across matches, newest first (admin audit). */
  async eventsByActor(userId: string, take: number): Promise<StoredEvent[]> {
    const rows = await this.prisma.matchEvent.findMany({ where: { actorUserId: userId }, orderBy: { createdAt: 'desc' }, take });
    return rows.map(toStoredEvent);
  }

  eventsAfter(matchId: string, seq: number, db: Db = this.prisma): Promise<StoredEvent[]> {
    return db.matchEvent
      .findMany({ where: { matchId, seq: { gt: seq } }, orderBy: { seq: 'asc' } })
      .then((rows) => rows.map(toStoredEvent));
  }

  /** Match ids the user plays in, newest first. */
  async matchIdsOf(userId: string, status?: MatchStatus): Promise<string[]> {
    const rows = await this.prisma.matchSeat.findMany({
      where: { userId, ...(status ? { match: { status } } : {}) },
      select: { matchId: true },
      orderBy: { match: { createdAt: 'desc' } },
    });
    return rows.map((r) => r.matchId);
  }

  /**
   * Runs `work` in a transaction that holds the match row's lock (SELECT … FOR UPDATE), so moves of one
   * match are appended one at a time across every server process. Null when the match does not exist.
   */
  async withLock<T>(matchId: string, work: (locked: LockedMatch) => Promise<T>): Promise<T | null> {
    return this.prisma.$transaction(async (tx) => {
      const rows = await tx.$queryRaw<{ version: number; headHash: string; status: MatchStatus }[]>`
        SELECT version, head_hash AS "headHash", status::text AS status FROM matches WHERE id = ${matchId}::uuid FOR UPDATE`;
      if (rows.length === 0) return null;
      const head = rows[0];
      return work({
        head,
        tx,
        eventsAfter: (seq) => this.eventsAfter(matchId, seq, tx),
        append: async (event, status) => {
          await insertEvent(tx, matchId, event);
          await tx.match.update({
            where: { id: matchId },
            data: {
              version: event.seq,
              headHash: event.hash,
              status,
              ...(status !== 'running' && head.status === 'running' ? { finishedAt: event.createdAt } : {}),
            },
          });
          await notify(tx, matchId, event.seq);
        },
      });
    });
  }
}

async function insertEvent(tx: Prisma.TransactionClient, matchId: string, event: NewEvent): Promise<void> {
  await tx.matchEvent.create({
    data: {
      matchId,
      seq: event.seq,
      type: event.body.type,
      payload: payloadJson(event.body) as Prisma.InputJsonValue,
      actorUserId: event.actorUserId,
      requestId: event.requestId,
      idempotencyKey: event.idempotencyKey,
      prevHash: event.prevHash,
      hash: event.hash,
      createdAt: event.createdAt,
    },
  });
}

/** Delivered to every listening process when the transaction commits, never before. */
async function notify(tx: Prisma.TransactionClient, matchId: string, seq: number): Promise<void> {
  await tx.$executeRaw`SELECT pg_notify(${MATCH_EVENTS_CHANNEL}, ${JSON.stringify({ matchId, seq })})`;
}

function toStoredEvent(row: {
  matchId: string;
  seq: number;
  type: string;
  payload: Prisma.JsonValue;
  actorUserId: string | null;
  requestId: string | null;
  idempotencyKey: string | null;
  prevHash: string;
  hash: string;
  createdAt: Date;
}): StoredEvent {
  return {
    matchId: row.matchId,
    seq: row.seq,
    type: row.type,
    payload: row.payload as unknown as Json,
    actorUserId: row.actorUserId,
    requestId: row.requestId,
    idempotencyKey: row.idempotencyKey,
    prevHash: row.prevHash,
    hash: row.hash,
    createdAt: row.createdAt,
  } as StoredEvent;
}
