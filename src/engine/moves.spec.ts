import type { Move, MoveErrorCode } from './moves';
import { apply, legalMoves, parseMove } from './moves';
import type { GameState } from './state';
import { phaseTwoGame, play, playCards, playToEnd, stackedGame, testRules } from './testing/decks';

const rules = testRules('goblins,knights,seers,vampires,undead', { heroes: ['cthulhu'] });
const start = stackedGame(rules, {
  hands: [
    ['goblins:5', 'seers:9'],
    ['goblins:3', 'seers:2', 'knights:9'],
  ],
});
const following = playCards(start, 'goblins:5');
const seerPending = playCards(start, 'seers:9', 'seers:2');
const cthulhuPending = playCards(
  phaseTwoGame(rules, {
    hands: [
      ['goblins:9', 'undead:7'],
      ['hero:cthulhu', 'undead:3'],
    ],
  }).state,
  'goblins:9',
  'hero:cthulhu',
);
const vampirePending = playCards(
  phaseTwoGame(rules, {
    hands: [
      ['vampires:7', 'undead:8'],
      ['vampires:2', 'undead:1'],
    ],
  }).state,
  'vampires:7',
  'vampires:2',
);
const over = playToEnd(start);
const three = testRules('goblins,knights,undead,dwarves,doppelgangers,seers,zombies', { players: 3 });
const prizePending = playCards(
  stackedGame(three, { hands: [['goblins:5'], ['goblins:8'], ['goblins:1']], drawPile: ['dwarves:9', 'dwarves:1'] }),
  'goblins:5',
  'goblins:8',
  'goblins:1',
);

describe('Move errors (R10 moves, apply): each is rejected with its code and leaves the state unchanged', () => {
  it('the situations are as intended', () => {
    expect(following.hands[1]).toEqual(expect.arrayContaining(['goblins:3', 'knights:9']));
    expect(seerPending.pending[0]).toMatchObject({ kind: 'seer', seat: 0 });
    expect(cthulhuPending.pending[0]).toEqual({ kind: 'cthulhu', seat: 0 });
    expect(vampirePending.pending[0]).toMatchObject({ kind: 'vampire', seat: 0 });
    expect(prizePending.pending[0]).toMatchObject({ kind: 'prize', seat: 1 });
    expect(over.phase).toBe('over');
  });

  const cases: [string, GameState, Move, MoveErrorCode][] = [
    ['R3.1 a play out of turn', start, { seat: 1, play: 'goblins:3' }, 'NOT_YOUR_TURN'],
    ['R3.1 the leader playing twice', following, { seat: 0, play: 'seers:9' }, 'NOT_YOUR_TURN'],
    ['R4.1 not following faction while holding it', following, { seat: 1, play: 'knights:9' }, 'MUST_FOLLOW_FACTION'],
    ['R4.1 not following faction with a Seer', following, { seat: 1, play: 'seers:2' }, 'MUST_FOLLOW_FACTION'],
    ['a card the player does not hold', start, { seat: 0, play: 'goblins:3' }, 'CARD_NOT_IN_HAND'],
    ['a card of another rule set', start, { seat: 0, play: 'dragons:3' }, 'CARD_NOT_IN_HAND'],
    [
      'R3.5 playing while one’s own decision is pending',
      seerPending,
      { seat: 0, play: 'goblins:5' },
      'DECISION_PENDING',
    ],
    ['R3.5 playing while another’s decision is pending', seerPending, { seat: 1, play: 'goblins:3' }, 'NOT_YOUR_TURN'],
    ['a decision by the wrong player', seerPending, { seat: 1, seer: 'top' }, 'NOT_YOUR_TURN'],
    ['R10 passing a Seer choice', seerPending, { seat: 0, pass: true }, 'CANNOT_PASS'],
    ['R10 passing a Cthulhu discard', cthulhuPending, { seat: 0, pass: true }, 'CANNOT_PASS'],
    ['R10 passing a prize choice', prizePending, { seat: 1, pass: true }, 'CANNOT_PASS'],
    ['the wrong kind of decision', seerPending, { seat: 0, discard: 'goblins:5' }, 'WRONG_DECISION'],
    ['a Seer answer to a Vampire decision', vampirePending, { seat: 0, seer: 'prize' }, 'WRONG_DECISION'],
    ['a decision when none is pending', start, { seat: 0, pass: true }, 'NO_DECISION_PENDING'],
    ['a Seer answer when none is pending', start, { seat: 0, seer: 'top' }, 'NO_DECISION_PENDING'],
    ['R7 discarding a card not in hand', cthulhuPending, { seat: 0, discard: 'undead:3' }, 'CARD_NOT_IN_HAND'],
    ['R8.2 a prize that is not on the table', prizePending, { seat: 1, prize: 'dwarves:5' }, 'ILLEGAL_CHOICE'],
    ['R8.2 the top card without a Seer', prizePending, { seat: 1, prize: 'top' }, 'ILLEGAL_CHOICE'],
    [
      'R5 activating a Vampire not collected',
      vampirePending,
      { seat: 0, vampire: { activate: 'vampires:9', bury: [] } },
      'ILLEGAL_CHOICE',
    ],
    [
      'R5 burying without an active Vampire',
      vampirePending,
      { seat: 0, vampire: { activate: null, bury: ['vampires:2'] } },
      'ILLEGAL_CHOICE',
    ],
    [
      'R5 burying a Vampire',
      vampirePending,
      { seat: 0, vampire: { activate: 'vampires:7', bury: ['vampires:2'] } },
      'ILLEGAL_CHOICE',
    ],
    ['a play after the end', over, { seat: 0, play: 'goblins:5' }, 'GAME_OVER'],
    ['a pass after the end', over, { seat: 1, pass: true }, 'GAME_OVER'],
    ['a seat that does not exist', start, { seat: 2, play: 'goblins:5' }, 'MALFORMED_MOVE'],
  ];

  it.each(cases)('%s', (_, state, move, code) => {
    const before = structuredClone(state);
    const result = apply(state, move);
    expect(result.ok ? 'accepted' : result.error.code).toBe(code);
    if (!result.ok) expect(result.error.message.length).toBeGreaterThan(5);
    expect(state).toEqual(before);
    expect(legalMoves(state, move.seat)).not.toContainEqual(move);
  });

  it('apply never mutates its input, also for legal moves', () => {
    for (const [state, move] of [
      [start, { seat: 0, play: 'goblins:5' }],
      [following, { seat: 1, play: 'goblins:3' }],
      [seerPending, { seat: 0, seer: 'top' }],
      [cthulhuPending, { seat: 0, discard: 'undead:7' }],
      [vampirePending, { seat: 0, vampire: { activate: 'vampires:7', bury: [] } }],
      [prizePending, { seat: 1, prize: 'dwarves:1' }],
    ] as [GameState, Move][]) {
      const before = structuredClone(state);
      const next = play(state, move);
      expect(state).toEqual(before);
      expect(next).not.toBe(state);
    }
  });

  it('legalMoves is empty for everyone but the player to act, and for all after the end', () => {
    expect(legalMoves(start, 1)).toEqual([]);
    expect(legalMoves(seerPending, 1)).toEqual([]);
    expect(legalMoves(over, 0)).toEqual([]);
    expect(legalMoves(over, 1)).toEqual([]);
  });
});

describe('MALFORMED_MOVE: parseMove checks the shape of untrusted moves (R10)', () => {
  it.each([
    ['not an object', null],
    ['a list', [{ seat: 0, play: 'goblins:3' }]],
    ['a string', 'goblins:3'],
    ['no kind', { seat: 0 }],
    ['two kinds', { seat: 0, play: 'goblins:3', pass: true }],
    ['an unknown key', { seat: 0, play: 'goblins:3', why: 'because' }],
    ['no seat', { play: 'goblins:3' }],
    ['a negative seat', { seat: -1, play: 'goblins:3' }],
    ['a fractional seat', { seat: 0.5, play: 'goblins:3' }],
    ['a seat as a string', { seat: '0', play: 'goblins:3' }],
    ['a seat beyond the players', { seat: 2, play: 'goblins:3' }],
    ['a card that does not exist', { seat: 0, play: 'goblins:10' }],
    ['a card not in R1 notation', { seat: 0, play: 'Goblins 3' }],
    ['a number for a card', { seat: 0, discard: 5 }],
    ['a bad Seer choice', { seat: 0, seer: 'bottom' }],
    ['a bad prize', { seat: 0, prize: 'bottom' }],
    ['skeleton false', { seat: 0, skeleton: false }],
    ['pass "yes"', { seat: 0, pass: 'yes' }],
    ['vampire null', { seat: 0, vampire: null }],
    ['vampire activating a non-card', { seat: 0, vampire: { activate: 'vampires:10', bury: [] } }],
    ['vampire bury not a list', { seat: 0, vampire: { activate: null, bury: 'goblins:1' } }],
    ['vampire bury with a non-card', { seat: 0, vampire: { activate: null, bury: ['goblins:1', 7] } }],
    ['smash without a victim', { seat: 0, smash: { gnome: 'gnomes:3' } }],
    ['smash with a non-card', { seat: 0, smash: { gnome: 'gnomes:2', victim: 1 } }],
    ['smash with a victim beyond the players', { seat: 0, smash: { gnome: 'gnomes:3', victim: 2 } }],
  ])('rejects %s', (_, input) => {
    const parsed = parseMove(input, 2);
    expect(parsed.ok ? 'accepted' : parsed.error.code).toBe('MALFORMED_MOVE');
  });

  it.each([
    [{ seat: 0, play: 'goblins:3' }],
    [{ seat: 1, seer: 'top' }],
    [{ seat: 2, prize: 'top' }],
    [{ seat: 3, prize: 'shadows:19' }],
    [{ seat: 0, vampire: { activate: 'vampires:7', bury: [] } }],
    [{ seat: 0, vampire: { activate: null, bury: ['trolls:2'] } }],
    [{ seat: 0, vampire: { activate: 'vampires:7', bury: ['trolls:2', 'gnomes:1'] } }],
    [{ seat: 0, smash: { gnome: 'gnomes:3', victim: 2 } }],
    [{ seat: 1, discard: 'dragons:4' }],
    [{ seat: 0, skeleton: true }],
    [{ seat: 1, pass: true }],
  ])('accepts %j (the R10 example moves)', (input) => {
    const parsed = parseMove(input, 4);
    expect(parsed).toEqual({ ok: true, value: input });
  });

  it('R10 Ruling: { activate: null, bury: [] } is read as pass, also when activate and bury are left out', () => {
    for (const vampire of [{ activate: null, bury: [] }, {}, { bury: [] }, { activate: null }])
      expect(parseMove({ seat: 0, vampire }, 2)).toEqual({ ok: true, value: { seat: 0, pass: true } });
    expect(parseMove({ seat: 0, vampire: { bury: ['trolls:2'] } }, 2)).toEqual({
      ok: true,
      value: { seat: 0, vampire: { activate: null, bury: ['trolls:2'] } },
    });
  });
});
