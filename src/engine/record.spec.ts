import { seededChooser } from './random-play';
import { CURRENT_EDITION } from './editions';
import type { MatchRecord } from './record';
import { editionOf, parseRecord, replay, toRecord, verifyRecord } from './record';
import { newGame } from './setup';
import type { GameState } from './state';
import { stackedDeck, testRules } from './testing/decks';
import { oldEditionGameWithHeroFollow } from './testing/old-edition';
import { walkGame } from './testing/walk';

const seedOf = (n: number) => n.toString(16).padStart(64, '0');

/** A finished random game and its record. */
function recordedGame(
  factions: string,
  heroes: string[],
  players: number,
  n: number,
  deck?: string[],
): { record: MatchRecord; final: GameState; states: GameState[] } {
  const rules = testRules(factions, { heroes, players });
  const given = deck ? { deck, firstLeader: n % players } : undefined;
  const game = newGame(rules, seedOf(n), given);
  if (!game.ok) throw new Error(game.error.message);
  const states: GameState[] = [];
  const { state, moves } = walkGame(game.value, seededChooser(n), ({ state: s }) => states.push(s));
  const seats = Array.from({ length: players }, (_, i) => `player${i}`);
  return {
    record: toRecord({ rules, seats, seed: seedOf(n), ...(given ?? {}) }, moves, state.outcome),
    final: state,
    states,
  };
}

const withMoves = (record: MatchRecord, moves: unknown[]): unknown => ({ ...record, moves });

describe('R10 Match record', () => {
  const { record, final, states } = recordedGame(
    'gnomes,giants,seers,vampires,trolls',
    ['skeleton', 'cthulhu', 'gelatinous-cube'],
    2,
    7,
  );

  it('R10: a finished game’s record verifies, replaying to the same final state and result', () => {
    const verified = verifyRecord(record);
    if (!verified.ok) throw new Error(verified.error.message);
    expect(verified.value.outcome).toEqual(final.outcome);
    expect(verified.value.state).toEqual(final);
    expect(record.result).toEqual(final.outcome);
    expect(record.format).toBe('claim-record/1');
  });

  it('R10: the record survives JSON', () => {
    const verified = verifyRecord(JSON.parse(JSON.stringify(record)));
    expect(verified.ok && verified.value.state).toEqual(final);
  });

  it('R10: replay(record, n) is the state after the first n moves', () => {
    for (const n of [0, 1, 5, 26, record.moves.length]) {
      const replayed = replay(record, n);
      expect(replayed.ok && replayed.value).toEqual(states[n]);
    }
  });

  it('R10: a record with a given deck (and first leader) replays; the seed still drives later picks', () => {
    const rules = testRules('goblins,knights,undead,seers,shadows', { heroes: ['skeleton', 'mummy'] });
    const deck = stackedDeck(rules, { hands: [['hero:skeleton'], ['hero:mummy']] });
    const game = recordedGame('goblins,knights,undead,seers,shadows', ['skeleton', 'mummy'], 2, 3, deck);
    expect(game.record.deck).toEqual(deck);
    expect(game.record.firstLeader).toBe(1);
    const verified = verifyRecord(JSON.parse(JSON.stringify(game.record)));
    expect(verified.ok && verified.value.state).toEqual(game.final);
  });

  it('R10: 3- and 4-player records verify, with team results', () => {
    for (const [factions, players] of [
      ['gnomes,giants,seers,vampires,trolls,dwarves,zombies', 3],
      ['goblins,knights,seers,vampires,werewolves,undead,shadows', 4],
    ] as const) {
      const game = recordedGame(factions, ['cthulhu', 'warlock'], players, players);
      const verified = verifyRecord(game.record);
      expect(verified.ok && verified.value.outcome).toEqual(game.final.outcome);
    }
  });

  it('R10: a result that disagrees with the replay is rejected', () => {
    const wrongWinner = { ...record, result: { ...record.result!, winner: record.result!.winner === 0 ? 1 : 0 } };
    expect(verifyRecord(wrongWinner)).toMatchObject({ ok: false, error: { code: 'RESULT_MISMATCH' } });
    const faction = Object.keys(record.result!.factions)[0] as 'gnomes';
    const wrongFaction = {
      ...record,
      result: { ...record.result!, factions: { ...record.result!.factions, [faction]: 9 } },
    };
    expect(verifyRecord(wrongFaction)).toMatchObject({ ok: false, error: { code: 'RESULT_MISMATCH' } });
  });

  it('R10: a record that holds an illegal move is rejected with the index and reason of the first bad one', () => {
    const moves: unknown[] = record.moves.slice();
    moves[3] = { seat: record.moves[3].seat, play: 'goblins:3' };
    moves[9] = { seat: 0, pass: true };
    const result = verifyRecord(withMoves(record, moves));
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'ILLEGAL_MOVE', moveIndex: 3, cause: { code: 'CARD_NOT_IN_HAND' } },
    });
    if (!result.ok) expect(result.error.message).toMatch(/^move 3 /);
  });

  it('R10: a malformed move is rejected with its index', () => {
    const moves: unknown[] = record.moves.slice();
    moves[5] = { seat: 0, play: 'goblins:11' };
    expect(verifyRecord(withMoves(record, moves))).toMatchObject({
      ok: false,
      error: { code: 'ILLEGAL_MOVE', moveIndex: 5, cause: { code: 'MALFORMED_MOVE' } },
    });
  });

  it('R10: Seer and Cthulhu decisions cannot be passed', () => {
    let checked = 0;
    for (let n = 0; n < 40 && checked < 2; n++) {
      const game = recordedGame('gnomes,giants,seers,vampires,trolls', ['cthulhu'], 2, n);
      const index = game.record.moves.findIndex((m) => 'seer' in m || 'discard' in m);
      if (index < 0) continue;
      const moves: unknown[] = game.record.moves.slice();
      moves[index] = { seat: game.record.moves[index].seat, pass: true };
      expect(verifyRecord(withMoves(game.record, moves))).toMatchObject({
        ok: false,
        error: { moveIndex: index, cause: { code: 'CANNOT_PASS' } },
      });
      checked++;
    }
    expect(checked).toBe(2);
  });

  it('R10: a record whose game is not over is rejected', () => {
    expect(verifyRecord(withMoves(record, record.moves.slice(0, 30)))).toMatchObject({
      ok: false,
      error: { code: 'UNFINISHED' },
    });
  });

  it.each([
    ['a wrong format', { format: 'claim-record/2' }, 'BAD_RECORD'],
    ['the wrong number of seats', { seats: ['a', 'b', 'c'] }, 'BAD_RECORD'],
    ['an uppercase seed', { seed: 'A'.repeat(64) }, 'BAD_RECORD'],
    ['a short seed', { seed: 'ab' }, 'BAD_RECORD'],
    ['moves that are not a list', { moves: {} }, 'BAD_RECORD'],
    [
      'rules breaking R2.1',
      { rules: { players: 2, factions: ['goblins', 'knights', 'gnomes', 'giants', 'seers'] } },
      'BAD_RULES',
    ],
    ['a deck of the wrong size', { deck: ['gnomes:1'] }, 'BAD_SETUP'],
    ['a first leader that is no seat', { deck: undefined, firstLeader: 'north' }, 'BAD_RECORD'],
  ])('R10: a record with %s is rejected', (_, change, code) => {
    expect(verifyRecord({ ...record, ...change })).toMatchObject({ ok: false, error: { code } });
  });

  it('R10: a rules error names the rule broken', () => {
    const result = parseRecord({
      ...record,
      rules: { players: 2, factions: ['goblins', 'knights', 'gnomes', 'giants', 'seers'] },
    });
    expect(result.ok ? null : result.error.message).toMatch(/^R2\.1: /);
  });
});

describe('Rule editions in records (R10 `edition`, editions.ts)', () => {
  const { record, heroFollowAt } = oldEditionGameWithHeroFollow();

  it('a 2026-11 record whose game has a hero follow verifies to its result', () => {
    const verified = verifyRecord(JSON.parse(JSON.stringify(record)));
    expect(verified.ok && verified.value.outcome).toEqual(record.result);
    expect(verified.ok && verified.value.state.readings.edition).toBe('2026-11');
  });

  it('the same moves under 2026-12 (and with no edition, the current one) are refused at the hero follow, citing R4.1', () => {
    for (const edition of ['2026-12', undefined]) {
      const verified = verifyRecord({ ...record, edition });
      expect(verified.ok ? 'accepted' : verified.error).toMatchObject({
        code: 'ILLEGAL_MOVE',
        moveIndex: heroFollowAt,
        cause: { code: 'MUST_FOLLOW_FACTION' },
      });
      expect(verified.ok ? '' : verified.error.message).toMatch(/R4\.1/);
    }
  });

  it('an unknown edition is a bad record naming the editions there are', () => {
    const verified = verifyRecord({ ...record, edition: '2027-01' });
    expect(verified.ok ? 'accepted' : verified.error).toMatchObject({ code: 'BAD_RECORD' });
    expect(verified.ok ? '' : verified.error.message).toMatch(/2026-11, 2026-12/);
  });

  it('toRecord writes the edition it is given, and parseRecord keeps it', () => {
    expect(record.edition).toBe('2026-11');
    const parsed = parseRecord(JSON.parse(JSON.stringify(record)));
    expect(parsed.ok && parsed.value.edition).toBe('2026-11');
    const current = parseRecord({ ...record, edition: undefined });
    expect(current.ok && current.value.edition).toBeUndefined();
    expect(current.ok && editionOf(current.value)).toBe(CURRENT_EDITION);
  });
});
