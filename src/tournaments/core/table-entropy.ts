import { createHash } from 'node:crypto';
import type { Entropy } from '../../engine';
import { seedCommitment } from '../../matches/event-chain';
import type { TournamentEvent } from './log';
import type { TournamentEntropy } from './types';

/**
 * Entropy for a tournament's tables (docs/auditing.md "Matches started without a sit-down"). At creation the
 * server draws a secret master seed and logs SHA-256 of it (`entropyCommitment` in `tournament_created`),
 * before anyone enters; each entrant may contribute 32 random bytes with their entry (logged as SHA-256 of
 * itself in `entrant_joined`, `contributionHash`); the end (`tournament_finished` or `tournament_cancelled`)
 * reveals both (`entropy`). A table's server seed is
 *
 *   SHA-256(master ‖ ASCII "claim-tournament-table" ‖ ASCII "<round>:<board>")
 *
 * and its match seed the lobby's derivation (engine entropy.ts) from that server seed and its seats'
 * contributions in seat order. Round and board, not the match id: the server draws match ids, so a seed
 * keyed on them could be re-drawn until a deal suited someone; round and board are fixed by the pairing,
 * which `claim tournament verify` recomputes. Pure, so the server and the CLI use the same functions.
 */

export type { TournamentEntropy } from './types';

const TAG = 'claim-tournament-table';

/** The server seed of the table at `round`, `board` (both from 1), hex. */
export function tableServerSeed(master: string, round: number, board: number): string {
  return createHash('sha256')
    .update(Buffer.concat([Buffer.from(master, 'hex'), Buffer.from(`${TAG}${round}:${board}`, 'ascii')]))
    .digest('hex');
}

/** The entropy a table's match starts with: its server seed and its seats' contributions, in seat order. */
export function tableEntropy(
  entropy: TournamentEntropy,
  round: number,
  board: number,
  seatUserIds: readonly string[],
): Entropy {
  return {
    serverSeed: tableServerSeed(entropy.master, round, board),
    contributions: seatUserIds.map((id) => entropy.contributions[id] ?? null),
  };
}

/** SHA-256 of a master seed or a contribution (of its 32 bytes), as logged before it is revealed. */
export const entropyHash = seedCommitment;

/** A table as `claim tournament verify` lists it: what its match's start event must publish. */
export interface TableEntropyLine {
  readonly round: number;
  readonly board: number;
  readonly matchId: string;
  readonly serverSeedCommitment: string;
  readonly contributions: readonly (string | null)[];
}

/**
 * Checks a tournament log's entropy: the revealed master seed against `entropyCommitment`, each revealed
 * contribution against the hash its entrant's last entry logged (and none revealed without one). Returns
 * the first difference, or the tables (what each match's start event must publish) when all agree; null
 * tables for a tournament from before entropy or one not ended yet.
 */
export function verifyTournamentEntropy(
  events: readonly TournamentEvent[],
): { problem: string } | { tables: TableEntropyLine[] | null } {
  const created = events[0];
  const commitment = created?.type === 'tournament_created' ? (created.payload.entropyCommitment ?? null) : null;
  const end = events.find((e) => e.type === 'tournament_finished' || e.type === 'tournament_cancelled');
  const revealed =
    end?.type === 'tournament_finished' || end?.type === 'tournament_cancelled' ? end.payload.entropy : undefined;
  if (commitment === null) {
    return revealed === undefined
      ? { tables: null }
      : { problem: `event ${end!.seq}: entropy revealed, none committed` };
  }
  if (end === undefined) return { tables: null };
  if (revealed === undefined)
    return { problem: `event ${end.seq} (${end.type}): the entropy master seed is not revealed` };
  if (entropyHash(revealed.master) !== commitment)
    return { problem: `event ${end.seq} (${end.type}): the revealed master seed does not hash to ${commitment}` };
  const logged = new Map<string, string | null>();
  const tables: TableEntropyLine[] = [];
  for (const e of events) {
    if (e.type === 'entrant_joined') logged.set(e.payload.userId, e.payload.contributionHash ?? null);
    if (e.type === 'round_paired')
      for (const b of e.payload.boards)
        if (b.matchId !== null) {
          const table = tableEntropy(revealed, e.payload.round, b.board, b.seats);
          tables.push({
            round: e.payload.round,
            board: b.board,
            matchId: b.matchId,
            serverSeedCommitment: seedCommitment(table.serverSeed),
            contributions: table.contributions,
          });
        }
  }
  for (const [userId, contribution] of Object.entries(revealed.contributions)) {
    const hash = logged.get(userId) ?? null;
    if (hash === null) return { problem: `event ${end.seq}: a contribution of ${userId} is revealed, none was logged` };
    if (entropyHash(contribution) !== hash)
      return { problem: `event ${end.seq}: the contribution of ${userId} does not hash to the logged ${hash}` };
  }
  for (const [userId, hash] of logged)
    if (hash !== null && revealed.contributions[userId] === undefined)
      return { problem: `event ${end.seq}: the contribution of ${userId} (logged ${hash}) is not revealed` };
  return { tables };
}
