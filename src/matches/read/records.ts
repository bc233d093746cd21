import { toRecord } from '../../engine';
import type { MatchRecord, Seat } from '../../engine';
import type { MatchRuntime } from '../match-runtime';
import { matchOutcome } from '../match-runtime';
import { isAutomatic } from '../match.types';
import type { ActedOrder } from '../write/standing-order-book';
import type { OrderWire } from '../write/standing-orders';
import { toWire } from '../write/standing-orders';

/**
 * A standing order that acted, as the finished match's record shows it (docs/correspondence.md "In the
 * record"): whose, the order in its wire form, and what it did — played `moves[move]` (the event `seq`), or
 * was dropped at match version `version` with `reason`.
 */
export interface RecordedOrder {
  readonly seat: Seat;
  readonly order: OrderWire;
  readonly status: 'FIRED' | 'DROPPED';
  /** FIRED: the index in `moves` of the move it played. */
  readonly move: number | null;
  /** FIRED: the seq of that move's event; DROPPED: the match version it was judged at (null if not kept). */
  readonly seq: number | null;
  /** DROPPED: why (it may name the owner's cards: the match is over, R9 hides nothing now). */
  readonly reason: string | null;
}

/**
 * An R10 record as the server exports it, with keys R10 readers ignore: `autoMoves`, the indexes in `moves`
 * of the forced moves the server played for their players (docs/bots.md); `orderMoves`, those a standing
 * order played, and `standingOrders`, every order that fired or was dropped (docs/correspondence.md). Each
 * only when there is one.
 */
export type ExportedRecord = MatchRecord & {
  readonly autoMoves?: readonly number[];
  readonly orderMoves?: readonly number[];
  readonly standingOrders?: readonly RecordedOrder[];
};

/**
 * The R10 record of a finished match: everything, the seed included (R9 hides nothing once it is over),
 * and the standing orders that acted in it (`acted`; never asked for while the match runs).
 */
export function recordOf(runtime: MatchRuntime, acted: readonly ActedOrder[] = []): ExportedRecord {
  const { rules, seed, entropy, seats, deck, firstLeader } = runtime.header;
  const edition = runtime.state.readings.edition;
  const record: ExportedRecord = toRecord(
    { edition, rules, seed, entropy, seats: seats.map((s) => s.username), deck, firstLeader },
    runtime.moves,
    matchOutcome(runtime),
  );
  const moves = runtime.events.filter((e) => e.type === 'move');
  const autoMoves = moves.flatMap((e, i) => (isAutomatic(e) ? [i] : []));
  const standingOrders = acted.map((a): RecordedOrder => {
    const fired = a.firedSeq !== null;
    const move = fired ? moves.findIndex((e) => e.seq === a.firedSeq) : -1;
    return {
      seat: a.seat,
      order: toWire(a.order),
      status: fired ? 'FIRED' : 'DROPPED',
      move: move >= 0 ? move : null,
      seq: fired ? a.firedSeq : a.droppedSeq,
      reason: fired ? null : a.reason,
    };
  });
  const orderMoves = standingOrders.flatMap((o) => (o.move === null ? [] : [o.move])).sort((x, y) => x - y);
  return {
    ...record,
    ...(autoMoves.length > 0 ? { autoMoves } : {}),
    ...(orderMoves.length > 0 ? { orderMoves } : {}),
    ...(standingOrders.length > 0 ? { standingOrders } : {}),
  };
}
