import { randomBytes } from 'node:crypto';
import { seedCommitment } from '../matches/event-chain';
import type { PlayerView, Result } from '../engine';
import {
  CURRENT_EDITION,
  EDITIONS,
  err,
  newGame,
  ok,
  parseRecord,
  playRandomGame,
  replay,
  rulesFrom,
  isEdition,
  seededChooser,
  toRecord,
  verifyRecord,
  viewFor,
} from '../engine';

/** What a command prints, and the process exit code. Pure, so tests call these without spawning. */
export interface CommandOutput {
  readonly exitCode: number;
  readonly stdout: string;
}

const print = (value: unknown, exitCode = 0): CommandOutput => ({ exitCode, stdout: JSON.stringify(value, null, 2) });
const failure = (error: unknown, exitCode = 1): CommandOutput => print({ error }, exitCode);

export interface RandomOptions {
  readonly rules: string;
  readonly heroes?: string;
  readonly players?: number;
  readonly seed?: string;
  /** Seeds the choice of moves (not the deal); defaults to one derived from the seed. */
  readonly movesSeed?: number;
  /** The rule edition to play under (default: the current one); the record names it. */
  readonly edition?: string;
}

export function randomCommand(options: RandomOptions): CommandOutput {
  const heroes = options.heroes
    ? options.heroes
        .split(',')
        .map((h) => h.trim())
        .filter(Boolean)
    : [];
  const rules = rulesFrom(options.rules, heroes, options.players ?? 2);
  if (!rules.ok) return failure({ code: rules.error.code, rule: rules.error.rule, message: rules.error.message }, 2);
  const edition = options.edition ?? CURRENT_EDITION;
  if (!isEdition(edition))
    return failure({ code: 'BAD_EDITION', message: `--edition is one of ${EDITIONS.join(', ')}` }, 2);
  const seed = options.seed ?? randomBytes(32).toString('hex');
  const game = newGame(rules.value, seed, undefined, edition);
  if (!game.ok) return failure(game.error, 2);
  const movesSeed = options.movesSeed ?? parseInt(seed.slice(0, 8), 16);
  const { moves, state } = playRandomGame(game.value, seededChooser(movesSeed));
  const seats = Array.from({ length: rules.value.players }, (_, i) => `seat${i}`);
  return print(toRecord({ edition, rules: rules.value, seats, seed }, moves, state.outcome));
}

/**
 * R10 import check of a record file; with `commitment` (the seedCommitment the match published at its
 * start) also checks that the record's seed is the one committed to (audit, commit–reveal). A record with
 * `entropy` has its seed's derivation checked by verifyRecord (ENTROPY_MISMATCH), and its commitment may
 * also be the one to the server seed that its lobby or challenge published before anyone contributed.
 */
export function verifyCommand(recordJson: unknown, commitment?: string): CommandOutput {
  const verified = verifyRecord(recordJson);
  if (!verified.ok) {
    const { code, message, moveIndex } = verified.error;
    return failure({ code, moveIndex: moveIndex ?? null, reason: message });
  }
  const { seed, entropy } = verified.value.record;
  const committed = [seed, ...(entropy ? [entropy.serverSeed] : [])].map(seedCommitment);
  if (commitment !== undefined && !committed.includes(commitment.toLowerCase())) {
    return failure({
      code: 'COMMITMENT_MISMATCH',
      moveIndex: null,
      reason: entropy
        ? 'SHA-256 of neither the seed nor the server seed is the published commitment'
        : 'SHA-256 of the seed is not the published seed commitment',
    });
  }
  return print(verified.value.outcome);
}

export function viewCommand(recordJson: unknown, seat: number, at?: number): CommandOutput {
  const view = viewAt(recordJson, seat, at);
  return view.ok ? print(view.value) : failure(view.error);
}

function viewAt(
  recordJson: unknown,
  seat: number,
  at?: number,
): Result<PlayerView, { code: string; moveIndex?: number; reason: string }> {
  const record = parseRecord(recordJson);
  if (!record.ok)
    return err({ code: record.error.code, moveIndex: record.error.moveIndex, reason: record.error.message });
  const players = record.value.rules.players;
  if (!Number.isInteger(seat) || seat < 0 || seat >= players)
    return err({ code: 'BAD_SEAT', reason: `--seat must be 0 to ${players - 1}` });
  const total = record.value.moves.length;
  if (at !== undefined && (!Number.isInteger(at) || at < 0 || at > total))
    return err({ code: 'BAD_AT', reason: `--at must be 0 to ${total}` });
  const state = replay(record.value, at);
  if (!state.ok) return err({ code: state.error.code, moveIndex: state.error.moveIndex, reason: state.error.message });
  return ok(viewFor(state.value, seat));
}
