import fc from 'fast-check';
import type { GameResult, Pairing, PlayedGame } from './pairing';
import { roundRobinRound, roundRobinRounds, seedOrder, standings, swissRound } from './pairing';

const names = (n: number): string[] => Array.from({ length: n }, (_, i) => `p${i}`);
const pairKey = (a: string, b: string): string => (a < b ? `${a}|${b}` : `${b}|${a}`);
const RESULTS: GameResult[] = ['win', 'draw', 'loss'];

function everyoneOnce(pairings: readonly Pairing[], players: readonly string[]): void {
  const seen = pairings.flatMap((p) => (p.kind === 'bye' ? [p.player] : [...p.seats]));
  expect([...seen].sort()).toEqual([...players].sort());
}

/** Brute force, independent of swissRound: can `players` minus one of `byeCandidates` be paired without a repeat? */
function repeatFreeExists(
  players: readonly string[],
  met: Set<string>,
  byeCandidates: readonly (string | null)[],
): boolean {
  const pairs = (rest: readonly string[]): boolean => {
    if (rest.length === 0) return true;
    const [a, ...others] = rest;
    return others.some((b, i) => !met.has(pairKey(a, b)) && pairs(others.filter((_, j) => j !== i)));
  };
  return byeCandidates.some((bye) => pairs(players.filter((p) => p !== bye)));
}

describe('round-robin (circle method)', () => {
  it('every pair meets once per cycle, seats swapped in the second; one game or bye per entrant and round', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 16 }), fc.boolean(), (n, double) => {
        const players = names(n);
        const rounds = roundRobinRounds(n, double);
        const meetings = new Map<string, string[][]>();
        const byes = new Map<string, number>();
        const seat0 = new Map<string, number>(players.map((p) => [p, 0]));
        const seat1 = new Map<string, number>(players.map((p) => [p, 0]));
        for (let r = 1; r <= rounds; r++) {
          const round = roundRobinRound(players, r);
          everyoneOnce(round, players);
          for (const p of round) {
            if (p.kind === 'bye') byes.set(p.player, (byes.get(p.player) ?? 0) + 1);
            else {
              const k = pairKey(...p.seats);
              meetings.set(k, [...(meetings.get(k) ?? []), [...p.seats]]);
              seat0.set(p.seats[0], seat0.get(p.seats[0])! + 1);
              seat1.set(p.seats[1], seat1.get(p.seats[1])! + 1);
            }
          }
        }
        expect(meetings.size).toBe((n * (n - 1)) / 2);
        for (const games of meetings.values()) {
          expect(games).toHaveLength(double ? 2 : 1);
          if (double) expect(games[1]).toEqual([games[0][1], games[0][0]]);
        }
        if (n % 2 === 1) for (const p of players) expect(byes.get(p)).toBe(double ? 2 : 1);
        else expect(byes.size).toBe(0);
        // Seat balance: over a double round-robin exact; over one cycle within one game.
        for (const p of players) expect(Math.abs(seat0.get(p)! - seat1.get(p)!)).toBeLessThanOrEqual(double ? 0 : 1);
      }),
    );
  });
});

/** A random Swiss: `n` entrants, `rounds` rounds, random results. */
const swissRun = fc
  .record({ n: fc.integer({ min: 2, max: 10 }), rounds: fc.integer({ min: 1, max: 9 }), seed: fc.string() })
  .chain(({ n, rounds, seed }) =>
    fc.record({
      n: fc.constant(n),
      rounds: fc.constant(Math.min(rounds, n - 1 + (n % 2))),
      seed: fc.constant(seed),
      results: fc.array(fc.constantFrom(...RESULTS), { minLength: 100, maxLength: 100 }),
    }),
  );

describe('Swiss', () => {
  it('pairs everyone once per round, no repeat while one is avoidable, byes to different players', () => {
    fc.assert(
      fc.property(swissRun, ({ n, rounds, seed, results }) => {
        const players = seedOrder(seed, names(n));
        const games: PlayedGame[] = [];
        let next = 0;
        for (let r = 1; r <= rounds; r++) {
          const met = new Set(games.flatMap((g) => (g.pairing.kind === 'game' ? [pairKey(...g.pairing.seats)] : [])));
          const hadBye = new Set(games.flatMap((g) => (g.pairing.kind === 'bye' ? [g.pairing.player] : [])));
          const round = swissRound(players, games);
          everyoneOnce(round, players);
          const repeats = round.filter((p) => p.kind === 'game' && met.has(pairKey(...p.seats)));
          const candidates = n % 2 === 0 ? [null] : players.filter((p) => !hadBye.has(p));
          if (repeatFreeExists(players, met, candidates.length ? candidates : players)) expect(repeats).toEqual([]);
          for (const p of round) {
            if (p.kind === 'bye') {
              // Byes to different players for as long as someone has had none.
              if (hadBye.size < n) expect(hadBye.has(p.player)).toBe(false);
              games.push({ round: r, pairing: p, result: null });
            } else games.push({ round: r, pairing: p, result: results[next++ % results.length] });
          }
        }
      }),
    );
  });

  it('meets score groups first: in round 2, winners meet winners when there are at least two', () => {
    const players = names(8);
    const round1 = swissRound(players, []);
    const games: PlayedGame[] = round1.map((p) => ({ round: 1, pairing: p, result: 'win' }));
    const winners = new Set(round1.flatMap((p) => (p.kind === 'game' ? [p.seats[0]] : [])));
    for (const p of swissRound(players, games))
      if (p.kind === 'game') expect(winners.has(p.seats[0])).toBe(winners.has(p.seats[1]));
  });

  it('is a function of its input (the same standings and seed give the same pairings)', () => {
    fc.assert(
      fc.property(swissRun, ({ n, seed }) => {
        const players = seedOrder(seed, names(n));
        expect(swissRound(players, [])).toEqual(swissRound([...players], []));
      }),
    );
  });
});

describe('standings and tie-breaks', () => {
  it('computes points, Buchholz and Sonneborn–Berger exactly on a worked example', () => {
    // a beats b, c draws d; round 2: a draws c, b beats d.
    const g = (round: number, a: string, b: string, result: GameResult): PlayedGame => ({
      round,
      pairing: { kind: 'game', seats: [a, b] },
      result,
    });
    const table = standings(
      ['a', 'b', 'c', 'd'],
      [g(1, 'a', 'b', 'win'), g(1, 'c', 'd', 'draw'), g(2, 'a', 'c', 'draw'), g(2, 'b', 'd', 'win')],
    );
    // Points: a 1.5, b 1, c 1, d 0.5.
    // Buchholz: a = b + c = 2; b = a + d = 2; c = d + a = 2; d = c + b = 2.
    // SB: a = 1·1 (b) + ½·1 (c) = 1.5; b = 0·1.5 + 1·0.5 = 0.5; c = ½·0.5 + ½·1.5 = 1; d = ½·1 + 0 = 0.5.
    expect(table.map((s) => [s.player, s.halfPoints / 2, s.buchholzHalves / 2, s.sonnebornBergerQuarters / 4])).toEqual(
      [
        ['a', 1.5, 2, 1.5],
        ['c', 1, 2, 1],
        ['b', 1, 2, 0.5],
        ['d', 0.5, 2, 0.5],
      ],
    );
  });

  it('hands out 1 point per game and per bye in total', () => {
    fc.assert(
      fc.property(swissRun, ({ n, rounds, seed, results }) => {
        const players = seedOrder(seed, names(n));
        const games: PlayedGame[] = [];
        let next = 0;
        for (let r = 1; r <= rounds; r++)
          for (const p of swissRound(players, games))
            games.push({ round: r, pairing: p, result: p.kind === 'bye' ? null : results[next++ % results.length] });
        const total = standings(players, games).reduce((sum, s) => sum + s.halfPoints, 0);
        expect(total).toBe(2 * games.length);
      }),
    );
  });
});
