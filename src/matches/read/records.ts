import { toRecord } from '../../engine';
import type { MatchRecord } from '../../engine';
import type { MatchRuntime } from '../match-runtime';
import { matchOutcome } from '../match-runtime';
import { isAutomatic } from '../match.types';

/**
 * An R10 record as the server exports it: with `autoMoves`, the indexes in `moves` of the forced moves the
 * server played for their players (docs/bots.md), when there were any. R10 readers ignore the key.
 */
export type ExportedRecord = MatchRecord & { readonly autoMoves?: readonly number[] };

/** The R10 record of a finished match: everything, the seed included (R9 hides nothing once it is over). */
export function recordOf(runtime: MatchRuntime): ExportedRecord {
  const { rules, seed, entropy, seats, deck, firstLeader } = runtime.header;
  const edition = runtime.state.readings.edition;
  const record = toRecord(
    { edition, rules, seed, entropy, seats: seats.map((s) => s.username), deck, firstLeader },
    runtime.moves,
    matchOutcome(runtime),
  );
  const autoMoves = runtime.events.filter((e) => e.type === 'move').flatMap((e, i) => (isAutomatic(e) ? [i] : []));
  return autoMoves.length > 0 ? { ...record, autoMoves } : record;
}
