/**
 * A simple hidden-hand card game for boardgame.io, written for the peer benchmark (docs/benchmarks-history.md, "The peers"):
 * the same shape of game as a two-player `claim` match, so that both servers do comparable work per move.
 *
 * 52 cards (four suits, ranks 2–14), two players, 13 cards each; the other 26 form a secret pile. Tricks of
 * two cards: follow the led suit if you can; the higher card of the led suit wins and leads next. While the
 * pile lasts, after each trick the winner draws its top card and the loser the next. 26 tricks, one card per
 * move: 52 moves, like `claim`'s 13 + 13 tricks. `playerView` hides the other hand and the whole pile.
 */
import type { Ctx, Game } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';

export const HIDDEN_HAND = 'hidden-hand';
export const HIDDEN_HAND_MOVES = 52;

export interface Play {
  seat: number;
  card: string;
}

export interface HiddenHandState {
  /** Each seat's hand; in a player's view the other seat's is empty (see handCounts). */
  hands: string[][];
  /** Face down; empty in every player's view (see pileCount). */
  pile: string[];
  handCounts: number[];
  pileCount: number;
  trick: Play[];
  /** The seat to act: the turn order reads it. */
  next: number;
  tricksWon: number[];
}

const SUITS = ['c', 'd', 'h', 's'];

/** `s14` is the ace of spades. */
export const suitOf = (card: string): string => card[0];
const rankOf = (card: string): number => Number(card.slice(1));

function deck(): string[] {
  const cards: string[] = [];
  for (const suit of SUITS) for (let rank = 2; rank <= 14; rank++) cards.push(`${suit}${rank}`);
  return cards;
}

/** The cards `hand` may play on `trick`: the led suit if it holds one, anything otherwise. */
export function playable(hand: readonly string[], trick: readonly Play[]): string[] {
  if (trick.length === 0) return [...hand];
  const led = suitOf(trick[0].card);
  const following = hand.filter((card) => suitOf(card) === led);
  return following.length > 0 ? following : [...hand];
}

function trickWinner(trick: readonly Play[]): number {
  const [lead, second] = trick;
  return suitOf(second.card) === suitOf(lead.card) && rankOf(second.card) > rankOf(lead.card) ? second.seat : lead.seat;
}

export const HiddenHand: Game<HiddenHandState> = {
  name: HIDDEN_HAND,
  minPlayers: 2,
  maxPlayers: 2,
  disableUndo: true,

  setup: ({ random }) => {
    const cards = random.Shuffle(deck());
    return {
      hands: [cards.slice(0, 13), cards.slice(13, 26)],
      pile: cards.slice(26),
      handCounts: [13, 13],
      pileCount: 26,
      trick: [],
      next: 0,
      tricksWon: [0, 0],
    };
  },

  moves: {
    play: ({ G, playerID }, card: string) => {
      const seat = Number(playerID);
      const hand = G.hands[seat];
      if (typeof card !== 'string' || !playable(hand, G.trick).includes(card)) return INVALID_MOVE;
      hand.splice(hand.indexOf(card), 1);
      G.trick.push({ seat, card });
      if (G.trick.length < 2) {
        G.next = 1 - seat;
      } else {
        const winner = trickWinner(G.trick);
        G.tricksWon[winner]++;
        G.trick = [];
        G.next = winner;
        if (G.pile.length > 0) {
          G.hands[winner].push(G.pile.shift()!);
          G.hands[1 - winner].push(G.pile.shift()!);
        }
      }
      G.handCounts = G.hands.map((h) => h.length);
      G.pileCount = G.pile.length;
    },
  },

  turn: {
    minMoves: 1,
    maxMoves: 1,
    order: { first: () => 0, next: ({ G }) => G.next },
  },

  endIf: ({ G }) => (G.hands.every((hand) => hand.length === 0) ? { tricksWon: G.tricksWon } : undefined),

  playerView: ({ G, playerID }: { G: HiddenHandState; ctx: Ctx; playerID: string | null }) => ({
    ...G,
    hands: G.hands.map((hand, seat) => (String(seat) === playerID ? hand : [])),
    pile: [],
  }),
};
