import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service';
import type { Sql } from '../database/sql';
import { sqlOfPrisma } from '../database/sql';
import type { Seat } from '../engine';
import type { ActedOrder } from '../matches/write/standing-order-book';
import type { StandingOrder as StandingOrderRow } from '../generated/prisma/client';
import type { StandingOrder } from '../matches/write/standing-orders';

/** What became of an order: waiting, played (fired), found illegal (dropped), or taken back (removed). */
export type OrderStatus = 'active' | 'fired' | 'dropped' | 'removed';

/** An order as its owner reads it. */
export interface StoredOrder {
  readonly id: string;
  readonly matchId: string;
  readonly seat: number;
  readonly position: number;
  readonly order: StandingOrder;
  readonly status: OrderStatus;
  /** Why it was dropped (told to the owner). */
  readonly reason: string | null;
  /** The event seq it played. */
  readonly firedSeq: number | null;
  readonly createdAt: Date;
  readonly settledAt: Date | null;
}

/**
 * The only place that reads or writes `standing_orders`. Every read and change by id names the owner too,
 * so another player's order and an order that does not exist take the same query and give the same nothing.
 */
@Injectable()
export class OrdersRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** The owner's orders on a match that are not removed, by position. */
  async ofOwner(matchId: string, ownerId: string): Promise<StoredOrder[]> {
    const rows = await this.prisma.standingOrder.findMany({
      where: { matchId, ownerId, status: { not: 'removed' } },
      orderBy: [{ position: 'asc' }, { id: 'asc' }],
    });
    return rows.map(toOrder);
  }

  /** The seat's active orders, first first (the write path's read: one indexed look per step). */
  async active(matchId: string, seat: number): Promise<StoredOrder[]> {
    const rows = await this.prisma.standingOrder.findMany({
      where: { matchId, seat, status: 'active' },
      orderBy: [{ position: 'asc' }, { id: 'asc' }],
    });
    return rows.map(toOrder);
  }

  /**
   * Adds `orders` after the owner's others (or, `replace`, instead of their active ones), as long as the
   * owner then holds at most `cap` active orders on the match; null (nothing written) otherwise. One owner's
   * orders on one match are counted and written under a lock of their own.
   */
  async add(
    matchId: string,
    ownerId: string,
    seat: number,
    orders: readonly StandingOrder[],
    cap: number,
    at: Date,
    replace: boolean,
  ): Promise<StoredOrder[] | null> {
    return this.prisma.$transaction(async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`orders:${matchId}:${ownerId}`}))`;
      const mine = { matchId, ownerId };
      const active = replace ? 0 : await tx.standingOrder.count({ where: { ...mine, status: 'active' } });
      if (active + orders.length > cap) return null;
      if (replace)
        await tx.standingOrder.updateMany({
          where: { ...mine, status: 'active' },
          data: { status: 'removed', settledAt: at },
        });
      const last = await tx.standingOrder.aggregate({ where: mine, _max: { position: true } });
      const first = (last._max.position ?? 0) + 1;
      const made: StandingOrderRow[] = [];
      for (const [i, order] of orders.entries())
        made.push(
          await tx.standingOrder.create({
            data: {
              matchId,
              ownerId,
              seat,
              position: first + i,
              order,
              createdAt: at,
            },
          }),
        );
      return made.map(toOrder);
    });
  }

  /** Takes back one of the owner's orders (a dropped or fired one leaves the list); false if there is none. */
  async remove(matchId: string, id: string, ownerId: string, at: Date): Promise<boolean> {
    const { count } = await this.prisma.standingOrder.updateMany({
      where: { matchId, id, ownerId, status: { not: 'removed' } },
      data: { status: 'removed', settledAt: at },
    });
    return count > 0;
  }

  /** The match an order of this owner belongs to (orders are keyed by match); null if none. */
  async matchOf(id: string, ownerId: string): Promise<string | null> {
    const row = await this.prisma.standingOrder.findFirst({ where: { id, ownerId }, select: { matchId: true } });
    return row?.matchId ?? null;
  }

  /** Runs `work` in one transaction (a drop and its notices commit together). */
  inTransaction<T>(work: (sql: Sql) => Promise<T>): Promise<T> {
    return this.prisma.$transaction((tx) => work(sqlOfPrisma(tx)));
  }

  /**
   * Drops those of `dropped` that are still active orders of `seat` (their answer became illegal at match
   * version `version`), each with the reason its owner is told; returns the ones this call dropped, with their
   * owner (two processes judging the same version drop an order once).
   */
  async drop(
    sql: Sql,
    matchId: string,
    seat: Seat,
    version: number,
    dropped: readonly { id: string; reason: string }[],
    at: Date,
  ): Promise<{ id: string; ownerId: string }[]> {
    if (dropped.length === 0) return [];
    return sql.query<{ id: string; ownerId: string }>(
      `UPDATE standing_orders o SET status = 'dropped', reason = d.reason, dropped_seq = $3::int, settled_at = $4::timestamptz
       FROM jsonb_to_recordset($5::jsonb) AS d(id uuid, reason text)
       WHERE o.match_id = $1::uuid AND o.seat = $2::int AND o.id = d.id AND o.status = 'active'
       RETURNING o.id::text AS "id", o.owner_id::text AS "ownerId"`,
      [matchId, seat, version, at.toISOString(), JSON.stringify(dropped)],
    );
  }

  /**
   * The orders of a match that acted: fired (with the event they played) or dropped (with their reason),
   * whatever their status now (an owner may dismiss one from their list afterwards), in the order they acted.
   */
  async acted(matchId: string): Promise<ActedOrder[]> {
    const rows = await this.prisma.standingOrder.findMany({
      where: { matchId, OR: [{ firedSeq: { not: null } }, { reason: { not: null } }] },
      orderBy: [{ settledAt: 'asc' }, { position: 'asc' }, { id: 'asc' }],
    });
    return rows.map((row) => ({
      seat: row.seat,
      order: row.order as unknown as StandingOrder,
      firedSeq: row.firedSeq,
      droppedSeq: row.droppedSeq,
      reason: row.firedSeq === null ? row.reason : null,
    }));
  }

  /** The seq of every move an order played in the match, with its seat (the read side's mark). */
  async fired(matchId: string): Promise<Map<number, Seat>> {
    const rows = await this.prisma.standingOrder.findMany({
      where: { matchId, firedSeq: { not: null } },
      select: { firedSeq: true, seat: true },
    });
    return new Map(rows.flatMap((row) => (row.firedSeq === null ? [] : [[row.firedSeq, row.seat] as const])));
  }

  /**
   * Marks orders fired, in the transaction of the events they played (the keeper): whatever their status
   * now (a removal that crossed its firing came too late), so that the firing is always on file.
   */
  async markFired(
    sql: Sql,
    fired: readonly { matchId: string; id: string; seq: number; hash: string }[],
    at: Date,
  ): Promise<void> {
    if (fired.length === 0) return;
    await sql.query(
      `UPDATE standing_orders o SET status = 'fired', fired_seq = f.seq, fired_hash = f.hash, settled_at = $2::timestamptz, reason = NULL
       FROM jsonb_to_recordset($1::jsonb) AS f(match_id uuid, id uuid, seq int, hash text)
       WHERE o.match_id = f.match_id AND o.id = f.id`,
      [
        JSON.stringify(fired.map((f) => ({ match_id: f.matchId, id: f.id, seq: f.seq, hash: f.hash }))),
        at.toISOString(),
      ],
    );
  }

  /** Matches where an active order's seat is due now (match_turns), for the sweep; at most `limit`. */
  /** Matches whose due seat has an active order, in match id order, after `after` (keyset paging). */
  async matchesWithDueOrders(limit: number, after: string | null = null): Promise<string[]> {
    const rows = await this.prisma.$queryRaw<{ match_id: string }[]>`
      SELECT DISTINCT o.match_id::text AS match_id FROM standing_orders o
      JOIN match_turns t ON t.match_id = o.match_id AND t.seat = o.seat
      WHERE o.status = 'active' AND (${after}::uuid IS NULL OR o.match_id > ${after}::uuid)
      ORDER BY 1 LIMIT ${limit}`;
    return rows.map((r) => r.match_id);
  }
}

function toOrder(row: StandingOrderRow): StoredOrder {
  return {
    id: row.id,
    matchId: row.matchId,
    seat: row.seat,
    position: row.position,
    order: row.order as unknown as StandingOrder,
    status: row.status as OrderStatus,
    reason: row.reason,
    firedSeq: row.firedSeq,
    createdAt: row.createdAt,
    settledAt: row.settledAt,
  };
}
