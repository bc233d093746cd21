import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { TournamentEvent } from '../tournaments/core/log';
import { foldTournament, standingLines, standingsOf, verifyTournament } from '../tournaments/core/log';
import type { ArchivedMatch, RecordedGame } from '../tournaments/core/match-records';
import { readArchivedMatch, recordedGame } from '../tournaments/core/match-records';
import { verifyTournamentEntropy } from '../tournaments/core/table-entropy';
import type { CommandOutput } from './commands';

/**
 * The finished matches' records for `--records`: a directory of JSON files (one match each, or NDJSON), or one
 * file holding a JSON array, one JSON object, or one object a line (docs/tournaments.md). Every document is read
 * here; a malformed one is refused before anything is verified.
 */
export function readMatchRecords(path: string): ArchivedMatch[] | string {
  const files = statSync(path).isDirectory()
    ? readdirSync(path)
        .filter((f) => f.endsWith('.json') || f.endsWith('.ndjson'))
        .sort()
        .map((f) => join(path, f))
    : [path];
  const matches: ArchivedMatch[] = [];
  for (const file of files) {
    const text = readFileSync(file, 'utf8').trim();
    let docs: unknown[];
    try {
      const whole: unknown = text.startsWith('[') || !text.includes('\n') ? JSON.parse(text) : undefined;
      docs =
        whole === undefined
          ? text
              .split('\n')
              .filter((line) => line.trim() !== '')
              .map((line) => JSON.parse(line) as unknown)
          : Array.isArray(whole)
            ? whole
            : [whole];
    } catch (error) {
      return `${file}: ${error instanceof Error ? error.message : String(error)}`;
    }
    for (const doc of docs) {
      const match = readArchivedMatch(doc);
      if (typeof match === 'string') return `${file}: ${match}`;
      matches.push(match);
    }
  }
  return matches;
}

/**
 * `claim tournament verify FILE [--records DIR|FILE]`: recomputes a tournament export (NDJSON,
 * GET /api/tournaments/{id}/export) from its events alone (the hash chain, the seed against its commitment,
 * the seed order, every round's pairings, the final standings) and names the first difference. With the
 * finished matches' records, each record's chain and replay are checked too and every result in the log is
 * compared with its record's. Exit 0 when all agree, 1 on a difference.
 */
export function tournamentVerifyCommand(ndjson: string, records?: readonly ArchivedMatch[]): CommandOutput {
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
  const byMatch = new Map((records ?? []).map((m) => [m.matchId, m]));
  // Each record is checked once, when the log first takes its result.
  const checked = new Map<string, RecordedGame | string>();
  const recordOf = (matchId: string): RecordedGame | string | undefined => {
    const archived = byMatch.get(matchId);
    if (archived === undefined) return undefined;
    let game = checked.get(matchId);
    if (game === undefined) checked.set(matchId, (game = recordedGame(archived)));
    return game;
  };
  const difference = verifyTournament(events, records ? recordOf : undefined);
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
      recordsChecked: records ? checked.size : null,
      // Each table's server seed commitment and contributions, as its match's start event must publish them.
      entropyTables: entropy.tables,
      winner: state.status === 'finished' ? (names.get(standings[0]?.userId) ?? null) : null,
      standings: standings.map((s) => ({ ...s, username: names.get(s.userId) ?? s.userId })),
    },
    0,
  );
}

const out = (value: unknown, exitCode: number): CommandOutput => ({ exitCode, stdout: JSON.stringify(value, null, 2) });
