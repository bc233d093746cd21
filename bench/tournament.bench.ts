/**
 * Tournament scale (issue 30): a Swiss of 2,000 entrants. Measures, with the server's own pure code:
 * - pairing a round: fold the log, then pair (pairingsFor) and lay out the boards, as TournamentsService does
 *   under the row lock; server CPU (process.cpuUsage), for rounds 1 to ROUNDS;
 * - a standings page: fold the log, map it to the Tournament model and serialize it (what GET /api/tournaments/{id}
 *   computes; the database read and the HTTP hop are not in it), server CPU p50/p99 over PAGES requests after
 *   round ROUNDS. CPU time, not wall time, so that a loaded machine measures the work, not the wait.
 * Run: npm run bench:tournament [-- entrants rounds pages]
 */
import { randomUUID } from 'node:crypto';
import { toTournamentModel } from '../src/tournaments/api/tournament.mapper';
import type { TournamentEvent, TournamentEventBody, TournamentSettings } from '../src/tournaments/core/log';
import {
  boardsOf,
  chainTournamentEvent,
  foldTournament,
  pairingsFor,
  startingOrder,
  tournamentSeedCommitment,
} from '../src/tournaments/core/log';

const [ENTRANTS, ROUNDS, PAGES] = [2000, 7, 300].map((d, i) => Number(process.argv[2 + i] ?? d));
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
    add({ type: 'game_result', payload: { round, board: b.board, matchId: b.matchId, result } });
  }
}

const pageMs: number[] = [];
for (let i = 0; i < PAGES; i++) {
  const cpu = process.cpuUsage();
  const model = toTournamentModel(foldTournament(events));
  JSON.stringify(model);
  const used = process.cpuUsage(cpu);
  pageMs.push((used.user + used.system) / 1000);
}
pageMs.sort((a, b) => a - b);
const pct = (p: number): number => pageMs[Math.min(pageMs.length - 1, Math.floor((p / 100) * pageMs.length))];
const fmt = (x: number): number => Math.round(x * 100) / 100;
console.log(
  JSON.stringify(
    {
      entrants: ENTRANTS,
      rounds: ROUNDS,
      events: events.length,
      pairRoundCpuMs: pairingMs.map(fmt),
      pairRoundCpuMsMax: fmt(Math.max(...pairingMs)),
      standingsPage: { requests: PAGES, p50Ms: fmt(pct(50)), p99Ms: fmt(pct(99)), maxMs: fmt(pageMs.at(-1)!) },
    },
    null,
    2,
  ),
);
