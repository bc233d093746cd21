import { apply, legalMoves } from './moves';
import { isMoveHiddenFrom } from './view';
import type { GameState } from './state';
import { viewFor } from './view';
import {
  TEST_SEED,
  phaseTwoGame,
  play,
  playCards,
  playToEnd,
  playUntil,
  stackedGame,
  testRules,
} from './testing/decks';
import { ReferenceStream } from './testing/reference-deal';

const winner = (s: GameState) => s.lastTrick?.winner;
const withHeroes = (...heroes: string[]) => testRules('claim', { heroes });
const cardsOf = (s: GameState, seat: number) => s.hands[seat].map((card) => ({ seat, play: card }));

describe('R7 Heroes', () => {
  describe('A hero leads or follows', () => {
    const rules = withHeroes('mummy', 'skeleton');

    it('R7: after a hero lead there is no led faction: the follower may play any card', () => {
      const game = playCards(
        stackedGame(rules, { hands: [['hero:mummy'], ['goblins:5', 'knights:9', 'undead:2']] }),
        'hero:mummy',
      );
      expect(legalMoves(game, 1).length).toBe(new Set(game.hands[1]).size);
      expect(legalMoves(game, 1)).toEqual(expect.arrayContaining(cardsOf(game, 1)));
    });

    it('R7: after a hero lead the higher value wins, ties to the leader', () => {
      const game = stackedGame(rules, { hands: [['hero:mummy'], ['undead:5', 'undead:6']] });
      expect(winner(playCards(game, 'hero:mummy', 'undead:5'))).toBe(0);
      expect(winner(playCards(game, 'hero:mummy', 'undead:6'))).toBe(1);
    });

    it('R7: after a hero lead, powers still apply (Undead to the winner’s score pile)', () => {
      const s = playCards(stackedGame(rules, { hands: [['hero:mummy'], ['undead:6']] }), 'hero:mummy', 'undead:6');
      expect(s.scorePiles[1]).toEqual(['undead:6']);
      expect(s.discardPile).toEqual(['hero:mummy']);
    });

    it('R7: after a hero lead, a Werewolf that wins turns the Moon and a Dragon player leads next', () => {
      const wolves = testRules('goblins,knights,werewolves,dragons,undead', { heroes: ['mummy'] });
      const game = stackedGame(wolves, {
        hands: [
          ['hero:mummy', 'undead:0'],
          ['werewolves:9', 'dragons:1'],
        ],
      });
      const s = playCards(game, 'hero:mummy', 'werewolves:9');
      expect([winner(s), s.moon]).toEqual([1, 'full']);
      const t = playCards(game, 'hero:mummy', 'dragons:1');
      expect([winner(t), t.leader]).toEqual([0, 1]);
    });

    it('R4.1/R7 Ruling: a follower who holds the led faction may not play a hero; one who holds none may, and the hero loses', () => {
      const holding = playCards(
        stackedGame(rules, { hands: [['goblins:2'], ['goblins:9', 'hero:skeleton']] }),
        'goblins:2',
      );
      expect(legalMoves(holding, 1)).not.toContainEqual({ seat: 1, play: 'hero:skeleton' });
      expect(legalMoves(holding, 1)).toContainEqual({ seat: 1, play: 'goblins:9' });
      const refused = apply(holding, { seat: 1, play: 'hero:skeleton' });
      expect(refused).toMatchObject({ ok: false, error: { code: 'MUST_FOLLOW_FACTION' } });
      expect(refused.ok ? '' : refused.error.message).toMatch(/R4\.1/);
      // Void of Goblins (the filler avoids the factions a test names): the hero may follow, and loses.
      const voidOfGoblins = playCards(
        stackedGame(rules, { hands: [['goblins:2'], ['undead:9', 'hero:skeleton']] }),
        'goblins:2',
      );
      expect(voidOfGoblins.hands[1].some((c) => c.startsWith('goblins:'))).toBe(false);
      expect(legalMoves(voidOfGoblins, 1)).toContainEqual({ seat: 1, play: 'hero:skeleton' });
      const s = play(voidOfGoblins, { seat: 1, play: 'hero:skeleton' });
      expect(winner(s)).toBe(0);
      expect(s.pending).toEqual([]);
    });

    it('R4.1/R7 under edition 2026-11: a hero could follow even when its player held the led faction (editions.ts)', () => {
      const game = stackedGame(rules, { hands: [['goblins:2'], ['goblins:9', 'hero:skeleton']] }, '2026-11');
      expect(game.readings.edition).toBe('2026-11');
      const led = playCards(game, 'goblins:2');
      expect(legalMoves(led, 1)).toContainEqual({ seat: 1, play: 'hero:skeleton' });
      const s = play(led, { seat: 1, play: 'hero:skeleton' });
      expect(winner(s)).toBe(0);
    });
  });

  describe('Lich King', () => {
    const rules = withHeroes('lich-king');
    const game = stackedGame(rules, { hands: [['hero:lich-king'], ['goblins:7', 'goblins:8', 'goblins:9']] });

    it.each([
      ['goblins:7', 0, 'counts 4'],
      ['goblins:8', 0, 'counts 5: a tie, to the leader'],
      ['goblins:9', 1, 'counts 6'],
    ])('R7 Lich King: after it leads, %s %s', (card, expected) => {
      expect(winner(playCards(game, 'hero:lich-king', card))).toBe(expected);
    });

    it('R7 Lich King: following, it has no power and loses like any other faction', () => {
      const s = playCards(
        stackedGame(rules, { hands: [['goblins:0'], ['hero:lich-king']] }),
        'goblins:0',
        'hero:lich-king',
      );
      expect(winner(s)).toBe(0);
    });

    it('R7 Lich King: the card only counts less for winning; it scores at its own value', () => {
      const { state } = phaseTwoGame(rules, { hands: [['hero:lich-king'], ['goblins:9']] });
      const s = playCards(state, 'hero:lich-king', 'goblins:9');
      expect(winner(s)).toBe(1);
      expect(s.scorePiles[1]).toEqual(expect.arrayContaining(['goblins:9', 'hero:lich-king']));
    });
  });

  describe('Skeleton', () => {
    const rules = withHeroes('skeleton');
    const game = stackedGame(rules, {
      hands: [
        ['goblins:7', 'hero:skeleton'],
        ['goblins:3', 'undead:2'],
      ],
    });
    const won = playCards(game, 'goblins:7', 'goblins:3', 'hero:skeleton', 'undead:2');

    it('R7 Skeleton: winning with it offers a decision once the trick’s cards are discarded and the prize handed out', () => {
      expect(winner(won)).toBe(0);
      expect(won.discardPile).toEqual(['goblins:7', 'goblins:3', 'hero:skeleton']);
      expect(won.followerPiles[0]).toHaveLength(2);
      expect(won.pending).toEqual([{ kind: 'skeleton', seat: 0 }]);
      expect(legalMoves(won, 0)).toEqual([
        { seat: 0, skeleton: true },
        { seat: 0, pass: true },
      ]);
    });

    it('R7 Skeleton: the card taken is discardPile[randInt(size)] of the R2.4 stream (oldest first), into the hand', () => {
      const index = new ReferenceStream(TEST_SEED).randInt(3); // given first leader: no word used at setup
      const taken = won.discardPile[index];
      const s = play(won, { seat: 0, skeleton: true });
      expect(s.hands[0]).toContain(taken);
      expect(s.hands[0]).toHaveLength(won.hands[0].length + 1);
      expect(s.discardPile).toEqual(won.discardPile.filter((_, i) => i !== index));
      expect(s.skeletonTakes).toBe(1);
    });

    it('R7 Skeleton: only its player sees which card was taken', () => {
      const taken = play(won, { seat: 0, skeleton: true });
      const passed = play(won, { seat: 0, pass: true });
      // To the opponent, a take differs from a pass only by one card moving from the discard pile into a hand.
      const mask = (s: GameState) => {
        const v = viewFor(s, 1);
        return { ...v, discardPileSize: 0, skeletonTakes: 0, seats: v.seats.map((x) => ({ ...x, handSize: 0 })) };
      };
      expect(mask(taken)).toEqual(mask(passed));
      const view = viewFor(taken, 1);
      expect(view.discarded).toEqual(viewFor(passed, 1).discarded); // the public record of discards does not change
      expect(view.discardPileSize).toBe(viewFor(passed, 1).discardPileSize - 1);
      expect(view.skeletonTakes).toBe(1);
      expect(view.seats[0].handSize).toBe(viewFor(passed, 1).seats[0].handSize + 1);
      expect(viewFor(taken, 0).hand).toEqual(taken.hands[0]);
    });

    it('R7 Skeleton: passing takes nothing', () => {
      const s = play(won, { seat: 0, pass: true });
      expect(s.discardPile).toEqual(won.discardPile);
      expect(s.hands[0]).toHaveLength(won.hands[0].length);
      expect(s.pending).toEqual([]);
    });

    it('R7 Skeleton: losing with it gives nothing', () => {
      const s = playCards(
        stackedGame(rules, { hands: [['hero:skeleton'], ['undead:9']] }),
        'hero:skeleton',
        'undead:9',
      );
      expect(winner(s)).toBe(1);
      expect(s.pending).toEqual([]);
    });

    it('R7 Skeleton: no decision when the discard pile is empty', () => {
      // A dealt game always has discards by phase two; the pile is emptied by hand (out of the game) to reach the case.
      const { state } = phaseTwoGame(rules, { hands: [['hero:skeleton'], ['undead:2']] });
      const emptied: GameState = {
        ...state,
        discardPile: [],
        removedFromGame: [...state.removedFromGame, ...state.discardPile],
      };
      const s = playCards(emptied, 'hero:skeleton', 'undead:2');
      expect(winner(s)).toBe(0);
      expect(s.pending).toEqual([]);
      expect(s.trickNumber).toBe(2);
    });

    it('R7/R3.5 Skeleton: the take comes after the Cthulhu discards, which it may draw from', () => {
      const both = withHeroes('skeleton', 'cthulhu');
      const { state } = phaseTwoGame(both, {
        hands: [
          ['hero:skeleton', 'undead:8'],
          ['hero:cthulhu', 'undead:1'],
        ],
      });
      // With an empty discard pile (by hand, as above) only the Cthulhu discards can be taken.
      const emptied: GameState = {
        ...state,
        discardPile: [],
        removedFromGame: [...state.removedFromGame, ...state.discardPile],
      };
      let s = playCards(emptied, 'hero:skeleton', 'hero:cthulhu');
      expect(winner(s)).toBe(0);
      expect(s.pending).toEqual([
        { kind: 'cthulhu', seat: 0 },
        { kind: 'cthulhu', seat: 1 },
        { kind: 'skeleton', seat: 0 },
      ]);
      s = play(s, { seat: 0, discard: 'undead:8' }, { seat: 1, discard: 'undead:1' });
      expect(s.discardPile).toEqual(['undead:8', 'undead:1']);
      expect(s.pending).toEqual([{ kind: 'skeleton', seat: 0 }]);
      s = play(s, { seat: 0, skeleton: true });
      expect(s.hands[0].filter((c) => c === 'undead:8' || c === 'undead:1')).toHaveLength(1);
    });
  });

  describe('Warlock', () => {
    const rules = withHeroes('warlock', 'lich-king');

    it.each([
      ['goblins:3', 1],
      ['goblins:9', 1],
      ['goblins:4', 0],
      ['goblins:0', 0],
    ])('R7 Warlock: following %s it wins if the value is odd (winner: seat %i)', (led, expected) => {
      const game = stackedGame(rules, { hands: [[led], ['hero:warlock', 'dwarves:1']] });
      expect(winner(playCards(game, led, 'hero:warlock'))).toBe(expected);
    });

    it('R7 Warlock: hero powers beat faction powers: it wins a Werewolf-led trick on an odd value whatever the Moon', () => {
      const wolves = testRules('goblins,knights,werewolves,dwarves,undead', { heroes: ['warlock'] });
      const s = playCards(
        stackedGame(wolves, { hands: [['werewolves:3'], ['hero:warlock', 'dwarves:0']] }),
        'werewolves:3',
        'hero:warlock',
      );
      expect(winner(s)).toBe(1);
      expect(s.moon).toBe('none'); // no Werewolf won
    });

    it('R7 Warlock: following a Lich King lead (value 5, odd) it wins', () => {
      const s = playCards(
        stackedGame(rules, { hands: [['hero:lich-king'], ['hero:warlock']] }),
        'hero:lich-king',
        'hero:warlock',
      );
      expect(winner(s)).toBe(1);
    });

    it('R7 Warlock: leading, it has no power', () => {
      const s = playCards(
        stackedGame(rules, { hands: [['hero:warlock'], ['goblins:7']] }),
        'hero:warlock',
        'goblins:7',
      );
      expect(winner(s)).toBe(1);
    });
  });

  describe('Mummy', () => {
    const rules = testRules('goblins,knights,shadows,vampires,werewolves', { heroes: ['mummy'] });

    it.each([
      ['goblins:7', 1],
      ['shadows:15', 1],
      ['goblins:6', 0],
    ])('R7 Mummy: following %s it wins if the value is 7 or more (winner: seat %i)', (led, expected) => {
      const game = stackedGame(rules, { hands: [[led], ['hero:mummy']] });
      expect(winner(playCards(game, led, 'hero:mummy'))).toBe(expected);
    });
  });

  describe('Cthulhu', () => {
    const rules = withHeroes('cthulhu');

    it('R7 Cthulhu, phase one: as soon as it is played the top 2 cards of the draw pile leave the game unseen', () => {
      const game = stackedGame(rules, {
        hands: [['hero:cthulhu'], ['goblins:2']],
        drawPile: ['dwarves:9', 'undead:9', 'undead:8', 'dwarves:1'],
      });
      const s = playCards(game, 'hero:cthulhu');
      expect(s.trick).toHaveLength(1);
      expect(s.drawPile.slice(0, 1)).toEqual(['dwarves:1']);
      expect(s.removedFromGame.slice(-2)).toEqual(['undead:9', 'undead:8']);
      for (const viewer of [0, 1, null]) {
        const view = viewFor(s, viewer);
        expect(view.removedFromGameCount).toBe(game.removedFromGame.length + 2);
        expect(view.drawPileSize).toBe(game.drawPile.length - 2);
        expect(JSON.stringify(view)).not.toMatch(/"undead:[89]"/);
      }
      // Then the trick goes on as usual: the loser draws the next card.
      const t = play(s, { seat: 1, play: 'goblins:2' });
      expect(winner(t)).toBe(0);
      expect(t.followerPiles).toEqual([['dwarves:9'], ['dwarves:1']]);
    });

    it('R7 Cthulhu, phase one: following, it removes the cards as well', () => {
      const noGoblins = ['knights:2', 'knights:3', 'knights:4', 'knights:5', 'knights:6', 'knights:7', 'knights:8'];
      const game = stackedGame(rules, {
        hands: [
          ['goblins:2'],
          [
            'hero:cthulhu',
            ...noGoblins,
            'knights:9',
            'doppelgangers:0',
            'doppelgangers:1',
            'doppelgangers:2',
            'doppelgangers:3',
          ],
        ],
        drawPile: ['dwarves:9', 'undead:9', 'undead:8'],
      });
      const s = playCards(game, 'goblins:2', 'hero:cthulhu');
      expect(s.removedFromGame.slice(-2)).toEqual(['undead:9', 'undead:8']);
    });

    describe('phase two', () => {
      const { state } = phaseTwoGame(rules, {
        hands: [
          ['goblins:9', 'undead:7', 'undead:6'],
          ['hero:cthulhu', 'undead:3', 'undead:4'],
        ],
      });
      const after = playCards(state, 'goblins:9', 'hero:cthulhu');
      const oneChose = play(after, { seat: 0, discard: 'undead:7' });

      it('R7 Cthulhu, phase two: after the trick each player discards a card of their choice, the next leader first', () => {
        expect(winner(after)).toBe(0);
        expect(after.pending).toEqual([
          { kind: 'cthulhu', seat: 0 },
          { kind: 'cthulhu', seat: 1 },
        ]);
        expect(legalMoves(after, 0)).toEqual(expect.arrayContaining([{ seat: 0, discard: 'undead:7' }]));
        expect(legalMoves(after, 0)).toHaveLength(new Set(after.hands[0]).size);
        expect(apply(after, { seat: 0, pass: true })).toMatchObject({ ok: false, error: { code: 'CANNOT_PASS' } });
      });

      it('R7/R9 Cthulhu: a discard stays hidden from the other player until both have chosen', () => {
        expect(oneChose.hands[0]).not.toContain('undead:7');
        expect(viewFor(oneChose, 0).myCthulhuDiscard).toBe('undead:7');
        const otherChoice = play(after, { seat: 0, discard: 'undead:6' });
        for (const viewer of [1, null]) {
          const view = viewFor(oneChose, viewer);
          expect(view.myCthulhuDiscard).toBeNull();
          // Issue 13: nothing derived from the hidden discard (known cards, …) tells the others what it was.
          expect(view).toEqual(viewFor(otherChoice, viewer));
          // R9 ruling (issue 27): the card leaves the hand at once, so its hand size drops for everyone now;
          // nothing else of either seat changes before both chose.
          const before = viewFor(after, viewer).seats;
          expect(view.seats.map((x) => x.handSize)).toEqual([before[0].handSize - 1, before[1].handSize]);
          expect(view.seats.map((x) => ({ ...x, handSize: 0 }))).toEqual(before.map((x) => ({ ...x, handSize: 0 })));
          expect(view.discarded).toEqual(viewFor(after, viewer).discarded);
        }
        const index = oneChose.moveCount - 1;
        const move = { seat: 0, discard: 'undead:7' };
        expect(isMoveHiddenFrom(oneChose, index, move, 1)).toBe(true);
        expect(isMoveHiddenFrom(oneChose, index, move, null)).toBe(true);
        expect(isMoveHiddenFrom(oneChose, index, move, 0)).toBe(false);
      });

      it('R7 Cthulhu: once both chose, both discards are public in the discard pile', () => {
        const s = play(oneChose, { seat: 1, discard: 'undead:3' });
        expect(s.discardPile.slice(-2)).toEqual(['undead:7', 'undead:3']);
        expect(viewFor(s, 1).discarded.slice(-2)).toEqual(['undead:7', 'undead:3']);
        expect(isMoveHiddenFrom(s, s.moveCount - 2, { seat: 0, discard: 'undead:7' }, 1)).toBe(false);
        expect(s.pending).toEqual([]);
        expect(s.leader).toBe(0);
      });

      it('R7 Cthulhu: the next trick’s leader discards first, also when a Dragon made them leader', () => {
        const dragons = testRules('claim2', { heroes: ['cthulhu'] });
        const { state: start } = phaseTwoGame(dragons, { hands: [['hero:cthulhu'], ['dragons:0']] });
        const s = playCards(start, 'hero:cthulhu', 'dragons:0');
        expect([winner(s), s.leader]).toEqual([0, 1]);
        expect(s.pending).toEqual([
          { kind: 'cthulhu', seat: 1 },
          { kind: 'cthulhu', seat: 0 },
        ]);
      });

      it('R7 Cthulhu: a player with no card in hand discards nothing (the last trick ends the game)', () => {
        const s = playUntil(state, (x) => x.hands[0].length === 1 && x.trick.length === 0 && x.pending.length === 0, [
          'hero:cthulhu',
          'goblins:9',
        ]);
        expect(s.hands[1]).toEqual(['hero:cthulhu']);
        const end = playCards(
          s,
          ...(s.leader === 0 ? [s.hands[0][0], 'hero:cthulhu'] : ['hero:cthulhu', s.hands[0][0]]),
        );
        expect(end.phase).toBe('over');
        expect(end.pending).toEqual([]);
      });
    });
  });

  describe('Gelatinous Cube', () => {
    const rules = withHeroes('gelatinous-cube');
    const game = stackedGame(rules, {
      hands: [
        ['goblins:5', 'goblins:7'],
        // No Goblin: a hero follows only when void of the led faction (R4.1, R7).
        ['hero:gelatinous-cube', 'dwarves:3'],
      ],
      drawPile: ['dwarves:9', 'dwarves:8'],
    });
    const cubed = playCards(game, 'goblins:5', 'hero:gelatinous-cube');

    it('R7 Gelatinous Cube: following, nobody wins; the led card goes under it, the prize stays, nothing is drawn, the leader leads again', () => {
      expect(cubed.lastTrick).toMatchObject({ winner: null, ranking: [] });
      expect(cubed.cube).toEqual({ cube: 'hero:gelatinous-cube', under: 'goblins:5' });
      expect(cubed.prizes).toEqual(['dwarves:9']);
      expect(cubed.drawPile).toEqual(game.drawPile);
      expect(cubed.followerPiles).toEqual([[], []]);
      expect(cubed.discardPile).toEqual([]);
      expect(cubed.leader).toBe(0);
      expect(cubed.trick).toEqual([]);
      expect(viewFor(cubed, 1).cube).toEqual(cubed.cube);
    });

    it('R7 Gelatinous Cube: the winner of the next trick takes the Cube and the card under it into their follower pile (phase one)', () => {
      const s = playCards(cubed, 'goblins:7', 'dwarves:3');
      expect(winner(s)).toBe(0);
      expect(s.cube).toBeNull();
      expect(s.followerPiles[0]).toEqual(expect.arrayContaining(['hero:gelatinous-cube', 'goblins:5', 'dwarves:9']));
      expect(s.followerPiles[0]).toHaveLength(3);
      expect(s.followerPiles[1]).toEqual(['dwarves:8']);
      expect(s.discardPile).toEqual(['goblins:7', 'dwarves:3']);
    });

    it('R7 Gelatinous Cube: in phase two the pair goes to the next winner’s score pile as it is: no faction power applies', () => {
      const cube2 = testRules('claim2', { heroes: ['gelatinous-cube'] });
      const { state } = phaseTwoGame(cube2, {
        hands: [
          ['gnomes:5', 'seers:2'],
          ['hero:gelatinous-cube', 'seers:8'],
        ],
      });
      let s = playCards(state, 'gnomes:5', 'hero:gelatinous-cube');
      expect(s.cube).toEqual({ cube: 'hero:gelatinous-cube', under: 'gnomes:5' });
      s = playCards(s, 'seers:2', 'seers:8');
      expect(winner(s)).toBe(1);
      // The Gnome goes into the score pile, not in front of the winner.
      expect(s.scorePiles[1]).toEqual(
        expect.arrayContaining(['hero:gelatinous-cube', 'gnomes:5', 'seers:2', 'seers:8']),
      );
      expect(s.gnomesInFront).toEqual([[], []]);
    });

    it('R7 Gelatinous Cube: a Troll under the Cube goes to the next winner’s score pile, not aside', () => {
      const cube2 = testRules('claim2', { heroes: ['gelatinous-cube'] });
      const { state } = phaseTwoGame(cube2, {
        hands: [
          ['trolls:4', 'seers:2'],
          ['hero:gelatinous-cube', 'seers:8'],
        ],
      });
      let s = playCards(state, 'trolls:4', 'hero:gelatinous-cube');
      s = playCards(s, 'seers:2', 'seers:8');
      expect(s.scorePiles[1]).toEqual(expect.arrayContaining(['hero:gelatinous-cube', 'trolls:4']));
      expect(s.setAsideTrolls).toEqual([]);
    });

    it('R7 Gelatinous Cube: Dwarves under the Cube go to the next winner, not to the loser', () => {
      const mix = testRules('goblins,knights,dwarves,trolls,seers', { heroes: ['gelatinous-cube'] });
      const { state } = phaseTwoGame(mix, {
        hands: [
          ['dwarves:5', 'seers:2'],
          ['hero:gelatinous-cube', 'seers:8'],
        ],
      });
      let s = playCards(state, 'dwarves:5', 'hero:gelatinous-cube');
      s = playCards(s, 'seers:2', 'seers:8');
      expect(winner(s)).toBe(1);
      expect(s.scorePiles[1]).toEqual(expect.arrayContaining(['dwarves:5', 'hero:gelatinous-cube']));
      expect(s.scorePiles[0]).not.toContain('dwarves:5');
    });

    it('R7 Gelatinous Cube: hero powers beat Dragons: the same leader leads again, and a Dragon under the Cube decides nothing', () => {
      const cube2 = testRules('claim2', { heroes: ['gelatinous-cube'] });
      const start = stackedGame(cube2, {
        hands: [
          ['dragons:5', 'seers:2'],
          ['hero:gelatinous-cube', 'seers:8'],
        ],
      });
      let s = playCards(start, 'dragons:5', 'hero:gelatinous-cube');
      expect(s.leader).toBe(0);
      s = playCards(s, 'seers:2', 'seers:8');
      expect(winner(s)).toBe(1);
      s = s.pending.length > 0 ? play(s, { seat: 1, seer: 'prize' }) : s;
      expect(s.leader).toBe(1);
      expect(s.followerPiles[1]).toEqual(expect.arrayContaining(['dragons:5', 'hero:gelatinous-cube']));
    });

    it('R7 Gelatinous Cube Ruling: if a hand is empty after the Cube trick, it is a normal trick (the Cube, another faction, loses)', () => {
      const noGoblinsOrKnights = [
        'hero:gelatinous-cube',
        'undead:0',
        'undead:1',
        'undead:2',
        'undead:3',
        'undead:4',
        'undead:5',
        'undead:6',
        'undead:7',
        'undead:8',
        'undead:9',
        'dwarves:0',
        'dwarves:1',
      ];
      const start = stackedGame(rules, {
        hands: [
          [
            'knights:2',
            'knights:3',
            'knights:4',
            'knights:5',
            'knights:6',
            'knights:7',
            'knights:8',
            'knights:9',
            'goblins:9',
            'goblins:8',
            'goblins:7',
            'goblins:6',
            'goblins:3',
          ],
          noGoblinsOrKnights,
        ],
      });
      let s = playUntil(start, (x) => x.trickNumber === 13 && x.trick.length === 0, [
        'goblins:3',
        'hero:gelatinous-cube',
      ]);
      expect(s.leader).toBe(0);
      expect(s.hands).toEqual([['goblins:3'], ['hero:gelatinous-cube']]);
      s = playCards(s, 'goblins:3', 'hero:gelatinous-cube');
      expect(s.cube).toBeNull();
      expect(s.lastTrick).toMatchObject({ winner: 0, phase: 'one' });
      expect(s.phase).toBe('two');
    });

    it('R7 Gelatinous Cube Ruling with Cthulhu in phase two: the hands are judged after the Cthulhu discards', () => {
      const both = withHeroes('gelatinous-cube', 'cthulhu');
      const { state } = phaseTwoGame(both, {
        hands: [
          [
            'knights:2',
            'knights:3',
            'knights:4',
            'knights:5',
            'knights:6',
            'knights:7',
            'knights:8',
            'knights:9',
            'goblins:9',
            'goblins:8',
            'goblins:7',
            'hero:cthulhu',
            'goblins:6',
          ],
          [
            'undead:0',
            'undead:1',
            'undead:2',
            'undead:3',
            'undead:4',
            'undead:5',
            'undead:6',
            'undead:7',
            'undead:8',
            'undead:9',
            'dwarves:0',
            'hero:gelatinous-cube',
            'dwarves:1',
          ],
        ],
      });
      let s = playUntil(state, (x) => x.hands[0].length === 2 && x.trick.length === 0 && x.pending.length === 0, [
        'hero:cthulhu',
        'goblins:6',
        'hero:gelatinous-cube',
      ]);
      expect(s.leader).toBe(0);
      expect(s.hands[0].sort()).toEqual(['goblins:6', 'hero:cthulhu']);
      expect(s.hands[1]).toContain('hero:gelatinous-cube');
      // Both hands hold one card after this trick, and none after the Cthulhu discards: no trick could
      // ever collect the Cube, so it is a normal trick (a hero lead: 5 against 5, to the leader).
      s = playCards(s, 'hero:cthulhu', 'hero:gelatinous-cube');
      expect(s.cube).toBeNull();
      expect(winner(s)).toBe(0);
      expect(s.scorePiles[0]).toEqual(expect.arrayContaining(['hero:cthulhu', 'hero:gelatinous-cube']));
      s = play(s, { seat: 0, discard: 'goblins:6' }, { seat: 1, discard: s.hands[1][0] });
      expect(s.phase).toBe('over');
      expect(s.outcome).not.toBeNull();
    });

    it('R7 Gelatinous Cube with Cthulhu in phase two: when the hands can play on, it is a Cube trick and the discards still happen', () => {
      const both = withHeroes('gelatinous-cube', 'cthulhu');
      const { state } = phaseTwoGame(both, {
        hands: [
          ['hero:cthulhu', 'goblins:6', 'goblins:5'],
          ['hero:gelatinous-cube', 'goblins:2', 'goblins:1'],
        ],
      });
      let s = playCards(state, 'hero:cthulhu', 'hero:gelatinous-cube');
      expect(s.cube).toEqual({ cube: 'hero:gelatinous-cube', under: 'hero:cthulhu' });
      expect(s.pending).toEqual([
        { kind: 'cthulhu', seat: 0 },
        { kind: 'cthulhu', seat: 1 },
      ]);
      s = play(s, { seat: 0, discard: 'goblins:5' }, { seat: 1, discard: 'goblins:1' });
      expect(s.leader).toBe(0);
      s = playCards(s, 'goblins:6', 'goblins:2');
      expect(s.scorePiles[0]).toEqual(
        expect.arrayContaining(['hero:cthulhu', 'hero:gelatinous-cube', 'goblins:6', 'goblins:2']),
      );
    });

    it('R7 Gelatinous Cube: a whole game with the Cube and Cthulhu ends with no Cube waiting', () => {
      const both = withHeroes('gelatinous-cube', 'cthulhu');
      for (const firstLeader of [0, 1]) {
        const end = playToEnd(stackedGame(both, { hands: [['hero:cthulhu'], ['hero:gelatinous-cube']], firstLeader }));
        expect(end.cube).toBeNull();
        expect(end.outcome).not.toBeNull();
      }
    });
  });
});
