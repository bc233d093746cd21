import { apply, legalMoves } from './moves';
import { seatToAct } from './flow';
import { newGame } from './setup';
import type { GameState } from './state';
import { viewFor } from './view';
import { TEST_SEED, phaseTwoGame, play, playCards, playUntil, stackedGame, testRules } from './testing/decks';

const three = testRules('goblins,knights,undead,dwarves,doppelgangers,seers,zombies', {
  players: 3,
  heroes: ['mummy', 'warlock', 'lich-king', 'gelatinous-cube'],
});
const four = testRules('gnomes,giants,dragons,trolls,seers,vampires,werewolves', { players: 4 });
const ranking = (s: GameState) => s.lastTrick?.ranking;
const tenOf = (faction: string) => Array.from({ length: 10 }, (_, v) => `${faction}:${v}`);

describe('R8 Three and four players', () => {
  describe('R8.1 Seats, hands and teams', () => {
    it('R8.1: 3 players get 12 cards each and 4 players 9 each, from 72 cards; two prizes are revealed', () => {
      for (const [rules, perHand] of [
        [three, 12],
        [four, 9],
      ] as const) {
        const game = newGame(rules, TEST_SEED);
        if (!game.ok) throw new Error(game.error.message);
        expect(game.value.hands.map((h) => h.length)).toEqual(new Array(rules.players).fill(perHand));
        expect(game.value.prizes).toHaveLength(2);
        expect(game.value.drawPile).toHaveLength(72 - perHand * rules.players - 2);
      }
    });

    it('R8.1: with 4 players seats 0 and 2 play against seats 1 and 3', () => {
      const view = viewFor(stackedGame(four), 1);
      expect(view.seats.map((s) => s.team)).toEqual([0, 1, 0, 1]);
      expect(viewFor(stackedGame(three), 1).seats.map((s) => s.team)).toEqual([0, 1, 2]);
    });

    it('R8.1/R8.2: play goes clockwise (seat order) from the leader', () => {
      let s = stackedGame(four, { firstLeader: 2 });
      const order: number[] = [];
      for (let i = 0; i < 4; i++) {
        order.push(seatToAct(s)!);
        for (const seat of [0, 1, 2, 3]) {
          if (seat !== order[i]) expect(legalMoves(s, seat)).toEqual([]);
        }
        s = play(s, legalMoves(s, order[i])[0]);
      }
      expect(order).toEqual([2, 3, 0, 1]);
    });
  });

  describe('R8.2 Phase one', () => {
    const noGoblins = [...tenOf('undead').slice(0, 9), 'dwarves:0', 'dwarves:2', 'dwarves:3'];
    const game = stackedGame(three, {
      hands: [['goblins:5', 'goblins:3'], ['goblins:8', 'knights:2'], noGoblins],
      drawPile: ['dwarves:9', 'dwarves:1', 'dwarves:5', 'dwarves:6', 'dwarves:7'],
    });

    it('R8.2: cards of the led faction rank above the others, higher first; 1st chooses a prize, 2nd gets the other, 3rd draws', () => {
      expect(game.prizes).toEqual(['dwarves:9', 'dwarves:1']);
      let s = playCards(game, 'goblins:5', 'goblins:8', 'undead:8');
      expect(ranking(s)).toEqual([1, 0, 2]);
      expect(s.pending).toEqual([{ kind: 'prize', seat: 1, ranking: [1, 0, 2], allowTop: false }]);
      expect(legalMoves(s, 1)).toEqual([
        { seat: 1, prize: 'dwarves:9' },
        { seat: 1, prize: 'dwarves:1' },
      ]);
      expect(apply(s, { seat: 1, prize: 'top' })).toMatchObject({ ok: false, error: { code: 'ILLEGAL_CHOICE' } });
      s = play(s, { seat: 1, prize: 'dwarves:1' });
      expect(s.followerPiles).toEqual([['dwarves:9'], ['dwarves:1'], ['dwarves:5']]);
      expect(s.prizes).toEqual(['dwarves:6', 'dwarves:7']);
      // R8.2: Undead played go to the winner's score pile.
      expect(s.scorePiles[1]).toEqual(['undead:8']);
    });

    it('R8.2: no prize decision when the two prizes are the same card', () => {
      const same = stackedGame(three, {
        hands: [['goblins:5'], ['goblins:8'], noGoblins],
        drawPile: ['goblins:0', 'goblins:0', 'dwarves:5'],
      });
      const s = playCards(same, 'goblins:5', 'goblins:8', 'undead:8');
      expect(s.pending).toEqual([]);
      expect(s.followerPiles).toEqual([['goblins:0'], ['goblins:0'], ['dwarves:5']]);
    });

    it('R8.2: equal cards rank by who played first', () => {
      const zeros = stackedGame(three, { hands: [['goblins:0'], ['goblins:0'], ['goblins:0']], firstLeader: 1 });
      expect(ranking(playCards(zeros, 'goblins:0', 'goblins:0', 'goblins:0'))).toEqual([1, 2, 0]);
    });

    it('R8.2/R5 Knights: a Knight in a Goblin-led trick ranks above every Goblin', () => {
      const noGoblinsOrKnights = ['knights:2', ...tenOf('undead').slice(0, 9), 'dwarves:0', 'dwarves:1'];
      const g = stackedGame(three, { hands: [['goblins:9'], noGoblinsOrKnights, ['goblins:3']] });
      expect(ranking(playCards(g, 'goblins:9', 'knights:2', 'goblins:3'))).toEqual([1, 0, 2]);
    });

    it('R8.2/R5 Doppelgangers Ruling: a Doppelganger following Goblins is beaten by a Knight like any Goblin would be', () => {
      const noGoblins2 = ['knights:2', ...tenOf('undead').slice(0, 9), 'dwarves:0', 'dwarves:1'];
      const g = stackedGame(three, { hands: [['goblins:2'], ['doppelgangers:9'], noGoblins2] });
      expect(ranking(playCards(g, 'goblins:2', 'doppelgangers:9', 'knights:2'))).toEqual([2, 1, 0]);
    });

    it('R8.2/R7: after a hero lead all cards rank by value; after a Lich King lead, at value minus 3', () => {
      const heroLead = stackedGame(three, {
        hands: [
          ['hero:mummy', 'hero:lich-king'],
          ['undead:3', 'goblins:7'],
          ['dwarves:9', 'dwarves:8'],
        ],
      });
      expect(ranking(playCards(heroLead, 'hero:mummy', 'undead:3', 'dwarves:9'))).toEqual([2, 0, 1]);
      expect(ranking(playCards(heroLead, 'hero:lich-king', 'goblins:7', 'dwarves:8'))).toEqual([0, 2, 1]);
    });

    it('R8.2/R7: a Warlock or Mummy whose power applies (judged against the led card) ranks first', () => {
      const noGoblins3 = ['knights:9', ...tenOf('undead').slice(0, 9), 'dwarves:0', 'dwarves:1'];
      const g = stackedGame(three, { hands: [['goblins:9', 'goblins:3'], noGoblins3, ['hero:mummy', 'hero:warlock']] });
      expect(ranking(playCards(g, 'goblins:9', 'knights:9', 'hero:mummy'))).toEqual([2, 1, 0]);
      expect(ranking(playCards(g, 'goblins:3', 'knights:9', 'hero:warlock'))).toEqual([2, 1, 0]);
      expect(ranking(playCards(g, 'goblins:3', 'knights:9', 'hero:mummy'))).toEqual([1, 0, 2]);
    });

    it('R8.2/R5 Werewolves: with no moon the lower Werewolf ranks higher; other factions rank below, higher first', () => {
      const g = stackedGame(four, {
        hands: [['werewolves:5'], ['werewolves:2'], ['werewolves:8'], ['seers:0', 'seers:9']],
      });
      expect(g.hands[3].some((c) => c.startsWith('werewolves:'))).toBe(false);
      const s = playCards(g, 'werewolves:5', 'werewolves:2', 'werewolves:8', 'seers:0');
      expect(ranking(s)).toEqual([1, 0, 2, 3]);
      expect(s.moon).toBe('full');
    });

    it('R8.2/R5 Zombies: a Zombie winner takes every losing card into their score pile', () => {
      const noZombies = [...tenOf('undead').slice(0, 9), 'dwarves:0', 'dwarves:1', 'dwarves:2'];
      const g = stackedGame(three, { hands: [['zombies:9'], ['zombies:2'], noZombies] });
      const s = playCards(g, 'zombies:9', 'zombies:2', 'undead:4');
      expect(ranking(s)?.[0]).toBe(0);
      expect(s.scorePiles[0].sort()).toEqual(['undead:4', 'zombies:2']);
      expect(s.discardPile).toEqual(['zombies:9']);
    });

    describe('R8.2/R5 Seers', () => {
      const g = stackedGame(four, {
        hands: [['seers:9'], ['seers:2'], ['seers:3'], ['seers:4']],
        drawPile: ['dragons:1', 'dragons:2', 'dragons:3', 'dragons:4', 'dragons:5', 'dragons:6'],
      });
      const won = playCards(g, 'seers:9', 'seers:2', 'seers:3', 'seers:4');

      it('R8.2: a Seer winner may take the top card instead; only they see it', () => {
        expect(ranking(won)).toEqual([0, 3, 2, 1]);
        expect(won.pending).toEqual([{ kind: 'prize', seat: 0, ranking: [0, 3, 2, 1], allowTop: true }]);
        expect(viewFor(won, 0).toAct).toMatchObject({
          kind: 'prize',
          peeked: 'dragons:3',
          prizes: ['dragons:1', 'dragons:2'],
        });
        for (const viewer of [1, 2, 3, null]) {
          expect(viewFor(won, viewer).toAct).toMatchObject({ kind: 'prize', peeked: null });
          expect(JSON.stringify(viewFor(won, viewer))).not.toContain('"dragons:3"');
        }
      });

      it('R8.2: after the Seer takes the top card, the prizes go to 2nd and 3rd and the 4th draws', () => {
        const s = play(won, { seat: 0, prize: 'top' });
        expect(s.followerPiles).toEqual([['dragons:3'], ['dragons:4'], ['dragons:2'], ['dragons:1']]);
        expect(s.prizes).toEqual(['dragons:5', 'dragons:6']);
      });

      it('R8.2: when the Seer takes a prize, the 3rd draws the peeked card, which the Seer then knows', () => {
        const s = play(won, { seat: 0, prize: 'dragons:2' });
        expect(s.followerPiles).toEqual([['dragons:2'], ['dragons:4'], ['dragons:3'], ['dragons:1']]);
        expect(viewFor(s, 0).seats[2].knownCards).toEqual(['dragons:3']);
        expect(viewFor(s, 1).seats[2].knownCards).toEqual([]);
        expect(viewFor(s, 0).seats[1].knownCards).toEqual([]);
      });
    });

    it('R8.2/R6.2: if the pile can supply only one prize, only one is revealed, the 1st takes it and the 2nd draws nothing', () => {
      const rules = testRules('goblins,knights,undead,dwarves,doppelgangers,seers,zombies', {
        players: 3,
        heroes: ['cthulhu'],
      });
      let s = playCards(stackedGame(rules, { hands: [['hero:cthulhu']] }), 'hero:cthulhu');
      expect(s.drawPile).toHaveLength(72 - 36 - 2 - 2);
      s = playUntil(s, (x) => x.trickNumber === 12 && x.trick.length === 0 && x.pending.length === 0);
      expect(s.phase).toBe('one');
      expect(s.prizes).toHaveLength(1);
      expect(s.drawPile).toEqual([]);
      const prize = s.prizes[0];
      const followers = s.followerPiles.map((f) => f.length);
      s = playUntil(s, (x) => x.phase === 'two');
      const [first, second, third] = s.lastTrick!.ranking;
      expect(s.lastTrick?.prizes).toEqual([prize]);
      expect(s.hands[first]).toHaveLength(followers[first] + 1);
      expect(s.hands[second]).toHaveLength(followers[second]);
      expect(s.hands[third]).toHaveLength(followers[third]);
    });

    it('R8.3/R7: the Gelatinous Cube has no power with more than 2 players', () => {
      const g = stackedGame(three, { hands: [['goblins:5'], ['hero:gelatinous-cube'], ['goblins:3']] });
      const s = playCards(g, 'goblins:5', 'hero:gelatinous-cube', 'goblins:3');
      expect(s.cube).toBeNull();
      expect(ranking(s)).toEqual([0, 2, 1]);
      expect(s.discardPile).toContain('hero:gelatinous-cube');
    });
  });

  describe('R8.3 Phase two', () => {
    it('R8.3: the winner collects every card of the trick', () => {
      const { state } = phaseTwoGame(three, { hands: [['goblins:9'], ['goblins:4'], ['goblins:6']] });
      const s = playCards(state, 'goblins:9', 'goblins:4', 'goblins:6');
      expect(s.scorePiles[0]).toEqual(expect.arrayContaining(['goblins:9', 'goblins:4', 'goblins:6']));
    });

    it('R8.3/R5 Dwarves: Dwarves go to the last-ranked player', () => {
      const { state } = phaseTwoGame(three, {
        hands: [
          ['dwarves:9', 'goblins:9'],
          ['dwarves:5', 'dwarves:3'],
          ['dwarves:1', 'goblins:1'],
        ],
        fillFirst: ['undead', 'doppelgangers'],
      });
      let s = playCards(state, 'dwarves:9', 'dwarves:5', 'dwarves:1');
      expect(ranking(s)).toEqual([0, 1, 2]);
      expect(s.scorePiles[2]).toEqual(expect.arrayContaining(['dwarves:9', 'dwarves:5', 'dwarves:1']));
      expect(s.hands[1].some((c) => c.startsWith('goblins:'))).toBe(false);
      s = playCards(s, 'goblins:9', 'dwarves:3', 'goblins:1');
      expect(ranking(s)).toEqual([0, 2, 1]);
      expect(s.scorePiles[0]).toEqual(expect.arrayContaining(['goblins:9', 'goblins:1']));
      expect(s.scorePiles[1]).toContain('dwarves:3');
    });

    describe('R8.3/R5 Giants', () => {
      const rules = testRules('gnomes,giants,seers,trolls,dragons,vampires,zombies', { players: 3 });
      const { state } = phaseTwoGame(rules, {
        hands: [
          ['gnomes:1', 'trolls:0', 'seers:9'],
          ['gnomes:3', 'gnomes:1', 'giants:3'],
          ['gnomes:1', 'gnomes:3', 'seers:0'],
        ],
        leader: 1,
      });
      let s = playCards(state, 'gnomes:3', 'gnomes:1', 'gnomes:1');
      s = playCards(s, 'gnomes:1', 'gnomes:3', 'trolls:0');
      const beforeSmash = s;
      const smashTrick = playCards(s, 'seers:0', 'seers:9', 'giants:3');

      it('R8.3: the setting: seats 1 and 2 both have a Gnome 3 in front', () => {
        expect(beforeSmash.gnomesInFront).toEqual([[], ['gnomes:3', 'gnomes:1', 'gnomes:1'], ['gnomes:1', 'gnomes:3']]);
        expect(beforeSmash.leader).toBe(2);
      });

      it('R8.3: with more than one possible victim, the winner chooses in a smash decision', () => {
        expect(ranking(smashTrick)).toEqual([0, 2, 1]);
        expect(smashTrick.pending).toEqual([{ kind: 'smash', seat: 0, giant: 'giants:3' }]);
        expect(legalMoves(smashTrick, 0)).toEqual([
          { seat: 0, smash: { gnome: 'gnomes:3', victim: 1 } },
          { seat: 0, smash: { gnome: 'gnomes:3', victim: 2 } },
        ]);
        expect(apply(smashTrick, { seat: 0, pass: true })).toMatchObject({ ok: false, error: { code: 'CANNOT_PASS' } });
        expect(apply(smashTrick, { seat: 0, smash: { gnome: 'gnomes:1', victim: 1 } })).toMatchObject({
          ok: false,
          error: { code: 'ILLEGAL_CHOICE' },
        });
        expect(apply(smashTrick, { seat: 0, smash: { gnome: 'gnomes:3', victim: 0 } })).toMatchObject({
          ok: false,
          error: { code: 'ILLEGAL_CHOICE' },
        });
        const s2 = play(smashTrick, { seat: 0, smash: { gnome: 'gnomes:3', victim: 2 } });
        expect(s2.gnomesInFront).toEqual([[], ['gnomes:3', 'gnomes:1', 'gnomes:1'], ['gnomes:1']]);
        expect(s2.discardPile[s2.discardPile.length - 1]).toBe('gnomes:3');
        expect(s2.pending).toEqual([]);
      });

      it('R8.3: with exactly one possible victim the smash is automatic', () => {
        const { state: start } = phaseTwoGame(rules, {
          hands: [
            ['gnomes:1', 'trolls:0', 'seers:9'],
            ['gnomes:3', 'gnomes:1', 'giants:3'],
            ['gnomes:1', 'gnomes:5', 'seers:0'],
          ],
          leader: 1,
        });
        let t = playCards(start, 'gnomes:3', 'gnomes:1', 'gnomes:1');
        t = playCards(t, 'gnomes:1', 'gnomes:5', 'trolls:0');
        t = playCards(t, 'seers:0', 'seers:9', 'giants:3');
        expect(t.pending).toEqual([]);
        expect(t.gnomesInFront[1]).toEqual(['gnomes:1', 'gnomes:1']);
      });
    });

    it('R8.3/R8.1: with 4 players a Giant never smashes a partner’s Gnome', () => {
      const { state } = phaseTwoGame(four, {
        hands: [
          ['gnomes:3', 'seers:9'],
          ['gnomes:1', 'seers:1'],
          ['gnomes:1', 'giants:3'],
          ['gnomes:1', 'seers:2'],
        ],
      });
      // Seat 0 wins the Gnomes; later seat 2 (partner) wins a trick with a Giant 3: seat 0's Gnome 3 stays.
      let s = playCards(state, 'gnomes:3', 'gnomes:1', 'gnomes:1', 'gnomes:1');
      expect(s.gnomesInFront[0]).toHaveLength(4);
      s = playCards(s, 'seers:9', 'seers:1', 'giants:3', 'seers:2');
      expect(ranking(s)?.[0]).toBe(0);
      expect(s.gnomesInFront[0]).toContain('gnomes:3');
      expect(s.pending).toEqual([]);
    });

    it('R8.3/R5 Vampires: decisions go round from the winner', () => {
      const rules = testRules('gnomes,giants,vampires,dwarves,seers,trolls,dragons', { players: 3 });
      const { state } = phaseTwoGame(rules, { hands: [['vampires:9'], ['vampires:5'], ['vampires:1']], leader: 1 });
      const s = playCards(state, 'vampires:5', 'vampires:1', 'vampires:9');
      expect(ranking(s)).toEqual([0, 1, 2]);
      expect(s.pending).toEqual([
        { kind: 'vampire', seat: 0, collected: ['vampires:5', 'vampires:1', 'vampires:9'], inFront: [] },
      ]);
    });

    it('R8.3/R7 Cthulhu: every player with a card discards one, the next leader first, then in seat order', () => {
      const rules = testRules('goblins,knights,undead,dwarves,doppelgangers,seers,zombies', {
        players: 3,
        heroes: ['cthulhu'],
      });
      const { state } = phaseTwoGame(rules, { hands: [['goblins:2'], ['goblins:9'], ['hero:cthulhu']] });
      const s = playCards(state, 'goblins:2', 'goblins:9', 'hero:cthulhu');
      expect(ranking(s)?.[0]).toBe(1);
      expect(s.pending).toEqual([
        { kind: 'cthulhu', seat: 1 },
        { kind: 'cthulhu', seat: 2 },
        { kind: 'cthulhu', seat: 0 },
      ]);
    });
  });
});
