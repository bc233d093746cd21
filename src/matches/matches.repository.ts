import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service';
import { Prisma } from '../generated/prisma/client';
import type { Rules } from '../engine';
import { Json } from './event-chain';
import { MatchEventBody, MatchHead, MatchHeader, MatchSeatInfo, MatchStatus, StoredEvent, payloadJson } from './match.types';

/** Postgres channel that carries `{ matchId, seq }` for every committed event (LISTEN/NOTIFY). */
export const MATCH_EVENTS_CHANNEL = 'claim_match_events';

type Db = PrismaService | Prisma.TransactionClient;

export interface NewEvent {
  readonly body: MatchEventBody;
  readonly seq: number;
  readonly actorUserId: string | null;
  readonly requestId: string | null;
  readonly prevHash: string;
  readonly hash: string;
  readonly createdAt: Date;
}

/** Operations that run inside one transaction holding the match's row lock. */
export interface LockedMatch {
  readonly head: MatchHead;
  eventsAfter(seq: number): Promise<StoredEvent[]>;
  /** Appends the event, moves the head and notifies listeners on commit. */
  append(event: NewEvent, status: MatchStatus): Promise<void>;
}

/** The only place that reads or writes matches, their seats and their event log. */
@Injectable()
export class MatchesRepository {
  constructor(private readonly prisma: PrismaService) {}

  async create(
    header: Omit<MatchHeader, 'createdAt' | 'id'> & { id: string },
    start: NewEvent,
  ): Promise<void> {
    await this.prisma.$transaction(async (tx) => {
      await tx.match.create({
        data: {
          id: header.id,
          rules: header.rules as unknown as Prisma.InputJsonValue,
          seed: header.seed,
          seedCommitment: header.seedCommitment,
          version: start.seq,
          headHash: start.hash,
          createdAt: start.createdAt,
          seats: { create: header.seats.map((s) => ({ seat: s.seat, userId: s.userId })) },
        },
      });
      await insertEvent(tx, header.id, start);
      await notify(tx, header.id, start.seq);
    });
  }

  async findHeader(matchId: string): Promise<MatchHeader | null> {
    const row = await this.prisma.match.findUnique({
      where: { id: matchId },
      include: { seats: { include: { user: { select: { username: true } } }, orderBy: { seat: 'asc' } } },
    });
    if (!row) return null;
    return {
      id: row.id,
      rules: row.rules as unknown as Rules,
      seed: row.seed,
      seedCommitment: row.seedCommitment,
      seats: row.seats.map((s): MatchSeatInfo => ({ seat: s.seat, userId: s.userId, username: s.user.username })),
      createdAt: row.createdAt,
    };
  }

  async findHead(matchId: string): Promise<MatchHead | null> {
    const row = await this.prisma.match.findUnique({ where: { id: matchId }, select: { version: true, headHash: true, status: true } });
    return row ? { version: row.version, headHash: row.headHash, status: row.status } : null;
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
    prevHash: row.prevHash,
    hash: row.hash,
    createdAt: row.createdAt,
  } as StoredEvent;
}
