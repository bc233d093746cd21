import { moveRejected } from '../../common/engine-errors';
import { parseMove } from '../../engine';
import type { Move, Seat } from '../../engine';

/** A move as a client sends it, in the engine's notation without its seat (api/move-commands.ts builds it from GraphQL's and REST's input). */
export type MoveInput = Record<string, unknown>;

/** A move without its seat: the seat is the caller's, known only once the match is read under its lock. */
export type SeatlessMove = Move extends infer M ? (M extends Move ? Omit<M, 'seat'> : never) : never;

/** The most players a match has (rules.ts): a parse before the lock checks seat numbers against it. */
const MOST_PLAYERS = 4;

/** A player's move, parsed and checked for shape before any lock is taken (malformed input costs no lock). */
export interface MoveCommand {
  readonly kind: 'move';
  readonly move: SeatlessMove;
}

/** The edge's parse: a malformed move is refused here, as the engine's BAD_MOVE/ILLEGAL_MOVE error. */
export function parseMoveCommand(input: MoveInput): MoveCommand {
  // Seat 0 stands in for the caller's: the client's own `seat`, if it sent one, is ignored as it always was.
  const parsed = parseMove({ ...input, seat: 0 }, MOST_PLAYERS);
  if (!parsed.ok) throw moveRejected(parsed.error);
  const { seat: _seat, ...move } = parsed.value;
  return { kind: 'move', move: move };
}

/** The command for `seat` of a match of `players`: a victim beyond the match's seats is refused here. */
export function moveFor(command: MoveCommand, seat: Seat, players: number): Move {
  const move = parseMove({ ...command.move, seat }, players);
  if (!move.ok) throw moveRejected(move.error);
  return move.value;
}
