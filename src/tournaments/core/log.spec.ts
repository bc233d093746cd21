import { GENESIS_HASH } from '../../matches/event-chain';
import type { TournamentEvent, TournamentEventBody, TournamentSettings } from './log';
import {
  applyEvents,
  boardsOf,
  chainTournamentEvent,
  foldTournament,
  pairingsFor,
  roundComplete,
  standingLines,
  standingsOf,
  startingOrder,
  tournamentEventHash,
  tournamentSeedCommitment,
  verifyTournament,
} from './log';

const SETTINGS: TournamentSettings = {
  name: 'test',
  format: 'swiss',
  preset: 'claim',
  players: 2,
  daysPerMove: 3,
  rated: false,
  rounds: 3,
  double: false,
  maxEntrants: 8,
};
const SEED = 'ab'.repeat(32);
const AT = new Date('2026-12-02T10:00:00.000Z');

/** A whole 5-entrant Swiss of 3 rounds, played by the core alone (seat 0 always wins). */
function tournamentLog(): TournamentEvent[] {
  const events: TournamentEvent[] = [];
  const add = (body: TournamentEventBody) => events.push(chainTournamentEvent('t1', events.at(-1) ?? null, body, AT));
  add({ type: 'tournament_created', payload: { organizer: { userId: 'org', username: 'org' }, settings: SETTINGS } });
  for (const u of ['u1', 'u2', 'u3', 'u4', 'u5']) add({ type: 'entrant_joined', payload: { userId: u, username: u } });
  let state = foldTournament(events);
  add({
    type: 'tournament_started',
    payload: {
      entrants: startingOrder(SEED, state.entrants),
      seedCommitment: tournamentSeedCommitment(SEED),
      rounds: 3,
    },
  });
  for (let round = 1; round <= 3; round++) {
    state = foldTournament(events);
    const pairings = pairingsFor(
      state.settings,
      state.entrants.map((e) => e.userId),
      state.boards,
      round,
      state.rounds,
    )!;
    const boards = boardsOf(
      pairings,
      pairings.map((_, i) => `m${round}-${i}`),
    );
    add({ type: 'round_paired', payload: { round, boards } });
    for (const b of boards)
      if (b.matchId)
        add({ type: 'game_result', payload: { round, board: b.board, matchId: b.matchId, result: 'win' } });
  }
  state = foldTournament(events);
  expect(roundComplete(state)).toBe(true);
  add({ type: 'tournament_finished', payload: { seed: SEED, standings: standingLines(standingsOf(state)) } });
  return events;
}

function rechain(events: TournamentEvent[]): TournamentEvent[] {
  let prev = GENESIS_HASH;
  return events.map((e) => {
    const hash = tournamentEventHash(prev, e);
    prev = hash;
    return { ...e, hash };
  });
}

describe('the tournament log and its verification', () => {
  it('verifies a log the server would write, and folds it step by step as at once', () => {
    const events = tournamentLog();
    expect(verifyTournament(events)).toBeNull();
    const whole = foldTournament(events);
    expect(applyEvents(foldTournament(events.slice(0, 4)), events.slice(4))).toEqual(whole);
    expect(whole.status).toBe('finished');
    // 5 entrants, 3 rounds: three different players had the bye.
    expect(new Set(whole.boards.filter((b) => b.seats.length === 1).map((b) => b.seats[0])).size).toBe(3);
  });

  it('names the first difference: an edited event, a wrong seed, forged standings', () => {
    const events = tournamentLog();
    const edited = events.map((e) =>
      e.type === 'game_result' && e.seq === events.find((x) => x.type === 'game_result')!.seq
        ? { ...e, payload: { ...e.payload, result: 'loss' as const } }
        : e,
    );
    expect(verifyTournament(edited)).toMatch(/^event \d+ \(game_result\): hash is/);

    const otherSeed = rechain(
      events.map((e) =>
        e.type === 'tournament_finished' ? { ...e, payload: { ...e.payload, seed: 'cd'.repeat(32) } } : e,
      ),
    );
    expect(verifyTournament(otherSeed)).toMatch(/tournament_started\): the revealed seed does not hash/);

    const forged = rechain(
      events.map((e) =>
        e.type === 'tournament_finished'
          ? { ...e, payload: { ...e.payload, standings: [...e.payload.standings].reverse() } }
          : e,
      ),
    );
    expect(verifyTournament(forged)).toMatch(/tournament_finished\): standing 1 is/);
  });
});
