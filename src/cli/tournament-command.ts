import type { TournamentEvent } from '../tournaments/core/log';
import { foldTournament, standingLines, standingsOf, verifyTournament } from '../tournaments/core/log';
import { verifyTournamentEntropy } from '../tournaments/core/table-entropy';
import type { CommandOutput } from './commands';

/**
 * `claim tournament verify FILE`: recomputes a tournament export (NDJSON, GET /api/tournaments/{id}/export)
 * from its events alone (the hash chain, the seed against its commitment, the seed order, every round's
 * pairings, the final standings) and names the first difference. Exit 0 when all agree, 1 on a difference.
 */
export function tournamentVerifyCommand(ndjson: string): CommandOutput {
  let events: TournamentEvent[];
  try {
    events = ndjson
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as TournamentEvent);
  } catch (error) {
    return out({ error: { code: 'NOT_NDJSON', reason: error instanceof Error ? error.message : String(error) } }, 1);
  }
  if (events.length === 0 || events[0].type !== 'tournament_created')
    return out({ error: { code: 'NOT_A_TOURNAMENT_LOG', reason: 'the first line is no tournament_created event' } }, 1);
  const difference = verifyTournament(events);
  if (difference !== null) return out({ error: { code: 'TOURNAMENT_MISMATCH', reason: difference } }, 1);
  // The entropy master seed against its commitment, each contribution against its logged hash (table-entropy.ts).
  const entropy = verifyTournamentEntropy(events);
  if ('problem' in entropy) return out({ error: { code: 'ENTROPY_MISMATCH', reason: entropy.problem } }, 1);
  const state = foldTournament(events);
  const standings = standingLines(standingsOf(state));
  const names = new Map(state.entrants.map((e) => [e.userId, e.username]));
  return out(
    {
      tournamentId: state.id,
      events: events.length,
      headHash: state.head?.hash ?? null,
      status: state.status,
      roundsPaired: state.currentRound,
      seedChecked: state.seed !== null,
      // Each table's server seed commitment and contributions, as its match's start event must publish them.
      entropyTables: entropy.tables,
      winner: state.status === 'finished' ? (names.get(standings[0]?.userId) ?? null) : null,
      standings: standings.map((s) => ({ ...s, username: names.get(s.userId) ?? s.userId })),
    },
    0,
  );
}

const out = (value: unknown, exitCode: number): CommandOutput => ({ exitCode, stdout: JSON.stringify(value, null, 2) });
