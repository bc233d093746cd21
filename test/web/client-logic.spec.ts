import { catalogTranslator } from '../../src/story/browser';
import type { Match, Move, SeatState, Table } from '../../web/src/api/types';
import { cardLabel, factionChoiceProblem, rulesSummary, sortCards } from '../../web/src/game/cards';
import { standings } from '../../web/src/game/standings';
import { storyWords, toEntry, trickEnds } from '../../web/src/game/story';
import { formerSeat, handCards, matchTitle, turnText } from '../../web/src/game/turn';
import { strongestActivation } from '../../web/src/game/vampire';
import { EN } from '../../web/src/i18n/en';
import { renderEntry, renderUnderHeading } from '../../src/story/browser';

/** The browser client's pure game logic: reasons a card cannot be played, who is ahead, the story's words. */

const t = catalogTranslator(EN);

function seat(n: number, over: Partial<SeatState> = {}): SeatState {
  return {
    seat: n,
    username: ['ann', 'bob', 'cid', 'dee'][n],
    isBot: false,
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
    entropy: null,
    rules: {
      players,
      factions: ['goblins', 'knights', 'undead', 'dwarves', 'doppelgangers'],
      heroes: [],
      heroValues: [],
    },
    seats: Array.from({ length: players }, (_, i) => ({
      seat: i,
      username: ['ann', 'bob', 'cid', 'dee'][i],
      isBot: false,
    })),
    mySeat: 0,
    replacedSeats: [],
    replacementRequestedBy: [],
    result: null,
    createdAt: '2026-01-01T00:00:00Z',
    rated: false,
    ratedOutcome: null,
    canClaimTimeoutAt: null,
    paused: false,
    pauseProposedBy: null,
    timeControl: null,
    clocks: [],
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
        'knights:5': 'you must follow Goblins',
        'undead:2': 'you must follow Goblins',
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
      want: { 'goblins:3': 'make your Seer decision first' },
    },
    {
      name: "another player's decision",
      m: match({
        toAct: { kind: 'vampire', seat: 1, peeked: null, prizes: [], allowTop: false, collected: [], giant: null },
      }),
      legal: [],
      want: { 'goblins:3': 'waiting for bob (Vampire decision)' },
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
    const got = Object.fromEntries(handCards(m, legal, t).map((c) => [c.card, c.reason]));
    for (const [card, reason] of Object.entries(want)) expect([card, got[card]]).toEqual([card, reason]);
    for (const c of handCards(m, legal, t)) expect(c.playable).toBe(c.reason === null);
  });

  it('offers nothing once the match is over', () => {
    expect(handCards(match({}, { status: 'finished' }), plays('goblins:3'), t).every((c) => !c.playable)).toBe(true);
  });
});

describe('turnText', () => {
  it.each([
    [match({}), 'Your turn to play'],
    [
      match({
        toAct: { kind: 'cthulhu', seat: 1, peeked: null, prizes: [], allowTop: false, collected: [], giant: null },
      }),
      'bob: Cthulhu discard',
    ],
    [match({ toAct: null }, { status: 'finished' }), 'Game over'],
    [match({}, { status: 'aborted' }), 'Called off'],
  ])('%#', (m, text) => expect(turnText(m, t)).toBe(text));

  it('a replay never says "Your turn": it tells who was to act next', () => {
    expect(turnText(match({}, { status: 'finished' }), t, { replay: true })).toBe('ann to play');
  });
});

describe('formerSeat: the user’s seat the computer took over (issue 27, R9)', () => {
  it('is found by name once the server shows the user no seat; otherwise null', () => {
    const four = (over: Partial<Match>) => match({}, { rules: { ...match({}).rules, players: 4 }, ...over });
    expect(formerSeat(four({ mySeat: null, replacedSeats: [3] }), 'dee')).toBe(3);
    expect(formerSeat(four({ mySeat: null, replacedSeats: [3] }), 'bob')).toBeNull(); // a spectator
    expect(formerSeat(four({ mySeat: 1, replacedSeats: [3] }), 'bob')).toBeNull(); // still seated
    expect(formerSeat(four({ mySeat: null, replacedSeats: [] }), 'dee')).toBeNull();
    expect(formerSeat(four({ mySeat: null, replacedSeats: [3] }), undefined)).toBeNull();
  });
});

describe('matchTitle', () => {
  const four = { players: 4, factions: [], heroes: [], heroValues: [] };
  it.each([
    [match({}), 'You vs bob'],
    [match({}, { rules: four, mySeat: 1 }), 'You + dee vs ann + cid'],
    [match({}, { rules: four, mySeat: null }), 'ann + cid vs bob + dee'],
  ])('%#', (m, title) => expect(matchTitle(m, t)).toBe(title));
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

describe('the story in the client’s words', () => {
  const m = match({});
  const words = storyWords(m, t);
  const model = (over: Record<string, unknown>) =>
    ({
      kind: 'played',
      seat: null,
      other: null,
      card: null,
      cards: [],
      seats: [],
      hidden: false,
      count: null,
      reason: null,
      flags: [],
      faction: null,
      moon: null,
      phase: null,
      trick: null,
      choice: null,
      lead: false,
      side: null,
      results: [],
      counts: [],
      values: [],
      deadline: null,
      by: null,
      until: null,
      ...over,
    }) as Parameters<typeof toEntry>[0];
  it.each([
    [model({ seat: 1, card: 'goblins:3', lead: true }), 'bob led Goblins 3.'],
    [model({ kind: 'drew', seat: 0, card: 'undead:4' }), 'ann (you) draws Undead 4.'],
    [model({ kind: 'drew', seat: 1, hidden: true }), 'bob draws a card.'],
    [
      model({ kind: 'trickWon', seat: 1, card: 'knights:2', reason: 'knights', trick: 3, seats: [1, 0] }),
      'bob won trick 3 with Knights 2: Goblins were led, and a Knight beats any Goblin.',
    ],
    [
      model({ kind: 'dragonLeads', seat: 0, card: 'dragons:1' }),
      'Dragons: ann (you) played the last Dragon (Dragons 1) and leads the next trick.',
    ],
    [
      model({ kind: 'gameOver', side: null, reason: 'draw', counts: [2, 2], values: [5, 5] }),
      'The game is a draw. Tied on factions (ann (you) 2, bob 2) and on every tie-break (ann (you) 5, bob 5).',
    ],
    [model({ kind: 'vacationEnded', seat: 1 }), 'bob is back from vacation: their clock runs again.'],
    [model({ kind: 'paused', seat: 1 }), 'bob agreed to pause: no clock runs until someone resumes.'],
    // A time-out from before deadlines were recorded: no deadline, and a null claimant is not a seat.
    [model({ kind: 'timedOut', seat: 1, side: 0 }), 'bob ran out of time. ann (you) won.'],
  ])('%#', (entry, text) => expect(renderEntry(toEntry(entry), words)).toBe(text));

  it('a time-out names its deadline in the reader’s own clock, and a null claimant is the server', () => {
    const text = renderEntry(
      toEntry(model({ kind: 'timedOut', seat: 1, side: 0, deadline: '2026-12-03T10:00:00.000Z', by: null })),
      words,
    );
    expect(text).toMatch(
      /^bob ran out of time\. ann \(you\) won\. Their deadline was .*3.*; the server ended the match\.$/,
    );
    expect(text).not.toContain('2026-12-03T');
    const claimed = renderEntry(
      toEntry(model({ kind: 'timedOut', seat: 1, side: 0, deadline: '2026-12-03T10:00:00.000Z', by: 0 })),
      words,
    );
    expect(claimed).toMatch(/; ann \(you\) claimed the time-out\.$/);
  });

  it("under the log's trick heading a trick's start does not say the phase and the trick again (issue 28 item 11)", () => {
    const one = toEntry(model({ kind: 'trickStarted', seat: 1, phase: 'one', trick: 3, cards: ['goblins:3'] }));
    const two = toEntry(model({ kind: 'trickStarted', seat: 0, phase: 'two', trick: 4 }));
    // The heading GameLog draws above them is "Phase one · trick 3"; the full sentence stays for banners and replay.
    expect(renderEntry(one, words)).toBe('Phase one, trick 3: bob leads. Prize: Goblins 3.');
    expect(renderUnderHeading(one, words)).toBe('bob leads. Prize: Goblins 3.');
    expect(renderUnderHeading(two, words)).toBe('ann (you) leads.');
    const played = toEntry(model({ seat: 1, card: 'goblins:3', lead: true }));
    expect(renderUnderHeading(played, words)).toBe(renderEntry(played, words));
  });

  it('finds the events where tricks ended, for the replay by trick', () => {
    const events = [
      { seq: 0, entries: [{ kind: 'matchStarted' }] },
      { seq: 2, entries: [{ kind: 'played' }, { kind: 'trickWon' }] },
      { seq: 5, entries: [{ kind: 'cubeStopped' }] },
    ];
    expect(trickEnds(events)).toEqual([2, 5]);
  });
});

describe('the Vampire prompt proposes the strongest choice (R5 Vampires)', () => {
  it.each([
    [['vampires:5', 'vampires:9', 'trolls:2'], null, [], 'vampires:9'],
    [['vampires:5'], 'vampires:3', ['gnomes:7'], null],
    [['vampires:8'], 'vampires:3', ['gnomes:1'], 'vampires:8'],
    [['trolls:2'], 'vampires:3', [], null],
  ])('%j with %s active', (collected, active, under, want) =>
    expect(strongestActivation(collected, { active, under }, [])).toBe(want),
  );
});

describe('cards and rule sets', () => {
  it('names cards and sorts a hand by the rules’ faction order, heroes last', () => {
    expect(cardLabel('hero:lich-king', t)).toBe('Lich King');
    expect(sortCards(['hero:mummy', 'undead:2', 'goblins:9', 'goblins:0'], ['goblins', 'undead'])).toEqual([
      'goblins:0',
      'goblins:9',
      'undead:2',
      'hero:mummy',
    ]);
    expect(
      rulesSummary(
        {
          players: 2,
          factions: ['gnomes', 'giants', 'dragons', 'trolls', 'seers'],
          heroes: ['warlock', 'mummy'],
          heroValues: [{ hero: 'warlock', value: 7 }],
        },
        t,
      ),
    ).toBe('Claim 2 (Gnomes, Giants, Dragons, Trolls, Seers) + Warlock (7), Mummy (5)');
  });

  it.each([
    [['goblins', 'knights', 'undead', 'dwarves', 'seers'], 2, null],
    [['goblins', 'knights', 'undead', 'dwarves'], 2, '2 players need one pair plus 3 other factions.'],
    [
      ['goblins', 'undead', 'dwarves', 'seers', 'trolls'],
      2,
      'Choose exactly one pair: Goblins and Knights, or Gnomes and Giants.',
    ],
    [
      ['goblins', 'knights', 'gnomes', 'giants', 'seers'],
      2,
      'Goblins with Knights and Gnomes with Giants cannot be mixed: choose one pair.',
    ],
    [['gnomes', 'giants', 'undead', 'dwarves', 'seers'], 3, '3 players need one pair plus 5 other factions.'],
  ])('factionChoiceProblem %#: in words, with no rule codes', (factions, players, problem) =>
    expect(factionChoiceProblem(factions, players, t)).toBe(problem),
  );
});
