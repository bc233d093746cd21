/**
 * The peer benchmark's card game (bench/server/peers/hidden-hand.ts) must be the same shape of game as a
 * `claim` match for the comparison to mean anything: 52 moves, every card played once, legal play enforced,
 * and each player's view without the other hand or the pile.
 */
import { Client } from 'boardgame.io/client';
import fc from 'fast-check';
import type { Ctx } from 'boardgame.io';
import type { HiddenHandState } from '../../bench/server/peers/hidden-hand';
import { HIDDEN_HAND_MOVES, HiddenHand, playable, suitOf } from '../../bench/server/peers/hidden-hand';

function newClient(seed: string) {
  const client = Client({ game: { ...HiddenHand, seed }, numPlayers: 2 });
  client.start();
  return client;
}

/** The whole state, as a server holds it; getState() is the current player's view of it. */
function truth(client: ReturnType<typeof newClient>): { G: HiddenHandState; ctx: Ctx } {
  return client.store.getState() as { G: HiddenHandState; ctx: Ctx };
}

describe('hidden-hand, the peer benchmark game', () => {
  it('plays 52 moves, every card once, and each view hides the other hand and the pile', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.array(fc.nat(), { minLength: 52, maxLength: 52 }), (seed, picks) => {
        const client = newClient(seed);
        const played: string[] = [];
        for (let move = 0; move < HIDDEN_HAND_MOVES; move++) {
          const { G, ctx } = truth(client);
          expect(ctx.gameover).toBeUndefined();
          const seat = Number(ctx.currentPlayer);
          for (const viewer of [0, 1]) {
            client.updatePlayerID(String(viewer));
            const view = client.getState()!.G;
            expect(view.pile).toEqual([]);
            expect(view.hands[1 - viewer]).toEqual([]);
            expect(view.hands[viewer]).toEqual(G.hands[viewer]);
            expect(view.handCounts).toEqual(G.hands.map((h) => h.length));
            expect(view.pileCount).toBe(G.pile.length);
          }
          const options = playable(G.hands[seat], G.trick);
          const card = options[picks[move] % options.length];
          played.push(card);
          client.updatePlayerID(String(seat));
          client.moves.play(card);
        }
        expect(truth(client).ctx.gameover).toBeDefined();
        expect(new Set(played).size).toBe(52);
      }),
      { numRuns: 30 },
    );
  });

  it('refuses a card that does not follow the led suit while the hand holds that suit', () => {
    const client = newClient('follow');
    for (let guard = 0; guard < HIDDEN_HAND_MOVES; guard++) {
      const { G, ctx } = truth(client);
      const seat = Number(ctx.currentPlayer);
      client.updatePlayerID(String(seat));
      const led = G.trick[0] ? suitOf(G.trick[0].card) : null;
      const offSuit = G.hands[seat].find((c) => suitOf(c) !== led);
      if (led && offSuit && G.hands[seat].some((c) => suitOf(c) === led)) {
        // boardgame.io reports a refused move on the console, and changes nothing.
        const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
        client.moves.play(offSuit);
        expect(logged).toHaveBeenCalledWith('ERROR:', expect.stringContaining('invalid move: play'));
        logged.mockRestore();
        expect(truth(client).G).toEqual(G);
        return;
      }
      client.moves.play(playable(G.hands[seat], G.trick)[0]);
    }
    throw new Error('no deal in which a player had to follow suit');
  });
});
