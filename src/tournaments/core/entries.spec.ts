import type { TournamentEvent, TournamentEventBody, TournamentSettings } from './log';
import {
  boardsOf,
  chainTournamentEvent,
  foldTournament,
  pairingsFor,
  roundsFor,
  seasonDeadline,
  standingLines,
  standingsOf,
  startingOrder,
  takesEntries,
  tournamentSeedCommitment,
  verifyTournament,
} from './log';
import { tournamentSettingsFrom } from '../tournament-settings';

const SEED = 'cd'.repeat(32);
const START = Date.parse('2026-12-05T10:00:00.000Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const swiss = (players = 2): TournamentSettings =>
  tournamentSettingsFrom({
    name: 't',
    format: 'swiss',
    preset: players === 2 ? 'claim' : null,
    factions: players === 2 ? null : ['goblins', 'knights', 'undead', 'dwarves', 'doppelgangers', 'dragons', 'trolls'],
    players,
    daysPerMove: 3,
    rounds: 3,
    maxEntrants: 12,
  }).settings;

/** A tournament log written as the server writes it, each event at the time given (the clock moves on). */
function log(settings: TournamentSettings, entrants: readonly string[]) {
  const events: TournamentEvent[] = [];
  let now = START;
  const add = (body: TournamentEventBody, after = 0): void => {
    now += after;
    events.push(chainTournamentEvent('t1', events.at(-1) ?? null, body, new Date(now)));
  };
  add({ type: 'tournament_created', payload: { organizer: { userId: 'org', username: 'org' }, settings } });
  for (const u of entrants) add({ type: 'entrant_joined', payload: { userId: u, username: u } });
  const ratings = settings.format === 'league' ? Object.fromEntries(entrants.map((u) => [u, 1500])) : undefined;
  add({
    type: 'tournament_started',
    payload: {
      entrants: startingOrder(SEED, foldTournament(events).entrants, ratings ?? null),
      seedCommitment: tournamentSeedCommitment(SEED),
      rounds: roundsFor(settings, entrants.length),
      ...(ratings ? { ratings } : {}),
    },
  });
  /** Pairs the next round as the server does; the boards. */
  const pair = (): ReturnType<typeof boardsOf> => {
    const s = foldTournament(events);
    const round = s.currentRound + 1;
    const pairings = pairingsFor(
      s.settings,
      s.entrants.map((e) => e.userId),
      s.boards,
      round,
      s.rounds,
      s.withdrawn,
    )!;
    const boards = boardsOf(
      pairings,
      pairings.map((_, i) => `m${round}-${i}`),
    );
    add({ type: 'round_paired', payload: { round, boards } });
    return boards;
  };
  /** Seat 0 wins every game of the current round. */
  const finishRound = (): void => {
    const s = foldTournament(events);
    for (const b of s.boards.filter((x) => x.round === s.currentRound && x.matchId !== null))
      add(
        {
          type: 'game_result',
          payload: {
            round: b.round,
            board: b.board,
            matchId: b.matchId!,
            result: 'win',
            ...(b.seats.length > 2 ? { results: b.seats.map((_, i) => (i === 0 ? 'win' : 'loss')) } : {}),
          },
        },
        HOUR,
      );
  };
  const finish = (): void => {
    const s = foldTournament(events);
    add({
      type: 'tournament_finished',
      payload: { seed: SEED, standings: standingLines(standingsOf(s)) },
    });
  };
  return { events, add, pair, finishRound, finish };
}

/** The log with `body` put in place of event `seq` and everything re-chained, so only the rule can catch it. */
function forged(events: readonly TournamentEvent[], seq: number, body: TournamentEventBody): TournamentEvent[] {
  const out: TournamentEvent[] = [];
  for (const e of events)
    out.push(chainTournamentEvent(e.tournamentId, out.at(-1) ?? null, e.seq === seq ? body : e, new Date(e.createdAt)));
  return out;
}

describe('late entry and withdrawal (docs/tournaments.md "Late entry and withdrawal")', () => {
  it.each([2, 3, 4])(
    'a Swiss of %i-player tables takes a late entrant, paired from the next round with no points for the rounds missed',
    (players) => {
      const entrants = Array.from({ length: players * 2 }, (_, i) => `u${i}`);
      const t = log(swiss(players), entrants);
      t.pair();
      expect(takesEntries(foldTournament(t.events))).toBe(true);
      t.add({ type: 'entrant_joined', payload: { userId: 'late', username: 'late' } });
      const after = foldTournament(t.events);
      expect(after.entrants.map((e) => e.userId)).toContain('late');
      expect(after.boards.some((b) => b.seats.includes('late'))).toBe(false);
      t.finishRound();
      const missed = standingsOf(foldTournament(t.events)).find((s) => s.player === 'late')!;
      expect([missed.halfPoints, missed.played, missed.byes]).toEqual([0, 0, 0]);
      const round2 = t.pair();
      expect(round2.some((b) => b.seats.includes('late'))).toBe(true);
      t.finishRound();
      t.pair();
      // The last round is paired: entries are closed.
      expect(takesEntries(foldTournament(t.events))).toBe(false);
      t.finishRound();
      t.finish();
      expect(verifyTournament(t.events)).toBeNull();
    },
  );

  it('verify refuses a late entry into a round-robin, after the last round was paired, or over the limit', () => {
    const rr = tournamentSettingsFrom({
      name: 't',
      format: 'round_robin',
      preset: 'claim',
      daysPerMove: 3,
      maxEntrants: 8,
    }).settings;
    const t = log(rr, ['a', 'b', 'c', 'd']);
    t.pair();
    t.add({ type: 'entrant_joined', payload: { userId: 'late', username: 'late' } });
    expect(verifyTournament(t.events)).toMatch(/entrant_joined\): the tournament took no entries/);

    const s = log(swiss(), ['a', 'b', 'c', 'd']);
    for (let r = 0; r < 3; r++) {
      s.pair();
      s.finishRound();
    }
    const lastPaired = s.events.filter((e) => e.type === 'round_paired').at(-1)!;
    const late = forged(s.events.slice(0, lastPaired.seq + 1), lastPaired.seq + 1, {
      type: 'entrant_joined',
      payload: { userId: 'late', username: 'late' },
    });
    expect(verifyTournament(late)).toMatch(/entrant_joined\): the tournament took no entries/);

    const full = log({ ...swiss(), maxEntrants: 4 }, ['a', 'b', 'c', 'd']);
    full.pair();
    full.add({ type: 'entrant_joined', payload: { userId: 'late', username: 'late' } });
    expect(verifyTournament(full.events)).toMatch(/had its 4 entrants/);
  });

  it('a player withdraws themself: paired no more, still ranked, shown as acting; verify refuses it made by another', () => {
    const t = log(swiss(), ['a', 'b', 'c', 'd', 'e', 'f']);
    t.pair();
    t.add({ type: 'entrant_removed', payload: { userId: 'b', by: 'b', reason: 'withdrew' } });
    t.finishRound();
    const state = foldTournament(t.events);
    expect(state.withdrawn).toEqual(['b']);
    expect(state.actions.at(-1)).toMatchObject({ type: 'entrant_removed', by: 'b', username: 'b', reason: 'withdrew' });
    expect(t.pair().some((x) => x.seats.includes('b'))).toBe(false);
    expect(standingsOf(foldTournament(t.events)).map((s) => s.player)).toContain('b');
    t.finishRound();
    t.pair();
    t.finishRound();
    t.finish();
    expect(verifyTournament(t.events)).toBeNull();
    const seq = t.events.find((e) => e.type === 'entrant_removed')!.seq;
    expect(
      verifyTournament(
        forged(t.events, seq, { type: 'entrant_removed', payload: { userId: 'b', by: 'c', reason: 'withdrew' } }),
      ),
    ).toMatch(/entrant_removed\): withdrew by c, not b/);
  });
});

describe('an entry rating range (docs/tournaments.md "Entry rating range")', () => {
  it('verify checks the logged rating of every entry against the range', () => {
    const ranged = { ...swiss(), minRating: 1400, maxRating: 1600 };
    const admitted = log(ranged, []);
    admitted.events.splice(0);
    admitted.add({
      type: 'tournament_created',
      payload: { organizer: { userId: 'org', username: 'org' }, settings: ranged },
    });
    admitted.add({ type: 'entrant_joined', payload: { userId: 'a', username: 'a', rating: 1500 } });
    expect(verifyTournament(admitted.events)).toBeNull();
    for (const rating of [1399, undefined]) {
      const entry = { userId: 'b', username: 'b', ...(rating === undefined ? {} : { rating }) };
      const refused = forged(admitted.events, 2, { type: 'entrant_joined', payload: entry });
      expect(verifyTournament(refused)).toMatch(/entrant_joined\): rating .* is outside the entry range/);
    }
  });
});

describe('a paused league season does not end (docs/tournaments.md "Leagues")', () => {
  const league = tournamentSettingsFrom({
    name: 'l',
    format: 'league',
    preset: 'claim',
    daysPerMove: 3,
    seasons: 2,
    divisionSize: 4,
    seasonDays: 7,
    maxEntrants: 8,
  }).settings;

  it('has no deadline while paused, and one moved on by the pause after resuming; verify refuses a draw adjudicated meanwhile', () => {
    const t = log(league, ['a', 'b', 'c', 'd']);
    t.pair();
    const pairedAt = Date.parse(t.events.at(-1)!.createdAt);
    expect(seasonDeadline(foldTournament(t.events))).toBe(new Date(pairedAt + 7 * DAY).toISOString());
    t.add({ type: 'tournament_paused', payload: { by: 'org' } }, DAY);
    expect(seasonDeadline(foldTournament(t.events))).toBeNull();
    // Adjudicated past the first deadline, while paused: refused.
    const board = foldTournament(t.events).boards.find((b) => b.matchId !== null)!;
    const adjudicated: TournamentEventBody = {
      type: 'game_result',
      payload: { round: 1, board: board.board, matchId: board.matchId!, result: 'draw', adjudicated: true },
    };
    const whilePaused = log(league, ['a', 'b', 'c', 'd']);
    whilePaused.events.splice(0, whilePaused.events.length, ...t.events);
    whilePaused.add(adjudicated, 10 * DAY);
    expect(verifyTournament(whilePaused.events)).toMatch(/adjudicated before the season's deadline \(none\)/);
    // Resumed 10 days later: the season runs 10 days longer.
    t.add({ type: 'tournament_resumed', payload: { by: 'org' } }, 10 * DAY);
    const deadline = Date.parse(seasonDeadline(foldTournament(t.events))!);
    expect(deadline).toBe(pairedAt + 17 * DAY);
    t.add(adjudicated, deadline - Date.parse(t.events.at(-1)!.createdAt) - HOUR);
    expect(verifyTournament(t.events)).toMatch(/adjudicated before the season's deadline/);
  });
});
