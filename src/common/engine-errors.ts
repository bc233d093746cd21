import type { MoveError, RecordError, RulesError } from '../engine';
import { DomainError, illegalMove } from './errors';

/**
 * The engine's errors as domain errors, in one place: each engine error type has one function here, an
 * exhaustive switch over its codes, so that a new engine code does not compile until it is mapped.
 * The engine says why in words that never name a card the reader may not see (R9); the messages pass on.
 */

/** A rejected move: malformed input is the client's to fix (BAD_USER_INPUT on `move`), the rest is ILLEGAL_MOVE. */
export function moveRejected(error: MoveError): DomainError {
  switch (error.code) {
    case 'MALFORMED_MOVE':
      return new DomainError({ code: 'BAD_USER_INPUT', fields: { move: [error.message] } }, error.message);
    case 'GAME_OVER':
    case 'NOT_YOUR_TURN':
    case 'DECISION_PENDING':
    case 'NO_DECISION_PENDING':
    case 'WRONG_DECISION':
    case 'CARD_NOT_IN_HAND':
    case 'MUST_FOLLOW_FACTION':
    case 'CANNOT_PASS':
    case 'ILLEGAL_CHOICE':
      return illegalMove(error.code, error.message);
  }
}

/** A rejected rule set (R2): BAD_USER_INPUT on the input field the broken rule is about, with its section. */
export function rulesRejected(error: RulesError): DomainError {
  return invalidRuleSet(ruleSetFieldOf(error), error.rule, error.message);
}

/** BAD_USER_INPUT on one field of a rule-set choice, naming the rule (`R2.1`, `R8.1`…) it breaks. */
export function invalidRuleSet(field: string, rule: string, message: string): DomainError {
  return new DomainError(
    { code: 'BAD_USER_INPUT', fields: { [field]: [`${rule}: ${message}`] } },
    `Invalid rule set (${rule}): ${message}`,
  );
}

/** Which field of a rule-set choice (src/lobbies/lobby-rules.ts) each engine rejection is about. */
function ruleSetFieldOf(error: RulesError): string {
  switch (error.code) {
    case 'BAD_PLAYERS':
      return 'players';
    case 'UNKNOWN_FACTION':
    case 'DUPLICATE_FACTION':
    case 'NEEDS_ONE_PAIR':
    case 'BOTH_PAIRS':
    case 'WRONG_FACTION_COUNT':
      return 'factions';
    case 'DUPLICATE_HERO':
      return 'heroes';
    case 'UNKNOWN_HERO':
      // The engine reports unknown names in `heroes` under R2.2 and in `heroValues` under R1.
      return error.rule === 'R2.2' ? 'heroes' : 'heroValues';
    case 'BAD_HERO_VALUE':
      return 'heroValues';
  }
}

/** A record (R10) that cannot be imported: BAD_USER_INPUT on `record`, with the engine's code and the move. */
export function recordRejected(error: RecordError): DomainError {
  switch (error.code) {
    case 'BAD_RECORD':
    case 'BAD_RULES':
    case 'BAD_SETUP':
    case 'ILLEGAL_MOVE':
    case 'UNFINISHED':
    case 'RESULT_MISMATCH':
    case 'ENTROPY_MISMATCH': {
      const at = error.moveIndex !== undefined ? ` at move ${error.moveIndex}` : '';
      return new DomainError({ code: 'BAD_USER_INPUT', fields: { record: [`${error.code}${at}: ${error.message}`] } });
    }
  }
}
