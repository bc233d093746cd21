import type { TournamentEvent, TournamentEventBody, TournamentSettings } from './log';
import {
  boardsOf,
  chainTournamentEvent,
  dueWithdrawals,
  foldTournament,
  pairingsFor,
  startingOrder,
  tournamentSeedCommitment,
  verifyTournament,
} from './log';

const SEED = 'ef'.repeat(32);
const AT = new Date('2026-12-05T10:00:00.000Z');
const settings = (format: 'swiss' | 'round_robin', withdrawAfterTimeouts = 2): TournamentSettings => ({
  name: 't',
  format,
  preset: 'claim',
  players: 2,
  daysPerMove: 3,
  rated: false,
  rounds: format === 'swiss' ? 3 : 0,
  double: false,
  maxEntrants: 8,
  withdrawAfterTimeouts,
});

/** A started tournament of `n` entrants, round 1 paired; `add` appends more events. */
function started(format: 'swiss' | 'round_robin', n: number, withdrawAfterTimeouts = 2) {
  const events: TournamentEvent[] = [];
  const add = (body: TournamentEventBody): void => {
    events.push(chainTournamentEvent('t1', events.at(-1) ?? null, body, AT));
  };
  add({
    type: 'tournament_created',
    payload: { organizer: { userId: 'org', username: 'org' }, settings: settings(format, withdrawAfterTimeouts) },
  });
  for (let i = 1; i <= n; i++) add({ type: 'entrant_joined', payload: { userId: `u${i}`, username: `u${i}` } });
  const order = startingOrder(SEED, foldTournament(events).entrants);
  add({
    type: 'tournament_started',
    payload: {
      entrants: order,
      seedCommitment: tournamentSeedCommitment(SEED),
      rounds: format === 'swiss' ? 3 : n - 1,
    },
  });
  const pairRound = (round: number): void => {
    const s = foldTournament(events);
    const pairings = pairingsFor(
      s.settings,
      s.entrants.map((e) => e.userId),
      s.boards,
      round,
      s.rounds,
      s.withdrawn,
    );
    if (pairings === null) throw new Error(`round ${round}: the tournament is over`);
    add({
      type: 'round_paired',
      payload: {
        round,
        boards: boardsOf(
          pairings,
          pairings.map((_, i) => `m${round}-${i}`),
        ),
      },
    });
  };
  pairRound(1);
  return { events, add, pairRound };
}

describe('organizer actions and withdrawals in the tournament core (docs/tournaments.md "Organizer actions")', () => {
  it('a Swiss pairs nobody withdrawn; a round-robin turns their games into byes for the other', () => {
    const swiss = started('swiss', 4);
    let s = foldTournament(swiss.events);
    for (const b of s.boards)
      swiss.add({ type: 'game_result', payload: { round: 1, board: b.board, matchId: b.matchId!, result: 'win' } });
    swiss.add({ type: 'entrant_removed', payload: { userId: 'u2', by: 'org', reason: 'organizer' } });
    swiss.pairRound(2);
    s = foldTournament(swiss.events);
    const round2 = s.boards.filter((b) => b.round === 2);
    expect(round2.flatMap((b) => b.seats)).not.toContain('u2');
    expect(round2.flatMap((b) => b.seats).sort()).toEqual(['u1', 'u3', 'u4']);
    expect(verifyTournament(swiss.events)).toBeNull();

    const rr = started('round_robin', 4);
    const order = foldTournament(rr.events).entrants.map((e) => e.userId);
    const full = pairingsFor(settings('round_robin'), order, [], 2, 3)!;
    const cut = pairingsFor(settings('round_robin'), order, [], 2, 3, ['u3'])!;
    const opponent = full
      .flatMap((p) => (p.kind === 'game' && p.seats.includes('u3') ? p.seats : []))
      .find((x) => x !== 'u3');
    expect(cut).toContainEqual({ kind: 'bye', player: opponent });
    expect(cut.flatMap((p) => (p.kind === 'game' ? p.seats : [p.player]))).not.toContain('u3');
  });

  it('withdraws whoever timed out of withdrawAfterTimeouts games, once; 0 never', () => {
    for (const [limit, expected] of [
      [1, ['u1']],
      [2, []],
      [0, []],
    ] as const) {
      const t = started('swiss', 4, limit);
      const s = foldTournament(t.events);
      const b = s.boards[0];
      t.add({
        type: 'game_result',
        payload: { round: 1, board: b.board, matchId: b.matchId!, result: 'loss', timedOut: 'u1' },
      });
      const due = dueWithdrawals(foldTournament(t.events));
      expect(due.map((e) => (e.type === 'entrant_removed' ? e.payload.userId : null))).toEqual(expected);
      for (const body of due) t.add(body);
      expect(dueWithdrawals(foldTournament(t.events))).toEqual([]);
      expect(verifyTournament(t.events)).toBeNull();
    }
  });

  it('verify names an action by someone other than the organizer, a round paired while paused, and an undue withdrawal', () => {
    const forged = started('swiss', 4);
    forged.add({ type: 'tournament_paused', payload: { by: 'u1' } });
    expect(verifyTournament(forged.events)).toMatch(/tournament_paused\): made by u1, not the organizer org/);

    const paused = started('swiss', 4);
    const s = foldTournament(paused.events);
    for (const b of s.boards)
      paused.add({ type: 'game_result', payload: { round: 1, board: b.board, matchId: b.matchId!, result: 'draw' } });
    paused.add({ type: 'tournament_paused', payload: { by: 'org' } });
    paused.pairRound(2);
    expect(verifyTournament(paused.events)).toMatch(/round_paired\): the tournament was paused/);

    const early = started('swiss', 4);
    early.add({ type: 'entrant_removed', payload: { userId: 'u1', by: null, reason: 'timeouts' } });
    expect(verifyTournament(early.events)).toMatch(/entrant_removed\): u1 had 0 time-out\(s\), the limit is 2/);

    const handed = started('swiss', 4);
    handed.add({ type: 'organizer_changed', payload: { by: 'org', organizer: { userId: 'u9', username: 'u9' } } });
    handed.add({ type: 'tournament_paused', payload: { by: 'org' } });
    expect(verifyTournament(handed.events)).toMatch(/tournament_paused\): made by org, not the organizer u9/);
  });
});
