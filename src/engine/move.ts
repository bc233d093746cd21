/**
 * The move and its error as data (R10), apart from `moves.ts`, which applies them: the powers' decision
 * entries name these types, and `moves.ts` dispatches to those entries, so the types live below both.
 */
import type { Card, Seat } from './cards';

/** Every decision a player makes, in the notation of match records (R10). */
export type Move =
  | { readonly seat: Seat; readonly play: Card }
  | { readonly seat: Seat; readonly seer: 'prize' | 'top' }
  | { readonly seat: Seat; readonly prize: Card | 'top' }
  | { readonly seat: Seat; readonly vampire: { readonly activate: Card | null; readonly bury: readonly Card[] } }
  | { readonly seat: Seat; readonly smash: { readonly gnome: Card; readonly victim: Seat } }
  | { readonly seat: Seat; readonly discard: Card }
  | { readonly seat: Seat; readonly skeleton: true }
  | { readonly seat: Seat; readonly pass: true };

export type MoveErrorCode =
  | 'MALFORMED_MOVE'
  | 'GAME_OVER'
  | 'NOT_YOUR_TURN'
  | 'DECISION_PENDING'
  | 'NO_DECISION_PENDING'
  | 'WRONG_DECISION'
  | 'CARD_NOT_IN_HAND'
  | 'MUST_FOLLOW_FACTION'
  | 'CANNOT_PASS'
  | 'ILLEGAL_CHOICE';

export interface MoveError {
  readonly code: MoveErrorCode;
  /** Says what is wrong without naming any card the mover may not see (R9). */
  readonly message: string;
}
