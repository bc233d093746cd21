import { apply, legalMoves } from './moves';
import type { CompletedTrick, GameState } from './state';
import { viewFor } from './view';
import { phaseTwoGame, play, playCards, playToEnd, playUntil, sorted, stackedGame, testRules } from './testing/decks';

const claim = testRules('claim');

/** Plays plainly to the end, collecting every completed trick in order. */
function tricksToEnd(state: GameState, reserved: string[] = []): { end: GameState; tricks: CompletedTrick[] } {
  const tricks: CompletedTrick[] = [];
  const end = playUntil(
    state,
    (s) => {
      if (s.lastTrick && s.lastTrick !== tricks[tricks.length - 1]) tricks.push(s.lastTrick);
      return s.phase === 'over';
    },
    reserved,
  );
  return { end, tricks };
}

describe('R3 Two-player game flow', () => {
  const game = stackedGame(claim, {
    hands: [['goblins:5'], ['goblins:3']],
    drawPile: ['dwarves:9', 'dwarves:8', 'dwarves:7'],
  });

  it('R3.1: a trick starts by revealing the top of the draw pile as the prize', () => {
    expect(game.phase).toBe('one');
    expect(game.trickNumber).toBe(1);
    expect(game.prizes).toEqual(['dwarves:9']);
    expect(game.drawPile[0]).toBe('dwarves:8');
    expect(game.hands.map((h) => h.length)).toEqual([13, 13]);
    expect(game.drawPile).toHaveLength(52 - 26 - 1);
  });

  it('R3.1: the winner takes the prize, the loser the top of the draw pile, the played cards are discarded', () => {
    const s = playCards(game, 'goblins:5', 'goblins:3');
    expect(s.lastTrick).toMatchObject({ winner: 0, prizes: ['dwarves:9'], phase: 'one', trickNumber: 1 });
    expect(s.followerPiles).toEqual([['dwarves:9'], ['dwarves:8']]);
    expect(s.discardPile).toEqual(['goblins:5', 'goblins:3']);
    expect(s.prizes).toEqual(['dwarves:7']);
    expect(s.trickNumber).toBe(2);
    expect(s.hands.map((h) => h.length)).toEqual([12, 12]);
  });

  it('R3.1/R9: the card the loser drew is seen only by them', () => {
    const s = playCards(game, 'goblins:5', 'goblins:3');
    expect(viewFor(s, 1).followerPile).toEqual(['dwarves:8']);
    expect(viewFor(s, 1).seats[1].followerPileSize).toBe(1);
    for (const viewer of [0, null]) {
      expect(viewFor(s, viewer).followerPile).not.toEqual(['dwarves:8']);
      expect(JSON.stringify(viewFor(s, viewer))).not.toContain('"dwarves:8"');
    }
  });

  it('R3.2: in phase two the winner puts both played cards into their face-up score pile; no prize', () => {
    const { state } = phaseTwoGame(claim, { hands: [['goblins:5'], ['goblins:3']] });
    expect(state.prizes).toEqual([]);
    const discards = state.discardPile.slice();
    const s = playCards(state, 'goblins:5', 'goblins:3');
    expect(s.scorePiles[0]).toEqual(expect.arrayContaining(['goblins:5', 'goblins:3']));
    expect(s.discardPile).toEqual(discards);
    expect(s.prizes).toEqual([]);
    expect(viewFor(s, 1).seats[0].scorePile).toEqual(s.scorePiles[0]);
  });

  it('R3.2: the follower piles become the hands', () => {
    const s = playUntil(game, (x) => x.phase === 'two');
    expect(s.followerPiles).toEqual([[], []]);
    expect(s.hands.map((h) => h.length)).toEqual([13, 13]);
  });

  it('R3.3: the winner of a trick leads the next', () => {
    const s = playCards(stackedGame(claim, { hands: [['goblins:3'], ['goblins:5']] }), 'goblins:3', 'goblins:5');
    expect(s.leader).toBe(1);
    expect(legalMoves(s, 0)).toEqual([]);
    expect(legalMoves(s, 1).length).toBeGreaterThan(0);
  });

  it("R3.3: phase two's first leader is the leader that phase one's last trick produced", () => {
    for (const firstLeader of [0, 1]) {
      const s = playUntil(stackedGame(claim, { firstLeader }), (x) => x.phase === 'two');
      expect(s.lastTrick?.phase).toBe('one');
      expect(s.leader).toBe(s.lastTrick?.winner);
    }
  });
});

describe('R4 Winning a trick', () => {
  it('R4.1: the follower must play the led faction if they hold one', () => {
    const s = playCards(
      stackedGame(claim, { hands: [['goblins:5'], ['goblins:3', 'knights:9', 'undead:9']] }),
      'goblins:5',
    );
    const moves = legalMoves(s, 1);
    expect(moves.length).toBeGreaterThan(0);
    // Only Goblins — and Doppelgangers, which may always follow (R5).
    for (const m of moves) expect('play' in m && /^(goblins|doppelgangers):/.test(m.play)).toBe(true);
    expect(apply(s, { seat: 1, play: 'knights:9' })).toMatchObject({
      ok: false,
      error: { code: 'MUST_FOLLOW_FACTION' },
    });
  });

  it('R4.1: a follower without the led faction may play any card', () => {
    const noGoblins = [
      'knights:9',
      'knights:8',
      'undead:0',
      'undead:1',
      'undead:2',
      'undead:3',
      'undead:4',
      'undead:5',
      'undead:6',
      'undead:7',
      'dwarves:0',
      'dwarves:1',
      'dwarves:2',
    ];
    const s = playCards(stackedGame(claim, { hands: [['goblins:5'], noGoblins] }), 'goblins:5');
    expect(sorted(legalMoves(s, 1).map((m) => ('play' in m ? m.play : '')))).toEqual(sorted(noGoblins));
  });

  it('R4.2: the highest card of the led faction wins', () => {
    const game = stackedGame(claim, { hands: [['undead:4'], ['undead:7', 'undead:2']] });
    expect(playCards(game, 'undead:4', 'undead:7').lastTrick?.winner).toBe(1);
    expect(playCards(game, 'undead:4', 'undead:2').lastTrick?.winner).toBe(0);
  });

  it('R4.2: equal values go to the leader', () => {
    const game = stackedGame(claim, { hands: [['goblins:0'], ['goblins:0']], firstLeader: 1 });
    expect(playCards(game, 'goblins:0', 'goblins:0').lastTrick?.winner).toBe(1);
  });

  it('R4.2: a card of another faction never wins, however high', () => {
    const noGoblins = [
      'undead:9',
      'dwarves:9',
      'undead:0',
      'undead:1',
      'undead:2',
      'undead:3',
      'undead:4',
      'undead:5',
      'undead:6',
      'undead:7',
      'dwarves:0',
      'dwarves:1',
      'dwarves:2',
    ];
    const game = stackedGame(claim, { hands: [['goblins:0'], noGoblins] });
    expect(playCards(game, 'goblins:0', 'dwarves:9').lastTrick?.winner).toBe(0);
    expect(playCards(game, 'goblins:0', 'undead:9').lastTrick?.winner).toBe(0);
  });
});

describe('R6 Ends of phases', () => {
  it('R6.1: with two players, phase one and phase two each have 13 tricks', () => {
    for (const [factions, seed] of [
      ['claim', 1],
      ['claim2', 2],
      ['goblins,knights,vampires,werewolves,shadows', 3],
    ] as const) {
      const { end, tricks } = tricksToEnd(stackedGame(testRules(factions), { firstLeader: seed % 2 }));
      expect(tricks.filter((t) => t.phase === 'one')).toHaveLength(13);
      expect(tricks.filter((t) => t.phase === 'two')).toHaveLength(13);
      expect(end.phase).toBe('over');
      expect(end.outcome).not.toBeNull();
    }
  });

  it('R6.2/R7 Cthulhu: phase one ends when the draw pile cannot supply a prize; cards left in a hand join the follower pile', () => {
    const rules = testRules('claim', { heroes: ['cthulhu'] });
    const game = stackedGame(rules, { hands: [['hero:cthulhu']] });
    const removedAtDeal = game.removedFromGame.length; // the faction card Cthulhu replaced (R2.2)
    const start = playCards(game, 'hero:cthulhu');
    expect(start.drawPile).toHaveLength(52 - 26 - 1 - 2);
    const s = playUntil(start, (x) => x.phase === 'two');
    expect(s.lastTrick).toMatchObject({ phase: 'one', trickNumber: 12 });
    expect(s.trickNumber).toBe(1);
    expect(s.hands.map((h) => h.length)).toEqual([13, 13]); // 12 cards won or drawn + the one left in hand
    expect(s.removedFromGame).toHaveLength(removedAtDeal + 2);
    expect(viewFor(s, 0).removedFromGameCount).toBe(removedAtDeal + 2);
  });

  it('R6.2: a player who should draw from an empty pile takes nothing (Cthulhu removed the last card)', () => {
    const rules = testRules('claim', { heroes: ['cthulhu'] });
    const game = stackedGame(rules, { hands: [['hero:cthulhu']] });
    let s = playUntil(game, (x) => x.trickNumber === 13 && x.trick.length === 0, ['hero:cthulhu']);
    expect(s.phase).toBe('one');
    expect(s.drawPile).toHaveLength(1);
    expect(s.hands[0]).toEqual(['hero:cthulhu']);
    const followers = s.followerPiles.map((f) => f.length);
    s = playUntil(s, (x) => x.phase !== 'one');
    expect(s.removedFromGame).toHaveLength(game.removedFromGame.length + 1);
    const winner = s.lastTrick!.winner!;
    expect(s.phase).toBe('two');
    // The winner took the prize, the loser nothing; then the follower piles became the hands.
    expect(s.hands[winner]).toHaveLength(followers[winner] + 1);
    expect(s.hands[1 - winner]).toHaveLength(followers[1 - winner]);
  });

  it('R6.2/R7 Gelatinous Cube: when the hands run out first, the cards left in the draw pile leave the game unseen', () => {
    const rules = testRules('claim', { heroes: ['gelatinous-cube'] });
    const game = stackedGame(rules, { hands: [['goblins:5'], ['hero:gelatinous-cube']] });
    let s = playCards(game, 'goblins:5', 'hero:gelatinous-cube');
    expect(s.cube).not.toBeNull();
    const pileAfterCube = s.drawPile.slice();
    s = playUntil(s, (x) => x.phase === 'two');
    // 12 normal tricks: the prize already out, then 11 more prizes and 12 draws from the 25 left.
    expect(s.removedFromGame).toEqual([...game.removedFromGame, ...pileAfterCube.slice(23)]);
    expect(s.hands[0].length + s.hands[1].length).toBe(26);
    expect(viewFor(s, 0).removedFromGameCount).toBe(game.removedFromGame.length + 2);
  });

  it('R6.2/R7 Skeleton: phase two ends when a trick cannot start; a card left in a hand is discarded and scores nothing', () => {
    const rules = testRules('claim', { heroes: ['skeleton'] });
    let s = phaseTwoGame(rules, { hands: [['hero:skeleton'], ['undead:3']] }).state;
    s = playCards(s, 'hero:skeleton', 'undead:3');
    expect(s.pending[0]).toEqual({ kind: 'skeleton', seat: 0 });
    s = play(s, { seat: 0, skeleton: true });
    expect(s.hands.map((h) => h.length)).toEqual([13, 12]);
    const beforeLast = playUntil(s, (x) => x.hands[1].length === 1 && x.trick.length === 0);
    expect(beforeLast.hands[0]).toHaveLength(2);
    const end = playToEnd(beforeLast);
    const played = end.lastTrick!.plays.find((p) => p.seat === 0)!.card;
    const leftover = [...beforeLast.hands[0]];
    leftover.splice(leftover.indexOf(played), 1);
    expect(end.phase).toBe('over');
    expect(end.hands).toEqual([[], []]);
    expect(end.discardPile).toEqual([...beforeLast.discardPile, ...leftover]);
    const scored = (x: GameState) => x.scorePiles[0].length + x.scorePiles[1].length;
    expect(scored(end)).toBe(scored(s) + 24); // 12 tricks of 2 cards; the leftover scores nothing
  });
});
