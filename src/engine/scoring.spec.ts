import type { Card } from './cards';
import type { Edition } from './editions';
import { readingsOf } from './editions';
import type { Rules } from './rules';
import { scoreGame } from './scoring';
import type { GameState } from './state';
import { playToEnd, stackedGame, testRules } from './testing/decks';

/**
 * Scoring reads only the score piles and the Vampires, so each test sets those on a dealt table: the
 * end of a game, reduced to what R3.4 / R8.4 / R8.5 look at.
 */
interface Table {
  readonly piles: Card[][];
  readonly active?: (Card | null)[];
  readonly under?: Card[][];
}

function score(rules: Rules, table: Table, edition?: Edition) {
  const base = stackedGame(rules);
  const players = rules.players;
  const state: GameState = {
    ...base,
    readings: edition ? readingsOf(edition) : base.readings,
    scorePiles: table.piles,
    activeVampires: table.active ?? new Array(players).fill(null),
    underVampires: table.under ?? Array.from({ length: players }, () => []),
  };
  return scoreGame(state);
}

const claim = testRules('claim', { heroes: ['mummy'] });

describe('R3.4 Scoring, two players', () => {
  it('R3.4: the player with more cards of a faction wins it', () => {
    expect(score(claim, { piles: [['goblins:1', 'goblins:2'], ['goblins:9']] }).factions.goblins).toBe(0);
  });

  it.each([
    ['the highest card', ['goblins:9', 'goblins:1'], ['goblins:8', 'goblins:7'], 0],
    ['then the second highest', ['goblins:9', 'goblins:2', 'goblins:0'], ['goblins:9', 'goblins:3', 'goblins:0'], 1],
    ['then the third', ['goblins:9', 'goblins:3', 'goblins:1'], ['goblins:9', 'goblins:3', 'goblins:0'], 0],
  ])('R3.4: a tie in cards goes to %s', (_, a, b, expected) => {
    expect(score(claim, { piles: [a, b] }).factions.goblins).toBe(expected);
  });

  it('R3.4: a complete tie, including 0–0, means nobody wins the faction', () => {
    const outcome = score(claim, {
      piles: [
        ['goblins:0', 'goblins:5'],
        ['goblins:5', 'goblins:0'],
      ],
    });
    expect(outcome.factions.goblins).toBeNull();
    expect(outcome.factions.undead).toBeNull();
    expect(Object.keys(outcome.factions).sort()).toEqual([...claim.factions].sort());
  });

  it('R3.4: heroes count for no faction', () => {
    const outcome = score(claim, { piles: [['goblins:1', 'hero:mummy'], ['goblins:2']] });
    expect(outcome.factions.goblins).toBe(1);
    expect(Object.keys(outcome.factions)).not.toContain('hero');
  });

  it('R3.4: the player who wins the most factions wins the game', () => {
    const outcome = score(claim, {
      piles: [
        ['goblins:1', 'knights:2'],
        ['undead:0', 'undead:1', 'undead:2', 'undead:3'],
      ],
    });
    expect(outcome.factions).toEqual({ goblins: 0, knights: 0, undead: 1, dwarves: null, doppelgangers: null });
    expect(outcome.winner).toBe(0);
  });

  it('R3.4: tied on factions, the player holding more cards in the factions they won wins', () => {
    const outcome = score(claim, {
      piles: [
        ['goblins:1', 'goblins:2', 'goblins:3'],
        ['knights:2', 'knights:3'],
      ],
    });
    expect(outcome.factions).toMatchObject({ goblins: 0, knights: 1 });
    expect(outcome.winner).toBe(0);
  });

  it('R3.4: still tied is a draw', () => {
    const outcome = score(claim, {
      piles: [
        ['goblins:1', 'goblins:2'],
        ['knights:2', 'knights:3'],
      ],
    });
    expect(outcome.winner).toBeNull();
    expect(score(claim, { piles: [[], []] })).toEqual({
      winner: null,
      factions: { goblins: null, knights: null, undead: null, dwarves: null, doppelgangers: null },
    });
  });
});

describe('R5 Vampires scoring', () => {
  const rules = testRules('goblins,knights,vampires,undead,dwarves');

  it('R5 Vampires: strength = active Vampire + the values under it; the stronger wins the faction', () => {
    const outcome = score(rules, {
      piles: [['vampires:9'], ['vampires:3']],
      active: ['vampires:9', 'vampires:3'],
      under: [[], ['goblins:4', 'undead:3']],
    });
    expect(outcome.factions.vampires).toBe(1); // 3 + 4 + 3 = 10 against 9
  });

  it('R5 Vampires: equal strength goes to more cards under the Vampire, then to nobody', () => {
    const more = score(rules, {
      piles: [['vampires:9'], ['vampires:5']],
      active: ['vampires:9', 'vampires:5'],
      under: [[], ['goblins:2', 'goblins:2']],
    });
    expect(more.factions.vampires).toBe(1);
    const none = score(rules, {
      piles: [['vampires:5'], ['vampires:6']],
      active: ['vampires:5', 'vampires:6'],
      under: [['goblins:4'], ['goblins:3']],
    });
    expect(none.factions.vampires).toBeNull();
  });

  it('R5 Vampires: without an active Vampire a player cannot win the faction; inactive Vampires count for nothing', () => {
    const outcome = score(rules, {
      piles: [['vampires:9', 'vampires:8', 'vampires:7'], ['vampires:0']],
      active: [null, 'vampires:0'],
    });
    expect(outcome.factions.vampires).toBe(1);
    expect(score(rules, { piles: [['vampires:9'], []] }).factions.vampires).toBeNull();
  });

  it('R5 Vampires: cards under a Vampire no longer count for their own faction', () => {
    const outcome = score(rules, {
      piles: [['vampires:1', 'goblins:1'], ['goblins:5']],
      active: ['vampires:1', null],
      under: [['goblins:7', 'goblins:8'], []],
    });
    expect(outcome.factions.goblins).toBe(1); // 1 card each; 5 beats 1
  });

  it('R3.4: in the game tie-break, Vampires count the active Vampire and the cards under it', () => {
    // Seat 0 wins Vampires (active + 2 under = 3 cards), seat 1 wins Goblins with 2 cards: seat 0 wins.
    const outcome = score(rules, {
      piles: [['vampires:1'], ['goblins:1', 'goblins:2']],
      active: ['vampires:1', null],
      under: [['undead:0', 'dwarves:0'], []],
    });
    expect(outcome.factions).toMatchObject({ vampires: 0, goblins: 1 });
    expect(outcome.winner).toBe(0);
  });
});

describe('R8.4 Scoring, three players', () => {
  const three = testRules('goblins,knights,undead,dwarves,doppelgangers,seers,zombies', { players: 3 });

  it('R8.4: faction winners as in R3.4; most factions wins', () => {
    const outcome = score(three, {
      piles: [['goblins:4', 'knights:2'], ['goblins:3'], ['undead:1', 'undead:2', 'undead:3', 'undead:4']],
    });
    expect(outcome.factions).toMatchObject({ goblins: 0, knights: 0, undead: 2 });
    expect(outcome.winner).toBe(0);
  });

  it('R8.4: tied players compare the won faction where each holds the most cards', () => {
    // Seats 0 and 1 win 2 factions each; seat 0's best is 3 cards (goblins), seat 1's best is 2.
    const outcome = score(three, {
      piles: [
        ['goblins:1', 'goblins:2', 'goblins:3', 'knights:2'],
        ['undead:1', 'undead:2', 'dwarves:1', 'dwarves:2'],
        ['seers:1'],
      ],
    });
    expect(outcome.factions).toMatchObject({ goblins: 0, knights: 0, undead: 1, dwarves: 1, seers: 2 });
    expect(outcome.winner).toBe(0);
  });

  it('R8.4: still tied, the higher total value of the cards in the factions won wins', () => {
    const outcome = score(three, {
      piles: [['goblins:1', 'goblins:2', 'knights:2'], ['undead:8', 'undead:9', 'dwarves:1'], []],
    });
    expect(outcome.factions).toMatchObject({ goblins: 0, knights: 0, undead: 1, dwarves: 1 });
    expect(outcome.winner).toBe(1); // 18 against 5
  });

  it('R8.4: still tied is a draw', () => {
    const outcome = score(three, { piles: [['goblins:1', 'knights:2'], ['undead:1', 'dwarves:2'], []] });
    expect(outcome.winner).toBeNull();
  });

  it('R8.4 Ruling: the tie-break takes the faction, won or not, of which a tied player holds the most cards (2026-11: won factions only)', () => {
    // Seats 0 and 1 win two factions each. Seat 0's best is 2 cards; seat 1 holds 3 Undead, which seat 2 won with 4.
    const table = {
      piles: [
        ['goblins:1', 'goblins:2', 'knights:2', 'knights:3'],
        ['dwarves:1', 'doppelgangers:1', 'undead:1', 'undead:2', 'undead:3'],
        ['undead:4', 'undead:5', 'undead:6', 'undead:7'],
      ],
    };
    const outcome = score(three, table);
    expect(outcome.factions).toMatchObject({ goblins: 0, knights: 0, dwarves: 1, doppelgangers: 1, undead: 2 });
    expect(outcome.winner).toBe(1);
    // The reading of 2026-11: won factions only, 2 against 1 card, so seat 0.
    expect(score(three, table, '2026-11').winner).toBe(0);
  });

  it('R8.4: for Vampires the tie-break counts the active Vampire and the cards under it; inactive Vampires and heroes count for nothing', () => {
    const vampires = testRules('goblins,knights,undead,dwarves,vampires,seers,zombies', {
      players: 3,
      heroes: ['mummy'],
    });
    // Seats 0 and 1 win two factions each. Seat 0's best is 3 Goblins (its 5 inactive Vampires and the
    // hero count for nothing); seat 1's is its active Vampire with 3 cards under it: 4.
    const outcome = score(vampires, {
      piles: [
        ['goblins:1', 'goblins:2', 'goblins:3', 'knights:2', 'vampires:5', 'vampires:6', 'vampires:7', 'vampires:8'],
        ['vampires:1', 'undead:1', 'hero:mummy'],
        ['dwarves:1'],
      ],
      active: [null, 'vampires:1', null],
      under: [[], ['seers:1', 'seers:2', 'seers:3'], []],
    });
    expect(outcome.factions).toMatchObject({ goblins: 0, knights: 0, vampires: 1, undead: 1, dwarves: 2, seers: null });
    expect(outcome.winner).toBe(1);
  });

  it('R8.4: the measure is the best single faction, not the total of cards', () => {
    // Seat 0: 2 + 2 cards (best 2); seat 1: 3 + 1 cards (best 3) — same total, seat 1 wins.
    const outcome = score(three, {
      piles: [
        ['goblins:1', 'goblins:2', 'knights:2', 'knights:3'],
        ['undead:1', 'undead:2', 'undead:3', 'dwarves:1'],
        [],
      ],
    });
    expect(outcome.winner).toBe(1);
  });
});

describe('R8.5 Scoring, four players (teams 0+2 against 1+3)', () => {
  const four = testRules('gnomes,giants,dragons,trolls,seers,vampires,werewolves', { players: 4 });

  it('R8.5: each team’s score piles are counted together per faction', () => {
    const outcome = score(four, { piles: [['gnomes:1'], ['gnomes:3', 'gnomes:5'], ['gnomes:1', 'gnomes:9'], []] });
    expect(outcome.factions.gnomes).toBe(0); // 3 cards against 2
  });

  it('R8.5: ties as R3.4: the team with the highest card, then the next', () => {
    const outcome = score(four, { piles: [['gnomes:1'], ['gnomes:3'], ['gnomes:7'], ['gnomes:9']] });
    expect(outcome.factions.gnomes).toBe(1);
    expect(score(four, { piles: [['trolls:1'], ['trolls:2'], [], []] }).factions.trolls).toBe(1);
    expect(score(four, { piles: [['gnomes:1'], ['gnomes:1'], [], []] }).factions.gnomes).toBeNull();
  });

  it('R8.5: most factions wins; tied, more cards in the factions won; still tied, a draw', () => {
    const most = score(four, { piles: [['gnomes:1'], ['giants:1'], ['dragons:1'], []] });
    expect(most.winner).toBe(0);
    const cards = score(four, { piles: [['gnomes:1', 'gnomes:3'], ['giants:1'], [], []] });
    expect(cards.winner).toBe(0);
    const draw = score(four, { piles: [['gnomes:1'], ['giants:1'], [], []] });
    expect(draw.winner).toBeNull();
  });

  it('R8.3/R8.5: Vampire strength is compared between players; the faction goes to the strongest player’s team', () => {
    const outcome = score(four, {
      piles: [['vampires:5'], ['vampires:7'], ['vampires:4'], []],
      active: ['vampires:5', 'vampires:7', 'vampires:4', null],
    });
    // Team 0 has more strength in total (9), but seat 1 is the strongest player.
    expect(outcome.factions.vampires).toBe(1);
  });

  it('R8.3 Ruling: partners tied for the strongest Vampire win it for their team; tied opponents give nobody (2026-11: partners too)', () => {
    // Seats 0 and 2 (partners) both have strength 6 with one card under.
    const partners = {
      piles: [['vampires:5'], ['vampires:2'], ['vampires:3'], []],
      active: ['vampires:5', 'vampires:2', 'vampires:3', null],
      under: [['gnomes:1'], [], ['gnomes:3'], []],
    };
    expect(score(four, partners).factions.vampires).toBe(0);
    expect(score(four, partners, '2026-11').factions.vampires).toBeNull();
    const opponents = {
      piles: [['vampires:6'], ['vampires:6'], [], []],
      active: ['vampires:6', 'vampires:6', null, null],
    };
    expect(score(four, opponents).factions.vampires).toBeNull();
    // Three tied at the top, two of them partners: still opponents among them, so nobody.
    const three = {
      piles: [['vampires:6'], ['vampires:6'], ['vampires:6'], []],
      active: ['vampires:6', 'vampires:6', 'vampires:6', null],
    };
    expect(score(four, three).factions.vampires).toBeNull();
  });

  it('R8.5 Ruling: a team’s Vampire count for the tie-break is every active Vampire of the team and the cards under them', () => {
    // Each team wins one faction (gnomes: team 1; vampires: team 0, seat 2 the strongest). Team 0 holds
    // two active Vampires and 2 cards under them: 4 cards against team 1's 3 Gnomes.
    const outcome = score(four, {
      piles: [['vampires:2'], ['gnomes:1', 'gnomes:3', 'gnomes:5'], ['vampires:8'], []],
      active: ['vampires:2', null, 'vampires:8', null],
      under: [['giants:1'], [], ['dragons:1'], []],
    });
    expect(outcome.factions).toMatchObject({ vampires: 0, gnomes: 1 });
    expect(outcome.winner).toBe(0);
  });
});

describe('R3.4/R8 outcome of a whole game', () => {
  it.each([
    ['claim', 2],
    ['gnomes,giants,dragons,trolls,seers,vampires,werewolves', 4],
    ['goblins,knights,undead,dwarves,doppelgangers,seers,zombies', 3],
  ] as const)('%s with %i players ends with a winner (or draw) and a result for every faction', (factions, players) => {
    const rules = testRules(factions, { players });
    const end = playToEnd(stackedGame(rules));
    const sides = players === 4 ? 2 : players;
    expect(end.outcome).not.toBeNull();
    expect(Object.keys(end.outcome!.factions).sort()).toEqual([...rules.factions].sort());
    for (const side of [end.outcome!.winner, ...Object.values(end.outcome!.factions)]) {
      expect(side === null || (Number.isInteger(side) && side >= 0 && side < sides)).toBe(true);
    }
    expect(end.outcome).toEqual(scoreGame(end));
  });
});
