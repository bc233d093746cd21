import fc from 'fast-check';
import type { Move, Seat } from '../../engine';
import { legalMoves, newGame, seatToAct, seededChooser, teamOf } from '../../engine';
import { TableLog } from '../../computer/bot/table';
import { dealSeed, mixedRules } from '../../computer/bot/testing';
import { feedingMove } from '../testing/players';
import { assistanceSignals } from './assistance';
import { coPlaySignals } from './co-play';
import { sameAddressSignals } from './same-address';
import { feedChances, softPlaySignals, tallyFeeds } from './soft-play';

/** A random 3–4 player game; `feeder` (seat → partner seat) hands every trick it can to its partner. */
function randomGame(players: number, deal: number, feeder: ReadonlyMap<Seat, Seat> = new Map()) {
  const start = newGame(mixedRules(players, 'claim', false, deal), dealSeed(deal));
  if (!start.ok) throw new Error(start.error.message);
  const table = new TableLog(start.value);
  const choose = seededChooser(deal);
  const moves: Move[] = [];
  for (;;) {
    const seat = seatToAct(table.state);
    if (seat === null) break;
    const partner = feeder.get(seat);
    const legal = legalMoves(table.state, seat);
    const move =
      (partner !== undefined ? feedingMove(table.state, seat, partner) : null) ?? legal[choose(legal.length)];
    table.play(move);
    moves.push(move);
  }
  return { start: start.value, moves };
}

describe('fair-play signals (issue 35)', () => {
  it('soft play: a chance is a last card that can win for the seat’s side and can give the trick to an opponent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 4 }), fc.integer({ min: 0, max: 10_000 }), (players, deal) => {
        const { start, moves } = randomGame(players, deal);
        for (const c of feedChances(start, moves)) {
          expect(c.opponent).not.toBe(c.seat);
          expect(teamOf(c.opponent, players)).not.toBe(teamOf(c.seat, players));
        }
      }),
      { numRuns: 25 },
    );
    // Two players: no third seat to feed, no chances at all.
    const duel = randomGame(3, 1);
    expect(feedChances({ ...duel.start, rules: { ...duel.start.rules, players: 2 } }, [])).toEqual([]);
  });

  it('soft play: flags a seat that feeds one opponent, and no random player, over the same deals', () => {
    const accounts = ['honest', 'feeder', 'partner'];
    const tallies = [];
    for (let deal = 0; deal < 60; deal++) {
      const { start, moves } = randomGame(3, deal, new Map([[1, 2]]));
      tallies.push(...tallyFeeds(feedChances(start, moves), accounts));
    }
    const signals = softPlaySignals(tallies, { minChances: 20, z: 3 });
    const feeder = signals.find((s) => s.account === 'feeder')!;
    expect(feeder).toMatchObject({ opponent: 'partner', flagged: true });
    expect(feeder.value).toBe(1);
    expect(signals.filter((s) => s.flagged).map((s) => s.account)).toEqual(['feeder']);
  });

  it('co-play: a pair that always sits together stands out against its activity; a random mix does not', () => {
    const tables: string[][] = [];
    const names = Array.from({ length: 12 }, (_, i) => `p${i}`);
    const choose = seededChooser(7);
    for (let g = 0; g < 200; g++) {
      if (g % 5 === 0) tables.push(['a', 'b', names[choose(names.length)]]);
      else {
        const seats = new Set<string>();
        while (seats.size < 3) seats.add(names[choose(names.length)]);
        tables.push([...seats]);
      }
    }
    const signals = coPlaySignals(tables, { minShared: 5, z: 4 });
    expect(signals.find((s) => s.account === 'a')).toMatchObject({ partner: 'b', value: 40, flagged: true });
    expect(signals.filter((s) => s.flagged).map((s) => s.account)).toEqual(['a', 'b']);
  });

  it('same address: counts games at one table from one address, per pair', () => {
    const seat = (account: string, ...hashes: string[]) => ({ account, hashes });
    const games = [
      [seat('a', 'h1'), seat('b', 'h1'), seat('c', 'h2')],
      [seat('a', 'h1', 'd9'), seat('b', 'h3', 'd9'), seat('d', 'h4')],
      [seat('c', 'h5'), seat('d', 'h5'), seat('a', 'h1')],
    ];
    const signals = sameAddressSignals(games, { games: 2 });
    expect(signals).toEqual([
      { account: 'a', partner: 'b', value: 2, games: 3, flagged: true },
      { account: 'b', partner: 'a', value: 2, games: 2, flagged: true },
      { account: 'c', partner: 'd', value: 1, games: 2, flagged: false },
      { account: 'd', partner: 'c', value: 1, games: 2, flagged: false },
    ]);
  });

  it('assistance: judged against the accounts of its rating band, or everyone when the band is too small', () => {
    const tallies = Array.from({ length: 10 }, (_, i) => ({
      account: `p${i}`,
      decisions: 200,
      agreed: 80 + (i % 5) * 2,
    }));
    tallies.push(
      { account: 'engine', decisions: 200, agreed: 190 },
      { account: 'newcomer', decisions: 20, agreed: 20 },
    );
    const ratings = new Map<string, number | null>(tallies.map((t, i) => [t.account, i < 6 ? 1500 : 1700]));
    const signals = assistanceSignals(tallies, ratings, { minDecisions: 100, z: 2.5, band: 200, minBand: 4 });
    const engine = signals.find((s) => s.account === 'engine')!;
    expect(engine).toMatchObject({ band: '1600', flagged: true, value: 0.95 });
    expect(signals.find((s) => s.account === 'newcomer')).toMatchObject({ flagged: false, decisions: 20 });
    expect(signals.filter((s) => s.flagged).map((s) => s.account)).toEqual(['engine']);
  });
});
