import type { Card, Seat } from './cards';
import type { Edition } from './editions';
import { CURRENT_EDITION, EDITIONS, isEdition } from './editions';
import type { Move, MoveError } from './moves';
import { applyAllInPlace, readMove } from './moves';
import type { Result } from './result';
import { err, ok } from './result';
import type { Entropy } from './entropy';
import { deriveSeed, entropyProblem } from './entropy';
import { isSeedHex } from './rng';
import type { Rules, RulesError } from './rules';
import { parseRules } from './rules';
import type { GivenDeal, SetupError } from './setup';
import { newGame } from './setup';
import type { GameState, Outcome } from './state';

export const RECORD_FORMAT = 'claim-record/1';

/** R10 match record. */
export interface MatchRecord {
  readonly format: typeof RECORD_FORMAT;
  /** The rule edition the game was played under (editions.ts); absent means the current one. */
  readonly edition?: Edition;
  readonly rules: Rules;
  readonly seats: readonly string[];
  readonly seed: string;
  /**
   * Where `seed` came from when the seats contributed entropy (entropy.ts): the server's seed and each
   * seat's contribution, which must derive `seed`. Absent for matches without contributions.
   */
  readonly entropy?: Entropy;
  readonly deck?: readonly Card[];
  readonly firstLeader?: Seat;
  readonly moves: readonly Move[];
  readonly result?: Outcome;
}

export type RecordErrorCode =
  'BAD_RECORD' | 'BAD_RULES' | 'BAD_SETUP' | 'ILLEGAL_MOVE' | 'UNFINISHED' | 'RESULT_MISMATCH' | 'ENTROPY_MISMATCH';

export interface RecordError {
  readonly code: RecordErrorCode;
  readonly message: string;
  /** Index in `moves` of the first bad move (ILLEGAL_MOVE, or a malformed move in BAD_RECORD). */
  readonly moveIndex?: number;
  readonly cause?: MoveError | RulesError | SetupError;
}

const fail = (code: RecordErrorCode, message: string, extra: Partial<RecordError> = {}) =>
  err<RecordError>({ code, message, ...extra });

/** Checks an untrusted record's shape (not yet its moves' legality). */
export function parseRecord(input: unknown): Result<MatchRecord, RecordError> {
  if (typeof input !== 'object' || input === null) return fail('BAD_RECORD', 'a record is a JSON object');
  const raw = input as Record<string, unknown>;
  if (raw.format !== RECORD_FORMAT) return fail('BAD_RECORD', `format must be "${RECORD_FORMAT}"`);
  if (raw.edition !== undefined && !isEdition(raw.edition))
    return fail('BAD_RECORD', `edition must be one of ${EDITIONS.join(', ')} (absent: ${CURRENT_EDITION})`);
  const rules = parseRules(raw.rules);
  if (!rules.ok) return fail('BAD_RULES', `${rules.error.rule}: ${rules.error.message}`, { cause: rules.error });
  const players = rules.value.players;
  const seats = raw.seats;
  if (!Array.isArray(seats) || seats.length !== players || !seats.every(isString)) {
    return fail('BAD_RECORD', `seats must list ${players} names`);
  }
  if (!isSeedHex(raw.seed)) return fail('BAD_RECORD', 'seed must be 64 lowercase hex digits');
  if (raw.entropy !== undefined) {
    const problem = entropyProblem(raw.entropy, players);
    if (problem) return fail('BAD_RECORD', problem);
    if (deriveSeed(raw.entropy as Entropy) !== raw.seed)
      return fail('ENTROPY_MISMATCH', 'the seed is not the one the server seed and the contributions derive');
  }
  if (raw.deck !== undefined && !Array.isArray(raw.deck)) return fail('BAD_RECORD', 'deck must be a list of cards');
  if (raw.firstLeader !== undefined && typeof raw.firstLeader !== 'number')
    return fail('BAD_RECORD', 'firstLeader must be a seat');
  if (!Array.isArray(raw.moves)) return fail('BAD_RECORD', 'moves must be a list');
  const moves: Move[] = [];
  for (let i = 0; i < raw.moves.length; i++) {
    const move = readMove(raw.moves[i], players);
    if (typeof move === 'string') {
      return fail('ILLEGAL_MOVE', `move ${i}: ${move}`, {
        moveIndex: i,
        cause: { code: 'MALFORMED_MOVE', message: move },
      });
    }
    moves.push(move);
  }
  // Set field by field rather than by spreading the optional ones (cheaper), keeping MatchRecord's key order.
  const record: Partial<Writable<MatchRecord>> = { format: RECORD_FORMAT };
  if (raw.edition !== undefined) record.edition = raw.edition;
  record.rules = rules.value;
  record.seats = seats;
  record.seed = raw.seed;
  if (raw.entropy !== undefined) {
    const { serverSeed, contributions } = raw.entropy as Entropy;
    record.entropy = { serverSeed, contributions: [...contributions] };
  }
  if (raw.deck !== undefined) record.deck = raw.deck as Card[];
  if (raw.firstLeader !== undefined) record.firstLeader = raw.firstLeader;
  record.moves = moves;
  if (raw.result !== undefined) record.result = raw.result as Outcome;
  return ok(record as MatchRecord);
}

type Writable<T> = { -readonly [K in keyof T]: T[K] };
const isString = (s: unknown): s is string => typeof s === 'string';

/** The edition a record's game was played under: its `edition`, or the current one when absent (R10). */
export function editionOf(record: Pick<MatchRecord, 'edition'>): Edition {
  return record.edition ?? CURRENT_EDITION;
}

export function initialState(
  record: Pick<MatchRecord, 'edition' | 'rules' | 'seed' | 'deck' | 'firstLeader'>,
): Result<GameState, RecordError> {
  const given: GivenDeal | undefined = record.deck ? { deck: record.deck, firstLeader: record.firstLeader } : undefined;
  const game = newGame(record.rules, record.seed, given, editionOf(record));
  return game.ok ? game : fail('BAD_SETUP', game.error.message, { cause: game.error });
}

/** Replays `moves` (all, or the first `upTo`) from the record's deal. */
export function replay(
  record: Pick<MatchRecord, 'edition' | 'rules' | 'seed' | 'deck' | 'firstLeader' | 'moves'>,
  upTo?: number,
): Result<GameState, RecordError> {
  const start = initialState(record);
  if (!start.ok) return start;
  const state = start.value; // a new game: nobody else holds it, so it is replayed in place
  const moves = upTo === undefined ? record.moves : record.moves.slice(0, upTo);
  const bad = applyAllInPlace(state, moves);
  if (bad) {
    return fail('ILLEGAL_MOVE', `move ${bad.index} (${JSON.stringify(moves[bad.index])}): ${bad.error.message}`, {
      moveIndex: bad.index,
      cause: bad.error,
    });
  }
  return ok(state);
}

function sameOutcome(a: Outcome, b: Outcome): boolean {
  if (a.winner !== b.winner) return false;
  const af = a.factions as Record<string, unknown>;
  const bf = b.factions as Record<string, unknown>;
  for (const k of Object.keys(af)) if (af[k] !== bf[k]) return false;
  for (const k of Object.keys(bf)) if (af[k] !== bf[k]) return false;
  return true;
}

/** R10 import check: the record parses, every move is legal, the game ends, and its result is the recorded one. */
export function verifyRecord(
  input: unknown,
): Result<{ record: MatchRecord; state: GameState; outcome: Outcome }, RecordError> {
  const record = parseRecord(input);
  if (!record.ok) return record;
  const state = replay(record.value);
  if (!state.ok) return state;
  const outcome = state.value.outcome;
  if (outcome === null) return fail('UNFINISHED', `the game is not over after ${record.value.moves.length} moves`);
  if (record.value.result && !sameOutcome(record.value.result, outcome)) {
    return fail('RESULT_MISMATCH', `the recorded result differs from the replay's: ${JSON.stringify(outcome)}`);
  }
  return ok({ record: record.value, state: state.value, outcome });
}

/** R10 export. The edition is written whenever it is known, so the record keeps meaning the same. */
export function toRecord(
  header: Pick<MatchRecord, 'edition' | 'rules' | 'seats' | 'seed' | 'entropy' | 'deck' | 'firstLeader'>,
  moves: readonly Move[],
  outcome: Outcome | null,
): MatchRecord {
  return {
    format: RECORD_FORMAT,
    ...(header.edition ? { edition: header.edition } : {}),
    rules: header.rules,
    seats: header.seats,
    seed: header.seed,
    ...(header.entropy ? { entropy: header.entropy } : {}),
    ...(header.deck ? { deck: header.deck } : {}),
    ...(header.firstLeader !== undefined ? { firstLeader: header.firstLeader } : {}),
    moves,
    ...(outcome ? { result: outcome } : {}),
  };
}
