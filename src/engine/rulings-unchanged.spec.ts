/**
 * Readings that RULES.md now marks as rulings and that this engine already followed (issue 12): each
 * one checked by name here, where no other test names it already (docs/engine.md lists where the
 * others are).
 */
import { factionOf, isHero } from './cards';
import { legalMoves } from './moves';
import { newGame } from './setup';
import type { GameState } from './state';
import { TEST_SEED, phaseTwoGame, play, playCards, stackedGame, testRules } from './testing/decks';
import { zones } from './testing/invariants';

const heroesIn = (s: GameState) =>
  zones(s)
    .flatMap(([, cards]) => cards)
    .filter((c) => isHero(c));

describe('Rulings that change nothing (issue 12)', () => {
  it.each([2, 3, 4])(
    'R2.2 Ruling: a rule set chooses its heroes (1 to 6); at most 5 enter the game, also with %i players',
    (players) => {
      const factions = players === 2 ? 'claim' : 'goblins,knights,undead,dwarves,doppelgangers,dragons,trolls';
      const all = newGame(
        testRules(factions, {
          players,
          heroes: ['lich-king', 'skeleton', 'warlock', 'cthulhu', 'mummy', 'gelatinous-cube'],
        }),
        TEST_SEED,
      );
      const one = newGame(testRules(factions, { players, heroes: ['mummy'] }), TEST_SEED);
      if (!all.ok || !one.ok) throw new Error('newGame failed');
      expect(heroesIn(all.value)).toHaveLength(5);
      expect(heroesIn(one.value)).toEqual(['hero:mummy']);
    },
  );

  it('R3.3 Ruling: a Dragon in phase one’s last trick decides who leads phase two', () => {
    const rules = testRules('claim2');
    // Each seat keeps its one Dragon for the last trick; whoever follows there plays a Dragon last.
    let losingDragonLeads = 0;
    for (const hands of [
      [['dragons:1'], ['dragons:0']],
      [['dragons:0'], ['dragons:1']],
    ]) {
      for (let variant = 0; variant < 4; variant++) {
        let s = stackedGame(rules, { hands, firstLeader: variant % 2 });
        while (s.phase === 'one') {
          const seat = s.pending[0]?.seat ?? (s.leader + s.trick.length) % 2;
          const moves = legalMoves(s, seat);
          const keep = moves.filter((m) => !('play' in m && factionOf(m.play) === 'dragons'));
          const choices = keep.length > 0 ? keep : moves;
          s = play(s, choices[(variant + s.moveCount) % choices.length]);
        }
        const last = s.lastTrick!;
        expect(last).toMatchObject({ phase: 'one', trickNumber: 13 });
        expect(last.plays.map((p) => p.card).sort()).toEqual(['dragons:0', 'dragons:1']);
        expect(s.leader).toBe(last.plays[1].seat); // the last to play a Dragon
        if (last.winner !== last.plays[1].seat) losingDragonLeads++;
      }
    }
    expect(losingDragonLeads).toBeGreaterThan(0); // seen at least once: the loser of that trick leads
  });

  it('R3.1 Ruling: a trick’s cards enter the discard pile in the order they were played; a Zombie’s catch never does', () => {
    const rules = testRules('goblins,knights,zombies,dwarves,undead');
    const s = playCards(stackedGame(rules, { hands: [['goblins:3'], ['goblins:7']] }), 'goblins:3', 'goblins:7');
    expect(s.discardPile).toEqual(['goblins:3', 'goblins:7']);
    const z = playCards(stackedGame(rules, { hands: [['zombies:9'], ['zombies:2']] }), 'zombies:9', 'zombies:2');
    expect(z.scorePiles[0]).toEqual(['zombies:2']);
    expect(z.discardHistory).toEqual(['zombies:9']);
  });

  it('R8.3 Ruling: Dwarves go to the last-ranked player also when that is the winner’s partner', () => {
    const four = testRules('goblins,knights,dwarves,undead,doppelgangers,seers,zombies', { players: 4 });
    const { state } = phaseTwoGame(four, {
      hands: [['dwarves:9'], ['dwarves:5'], ['dwarves:1'], ['dwarves:3']],
      fillFirst: ['undead', 'doppelgangers'],
    });
    const s = playCards(state, 'dwarves:9', 'dwarves:5', 'dwarves:1', 'dwarves:3');
    expect(s.lastTrick?.ranking).toEqual([0, 1, 3, 2]); // seat 2, the winner's partner, is last
    expect(s.scorePiles[2]).toEqual(expect.arrayContaining(['dwarves:9', 'dwarves:5', 'dwarves:1', 'dwarves:3']));
  });

  it('R5/R7 Rulings: the Cube and the card under it take no Vampire power: neither becomes active nor goes under, and collecting only them offers no decision', () => {
    const rules = testRules('gnomes,giants,vampires,seers,trolls', { heroes: ['gelatinous-cube'] });
    const { state } = phaseTwoGame(rules, {
      hands: [
        ['vampires:7', 'seers:2'],
        ['hero:gelatinous-cube', 'seers:8'],
      ],
    });
    let s = playCards(state, 'vampires:7', 'hero:gelatinous-cube');
    expect(s.cube).toEqual({ cube: 'hero:gelatinous-cube', under: 'vampires:7' });
    s = playCards(s, 'seers:2', 'seers:8');
    expect(s.lastTrick?.winner).toBe(1);
    expect(s.scorePiles[1]).toEqual(expect.arrayContaining(['hero:gelatinous-cube', 'vampires:7']));
    // Seat 1 collected the Seers too, but holds no active Vampire: no decision; the Vampire stays inactive.
    expect(s.pending).toEqual([]);
    expect(s.activeVampires).toEqual([null, null]);
    expect(factionOf('vampires:7')).toBe('vampires');
  });
});
