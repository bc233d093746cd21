import { apply, legalMoves } from './moves';
import type { GameState } from './state';
import { viewFor } from './view';
import { phaseTwoGame, play, playCards, playToEnd, playUntil, stackedGame, testRules } from './testing/decks';

const claim = testRules('claim');
const claim2 = testRules('claim2');

const winner = (s: GameState) => s.lastTrick?.winner;
const tenOf = (faction: string) => Array.from({ length: 10 }, (_, v) => `${faction}:${v}`);

describe('R5 Faction powers', () => {
  describe('Goblins', () => {
    it('R5 Goblins: no power: the higher Goblin wins; in phase one both are discarded', () => {
      const s = playCards(stackedGame(claim, { hands: [['goblins:7'], ['goblins:3']] }), 'goblins:7', 'goblins:3');
      expect(winner(s)).toBe(0);
      expect(s.discardPile).toEqual(['goblins:7', 'goblins:3']);
      expect(s.scorePiles).toEqual([[], []]);
    });

    it('R5 Goblins: in phase two both go to the winner’s score pile', () => {
      const s = playCards(
        phaseTwoGame(claim, { hands: [['goblins:7'], ['goblins:3']] }).state,
        'goblins:7',
        'goblins:3',
      );
      expect(s.scorePiles[0]).toEqual(expect.arrayContaining(['goblins:7', 'goblins:3']));
    });
  });

  describe('Knights', () => {
    const noGoblins = [
      'knights:2',
      'knights:3',
      'knights:4',
      'knights:5',
      'knights:6',
      'knights:7',
      'knights:8',
      'knights:9',
      ...tenOf('undead').slice(0, 5),
    ];

    it('R5 Knights: a Knight beats any Goblin lead, whatever the values', () => {
      const game = stackedGame(claim, { hands: [['goblins:9'], noGoblins] });
      const s = playCards(game, 'goblins:9', 'knights:2');
      expect(winner(s)).toBe(1);
      expect(s.followerPiles[1]).toEqual(game.prizes);
    });

    it('R5 Knights: also in phase two', () => {
      const { state } = phaseTwoGame(claim, { hands: [['goblins:9'], ['knights:2']] });
      expect(state.hands[1].some((c) => c.startsWith('goblins:'))).toBe(false);
      const s = playCards(state, 'goblins:9', 'knights:2');
      expect(winner(s)).toBe(1);
      expect(s.scorePiles[1]).toEqual(expect.arrayContaining(['goblins:9', 'knights:2']));
    });

    it('R5 Knights: a Goblin following a Knight lead is just another faction and loses', () => {
      const noKnights = ['goblins:9', ...tenOf('undead'), 'dwarves:0', 'dwarves:1'];
      const s = playCards(stackedGame(claim, { hands: [['knights:2'], noKnights] }), 'knights:2', 'goblins:9');
      expect(winner(s)).toBe(0);
    });
  });

  describe('Undead', () => {
    it('R5 Undead: Undead played in phase one go to the trick winner’s score pile, not the discard', () => {
      const s = playCards(stackedGame(claim, { hands: [['undead:4'], ['undead:7']] }), 'undead:4', 'undead:7');
      expect(winner(s)).toBe(1);
      expect(s.scorePiles).toEqual([[], ['undead:4', 'undead:7']]);
      expect(s.discardPile).toEqual([]);
    });

    it('R5 Undead: an Undead the loser played off-faction goes to the winner too; the other card is discarded', () => {
      const noGoblins = [...tenOf('undead'), 'knights:2', 'knights:3', 'dwarves:0'];
      const s = playCards(stackedGame(claim, { hands: [['goblins:5'], noGoblins] }), 'goblins:5', 'undead:9');
      expect(winner(s)).toBe(0);
      expect(s.scorePiles).toEqual([['undead:9'], []]);
      expect(s.discardPile).toEqual(['goblins:5']);
    });

    it('R5 Undead: an Undead prize goes to the follower pile as usual', () => {
      const s = playCards(
        stackedGame(claim, { hands: [['goblins:7'], ['goblins:3']], drawPile: ['undead:9'] }),
        'goblins:7',
        'goblins:3',
      );
      expect(s.followerPiles[0]).toEqual(['undead:9']);
      expect(s.scorePiles).toEqual([[], []]);
    });
  });

  describe('Dwarves', () => {
    it('R5 Dwarves: in phase one, Dwarves are discarded like any card', () => {
      const s = playCards(stackedGame(claim, { hands: [['dwarves:9'], ['dwarves:2']] }), 'dwarves:9', 'dwarves:2');
      expect(s.discardPile).toEqual(['dwarves:9', 'dwarves:2']);
    });

    it('R5 Dwarves: in phase two, Dwarves played go to the loser’s score pile', () => {
      const s = playCards(
        phaseTwoGame(claim, { hands: [['dwarves:9'], ['dwarves:2']] }).state,
        'dwarves:9',
        'dwarves:2',
      );
      expect(winner(s)).toBe(0);
      expect(s.scorePiles[1]).toEqual(expect.arrayContaining(['dwarves:9', 'dwarves:2']));
      expect(s.scorePiles[0]).not.toContain('dwarves:9');
    });

    it('R5 Dwarves: other cards in the trick go to the winner as usual', () => {
      const { state } = phaseTwoGame(claim, { hands: [['goblins:9'], ['dwarves:3']] });
      expect(state.hands[1].some((c) => c.startsWith('goblins:'))).toBe(false);
      const s = playCards(state, 'goblins:9', 'dwarves:3');
      expect(winner(s)).toBe(0);
      expect(s.scorePiles[0]).toContain('goblins:9');
      expect(s.scorePiles[1]).toContain('dwarves:3');
    });
  });

  describe('Doppelgangers', () => {
    const rules = testRules('goblins,knights,doppelgangers,seers,zombies');

    it('R5 Doppelgangers: a follower may play one while holding the led faction; it wins by value as the led faction', () => {
      const game = playCards(
        stackedGame(claim, { hands: [['goblins:5'], ['goblins:3', 'doppelgangers:6', 'doppelgangers:5']] }),
        'goblins:5',
      );
      expect(legalMoves(game, 1)).toEqual(expect.arrayContaining([{ seat: 1, play: 'doppelgangers:6' }]));
      expect(winner(play(game, { seat: 1, play: 'doppelgangers:6' }))).toBe(1);
      expect(winner(play(game, { seat: 1, play: 'doppelgangers:5' }))).toBe(0); // equal value: the leader
    });

    it('R5 Doppelgangers: when one leads, the led faction is Doppelgangers', () => {
      const game = playCards(
        stackedGame(claim, { hands: [['doppelgangers:4'], ['doppelgangers:2', 'goblins:9']] }),
        'doppelgangers:4',
      );
      expect(apply(game, { seat: 1, play: 'goblins:9' })).toMatchObject({
        ok: false,
        error: { code: 'MUST_FOLLOW_FACTION' },
      });
      expect(winner(play(game, { seat: 1, play: 'doppelgangers:2' }))).toBe(0);
    });

    it('R5 Doppelgangers: it always scores as a Doppelganger', () => {
      const s = playCards(
        phaseTwoGame(claim, { hands: [['goblins:5'], ['doppelgangers:6']] }).state,
        'goblins:5',
        'doppelgangers:6',
      );
      expect(s.scorePiles[1]).toEqual(expect.arrayContaining(['goblins:5', 'doppelgangers:6']));
      const end = playToEnd(s);
      const counted = end.scorePiles.flat().filter((c) => c.startsWith('doppelgangers:'));
      expect(counted).toContain('doppelgangers:6');
    });

    it('R5 Doppelgangers: without the led faction’s powers (Undead: only the Undead card goes to the score pile)', () => {
      const s = playCards(
        stackedGame(claim, { hands: [['undead:4'], ['doppelgangers:7']] }),
        'undead:4',
        'doppelgangers:7',
      );
      expect(winner(s)).toBe(1);
      expect(s.scorePiles[1]).toEqual(['undead:4']);
      expect(s.discardPile).toEqual(['doppelgangers:7']);
    });

    it('R5 Doppelgangers: without the led faction’s powers (Seers: no peek, no choice)', () => {
      const s = playCards(
        stackedGame(rules, { hands: [['seers:4'], ['doppelgangers:7']] }),
        'seers:4',
        'doppelgangers:7',
      );
      expect(winner(s)).toBe(1);
      expect(s.pending).toEqual([]);
      expect(s.peeked).toBeNull();
    });

    it('R5 Doppelgangers: without the led faction’s powers (Zombies: the losing card is discarded)', () => {
      const s = playCards(
        stackedGame(rules, { hands: [['zombies:4'], ['doppelgangers:7']] }),
        'zombies:4',
        'doppelgangers:7',
      );
      expect(winner(s)).toBe(1);
      expect(s.scorePiles).toEqual([[], []]);
      expect(s.discardPile).toEqual(['zombies:4', 'doppelgangers:7']);
    });

    describe('Ruling: a Doppelganger following Werewolves is compared by the Moon rule', () => {
      const wolves = testRules('goblins,knights,werewolves,doppelgangers,undead');
      const game = stackedGame(wolves, {
        hands: [['werewolves:5'], ['doppelgangers:3', 'doppelgangers:7', 'doppelgangers:5', 'werewolves:0']],
      });

      it('R5 Doppelgangers Ruling: with no moon the lower Doppelganger wins, and the Moon does not turn (no Werewolf won)', () => {
        const s = playCards(game, 'werewolves:5', 'doppelgangers:3');
        expect(winner(s)).toBe(1);
        expect(s.moon).toBe('none');
      });

      it('R5 Doppelgangers Ruling: a higher Doppelganger loses with no moon; the Werewolf won, so the Moon turns', () => {
        const s = playCards(game, 'werewolves:5', 'doppelgangers:7');
        expect(winner(s)).toBe(0);
        expect(s.moon).toBe('full');
      });

      it('R5 Doppelgangers Ruling: an equal Doppelganger ties, and ties go to the leader', () => {
        expect(winner(playCards(game, 'werewolves:5', 'doppelgangers:5'))).toBe(0);
      });
    });
  });

  describe('Gnomes', () => {
    it('R5 Gnomes: in phase one, Gnomes are discarded like any card', () => {
      const s = playCards(stackedGame(claim2, { hands: [['gnomes:5'], ['gnomes:3']] }), 'gnomes:5', 'gnomes:3');
      expect(s.discardPile).toEqual(['gnomes:5', 'gnomes:3']);
      expect(s.gnomesInFront).toEqual([[], []]);
    });

    it('R5 Gnomes: in phase two, Gnomes won go face-up in front of the winner, not into the score pile', () => {
      const { state } = phaseTwoGame(claim2, {
        hands: [
          ['gnomes:5', 'gnomes:7'],
          ['gnomes:3', 'seers:2'],
        ],
      });
      const s = playCards(state, 'gnomes:5', 'gnomes:3');
      expect(s.gnomesInFront).toEqual([['gnomes:5', 'gnomes:3'], []]);
      expect(s.scorePiles[0]).not.toContain('gnomes:5');
      expect(viewFor(s, 1).seats[0].gnomesInFront).toEqual(['gnomes:5', 'gnomes:3']);
    });

    it('R5 Gnomes: surviving Gnomes join the score pile at the end of the game', () => {
      // No Giants in the phase-two hands, so nothing can smash them.
      const { state } = phaseTwoGame(claim2, {
        hands: [['gnomes:5'], ['gnomes:3']],
        fillFirst: ['dragons', 'seers', 'trolls'],
      });
      expect(state.hands.flat().some((c) => c.startsWith('giants:'))).toBe(false);
      const s = playCards(state, 'gnomes:5', 'gnomes:3');
      const end = playToEnd(s);
      expect(end.gnomesInFront).toEqual([[], []]);
      expect(end.scorePiles[0]).toEqual(expect.arrayContaining(['gnomes:5', 'gnomes:3']));
    });
  });

  describe('Giants', () => {
    it('R5 Giants: the phase-two winner smashes an opponent’s same-value Gnome for each Giant, whoever played it; automatic with 2 players', () => {
      const { state } = phaseTwoGame(claim2, {
        hands: [
          ['gnomes:1', 'giants:3'],
          ['gnomes:3', 'giants:1'],
        ],
        leader: 1,
      });
      let s = playCards(state, 'gnomes:3', 'gnomes:1');
      expect(winner(s)).toBe(1);
      expect(s.gnomesInFront).toEqual([[], ['gnomes:3', 'gnomes:1']]);
      const discards = s.discardPile.length;
      s = playCards(s, 'giants:1', 'giants:3');
      expect(winner(s)).toBe(0);
      expect(s.pending).toEqual([]); // no smash decision with two players
      expect(s.gnomesInFront).toEqual([[], []]);
      expect(s.discardPile.slice(discards).sort()).toEqual(['gnomes:1', 'gnomes:3']);
      // The Giants themselves are scored normally.
      expect(s.scorePiles[0]).toEqual(expect.arrayContaining(['giants:1', 'giants:3']));
    });

    it('R5 Giants Ruling: it never hurts the winner: their own Gnomes stay', () => {
      const { state } = phaseTwoGame(claim2, {
        hands: [
          ['gnomes:5', 'giants:5'],
          ['gnomes:1', 'giants:1'],
        ],
      });
      let s = playCards(state, 'gnomes:5', 'gnomes:1');
      expect(s.gnomesInFront[0]).toEqual(['gnomes:5', 'gnomes:1']);
      s = playCards(s, 'giants:5', 'giants:1');
      expect(winner(s)).toBe(0);
      expect(s.gnomesInFront[0]).toEqual(['gnomes:5', 'gnomes:1']);
    });

    it('R5 Giants: a Giant with no matching Gnome does nothing and is scored normally', () => {
      const { state } = phaseTwoGame(claim2, {
        hands: [
          ['gnomes:5', 'giants:7'],
          ['gnomes:1', 'giants:3'],
        ],
        leader: 1,
      });
      let s = playCards(state, 'gnomes:1', 'gnomes:5');
      s = playCards(s, 'giants:7', 'giants:3');
      expect(winner(s)).toBe(0);
      expect(s.gnomesInFront).toEqual([['gnomes:1', 'gnomes:5'], []]);
      expect(s.scorePiles[0]).toEqual(expect.arrayContaining(['giants:7', 'giants:3']));
    });
  });

  describe('Dragons', () => {
    it('R5 Dragons: the last player to play a Dragon leads the next trick, even if they lost and did not follow faction', () => {
      const game = stackedGame(claim2, { hands: [['trolls:9'], ['dragons:1']] });
      expect(game.hands[1].some((c) => c.startsWith('trolls:'))).toBe(false);
      const s = playCards(game, 'trolls:9', 'dragons:1');
      expect(winner(s)).toBe(0);
      expect(s.leader).toBe(1);
    });

    it('R5 Dragons: with two Dragons in the trick, the later one leads next', () => {
      const game = stackedGame(claim2, {
        hands: [
          ['dragons:7', 'dragons:2'],
          ['dragons:3', 'dragons:8'],
        ],
      });
      let s = playCards(game, 'dragons:7', 'dragons:3');
      expect([winner(s), s.leader]).toEqual([0, 1]);
      s = playCards(game, 'dragons:2', 'dragons:8');
      expect([winner(s), s.leader]).toEqual([1, 1]);
    });

    it('R5 Dragons: in phase two too', () => {
      const { state } = phaseTwoGame(claim2, { hands: [['dragons:7'], ['dragons:3']] });
      const s = playCards(state, 'dragons:7', 'dragons:3');
      expect([winner(s), s.leader]).toEqual([0, 1]);
    });
  });

  describe('Trolls', () => {
    it('R5 Trolls: in phase one, Trolls are discarded like any card', () => {
      const s = playCards(stackedGame(claim2, { hands: [['trolls:3'], ['trolls:8']] }), 'trolls:3', 'trolls:8');
      expect(s.discardPile).toEqual(['trolls:3', 'trolls:8']);
      expect(s.setAsideTrolls).toEqual([]);
    });

    it('R5 Trolls: the winner keeps only the highest Troll of the trick; the others are set aside', () => {
      const s = playCards(phaseTwoGame(claim2, { hands: [['trolls:3'], ['trolls:8']] }).state, 'trolls:3', 'trolls:8');
      expect(winner(s)).toBe(1);
      expect(s.scorePiles[1]).toContain('trolls:8');
      expect(s.scorePiles.flat()).not.toContain('trolls:3');
      expect(s.setAsideTrolls).toEqual(['trolls:3']);
      expect(viewFor(s, 0).setAsideTrolls).toEqual(['trolls:3']);
    });

    it('R5 Trolls Ruling: a trick without Trolls gives its winner the highest set-aside Troll, not the earliest', () => {
      const { state } = phaseTwoGame(claim2, {
        hands: [
          ['trolls:9', 'trolls:6', 'seers:5'],
          ['trolls:1', 'trolls:4', 'seers:2'],
        ],
      });
      let s = playCards(state, 'trolls:9', 'trolls:1');
      expect(s.setAsideTrolls).toEqual(['trolls:1']);
      s = playCards(s, 'trolls:6', 'trolls:4');
      expect(s.scorePiles[0]).toEqual(expect.arrayContaining(['trolls:9', 'trolls:6']));
      expect(s.setAsideTrolls.slice().sort()).toEqual(['trolls:1', 'trolls:4']);
      s = playCards(s, 'seers:5', 'seers:2');
      expect(winner(s)).toBe(0);
      expect(s.scorePiles[0]).toContain('trolls:4');
      expect(s.setAsideTrolls).toEqual(['trolls:1']);
    });

    it('R5 Trolls: when phase two ends, the winner of its last trick takes every Troll still set aside', () => {
      const { state } = phaseTwoGame(claim2, {
        hands: [
          ['trolls:9', 'trolls:2'],
          ['trolls:5', 'trolls:1'],
        ],
      });
      let s = playCards(state, 'trolls:9', 'trolls:1');
      s = playUntil(s, (x) => x.hands[0].length === 1 && x.trick.length === 0 && x.pending.length === 0, [
        'trolls:2',
        'trolls:5',
      ]);
      expect(s.hands).toEqual([['trolls:2'], ['trolls:5']]);
      expect(s.setAsideTrolls).toEqual([]);
      const end = playToEnd(s);
      expect(end.lastTrick?.winner).toBe(1);
      expect(end.setAsideTrolls).toEqual([]);
      expect(end.scorePiles[1]).toEqual(expect.arrayContaining(['trolls:5', 'trolls:2']));
    });
  });

  describe('Seers', () => {
    const game = stackedGame(claim2, {
      hands: [['seers:9'], ['seers:2']],
      drawPile: ['gnomes:9', 'giants:9', 'dragons:9'],
    });
    const afterWin = playCards(game, 'seers:9', 'seers:2');

    it('R5 Seers: winning with a Seer gives a choice; the peeked top card is seen only by the Seer’s player', () => {
      expect(afterWin.pending).toEqual([{ kind: 'seer', seat: 0, others: [1] }]);
      expect(viewFor(afterWin, 0).toAct).toEqual({ kind: 'seer', seat: 0, peeked: 'giants:9' });
      expect(viewFor(afterWin, 1).toAct).toEqual({ kind: 'seer', seat: 0, peeked: null });
      expect(viewFor(afterWin, null).toAct).toEqual({ kind: 'seer', seat: 0, peeked: null });
      expect(JSON.stringify(viewFor(afterWin, 1))).not.toContain('"giants:9"');
      expect(legalMoves(afterWin, 0)).toEqual([
        { seat: 0, seer: 'prize' },
        { seat: 0, seer: 'top' },
      ]);
    });

    it('R5 Seers: taking the prize: the opponent draws the peeked card, which becomes known to both; the prize taken is known to all (R9)', () => {
      const s = play(afterWin, { seat: 0, seer: 'prize' });
      expect(s.followerPiles).toEqual([['gnomes:9'], ['giants:9']]);
      expect(viewFor(s, 0).seats[1].knownCards).toEqual(['giants:9']);
      expect(viewFor(s, 1).followerPile).toEqual(['giants:9']);
      expect(viewFor(s, 1).seats[0].knownCards).toEqual(['gnomes:9']);
      expect(viewFor(s, null).seats[0].knownCards).toEqual(['gnomes:9']);
      expect(viewFor(s, null).seats[1].knownCards).toEqual([]);
      expect(s.prizes).toEqual(['dragons:9']);
    });

    it('R5 Seers: taking the top card: the opponent gets the prize, known to both', () => {
      const s = play(afterWin, { seat: 0, seer: 'top' });
      expect(s.followerPiles).toEqual([['giants:9'], ['gnomes:9']]);
      expect(viewFor(s, 0).seats[1].knownCards).toEqual(['gnomes:9']);
      expect(JSON.stringify(viewFor(s, 1))).not.toContain('"giants:9"');
      expect(s.prizes).toEqual(['dragons:9']);
    });

    it('R5 Seers: a known card stops being known once its owner plays it', () => {
      let s = play(afterWin, { seat: 0, seer: 'top' });
      s = playUntil(s, (x) => x.phase === 'two');
      expect(viewFor(s, 0).seats[1].knownCards).toEqual(['gnomes:9']);
      s = playUntil(s, (x) => !x.hands[1].includes('gnomes:9'));
      expect(viewFor(s, 0).seats[1].knownCards).toEqual([]);
    });

    it('R5 Seers: with an empty draw pile there is no peek and no choice (Cthulhu took the last card)', () => {
      const rules = testRules('claim2', { heroes: ['cthulhu'] });
      const reserved = ['seers:9', 'hero:cthulhu'];
      let s = playUntil(
        stackedGame(rules, { hands: [['seers:9'], ['hero:cthulhu']] }),
        (x) => x.trickNumber === 13 && x.trick.length === 0,
        reserved,
      );
      expect(s.phase).toBe('one');
      expect(s.drawPile).toHaveLength(1);
      expect(s.hands).toEqual([['seers:9'], ['hero:cthulhu']]);
      const prize = s.prizes[0];
      const followers = s.followerPiles.map((f) => f.length);
      s = playCards(s, ...(s.leader === 0 ? reserved : [...reserved].reverse()));
      expect(s.drawPile).toEqual([]);
      expect(s.lastTrick?.winner).toBe(0);
      expect(s.phase).toBe('two'); // no decision came up
      expect(s.hands[0]).toHaveLength(followers[0] + 1);
      expect(s.hands[0]).toContain(prize);
      expect(s.hands[1]).toHaveLength(followers[1]);
    });
  });

  describe('Vampires', () => {
    const rules = testRules('gnomes,giants,vampires,dwarves,seers');

    it('R5 Vampires: collecting a Vampire offers a decision; the activated Vampire stays in the score pile, face-up', () => {
      const { state } = phaseTwoGame(rules, { hands: [['vampires:7'], ['vampires:2']] });
      const s = playCards(state, 'vampires:7', 'vampires:2');
      expect(s.pending).toEqual([{ kind: 'vampire', seat: 0, collected: ['vampires:7', 'vampires:2'], inFront: [] }]);
      expect(legalMoves(s, 0)).toEqual(
        expect.arrayContaining([
          { seat: 0, pass: true },
          { seat: 0, vampire: { activate: 'vampires:7', bury: [] } },
          { seat: 0, vampire: { activate: 'vampires:2', bury: [] } },
        ]),
      );
      const t = play(s, { seat: 0, vampire: { activate: 'vampires:7', bury: [] } });
      expect(t.activeVampires).toEqual(['vampires:7', null]);
      expect(t.scorePiles[0]).toEqual(expect.arrayContaining(['vampires:7', 'vampires:2']));
      expect(viewFor(t, 1).seats[0].activeVampire).toBe('vampires:7');
    });

    it('R5 Vampires Ruling: no decision without a Vampire collected and without an active one', () => {
      const { state } = phaseTwoGame(rules, { hands: [['seers:7'], ['seers:2']] });
      expect(playCards(state, 'seers:7', 'seers:2').pending).toEqual([]);
    });

    describe('with an active Vampire', () => {
      const { state } = phaseTwoGame(rules, {
        hands: [
          ['vampires:7', 'seers:5', 'vampires:9', 'gnomes:3', 'giants:1'],
          ['vampires:2', 'seers:1', 'vampires:0', 'gnomes:1', 'giants:3'],
        ],
      });
      const active = play(playCards(state, 'vampires:7', 'vampires:2'), {
        seat: 0,
        vampire: { activate: 'vampires:7', bury: [] },
      });
      const collected = playCards(active, 'seers:5', 'seers:1');

      it('R5 Vampires Ruling: holding an active Vampire and collecting other cards offers the decision', () => {
        expect(collected.pending).toEqual([
          { kind: 'vampire', seat: 0, collected: ['seers:5', 'seers:1'], inFront: [] },
        ]);
      });

      it('R5 Vampires: cards put under the active Vampire leave the score pile and stop counting for their faction', () => {
        const s = play(collected, { seat: 0, vampire: { activate: null, bury: ['seers:1'] } });
        expect(s.underVampires[0]).toEqual(['seers:1']);
        expect(s.scorePiles[0]).not.toContain('seers:1');
        expect(s.scorePiles[0]).toContain('seers:5');
        expect(viewFor(s, 1).seats[0].underVampire).toEqual(['seers:1']);
      });

      it('R5 Vampires Ruling: only the non-Vampire cards collected in that trick may go under', () => {
        for (const bury of [['vampires:2'], ['seers:5', 'seers:5'], ['gnomes:3']]) {
          expect(apply(collected, { seat: 0, vampire: { activate: null, bury } })).toMatchObject({
            ok: false,
            error: { code: 'ILLEGAL_CHOICE' },
          });
        }
        // A Vampire collected in an earlier trick cannot be activated now.
        expect(apply(collected, { seat: 0, vampire: { activate: 'vampires:2', bury: [] } })).toMatchObject({
          ok: false,
          error: { code: 'ILLEGAL_CHOICE' },
        });
      });

      it('R5 Vampires: a new active Vampire discards every card under the earlier one, which stays in the score pile', () => {
        let s = play(collected, { seat: 0, vampire: { activate: null, bury: ['seers:1', 'seers:5'] } });
        s = playCards(s, 'vampires:9', 'vampires:0');
        expect(s.pending).toEqual([{ kind: 'vampire', seat: 0, collected: ['vampires:9', 'vampires:0'], inFront: [] }]);
        const discards = s.discardPile.length;
        s = play(s, { seat: 0, vampire: { activate: 'vampires:9', bury: [] } });
        expect(s.activeVampires[0]).toBe('vampires:9');
        expect(s.underVampires[0]).toEqual([]);
        expect(s.discardPile.slice(discards)).toEqual(['seers:1', 'seers:5']);
        expect(s.scorePiles[0]).toEqual(expect.arrayContaining(['vampires:7', 'vampires:9']));
      });

      it('R5 Vampires: a Gnome won may go under the Vampire from in front, where Giants cannot smash it', () => {
        let s = play(collected, { seat: 0, pass: true });
        s = playCards(s, 'gnomes:3', 'gnomes:1');
        expect(s.pending).toEqual([
          { kind: 'vampire', seat: 0, collected: ['gnomes:3', 'gnomes:1'], inFront: ['gnomes:3', 'gnomes:1'] },
        ]);
        s = play(s, { seat: 0, vampire: { activate: null, bury: ['gnomes:3'] } });
        expect(s.gnomesInFront[0]).toEqual(['gnomes:1']);
        expect(s.underVampires[0]).toEqual(['gnomes:3']);
        // Seat 1 wins a trick with Giants 1 and 3: the Gnome 1 in front is smashed, the buried Gnome 3 is safe.
        s = playCards(s, 'giants:1', 'giants:3');
        expect(winner(s)).toBe(1);
        expect(s.gnomesInFront[0]).toEqual([]);
        expect(s.underVampires[0]).toEqual(['gnomes:3']);
        expect(s.pending).toEqual([]);
      });
    });

    it('R5 Vampires: Dwarves sent to the loser are collected by them (decision offered); the winner decides first (R3.5)', () => {
      const { state } = phaseTwoGame(rules, {
        hands: [
          ['vampires:9', 'vampires:2', 'dwarves:8'],
          ['vampires:0', 'vampires:7', 'seers:6'],
        ],
        fillFirst: ['gnomes', 'giants'],
      });
      expect(state.hands[0].some((c) => c.startsWith('seers:'))).toBe(false);
      let s = playCards(state, 'vampires:9', 'vampires:0');
      s = play(s, { seat: 0, vampire: { activate: 'vampires:9', bury: [] } });
      s = playCards(s, 'vampires:2', 'vampires:7');
      expect(s.pending).toEqual([{ kind: 'vampire', seat: 1, collected: ['vampires:2', 'vampires:7'], inFront: [] }]);
      s = play(s, { seat: 1, vampire: { activate: 'vampires:7', bury: [] } });
      s = playCards(s, 'seers:6', 'dwarves:8');
      expect(winner(s)).toBe(1);
      expect(s.scorePiles[0]).toContain('dwarves:8');
      expect(s.pending).toEqual([
        { kind: 'vampire', seat: 1, collected: ['seers:6'], inFront: [] },
        { kind: 'vampire', seat: 0, collected: ['dwarves:8'], inFront: [] },
      ]);
      expect(apply(s, { seat: 0, pass: true })).toMatchObject({ ok: false, error: { code: 'NOT_YOUR_TURN' } });
      s = play(
        s,
        { seat: 1, vampire: { activate: null, bury: ['seers:6'] } },
        { seat: 0, vampire: { activate: null, bury: ['dwarves:8'] } },
      );
      expect(s.underVampires).toEqual([['dwarves:8'], ['seers:6']]);
      expect(s.pending).toEqual([]);
    });
  });

  describe('Zombies', () => {
    const rules = testRules('goblins,knights,zombies,undead,dwarves');

    it('R5 Zombies: winning with a Zombie puts the losing card into the winner’s score pile; the Zombie is discarded', () => {
      const s = playCards(stackedGame(rules, { hands: [['zombies:8'], ['zombies:3']] }), 'zombies:8', 'zombies:3');
      expect(winner(s)).toBe(0);
      expect(s.scorePiles).toEqual([['zombies:3'], []]);
      expect(s.discardPile).toEqual(['zombies:8']);
    });

    it('R5 Zombies: the losing card of another faction is captured too', () => {
      const noZombies = ['goblins:9', ...tenOf('dwarves'), 'knights:2', 'knights:3'];
      const s = playCards(stackedGame(rules, { hands: [['zombies:2'], noZombies] }), 'zombies:2', 'goblins:9');
      expect(s.scorePiles).toEqual([['goblins:9'], []]);
    });

    it('R5 Zombies: losing with a Zombie does nothing', () => {
      const noGoblins = ['zombies:9', ...tenOf('dwarves'), 'knights:2', 'knights:3'];
      const s = playCards(stackedGame(rules, { hands: [['goblins:5'], noGoblins] }), 'goblins:5', 'zombies:9');
      expect(winner(s)).toBe(0);
      expect(s.scorePiles).toEqual([[], []]);
      expect(s.discardPile).toEqual(['goblins:5', 'zombies:9']);
    });
  });

  describe('Werewolves', () => {
    const rules = testRules('goblins,knights,werewolves,dwarves,undead');

    it('R5 Werewolves: with no moon the lowest Werewolf wins; then the Moon turns full and the highest wins; then it turns back', () => {
      let s = stackedGame(rules, {
        hands: [
          ['werewolves:6', 'werewolves:7'],
          ['werewolves:2', 'werewolves:3'],
        ],
      });
      expect(s.moon).toBe('none');
      expect(viewFor(s, 0).moon).toBe('none');
      s = playCards(s, 'werewolves:6', 'werewolves:2');
      expect(winner(s)).toBe(1);
      expect(s.moon).toBe('full');
      s = playCards(s, 'werewolves:3', 'werewolves:7');
      expect(winner(s)).toBe(0);
      expect(s.moon).toBe('none');
    });

    it('R5 Werewolves: a trick led in another faction, won by it, leaves the Moon as it is', () => {
      const noGoblins = ['werewolves:0', ...tenOf('dwarves'), 'knights:2', 'knights:3'];
      const s = playCards(stackedGame(rules, { hands: [['goblins:5'], noGoblins] }), 'goblins:5', 'werewolves:0');
      expect(winner(s)).toBe(0);
      expect(s.moon).toBe('none');
    });

    it('R5 Werewolves: in phase two too', () => {
      const { state } = phaseTwoGame(rules, { hands: [['werewolves:6'], ['werewolves:2']], moon: 'none' });
      expect(state.moon).toBe('none');
      const s = playCards(state, 'werewolves:6', 'werewolves:2');
      expect(winner(s)).toBe(1);
      expect(s.moon).toBe('full');
    });

    it('R5 Werewolves: with a full moon in phase two, the highest wins, and the Moon turns back', () => {
      const { state } = phaseTwoGame(rules, {
        hands: [
          ['werewolves:6', 'werewolves:7'],
          ['werewolves:2', 'werewolves:3'],
        ],
        moon: 'none',
      });
      let s = playCards(state, 'werewolves:6', 'werewolves:2');
      expect(s.moon).toBe('full');
      s = playCards(s, 'werewolves:3', 'werewolves:7');
      expect(winner(s)).toBe(0);
      expect(s.moon).toBe('none');
    });
  });

  describe('Shadows', () => {
    const rules = testRules('goblins,knights,shadows,vampires,werewolves');

    it('R5 Shadows: no power: values 0–19 compare like any faction; both discarded in phase one', () => {
      const s = playCards(stackedGame(rules, { hands: [['shadows:12'], ['shadows:19']] }), 'shadows:12', 'shadows:19');
      expect(winner(s)).toBe(1);
      expect(s.discardPile).toEqual(['shadows:12', 'shadows:19']);
      expect(s.leader).toBe(1);
    });

    it('R5 Shadows: a Shadow 19 following another faction loses', () => {
      const noGoblins = ['shadows:19', ...tenOf('vampires'), 'knights:2', 'knights:3'];
      expect(
        winner(playCards(stackedGame(rules, { hands: [['goblins:0'], noGoblins] }), 'goblins:0', 'shadows:19')),
      ).toBe(0);
    });

    it('R5 Shadows: in phase two they are scored by the winner like any card', () => {
      const { state } = phaseTwoGame(rules, { hands: [['shadows:12'], ['shadows:19']] });
      const s = playCards(state, 'shadows:12', 'shadows:19');
      expect(s.scorePiles[1]).toEqual(expect.arrayContaining(['shadows:12', 'shadows:19']));
    });
  });
});
