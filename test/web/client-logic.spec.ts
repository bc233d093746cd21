import type { Match, MatchEvent, Move, SeatState, Table } from '../../web/src/api/types';
import { cardLabel, factionChoiceProblem, rulesSummary, sortCards } from '../../web/src/game/cards';
import { describeEvent } from '../../web/src/game/log';
import { standings } from '../../web/src/game/standings';
import { handCards, matchTitle, turnText } from '../../web/src/game/turn';

/** The browser client's pure game logic: reasons a card cannot be played, who is ahead, the log in words. */

function seat(n: number, over: Partial<SeatState> = {}): SeatState {
  return {
    seat: n,
    username: ['ann', 'bob', 'cid', 'dee'][n],
    team: n,
    handSize: 0,
    followerPileSize: 0,
    scorePile: [],
    gnomesInFront: [],
    activeVampire: null,
    underVampire: [],
    knownCards: [],
    ...over,
  };
}

function match(table: Partial<Table>, over: Partial<Match> = {}): Match {
  const players = over.rules?.players ?? 2;
  return {
    id: 'm',
    status: 'running',
    version: 4,
    headHash: '',
    seedCommitment: '',
    seed: null,
    rules: {
      players,
      factions: ['goblins', 'knights', 'undead', 'dwarves', 'doppelgangers'],
      heroes: [],
      heroValues: [],
    },
    seats: Array.from({ length: players }, (_, i) => ({ seat: i, username: ['ann', 'bob', 'cid', 'dee'][i] })),
    mySeat: 0,
    result: null,
    createdAt: '2026-01-01T00:00:00Z',
    table: {
      phase: 'one',
      trickNumber: 1,
      leader: 1,
      toAct: { kind: 'play', seat: 0, peeked: null, prizes: [], allowTop: false, collected: [], giant: null },
      trick: [],
      prizes: [],
      lastTrick: null,
      drawPileSize: 20,
      discarded: [],
      discardPileSize: 0,
      skeletonTakes: 0,
      removedFromGameCount: 0,
      moon: 'none',
      setAsideTrolls: [],
      cube: null,
      seats: Array.from({ length: players }, (_, i) => seat(i)),
      hand: ['goblins:3', 'knights:5', 'undead:2', 'doppelgangers:4'],
      followerPile: [],
      myCthulhuDiscard: null,
      revealed: null,
      ...table,
    },
    ...over,
  };
}

const plays = (...cards: string[]): Move[] =>
  cards.map((card) => ({ seat: 0, kind: 'play', card, activate: null, bury: [], gnome: null, victim: null }));

describe('handCards: which cards may be played, and why not (R4.1, R3.5)', () => {
  it.each([
    {
      name: 'following: the led faction and Doppelgangers are playable, the rest must follow',
      m: match({ trick: [{ seat: 1, card: 'goblins:7' }] }),
      legal: plays('goblins:3', 'doppelgangers:4'),
      want: {
        'goblins:3': null,
        'knights:5': 'you must follow goblins (R4.1)',
        'undead:2': 'you must follow goblins (R4.1)',
        'doppelgangers:4': null,
      },
    },
    {
      name: "another player's turn",
      m: match({
        toAct: { kind: 'play', seat: 1, peeked: null, prizes: [], allowTop: false, collected: [], giant: null },
      }),
      legal: [],
      want: { 'goblins:3': 'it is bob’s turn' },
    },
    {
      name: 'a decision of mine comes first',
      m: match({
        toAct: { kind: 'seer', seat: 0, peeked: 'undead:1', prizes: [], allowTop: false, collected: [], giant: null },
      }),
      legal: [],
      want: { 'goblins:3': 'make your Seer decision first (R3.5)' },
    },
    {
      name: "another player's decision",
      m: match({
        toAct: { kind: 'vampire', seat: 1, peeked: null, prizes: [], allowTop: false, collected: [], giant: null },
      }),
      legal: [],
      want: { 'goblins:3': 'waiting for bob’s Vampire decision' },
    },
    {
      name: 'legal moves not loaded yet',
      m: match({}),
      legal: null,
      want: { 'goblins:3': 'checking which cards you may play…' },
    },
    {
      name: 'leading: everything',
      m: match({}),
      legal: plays('goblins:3', 'knights:5', 'undead:2', 'doppelgangers:4'),
      want: { 'goblins:3': null, 'knights:5': null, 'undead:2': null, 'doppelgangers:4': null },
    },
  ])('$name', ({ m, legal, want }) => {
    const got = Object.fromEntries(handCards(m, legal).map((c) => [c.card, c.reason]));
    for (const [card, reason] of Object.entries(want)) expect([card, got[card]]).toEqual([card, reason]);
    for (const c of handCards(m, legal)) expect(c.playable).toBe(c.reason === null);
  });

  it('offers nothing once the match is over', () => {
    expect(handCards(match({}, { status: 'finished' }), plays('goblins:3')).every((c) => !c.playable)).toBe(true);
  });
});

describe('turnText', () => {
  it.each([
    [match({}), 'Your turn to play'],
    [
      match({
        toAct: { kind: 'cthulhu', seat: 1, peeked: null, prizes: [], allowTop: false, collected: [], giant: null },
      }),
      'bob’s Cthulhu discard decision',
    ],
    [match({ toAct: null }, { status: 'finished' }), 'Game over'],
    [match({}, { status: 'aborted' }), 'Called off'],
  ])('%#', (m, text) => expect(turnText(m)).toBe(text));
});

describe('matchTitle', () => {
  const four = { players: 4, factions: [], heroes: [], heroValues: [] };
  it.each([
    [match({}), 'You vs bob'],
    [match({}, { rules: four, mySeat: 1 }), 'You + dee vs ann + cid'],
    [match({}, { rules: four, mySeat: null }), 'ann + cid vs bob + dee'],
  ])('%#', (m, title) => expect(matchTitle(m)).toBe(title));
});

describe('standings: who is ahead in each faction (R3.4, R5 Vampires, R8.5)', () => {
  it('counts cards, then compares the highest cards; a full tie is nobody', () => {
    const m = match({
      seats: [
        seat(0, { scorePile: ['goblins:9', 'goblins:0', 'knights:2', 'undead:4'] }),
        seat(1, { scorePile: ['goblins:8', 'goblins:7', 'knights:3', 'knights:4', 'undead:4'] }),
      ],
    });
    const rows = Object.fromEntries(standings(m).map((r) => [r.faction, [r.counts, r.ahead]]));
    expect(rows).toEqual({
      goblins: [[2, 2], 0],
      knights: [[1, 2], 1],
      undead: [[1, 1], null],
      dwarves: [[0, 0], null],
      doppelgangers: [[0, 0], null],
    });
  });

  it('Vampires by strength, Gnomes with those in front, teams of two with four players', () => {
    const m = match(
      {
        seats: [
          seat(0, { team: 0, activeVampire: 'vampires:3', underVampire: ['trolls:9'] }),
          seat(1, { team: 1, activeVampire: 'vampires:9', gnomesInFront: ['gnomes:5'] }),
          seat(2, { team: 0, scorePile: ['gnomes:3'] }),
          seat(3, { team: 1, scorePile: ['gnomes:1'] }),
        ],
      },
      {
        rules: {
          players: 4,
          factions: ['gnomes', 'giants', 'vampires', 'trolls', 'seers', 'dragons', 'zombies'],
          heroes: [],
          heroValues: [],
        },
      },
    );
    const rows = Object.fromEntries(standings(m).map((r) => [r.faction, r]));
    expect(rows.vampires).toMatchObject({ counts: [2, 1], strengths: [12, 9], ahead: 0 });
    expect(rows.gnomes).toMatchObject({ counts: [1, 2], ahead: 1 });
  });
});

describe('the log in words', () => {
  const m = match({});
  const event = (over: Partial<MatchEvent>): MatchEvent => ({
    seq: 1,
    type: 'move',
    seat: 0,
    move: null,
    hidden: false,
    createdAt: '',
    ...over,
  });
  const move = (over: Partial<Move>): Move => ({
    seat: 0,
    kind: 'play',
    card: null,
    activate: null,
    bury: [],
    gnome: null,
    victim: null,
    ...over,
  });
  it.each([
    [event({ seq: 0, type: 'match_started', seat: null }), 'The match started: ann, bob.'],
    [event({ move: move({ card: 'goblins:3' }) }), 'ann played Goblins 3.'],
    [
      event({ move: move({ kind: 'seer', card: 'top' }) }),
      'ann used the Seer to take the top card of the draw pile; the other player gets the prize.',
    ],
    [
      event({ move: move({ kind: 'vampire', activate: 'vampires:7', bury: ['trolls:2'] }) }),
      'ann made Vampires 7 their active Vampire and put Trolls 2 under their Vampire.',
    ],
    [event({ move: move({ kind: 'smash', gnome: 'gnomes:3', victim: 1 }) }), 'ann smashed bob’s Gnomes 3.'],
    [event({ seat: 1, hidden: true }), 'bob chose a card to discard (hidden until everyone has chosen).'],
    [event({ move: move({ kind: 'skeleton' }) }), 'ann took a random card from the discard pile (Skeleton).'],
    [event({ type: 'resigned', seat: 1 }), 'bob resigned.'],
  ])('%#', (e, text) => expect(describeEvent(m, e)).toBe(text));
});

describe('cards and rule sets', () => {
  it('names cards and sorts a hand by the rules’ faction order, heroes last', () => {
    expect(cardLabel('hero:lich-king')).toBe('Lich King');
    expect(sortCards(['hero:mummy', 'undead:2', 'goblins:9', 'goblins:0'], ['goblins', 'undead'])).toEqual([
      'goblins:0',
      'goblins:9',
      'undead:2',
      'hero:mummy',
    ]);
    expect(
      rulesSummary({ players: 2, factions: ['gnomes', 'giants', 'dragons', 'trolls', 'seers'], heroes: ['warlock'] }),
    ).toBe('Claim 2 (Gnomes, Giants, Dragons, Trolls, Seers) + Warlock');
  });

  it.each([
    [['goblins', 'knights', 'undead', 'dwarves', 'seers'], 2, null],
    [
      ['goblins', 'knights', 'undead', 'dwarves'],
      2,
      '2 players need the pair plus 3 other factions (5 in all), got 4 (R2.1).',
    ],
    [
      ['goblins', 'undead', 'dwarves', 'seers', 'trolls'],
      2,
      'A game needs exactly one complete pair: {goblins, knights} or {gnomes, giants} (R2.1).',
    ],
    [
      ['goblins', 'knights', 'gnomes', 'giants', 'seers'],
      2,
      'A game uses {goblins, knights} or {gnomes, giants}, never both (R2.1).',
    ],
    [
      ['goblins', 'knights', 'gnomes', 'dwarves', 'seers'],
      2,
      'Gnomes belongs to the other pair and cannot join this one (R2.1).',
    ],
    [
      ['gnomes', 'giants', 'undead', 'dwarves', 'seers'],
      3,
      '3 players need the pair plus 5 other factions (7 in all), got 5 (R2.1).',
    ],
  ])('factionChoiceProblem %#', (factions, players, problem) =>
    expect(factionChoiceProblem(factions, players)).toBe(problem),
  );
});
