import { FACTION_VALUES, HEROES, cardValue, isCard } from './cards';
import { PRESETS, parseRules, rulesFrom } from './rules';
import { deckSizeFor, newGame } from './setup';
import { viewFor } from './view';
import { TEST_SEED, playCards, possibleCards, sorted, stackedDeck, stackedGame, testRules } from './testing/decks';
import { ReferenceStream, referenceDeal } from './testing/reference-deal';
import { factionUniverse, zones } from './testing/invariants';
import { RandomStream } from './rng';

const seedOf = (n: number) => n.toString(16).padStart(64, '0');

describe('R1 Cards', () => {
  it('R1: the decks hold the listed cards (14 Goblins, 8 Knights, 13 Gnomes, 9 Giants, 20 Shadows, 10 of the rest)', () => {
    expect(FACTION_VALUES.goblins).toEqual([0, 0, 0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(FACTION_VALUES.knights).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    expect(FACTION_VALUES.gnomes).toEqual([1, 1, 1, 3, 3, 3, 5, 5, 5, 7, 7, 7, 9]);
    expect(FACTION_VALUES.giants).toEqual([1, 1, 3, 3, 5, 5, 7, 7, 9]);
    expect(FACTION_VALUES.shadows).toHaveLength(20);
    for (const f of [
      'undead',
      'dwarves',
      'doppelgangers',
      'dragons',
      'trolls',
      'seers',
      'vampires',
      'zombies',
      'werewolves',
    ] as const) {
      expect(FACTION_VALUES[f]).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    }
  });

  it.each([
    ['goblins:0', true],
    ['shadows:19', true],
    ['hero:gelatinous-cube', true],
    ['knights:1', false],
    ['gnomes:2', false],
    ['shadows:20', false],
    ['goblins:10', false],
    ['Goblins:1', false],
    ['hero:batman', false],
    ['cthulhu', false],
  ])('R1 notation: %s is a card: %s', (card, expected) => {
    expect(isCard(card)).toBe(expected);
  });

  it('R1 Ruling: every hero has value 5 unless the rules set heroValues', () => {
    for (const hero of HEROES) expect(cardValue(`hero:${hero}`, {})).toBe(5);
    expect(cardValue('hero:warlock', { warlock: 7 })).toBe(7);
    expect(cardValue('hero:mummy', { warlock: 7 })).toBe(5);
  });

  it('R1 Ruling: a leading hero (value 5) ties a 5, which goes to the leader, and loses to a 6', () => {
    const rules = testRules('claim', { heroes: ['mummy'] });
    const game = stackedGame(rules, { hands: [['hero:mummy'], ['goblins:5', 'goblins:6']] });
    expect(playCards(game, 'hero:mummy', 'goblins:5').lastTrick?.winner).toBe(0);
    expect(playCards(game, 'hero:mummy', 'goblins:6').lastTrick?.winner).toBe(1);
  });

  it('R1 heroValues: a Mummy worth 8 beats a 7 after it leads', () => {
    const rules = testRules('claim', { heroes: ['mummy'], heroValues: { mummy: 8 } });
    const game = stackedGame(rules, { hands: [['hero:mummy'], ['goblins:7', 'goblins:9']] });
    expect(playCards(game, 'hero:mummy', 'goblins:7').lastTrick?.winner).toBe(0);
    expect(playCards(game, 'hero:mummy', 'goblins:9').lastTrick?.winner).toBe(1);
  });
});

describe('R2.1 Rule sets', () => {
  it('R2.1 presets: claim and claim2', () => {
    expect(rulesFrom('claim')).toEqual({
      ok: true,
      value: {
        players: 2,
        factions: ['goblins', 'knights', 'undead', 'dwarves', 'doppelgangers'],
        heroes: [],
        heroValues: {},
      },
    });
    expect(PRESETS.claim2).toEqual(['gnomes', 'giants', 'dragons', 'trolls', 'seers']);
    expect(rulesFrom('claim2').ok).toBe(true);
  });

  it.each([
    [2, 'goblins,knights,shadows,vampires,werewolves'],
    [2, 'gnomes,giants,zombies,undead,seers'],
    [2, 'werewolves,knights,goblins,trolls,dwarves'],
    [3, 'gnomes,giants,dragons,trolls,seers,vampires,zombies'],
    [4, 'goblins,knights,undead,dwarves,doppelgangers,werewolves,shadows'],
  ])('R2.1: a valid custom rule set for %i players: %s', (players, factions) => {
    const rules = rulesFrom(factions, [], players);
    expect(rules.ok).toBe(true);
  });

  it.each([
    ['both pairs', 2, 'goblins,knights,gnomes,giants,undead', 'BOTH_PAIRS', /never both/],
    [
      'no complete pair',
      2,
      'goblins,undead,dwarves,doppelgangers,dragons',
      'NEEDS_ONE_PAIR',
      /exactly one complete pair/,
    ],
    [
      'a lone faction of the other pair',
      2,
      'goblins,knights,gnomes,undead,dwarves',
      'BOTH_PAIRS',
      /gnomes belongs to the other pair/,
    ],
    [
      'too few factions for 2 players',
      2,
      'goblins,knights,undead,dwarves',
      'WRONG_FACTION_COUNT',
      /3 other factions \(5 in all\), got 4/,
    ],
    [
      'too many factions for 2 players',
      2,
      'goblins,knights,undead,dwarves,trolls,seers',
      'WRONG_FACTION_COUNT',
      /5 in all/,
    ],
    ['5 factions for 3 players', 3, 'claim', 'WRONG_FACTION_COUNT', /7 in all/],
    ['a faction twice', 2, 'goblins,knights,undead,undead,dwarves', 'DUPLICATE_FACTION', /undead is listed twice/],
    ['5 players', 5, 'claim', 'BAD_PLAYERS', /2, 3 or 4/],
  ])('R2.1 rejects %s, naming the rule', (_, players, factions, code, message) => {
    const rules = rulesFrom(factions, [], players);
    expect(rules.ok).toBe(false);
    if (rules.ok) return;
    expect(rules.error).toMatchObject({ code, rule: 'R2.1' });
    expect(rules.error.message).toMatch(message);
  });

  it('R1/R2.2: unknown factions and heroes, duplicate heroes and bad hero values are rejected, naming the rule', () => {
    const cases: [unknown, string, string][] = [
      [{ players: 2, factions: ['goblins', 'knights', 'undead', 'dwarves', 'elves'] }, 'UNKNOWN_FACTION', 'R1'],
      [{ players: 2, factions: [...PRESETS.claim], heroes: ['batman'] }, 'UNKNOWN_HERO', 'R2.2'],
      [{ players: 2, factions: [...PRESETS.claim], heroes: ['mummy', 'hero:mummy'] }, 'DUPLICATE_HERO', 'R2.2'],
      [{ players: 2, factions: [...PRESETS.claim], heroValues: { mummy: 20 } }, 'BAD_HERO_VALUE', 'R1'],
      [{ players: 2, factions: [...PRESETS.claim], heroValues: { mummy: 2.5 } }, 'BAD_HERO_VALUE', 'R1'],
      [{ players: 2, factions: [...PRESETS.claim], heroValues: { batman: 2 } }, 'UNKNOWN_HERO', 'R1'],
    ];
    for (const [input, code, rule] of cases) {
      const rules = parseRules(input);
      expect(rules.ok ? null : { code: rules.error.code, rule: rules.error.rule }).toEqual({ code, rule });
    }
  });

  it('R2.1: a game has 52 cards with 2 players and 72 with 3–4 (Shadows count 10)', () => {
    expect(deckSizeFor(testRules('claim'))).toBe(52);
    expect(deckSizeFor(testRules('gnomes,giants,shadows,dragons,trolls'))).toBe(10 + 13 + 9 + 10 + 10);
    expect(
      deckSizeFor(testRules('goblins,knights,undead,dwarves,doppelgangers,werewolves,shadows', { players: 3 })),
    ).toBe(72);
  });
});

describe('R2.2–R2.3 Heroes and Shadows in a seeded deal', () => {
  const inPlay = (state: ReturnType<typeof stackedGame>) => [...state.hands.flat(), ...state.prizes, ...state.drawPile];

  it('R2.2: up to 5 of the chosen heroes are dealt, each replacing a faction card that leaves the game unseen', () => {
    for (const [heroes, dealt] of [
      [['cthulhu'], 1],
      [['mummy', 'warlock', 'skeleton'], 3],
      [[...HEROES], 5],
    ] as const) {
      const rules = testRules('claim', { heroes });
      for (let n = 0; n < 5; n++) {
        const game = newGame(rules, seedOf(n));
        if (!game.ok) throw new Error(game.error.message);
        const cards = inPlay(game.value);
        expect(cards).toHaveLength(52);
        const heroCards = cards.filter((c) => c.startsWith('hero:'));
        expect(heroCards).toHaveLength(dealt);
        expect(new Set(heroCards).size).toBe(dealt);
        expect(game.value.removedFromGame).toHaveLength(dealt);
        expect(sorted([...cards.filter((c) => !c.startsWith('hero:')), ...game.value.removedFromGame])).toEqual(
          sorted(factionUniverse(rules)),
        );
        expect(viewFor(game.value, 0).removedFromGameCount).toBe(dealt);
      }
    }
  });

  it('R2.3: a game keeps 10 of the 20 Shadows; the other 10 are out of the game, unseen by all', () => {
    const rules = testRules('goblins,knights,shadows,vampires,werewolves');
    const kept = new Set<string>();
    for (let n = 0; n < 10; n++) {
      const game = newGame(rules, seedOf(n));
      if (!game.ok) throw new Error(game.error.message);
      const shadows = inPlay(game.value).filter((c) => c.startsWith('shadows:'));
      expect(shadows).toHaveLength(10);
      expect(new Set(shadows).size).toBe(10);
      expect(game.value.removedFromGame.filter((c) => c.startsWith('shadows:'))).toHaveLength(10);
      shadows.forEach((c) => kept.add(c));
      const unused = game.value.removedFromGame.filter((c) => c.startsWith('shadows:'));
      for (const seat of [0, 1, null]) {
        const view = JSON.stringify(viewFor(game.value, seat));
        for (const card of unused) expect(view).not.toContain(`"${card}"`);
      }
    }
    expect(kept.size).toBeGreaterThan(10); // which ten varies with the seed
  });
});

describe('R2.4 Reproducible randomness', () => {
  it('R2.4 test vector: seed 00…07, preset claim, 2 players', () => {
    const game = newGame(testRules('claim'), TEST_SEED);
    if (!game.ok) throw new Error(game.error.message);
    const s = game.value;
    expect(s.hands[0]).toEqual([
      'dwarves:4',
      'goblins:7',
      'undead:4',
      'doppelgangers:5',
      'undead:5',
      'doppelgangers:8',
      'doppelgangers:7',
      'undead:8',
      'undead:2',
      'doppelgangers:9',
      'doppelgangers:2',
      'knights:6',
      'knights:8',
    ]);
    expect(s.hands[1].slice(0, 3)).toEqual(['goblins:0', 'dwarves:0', 'goblins:4']);
    // The first prize is revealed at once from the top of the draw pile (R3.1).
    expect([...s.prizes, ...s.drawPile].slice(0, 3)).toEqual(['undead:6', 'dwarves:5', 'doppelgangers:0']);
    expect(s.leader).toBe(0);
  });

  it('R2.4: the stream is SHA-256(seed ‖ "claim" ‖ uint32be(k)) read as big-endian words, randInt rejects the tail', () => {
    for (const seed of [TEST_SEED, seedOf(0xdeadbeef), 'ff'.repeat(32)]) {
      const engine = new RandomStream(seed);
      const reference = new ReferenceStream(seed);
      for (const n of [2, 3, 52, 1000, 2 ** 31 + 1, 7, 1]) {
        for (let i = 0; i < 20; i++) expect(engine.randInt(n)).toBe(reference.randInt(n));
      }
    }
  });

  it.each([
    ['claim', [], 2],
    ['claim2', [], 2],
    ['goblins,knights,shadows,vampires,werewolves', ['warlock', 'mummy'], 2],
    ['gnomes,giants,shadows,trolls,zombies', [...HEROES], 2],
    ['goblins,knights,undead,dwarves,doppelgangers,werewolves,shadows', ['cthulhu', 'skeleton'], 3],
    ['gnomes,giants,dragons,trolls,seers,vampires,zombies', [], 4],
    [
      'shadows,giants,dragons,trolls,seers,gnomes,zombies',
      ['lich-king', 'gelatinous-cube', 'warlock', 'mummy', 'cthulhu', 'skeleton'],
      4,
    ],
  ] as const)(
    'R2.4: %s with heroes %j, %i players, deals exactly as the reference does',
    (factions, heroes, players) => {
      const rules = testRules(factions, { heroes, players });
      for (let n = 0; n < 6; n++) {
        const seed = seedOf(n * 977 + players);
        const game = newGame(rules, seed);
        if (!game.ok) throw new Error(game.error.message);
        const ref = referenceDeal(rules, seed);
        expect(game.value.hands).toEqual(ref.hands);
        expect([...game.value.prizes, ...game.value.drawPile]).toEqual(ref.drawPile);
        expect(game.value.leader).toBe(ref.firstLeader);
        expect(sorted(game.value.removedFromGame)).toEqual(sorted(ref.removed));
      }
    },
  );
});

describe('R10 Given decks (the test helper and the engine check)', () => {
  const rules = testRules('goblins,knights,shadows,vampires,werewolves', { heroes: ['mummy', 'warlock'] });

  it('stackedDeck deals the wanted hands round-robin from seat 0 and stacks the draw pile', () => {
    const deck = stackedDeck(rules, {
      hands: [['hero:mummy', 'shadows:19'], ['goblins:3']],
      drawPile: ['knights:9', 'vampires:0'],
    });
    expect(deck).toHaveLength(52);
    expect(deck.filter((c) => c.startsWith('shadows:')).length).toBeLessThanOrEqual(10);
    const game = newGame(rules, TEST_SEED, { deck, firstLeader: 1 });
    if (!game.ok) throw new Error(game.error.message);
    expect(game.value.hands[0]).toEqual(expect.arrayContaining(['hero:mummy', 'shadows:19']));
    expect(game.value.hands[1]).toContain('goblins:3');
    expect(game.value.hands.map((h) => h.length)).toEqual([13, 13]);
    expect(game.value.prizes).toEqual(['knights:9']);
    expect(game.value.drawPile[0]).toBe('vampires:0');
    expect(game.value.leader).toBe(1);
    // Conservation: the unused Shadows and nothing else left the game.
    expect(
      sorted(
        zones(game.value)
          .flatMap(([, c]) => c)
          .filter((c) => !c.startsWith('hero:')),
      ),
    ).toEqual(sorted(factionUniverse(rules)));
  });

  it.each([
    ['a card short', (d: string[]) => d.slice(1)],
    ['a card of another rule set', (d: string[]) => ['dragons:3', ...d.slice(1)]],
    ['not a card', (d: string[]) => ['goblins:10', ...d.slice(1)]],
    ['a card too often', (d: string[]) => ['knights:9', ...d.filter((c) => c !== 'goblins:5')]],
  ])('R10: a given deck with %s is rejected (BAD_DECK)', (_, change) => {
    const deck = change(stackedDeck(rules, { hands: [['knights:9', 'goblins:5']] }));
    const game = newGame(rules, TEST_SEED, { deck });
    expect(game.ok ? null : game.error.code).toBe('BAD_DECK');
  });

  it('R2.2: a given deck with 6 heroes is rejected (at most 5 are dealt)', () => {
    const all = testRules('claim', { heroes: [...HEROES] });
    const deck = stackedDeck(all, {
      hands: [HEROES.slice(0, 3).map((h) => `hero:${h}`), HEROES.slice(3).map((h) => `hero:${h}`)],
    });
    expect(deck).toHaveLength(52);
    const game = newGame(all, TEST_SEED, { deck });
    expect(game.ok ? null : game.error).toMatchObject({
      code: 'BAD_DECK',
      message: expect.stringMatching(/at most 5 heroes/),
    });
  });

  it('R2.3: a given deck with more than 10 Shadows is rejected', () => {
    const shadowRules = testRules('goblins,knights,shadows,vampires,werewolves');
    const universe = possibleCards(shadowRules);
    // All 20 Shadows, and 10 Goblins fewer: the right size, cards of the rule set, but not a deal R2.3 allows.
    const deck = [
      ...universe.filter((c) => c.startsWith('shadows:')),
      ...universe.filter((c) => !c.startsWith('shadows:')).slice(10),
    ];
    expect(deck).toHaveLength(deckSizeFor(shadowRules));
    const game = newGame(shadowRules, TEST_SEED, { deck });
    expect(game.ok ? null : game.error.code).toBe('BAD_DECK');
  });

  it('R10: a bad first leader or seed is rejected', () => {
    const deck = stackedDeck(rules, {});
    const leader = newGame(rules, TEST_SEED, { deck, firstLeader: 2 });
    expect(leader.ok ? null : leader.error.code).toBe('BAD_FIRST_LEADER');
    const seed = newGame(rules, 'ABC');
    expect(seed.ok ? null : seed.error.code).toBe('BAD_SEED');
    const upper = newGame(rules, TEST_SEED.toUpperCase().replace(/0/g, 'A'));
    expect(upper.ok ? null : upper.error.code).toBe('BAD_SEED');
  });
});
