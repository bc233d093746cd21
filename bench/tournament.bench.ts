/**
 * Tournament scale (issue 30): a Swiss of 2,000 entrants. Measures, with the server's own pure code:
 * - pairing a round: fold the log, then pair (pairingsFor) and lay out the boards, as TournamentsService does
 *   under the row lock; server CPU (process.cpuUsage), for rounds 1 to ROUNDS;
 * - a standings page, two ways, server CPU p50/p99 over PAGES requests while round ROUNDS's results come in (one
 *   every WRITE_EVERY reads: the reads of a big tournament far outnumber its results):
 *   - refolded: fold the whole log, map it to the Tournament model and serialize it, as every read did before
 *     TournamentStates;
 *   - cached: what GET /api/tournaments/{id} computes now (tournament-states.ts): the state held for the last
 *     version read plus the events after it (none, mostly), the model memoized per state, serialized.
 *   The database read and the HTTP hop are in neither (the cached read asks the database only for the events
 *   after its version). CPU time, not wall time, so that a loaded machine measures the work, not the wait.
 * Run: npm run bench:tournament [-- entrants rounds pages writeEvery]
 */
import { randomUUID } from 'node:crypto';
import { toTournamentModel } from '../src/tournaments/api/tournament.mapper';
import type { TournamentEvent, TournamentEventBody, TournamentSettings } from '../src/tournaments/core/log';
import type { TournamentState } from '../src/tournaments/core/log';
import {
  applyEvents,
  boardsOf,
  chainTournamentEvent,
  foldTournament,
  pairingsFor,
  startingOrder,
  tournamentSeedCommitment,
} from '../src/tournaments/core/log';

const [ENTRANTS, ROUNDS, PAGES, WRITE_EVERY] = [2000, 7, 300, 50].map((d, i) => Number(process.argv[2 + i] ?? d));
const SEED = 'cd'.repeat(32);
const AT = new Date('2026-12-05T12:00:00.000Z');
const settings: TournamentSettings = {
  name: 'bench',
  format: 'swiss',
  preset: 'claim',
  players: 2,
  daysPerMove: 3,
  rated: false,
  rounds: ROUNDS,
  double: false,
  maxEntrants: ENTRANTS,
  withdrawAfterTimeouts: 2,
};

const events: TournamentEvent[] = [];
const add = (body: TournamentEventBody): void => {
  events.push(chainTournamentEvent('bench', events.at(-1) ?? null, body, AT));
};
add({ type: 'tournament_created', payload: { organizer: { userId: 'org', username: 'org' }, settings } });
for (let i = 0; i < ENTRANTS; i++) {
  const id = randomUUID();
  add({ type: 'entrant_joined', payload: { userId: id, username: `player${i}` } });
}
add({
  type: 'tournament_started',
  payload: {
    entrants: startingOrder(SEED, foldTournament(events).entrants),
    seedCommitment: tournamentSeedCommitment(SEED),
    rounds: ROUNDS,
  },
});

let random = 20261205;
const next = (n: number): number => {
  random = (random * 1103515245 + 12345) % 2 ** 31;
  return random % n;
};
const pairingMs: number[] = [];
/** The last round's results, held back to come in while the pages are read. */
const lastResults: TournamentEventBody[] = [];
for (let round = 1; round <= ROUNDS; round++) {
  const cpu = process.cpuUsage();
  const state = foldTournament(events);
  const pairings = pairingsFor(
    state.settings,
    state.entrants.map((e) => e.userId),
    state.boards,
    round,
    state.rounds,
    state.withdrawn,
  );
  if (pairings === null) throw new Error(`round ${round}: the tournament is over`);
  const boards = boardsOf(
    pairings,
    pairings.map(() => randomUUID()),
  );
  const used = process.cpuUsage(cpu);
  pairingMs.push((used.user + used.system) / 1000);
  add({ type: 'round_paired', payload: { round, boards } });
  for (const b of boards) {
    if (b.matchId === null) continue;
    const result = (['win', 'draw', 'loss'] as const)[next(3)];
    const body: TournamentEventBody = {
      type: 'game_result',
      payload: { round, board: b.board, matchId: b.matchId, result },
    };
    if (round === ROUNDS) lastResults.push(body);
    else add(body);
  }
}

/** CPU milliseconds of `work`. */
function cpuMs(work: () => void): number {
  const cpu = process.cpuUsage();
  work();
  const used = process.cpuUsage(cpu);
  return (used.user + used.system) / 1000;
}

/** PAGES reads, a held-back result appended every WRITE_EVERY reads; each read's CPU time, sorted. */
function pages(read: (log: readonly TournamentEvent[]) => void): number[] {
  const log = [...events];
  const results = [...lastResults];
  const ms: number[] = [];
  for (let i = 0; i < PAGES; i++) {
    if (i % WRITE_EVERY === WRITE_EVERY - 1 && results.length > 0)
      log.push(chainTournamentEvent('bench', log.at(-1)!, results.shift()!, AT));
    ms.push(cpuMs(() => read(log)));
  }
  return ms.sort((a, b) => a - b);
}

const refolded = pages((log) => JSON.stringify(toTournamentModel(foldTournament(log))));
let held: TournamentState | null = null;
const cached = pages((log) => {
  // TournamentStates.current: the events after the held version (the database's answer), folded onto it.
  const after = log.slice(held?.version ?? 0);
  if (held === null) held = foldTournament(after);
  else if (after.length > 0) held = applyEvents(held, after);
  JSON.stringify(toTournamentModel(held));
});
const pct = (ms: readonly number[], p: number): number =>
  ms[Math.min(ms.length - 1, Math.floor((p / 100) * ms.length))];
const fmt = (x: number): number => Math.round(x * 100) / 100;
console.log(
  JSON.stringify(
    {
      entrants: ENTRANTS,
      rounds: ROUNDS,
      events: events.length,
      pairRoundCpuMs: pairingMs.map(fmt),
      pairRoundCpuMsMax: fmt(Math.max(...pairingMs)),
      standingsPage: Object.fromEntries(
        Object.entries({ refolded, cached }).map(([way, ms]) => [
          way,
          {
            requests: PAGES,
            resultEvery: WRITE_EVERY,
            p50Ms: fmt(pct(ms, 50)),
            p90Ms: fmt(pct(ms, 90)),
            p99Ms: fmt(pct(ms, 99)),
            maxMs: fmt(ms.at(-1)!),
          },
        ]),
      ),
    },
    null,
    2,
  ),
);
