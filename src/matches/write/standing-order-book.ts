import type { Seat } from '../../engine';
import type { StandingOrder } from './standing-orders';

/** A seat's active standing order, as the write path reads it. */
export interface ActiveOrder {
  readonly id: string;
  readonly order: StandingOrder;
}

/** An order that was dropped: which, and what its owner is told. */
export interface DroppedOrder {
  readonly id: string;
  readonly reason: string;
}

/** An order that acted in a match: it played a move (`firedSeq`) or was found illegal and dropped (`reason`). */
export interface ActedOrder {
  readonly seat: Seat;
  readonly order: StandingOrder;
  /** The seq of the move event it played; null if it was dropped. */
  readonly firedSeq: number | null;
  /** The match version at which it was dropped (null: dropped before that was kept, or fired). */
  readonly droppedSeq: number | null;
  /** Why it was dropped; null if it fired. */
  readonly reason: string | null;
}

/**
 * The standing orders as the match module needs them (docs/correspondence.md "Standing orders"): the write
 * path reads and drops them, the finished match's record lists those that acted. The orders domain
 * (src/orders) owns their table and binds its book to STANDING_ORDER_BOOK in a global module, so that the
 * match module names the dependency in its constructor without importing src/orders (which imports it).
 * Without a binding (a test module without src/orders) no order ever plays.
 */
export interface StandingOrderBook {
  /** The seat's active orders in the match, first first. */
  active(matchId: string, seat: Seat): Promise<readonly ActiveOrder[]>;
  /**
   * Drops orders of `seat` whose answer became illegal at match version `version`, and tells their owner
   * (an ORDER_DROPPED notice, in the same transaction). Only orders still active are dropped.
   */
  drop(matchId: string, seat: Seat, version: number, dropped: readonly DroppedOrder[]): Promise<void>;
  /** Every order that fired or was dropped in the match, in the order they acted (for the record, once it is over). */
  acted(matchId: string): Promise<readonly ActedOrder[]>;
  /**
   * The seq of every move a standing order played in the match, with the seat it played for: the read
   * side's `byStandingOrder` mark, shown only to whom visibility.ts `markStandingOrders` allows (R9).
   */
  fired(matchId: string): Promise<ReadonlyMap<number, Seat>>;
  /** CLAIM_ORDER_DELAY in milliseconds (orderDelayMs). */
  readonly delayMs: number;
}

/** The injection token of the StandingOrderBook (interfaces do not exist at run time). */
export const STANDING_ORDER_BOOK = Symbol('StandingOrderBook');
