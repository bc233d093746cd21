import { DomainError } from '../../common/errors';
import type { MoveCommand, MoveInput } from '../write/move-command';
import { parseMoveCommand } from '../write/move-command';
import type { DecisionInput } from './match.inputs';

/**
 * The edge of the move path: what a transport received becomes a typed MoveCommand here, before the
 * service is called, so the service never sees a loose record. GraphQL (HTTP and graphql-ws, one resolver)
 * and REST both call these: a malformed move is refused with the same code whichever way it came.
 */

/** `playCard(card)` and `POST /api/matches/{id}/play`. */
export function playCommand(card: string): MoveCommand {
  return parseMoveCommand({ play: card });
}

/** `decide(decision)` and `POST /api/matches/{id}/decide`: exactly one field set, then the move's shape. */
export function decisionCommand(decision: DecisionInput): MoveCommand {
  return parseMoveCommand(toMoveInput(decision));
}

/** A GraphQL decision → the engine's move notation (R10), or BAD_USER_INPUT unless exactly one field is set. */
function toMoveInput(decision: DecisionInput): MoveInput {
  const set = (Object.keys(decision) as (keyof DecisionInput)[]).filter(
    (k) => decision[k] !== undefined && decision[k] !== null,
  );
  if (set.length !== 1) {
    throw new DomainError({
      code: 'BAD_USER_INPUT',
      fields: { decision: ['set exactly one of seer, prize, vampire, smash, discard, skeleton, pass'] },
    });
  }
  const [kind] = set;
  if (kind === 'vampire')
    return { vampire: { activate: decision.vampire!.activate ?? null, bury: decision.vampire!.bury ?? [] } };
  if (kind === 'smash') return { smash: { gnome: decision.smash!.gnome, victim: decision.smash!.victim } };
  return { [kind]: decision[kind] };
}
