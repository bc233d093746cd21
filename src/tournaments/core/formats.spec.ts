import fc from 'fast-check';
import type { GameResult } from './pairing';
import type { TournamentEvent, TournamentEventBody, TournamentSettings, TournamentState } from './log';
import {
  boardsOf,
  chainTournamentEvent,
  foldTournament,
  pairingsFor,
  roundsFor,
  standingLines,
  standingsOf,
  startingOrder,
  tournamentSeedCommitment,
  verifyTournament,
} from './log';
import type { TableGame } from './tables';
import { seatRepeatFree, swissTables, tableRoundRobinSchedule, tableStandings } from './tables';
import { bracketPositions, knockoutBracket, knockoutRound, knockoutRounds } from './knockout';
import { firstDivisions, leagueDivisions } from './league';
import { tableGames } from './formats';
import { tournamentSettingsFrom } from '../tournament-settings';

const SEED = 'ab'.repeat(32);
const AT = new Date('2026-12-02T10:00:00.000Z');
/** A 2-player Swiss as the real validator makes it; each case below changes what it tests. */
const BASE: TournamentSettings = tournamentSettingsFrom({
  name: 't',
  format: 'swiss',
  preset: 'claim',
  daysPerMove: 3,
  rounds: 3,
  maxEntrants: 64,
}).settings;
const names = (n: number) => Array.from({ length: n }, (_, i) => `p${String(i).padStart(2, '0')}`);

/** A seat's results for a table, from a number: one winner (or a team at 4), or all draw. */
function resultsOf(players: number, pick: number): GameResult[] {
  const winner = pick % (players + 1);
  if (winner === players) return new Array<GameResult>(players).fill('draw');
  return Array.from({ length: players }, (_, s) =>
    (players === 4 ? s % 2 === winner % 2 : s === winner) ? 'win' : 'loss',
  );
}

/** Plays a whole tournament with the core alone, through the log as the server writes it. */
function play(
  settings: TournamentSettings,
  entrants: number,
  picks: readonly number[],
  ratings = false,
): TournamentEvent[] {
  const events: TournamentEvent[] = [];
  const add = (body: TournamentEventBody) => events.push(chainTournamentEvent('t1', events.at(-1) ?? null, body, AT));
  add({ type: 'tournament_created', payload: { organizer: { userId: 'org', username: 'org' }, settings } });
  for (const u of names(entrants)) add({ type: 'entrant_joined', payload: { userId: u, username: u } });
  let state: TournamentState = foldTournament(events);
  const rating = ratings ? Object.fromEntries(names(entrants).map((u, i) => [u, 1500 + ((i * 37) % 200)])) : null;
  add({
    type: 'tournament_started',
    payload: {
      entrants: startingOrder(SEED, state.entrants, rating),
      seedCommitment: tournamentSeedCommitment(SEED),
      rounds: roundsFor(settings, entrants),
      ...(rating ? { ratings: rating } : {}),
    },
  });
  let pick = 0;
  for (let round = 1; round < 200; round++) {
    state = foldTournament(events);
    const pairings = pairingsFor(
      settings,
      state.entrants.map((e) => e.userId),
      state.boards,
      round,
      state.rounds,
    );
    if (pairings === null) break;
    const boards = boardsOf(
      pairings,
      pairings.map((_, i) => `m${round}-${i}`),
    );
    add({ type: 'round_paired', payload: { round, boards } });
    for (const b of boards) {
      if (!b.matchId) continue;
      const results = resultsOf(b.seats.length, picks[pick++ % picks.length]);
      add({
        type: 'game_result',
        payload: {
          round,
          board: b.board,
          matchId: b.matchId,
          result: results[0],
          ...(b.seats.length > 2 ? { results } : {}),
        },
      });
    }
  }
  state = foldTournament(events);
  add({ type: 'tournament_finished', payload: { seed: SEED, standings: standingLines(standingsOf(state)) } });
  return events;
}

const pairKey = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);

describe('round-robin of tables of 3 and 4: every pair shares a table as evenly as possible', () => {
  it('for 5 to 16 entrants (every size): every pair meets at least once, max − min meetings ≤ 1, byes max − min ≤ 1', () => {
    for (const k of [3, 4])
      for (let n = 5; n <= 16; n++) {
        const schedule = tableRoundRobinSchedule(n, k);
        const meetings = new Map<string, number>();
        const byes = new Array<number>(n).fill(0);
        const seat0 = new Array<number>(n).fill(0);
        for (const round of schedule) {
          // Each round seats everyone exactly once, in full tables, with n mod k sitting out.
          expect([...round.tables.flat(), ...round.byes].sort((a, b) => a - b)).toEqual(
            Array.from({ length: n }, (_, i) => i),
          );
          expect(round.tables.every((t) => t.length === k)).toBe(true);
          expect(round.byes).toHaveLength(n % k);
          for (const b of round.byes) byes[b]++;
          for (const t of round.tables) {
            seat0[t[0]]++;
            for (let i = 0; i < k; i++)
              for (let j = i + 1; j < k; j++)
                meetings.set(pairKey(`${t[i]}`, `${t[j]}`), (meetings.get(pairKey(`${t[i]}`, `${t[j]}`)) ?? 0) + 1);
          }
        }
        const counts: number[] = [];
        for (let a = 0; a < n; a++)
          for (let b = a + 1; b < n; b++) counts.push(meetings.get(pairKey(`${a}`, `${b}`)) ?? 0);
        expect([k, n, Math.min(...counts) >= 1]).toEqual([k, n, true]);
        expect([k, n, Math.max(...counts) - Math.min(...counts)]).toEqual([k, n, expect.any(Number)]);
        expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
        expect(Math.max(...byes) - Math.min(...byes)).toBeLessThanOrEqual(1);
        // Seat 0 (who leads first) is spread: nobody has it more than twice as often as anyone else plus one.
        expect(Math.max(...seat0) - Math.min(...seat0)).toBeLessThanOrEqual(2);
      }
  });
});

describe('standings over tables', () => {
  it('agree with a plain recount: points per seat, Buchholz over opponents (the other team at 4), byes ½', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(3, 4),
        fc.integer({ min: 4, max: 10 }),
        fc.array(fc.nat(10), { minLength: 1, maxLength: 40 }),
        (k, n, picks) => {
          const order = names(n);
          const games: TableGame[] = [];
          let pick = 0;
          for (let round = 1; round <= 3; round++)
            for (const s of swissTables(order, games, k))
              games.push({
                round,
                seating: s,
                results: s.kind === 'bye' ? null : resultsOf(k, picks[pick++ % picks.length]),
              });
          const points = new Map(order.map((p) => [p, 0]));
          for (const g of games) {
            if (g.seating.kind === 'bye') points.set(g.seating.player, points.get(g.seating.player)! + 0.5);
            else
              g.seating.seats.forEach((p, i) =>
                points.set(p, points.get(p)! + { win: 1, draw: 0.5, loss: 0 }[g.results![i]]),
              );
          }
          const buchholz = new Map(order.map((p) => [p, 0]));
          for (const g of games)
            if (g.seating.kind === 'game')
              for (const [i, p] of g.seating.seats.entries())
                for (const [j, q] of g.seating.seats.entries())
                  if (i !== j && (k !== 4 || i % 2 !== j % 2)) buchholz.set(p, buchholz.get(p)! + points.get(q)!);
          for (const s of tableStandings(order, games, k))
            expect([s.player, s.halfPoints / 2, s.buchholzHalves / 2]).toEqual([
              s.player,
              points.get(s.player),
              buchholz.get(s.player),
            ]);
        },
      ),
    );
  });
});

describe('Swiss in tables of 3 and 4 (fast-check)', () => {
  it('seats everyone once a round, leaders on board 1, byes to different players, no repeat while avoidable, seat 0 to the fewest', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(3, 4),
        fc.integer({ min: 3, max: 11 }),
        fc.integer({ min: 1, max: 5 }),
        fc.array(fc.nat(10), { minLength: 1, maxLength: 30 }),
        (k, n, rounds, picks) => {
          fc.pre(n >= k);
          const order = names(n);
          const games: TableGame[] = [];
          let pick = 0;
          for (let round = 1; round <= rounds; round++) {
            const seatings = swissTables(order, games, k);
            const seated = seatings.flatMap((s) => (s.kind === 'bye' ? [s.player] : s.seats));
            expect([...seated].sort()).toEqual(order);
            const byes = seatings.filter((s) => s.kind === 'bye');
            expect(byes).toHaveLength(n % k);
            const met = new Map(order.map((p) => [p, new Set<string>()]));
            const seat0 = new Map(order.map((p) => [p, 0]));
            const byeCount = new Map(order.map((p) => [p, 0]));
            for (const g of games) {
              if (g.seating.kind === 'bye') byeCount.set(g.seating.player, byeCount.get(g.seating.player)! + 1);
              else {
                seat0.set(g.seating.seats[0], seat0.get(g.seating.seats[0])! + 1);
                for (const a of g.seating.seats) for (const b of g.seating.seats) if (a !== b) met.get(a)!.add(b);
              }
            }
            // Board 1 holds the top of the ranking (points, then seed order) among those not sitting out.
            const points = new Map(tableStandings(order, games, k).map((s) => [s.player, s.halfPoints]));
            const sitters = order.filter((p) => !byes.some((b) => b.kind === 'bye' && b.player === p));
            const top = Math.max(...sitters.map((p) => points.get(p)!));
            const tables = seatings.filter((s) => s.kind === 'game');
            if (tables.length > 0 && tables[0].kind === 'game')
              expect(tables[0].seats.some((p) => points.get(p) === top)).toBe(true);
            // Byes: nobody has a second while someone has none.
            for (const b of byes) if (b.kind === 'bye') byeCount.set(b.player, byeCount.get(b.player)! + 1);
            expect(Math.max(...byeCount.values()) - Math.min(...byeCount.values())).toBeLessThanOrEqual(1);
            // No repeat while a repeat-free seating of the same sitters exists (the search is exhaustive here).
            const repeats = tables.some(
              (t) => t.kind === 'game' && t.seats.some((a) => t.seats.some((b) => a !== b && met.get(a)!.has(b))),
            );
            if (repeats) expect(seatRepeatFree(sitters, k, met)).toBeNull();
            // Seat 0 goes to a member who has had it least often.
            for (const t of tables)
              if (t.kind === 'game') expect(seat0.get(t.seats[0])).toBe(Math.min(...t.seats.map((p) => seat0.get(p)!)));
            for (const s of seatings)
              games.push({
                round,
                seating: s,
                results: s.kind === 'bye' ? null : resultsOf(k, picks[pick++ % picks.length]),
              });
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('knockout (fast-check)', () => {
  it('byes to the top seeds, one champion, each player out once, ties alternate seat 0, best of N decided right', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 20 }),
        fc.constantFrom(1, 3, 5),
        fc.array(fc.nat(10), { minLength: 1, maxLength: 40 }),
        (n, bestOf, picks) => {
          const order = names(n);
          const games: TableGame[] = [];
          let pick = 0;
          let rounds = 0;
          for (let round = 1; ; round++) {
            const seatings = knockoutRound(order, games, bestOf);
            if (seatings === null) break;
            rounds++;
            expect(rounds).toBeLessThan(200);
            for (const s of seatings)
              games.push({
                round,
                seating: s,
                results: s.kind === 'bye' ? null : resultsOf(2, picks[pick++ % picks.length]),
              });
          }
          const size = 2 ** knockoutRounds(n);
          const byes = games
            .filter((g) => g.seating.kind === 'bye')
            .map((g) => g.seating.kind === 'bye' && g.seating.player);
          expect(byes.sort()).toEqual(order.slice(0, size - n));
          const bracket = knockoutBracket(order, games, bestOf);
          expect(bracket.champion).not.toBeNull();
          expect(bracket.rounds).toHaveLength(knockoutRounds(n));
          const losers = bracket.rounds.flat().flatMap((t) => (t.b === null ? [] : [t.winner === t.a ? t.b : t.a]));
          expect(new Set(losers).size).toBe(n - 1);
          expect(losers).not.toContain(bracket.champion);
          for (const t of bracket.rounds.flat()) {
            if (t.b === null) continue;
            const tie = games.filter(
              (g) => g.seating.kind === 'game' && g.seating.seats.includes(t.a) && g.seating.seats.includes(t.b!),
            );
            // Seat 0 alternates within a tie, the higher seed first.
            tie.forEach(
              (g, i) => g.seating.kind === 'game' && expect(g.seating.seats[0]).toBe(i % 2 === 0 ? t.a : t.b),
            );
            // Decided exactly when the rule says: more than N/2 points, or a lead after N games, or after 2N.
            const [pa, pb] = t.halves;
            const decidedEarlier =
              tie.length > 1 &&
              (() => {
                const before = tie.slice(0, -1).reduce(
                  ([x, y], g) => {
                    const r = g.results![0];
                    const first = g.seating.kind === 'game' && g.seating.seats[0] === t.a;
                    const ha = r === 'draw' ? 1 : (r === 'win') === first ? 2 : 0;
                    return [x + ha, y + 2 - ha];
                  },
                  [0, 0],
                );
                return (
                  before[0] > bestOf || before[1] > bestOf || (tie.length - 1 >= bestOf && before[0] !== before[1])
                );
              })();
            expect(decidedEarlier).toBe(false);
            expect(pa > bestOf || pb > bestOf || (tie.length >= bestOf && pa !== pb) || tie.length >= 2 * bestOf).toBe(
              true,
            );
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('places the seeds so the top two can only meet in the final', () => {
    expect(bracketPositions(8)).toEqual([0, 7, 3, 4, 1, 6, 2, 5]);
  });
});

describe('leagues', () => {
  it('cut the order into divisions, the rest joining the last', () => {
    expect(firstDivisions(names(11), 4).map((d) => d.length)).toEqual([4, 7]);
    expect(firstDivisions(names(3), 4).map((d) => d.length)).toEqual([3]);
  });

  it('move the top of each division up and the bottom down after a season, sizes kept (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(2, 3, 4),
        fc.integer({ min: 5, max: 8 }),
        fc.integer({ min: 1, max: 2 }),
        fc.integer({ min: 1, max: 3 }),
        fc.array(fc.nat(10), { minLength: 1, maxLength: 40 }),
        (players, divisionSize, promotion, extra, picks) => {
          const settings: TournamentSettings = {
            ...BASE,
            format: 'league',
            players,
            rounds: 2,
            divisionSize,
            promotion,
            seasonDays: 7,
          };
          const events = play(settings, divisionSize * 2 + extra, picks, true);
          expect(verifyTournament(events)).toBeNull();
          const state = foldTournament(events);
          const order = state.entrants.map((e) => e.userId);
          const games = tableGames(state.boards);
          const shape = { players, divisionSize, promotion };
          const [one, two] = [leagueDivisions(order, games, shape, 1), leagueDivisions(order, games, shape, 2)];
          expect(two.map((d) => d.length)).toEqual(one.map((d) => d.length));
          // Season 1 in a division: every pair of its members shared a table.
          for (const division of one)
            for (const a of division)
              for (const b of division)
                if (a < b)
                  expect(state.boards.some((x) => x.round === 1 && x.seats.includes(a) && x.seats.includes(b))).toBe(
                    true,
                  );
          // The top `promotion` of division 2 went up, the bottom of division 1 went down.
          const ranked = one.map((d) =>
            standingsOf({
              ...state,
              entrants: d.map((u) => ({ userId: u, username: u })),
              boards: state.boards.filter((x) => x.round === 1 && x.seats.every((p) => d.includes(p))),
            }).map((s) => s.player),
          );
          expect(new Set(two[0])).toEqual(
            new Set([...ranked[0].slice(0, -promotion), ...ranked[1].slice(0, promotion)]),
          );
        },
      ),
      { numRuns: 25 },
    );
  });
});

describe('every format verifies from its log, and a forged pairing is named', () => {
  const cases: [string, TournamentSettings, number, boolean][] = [
    ['Swiss of 3-player tables', { ...BASE, players: 3, rounds: 4 }, 10, false],
    ['Swiss of 4-player tables', { ...BASE, players: 4, rounds: 3 }, 9, false],
    ['round-robin of 3-player tables', { ...BASE, format: 'round_robin', players: 3, rounds: 0 }, 7, false],
    [
      'double round-robin of 4-player tables',
      { ...BASE, format: 'round_robin', players: 4, rounds: 0, double: true },
      6,
      false,
    ],
    ['knockout best of 3', { ...BASE, format: 'knockout', rounds: 0, bestOf: 3 }, 6, true],
    [
      'league of 2 seasons',
      { ...BASE, format: 'league', rounds: 2, divisionSize: 4, promotion: 1, seasonDays: 7 },
      9,
      true,
    ],
  ];
  it.each(cases)('%s', (_, settings, n, ratings) => {
    const events = play(settings, n, [0, 1, 2, 3, 4, 5, 6], ratings);
    expect(verifyTournament(events)).toBeNull();
    expect(foldTournament(events).status).toBe('finished');
    const paired = events.filter((e) => e.type === 'round_paired');
    const last = paired[paired.length - 1];
    if (last.type !== 'round_paired' || last.payload.boards.length < 2) return;
    const boards = last.payload.boards;
    const swapped = [
      { ...boards[0], seats: [boards[1].seats[0], ...boards[0].seats.slice(1)] },
      { ...boards[1], seats: [boards[0].seats[0], ...boards[1].seats.slice(1)] },
      ...boards.slice(2),
    ];
    // Re-chained event by event, so only the pairing check can catch it.
    const forged: TournamentEvent[] = [];
    for (const e of events) {
      const body = (
        e === last ? { type: 'round_paired', payload: { ...last.payload, boards: swapped } } : e
      ) as TournamentEventBody;
      forged.push(chainTournamentEvent(e.tournamentId, forged.at(-1) ?? null, body, new Date(e.createdAt)));
    }
    expect(verifyTournament(forged)).toMatch(/round_paired\): round \d+ board 1 is/);
  });
});
