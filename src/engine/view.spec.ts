import type { Card } from './cards';
import { HEROES } from './cards';
import { newGame } from './setup';
import { seededChooser } from './random-play';
import { viewFor } from './view';
import { phaseTwoGame, play, playCards, stackedGame, testRules } from './testing/decks';
import { moveLogProblems, noCardsSeen, noteSeen, viewProblems } from './testing/invariants';
import { walkGame } from './testing/walk';

const seedOf = (n: number) => n.toString(16).padStart(64, '0');

describe('R9 Who may see what', () => {
  const rules = testRules('gnomes,giants,vampires,trolls,seers', { heroes: ['cthulhu'] });
  const { state: start } = phaseTwoGame(rules, {
    hands: [
      ['vampires:7', 'gnomes:5', 'trolls:2', 'seers:9'],
      ['vampires:2', 'gnomes:3', 'trolls:6', 'hero:cthulhu'],
    ],
  });
  let mid = playCards(start, 'vampires:7', 'vampires:2');
  mid = play(mid, { seat: 0, vampire: { activate: 'vampires:7', bury: [] } });
  mid = play(playCards(mid, 'gnomes:5', 'gnomes:3'), { seat: 0, pass: true });
  mid = playCards(mid, 'trolls:2', 'trolls:6');

  it('R9 public: the table as everyone sees it', () => {
    for (const viewer of [0, 1, null]) {
      const view = viewFor(mid, viewer);
      expect(view).toMatchObject({
        viewer,
        rules,
        phase: 'two',
        trickNumber: mid.trickNumber,
        leader: mid.leader,
        toAct: { kind: 'play', seat: mid.leader },
        trick: [],
        prizes: [],
        lastTrick: mid.lastTrick,
        drawPileSize: 0,
        discarded: mid.discardHistory,
        discardPileSize: mid.discardPile.length,
        removedFromGameCount: mid.removedFromGame.length,
        moon: mid.moon,
        setAsideTrolls: ['trolls:2'],
        outcome: null,
        revealed: null,
      });
      mid.hands.forEach((hand, seat) =>
        expect(view.seats[seat]).toMatchObject({
          seat,
          team: seat,
          handSize: hand.length,
          followerPileSize: 0,
          scorePile: mid.scorePiles[seat],
          gnomesInFront: mid.gnomesInFront[seat],
          activeVampire: mid.activeVampires[seat],
          underVampire: mid.underVampires[seat],
        }),
      );
      expect(view.seats[0].gnomesInFront).toEqual(['gnomes:5', 'gnomes:3']);
      expect(view.seats[0].activeVampire).toBe('vampires:7');
    }
  });

  it('R9 private: a player sees their own hand and follower pile; a spectator neither', () => {
    expect(viewFor(mid, 0).hand).toEqual(mid.hands[0]);
    expect(viewFor(mid, 1).hand).toEqual(mid.hands[1]);
    expect(viewFor(mid, null).hand).toBeNull();
    expect(viewFor(mid, null).followerPile).toBeNull();
    const phaseOne = playCards(stackedGame(rules), ...[stackedGame(rules).hands[0][0]]);
    expect(viewFor(phaseOne, 0).followerPile).toEqual([]);
  });

  it('R9 never: while the game runs, no view shows another player’s hand (but prizes they took and Seer-known cards) or the seed', () => {
    for (const viewer of [0, 1, null]) {
      const json = JSON.stringify(viewFor(mid, viewer));
      expect(json).not.toContain(mid.seed);
      for (let seat = 0; seat < 2; seat++) {
        if (seat === viewer) continue;
        for (const card of mid.hands[seat]) {
          // Public elsewhere, the viewer's own, or known: a prize taken, a Seer choice (R5 Seers, R9's exceptions).
          const elsewhere = [
            ...mid.discardHistory,
            ...mid.scorePiles.flat(),
            ...mid.gnomesInFront.flat(),
            ...mid.setAsideTrolls,
            ...mid.knownToAll[seat],
            ...(viewer === null ? [] : [...mid.hands[viewer], ...mid.known[viewer][seat]]),
          ];
          if (!elsewhere.includes(card)) expect(json).not.toContain(`"${card}"`);
        }
      }
    }
  });

  it('the R9 oracle has teeth: it flags a running view that reveals everything, or another seat’s hand', () => {
    const revealing = viewFor(mid, 1, { revealAll: true });
    expect(viewProblems(mid, 1, undefined, revealing)).toEqual(
      expect.arrayContaining([expect.stringMatching(/seed|revealed/)]),
    );
    const swapped = { ...viewFor(mid, 1), hand: mid.hands[0].slice() };
    expect(viewProblems(mid, 1, undefined, swapped).length).toBeGreaterThan(0);
    const peeking = {
      ...viewFor(mid, 1),
      seats: viewFor(mid, 1).seats.map((x) => (x.seat === 0 ? { ...x, knownCards: [mid.hands[0][0]] } : x)),
    };
    expect(viewProblems(mid, 1, noCardsSeen(2), peeking).length).toBeGreaterThan(0);
    expect(viewProblems(mid, 1)).toEqual([]);
    // The old ruling's size (a pending Cthulhu discard still counted in its hand) is flagged too (R9, issue 27).
    const oldSize = {
      ...viewFor(mid, 1),
      seats: viewFor(mid, 1).seats.map((x) => (x.seat === 0 ? { ...x, handSize: x.handSize + 1 } : x)),
    };
    expect(viewProblems(mid, 1, undefined, oldSize)).toEqual([expect.stringMatching(/seat 0's handSize/)]);
  });

  it('R9: after the game ends everything is public, including the seed', () => {
    const game = newGame(
      testRules('goblins,knights,shadows,seers,undead', { heroes: ['skeleton', 'cthulhu'] }),
      seedOf(42),
    );
    if (!game.ok) throw new Error(game.error.message);
    const { state } = walkGame(game.value, seededChooser(42), () => undefined);
    for (const viewer of [0, 1, null]) {
      const view = viewFor(state, viewer);
      expect(view.revealed).toMatchObject({
        seed: state.seed,
        removedFromGame: state.removedFromGame,
        discardPile: state.discardPile,
      });
      expect(viewProblems(state, viewer)).toEqual([]);
    }
    // With the seed anyone can re-derive the deal (R2.4): the unused Shadows are among the revealed cards.
    expect(viewFor(state, null).revealed!.removedFromGame.filter((c: Card) => c.startsWith('shadows:'))).toHaveLength(
      10,
    );
  });

  describe.each([
    ['claim2', [], 2, 1],
    ['goblins,knights,shadows,seers,undead', ['skeleton', 'cthulhu', 'gelatinous-cube'], 2, 2],
    ['gnomes,giants,vampires,trolls,seers', [...HEROES], 2, 3],
    ['gnomes,giants,seers,vampires,dwarves,werewolves,zombies', ['cthulhu', 'skeleton'], 3, 4],
    ['goblins,knights,seers,vampires,doppelgangers,undead,shadows', ['cthulhu', 'mummy'], 4, 5],
  ] as const)('R9 at every step of a game of %s with %j, %i players', (factions, heroes, players, n) => {
    const game = newGame(testRules(factions, { heroes, players }), seedOf(n * 1000));
    if (!game.ok) throw new Error(game.error.message);

    it('R9: every view holds exactly what its viewer may see, field by field', () => {
      const seen = noCardsSeen(players);
      const problems: string[] = [];
      walkGame(game.value, seededChooser(n), ({ state }) => {
        for (const viewer of [...Array.from({ length: players }, (_, i) => i), null])
          problems.push(...viewProblems(state, viewer, seen));
        noteSeen(seen, state);
      });
      expect(problems.slice(0, 5)).toEqual([]);
    });

    it('R9: the move log hides exactly the other players’ Cthulhu discards while the round is open', () => {
      const problems: string[] = [];
      walkGame(game.value, seededChooser(n), ({ state, moves }) => {
        for (const viewer of [...Array.from({ length: players }, (_, i) => i), null])
          problems.push(...moveLogProblems(state, moves, viewer));
      });
      expect(problems.slice(0, 5)).toEqual([]);
    });
  });
});
