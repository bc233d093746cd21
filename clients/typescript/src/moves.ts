import type { components } from './schema';

/** The body of POST /api/matches/{id}/decide's `decision` (the same fields as GraphQL's DecisionInput). */
export type Decision = components['schemas']['DecisionBody'];

type MoveFields = Pick<components['schemas']['Move'], 'kind' | 'card' | 'activate' | 'bury' | 'gnome' | 'victim'>;

/** A listed legal move that is not a card play, as the decision to send for it. */
export function decisionOf(move: MoveFields): Decision {
  switch (move.kind) {
    case 'vampire':
      return { vampire: { activate: move.activate, bury: move.bury } };
    case 'smash':
      return { smash: { gnome: required(move.gnome, move.kind), victim: required(move.victim, move.kind) } };
    case 'skeleton':
      return { skeleton: true };
    case 'pass':
      return { pass: true };
    case 'seer':
      return { seer: required(move.card, move.kind) as 'prize' | 'top' };
    case 'prize':
    case 'discard':
      return { [move.kind]: required(move.card, move.kind) };
    default:
      throw new TypeError(`not a decision: ${move.kind}`);
  }
}

function required<T>(value: T | null | undefined, kind: string): T {
  if (value === null || value === undefined) throw new TypeError(`a ${kind} move lacks a field it needs`);
  return value;
}
