import type { Card, Seat } from './cards';
import { seatToPlay } from './flow';
import type { Move } from './moves';
import type { Rules } from './rules';
import type { CompletedTrick, GameState, Moon, Outcome, Phase, Play } from './state';
import { teamOf } from './state';

/** What everyone at the table sees of one seat (R9), plus what the viewer alone knows of it. */
export interface SeatView {
  readonly seat: Seat;
  readonly team: number;
  readonly handSize: number;
  readonly followerPileSize: number;
  readonly scorePile: readonly Card[];
  readonly gnomesInFront: readonly Card[];
  readonly activeVampire: Card | null;
  readonly underVampire: readonly Card[];
  /**
   * Cards of this seat's hand or follower pile that the viewer knows (R9): the prizes it took, known to
   * all, then those the viewer saw through a Seer choice (R5). Empty for the viewer's own seat. A pending
   * Cthulhu discard stays listed until the round's reveal (the engine forgets it only then): dropping it at
   * once would name the hidden card.
   */
  readonly knownCards: readonly Card[];
}

/** The decision due now; public except `peeked`, which only the deciding Seer sees. */
export type DecisionView =
  | { readonly kind: 'play'; readonly seat: Seat }
  | { readonly kind: 'seer'; readonly seat: Seat; readonly peeked: Card | null }
  | {
      readonly kind: 'prize';
      readonly seat: Seat;
      readonly prizes: readonly Card[];
      readonly allowTop: boolean;
      readonly peeked: Card | null;
    }
  | { readonly kind: 'vampire'; readonly seat: Seat; readonly collected: readonly Card[] }
  | { readonly kind: 'smash'; readonly seat: Seat; readonly giant: Card }
  | { readonly kind: 'cthulhu'; readonly seat: Seat }
  | { readonly kind: 'skeleton'; readonly seat: Seat };

/**
 * After the game everything is public (R9), so anyone can re-derive the deal and replay it; a finished
 * match's history is shown this way at every step too (time travel for audit).
 */
export interface RevealedSecrets {
  readonly seed: string;
  readonly hands: readonly (readonly Card[])[];
  readonly followerPiles: readonly (readonly Card[])[];
  readonly drawPile: readonly Card[];
  readonly removedFromGame: readonly Card[];
  readonly discardPile: readonly Card[];
  readonly cthulhuChoices: readonly Play[];
  readonly peeked: Card | null;
}

export interface PlayerView {
  /** The seat this view is for; null for a spectator (public information only). */
  readonly viewer: Seat | null;
  readonly rules: Rules;
  readonly version: number;
  readonly phase: Phase;
  readonly trickNumber: number;
  readonly leader: Seat;
  readonly toAct: DecisionView | null;
  readonly trick: readonly Play[];
  readonly prizes: readonly Card[];
  readonly lastTrick: CompletedTrick | null;
  readonly drawPileSize: number;
  /** Every card that entered the discard pile, in order. A Skeleton take (R7) removes one unseen. */
  readonly discarded: readonly Card[];
  readonly discardPileSize: number;
  readonly skeletonTakes: number;
  readonly removedFromGameCount: number;
  readonly moon: Moon;
  readonly setAsideTrolls: readonly Card[];
  readonly cube: { readonly cube: Card; readonly under: Card } | null;
  readonly seats: readonly SeatView[];
  /** The viewer's own hand and follower pile; null for a spectator. */
  readonly hand: readonly Card[] | null;
  readonly followerPile: readonly Card[] | null;
  /** The viewer's own Cthulhu discard while the others still choose (R7). */
  readonly myCthulhuDiscard: Card | null;
  readonly outcome: Outcome | null;
  readonly revealed: RevealedSecrets | null;
}

function decisionView(s: GameState, viewer: Seat | null): DecisionView | null {
  if (s.phase === 'over') return null;
  const d = s.pending[0];
  if (d === undefined) return { kind: 'play', seat: seatToPlay(s)! };
  const peeked = d.seat === viewer ? s.peeked : null;
  switch (d.kind) {
    case 'seer':
      return { kind: 'seer', seat: d.seat, peeked };
    case 'prize':
      return { kind: 'prize', seat: d.seat, prizes: s.prizes.slice(), allowTop: d.allowTop, peeked };
    case 'vampire':
      return { kind: 'vampire', seat: d.seat, collected: d.collected.slice() };
    case 'smash':
      return { kind: 'smash', seat: d.seat, giant: d.giant };
    case 'cthulhu':
    case 'skeleton':
      return { kind: d.kind, seat: d.seat };
  }
}

/**
 * R9: the one way state leaves the engine. Everything a view holds is either public or the viewer's
 * own; after the end, everything is public.
 */
export function viewFor(s: GameState, viewer: Seat | null, options: { revealAll?: boolean } = {}): PlayerView {
  const over = s.phase === 'over' || options.revealAll === true;
  const players = s.rules.players;
  const seats: SeatView[] = s.hands.map((hand, seat) => ({
    seat,
    team: teamOf(seat, players),
    // R9 ruling: a Cthulhu discard leaves its hand as soon as it is chosen, for every viewer; only the card stays hidden.
    handSize: hand.length,
    followerPileSize: s.followerPiles[seat].length,
    scorePile: s.scorePiles[seat].slice(),
    gnomesInFront: s.gnomesInFront[seat].slice(),
    activeVampire: s.activeVampires[seat],
    underVampire: s.underVampires[seat].slice(),
    knownCards:
      viewer === seat
        ? []
        : viewer === null
          ? s.knownToAll[seat].slice()
          : [...s.knownToAll[seat], ...s.known[viewer][seat]],
  }));
  const own = viewer !== null;
  return {
    viewer,
    rules: s.rules,
    version: s.moveCount,
    phase: s.phase,
    trickNumber: s.trickNumber,
    leader: s.leader,
    toAct: decisionView(s, viewer),
    trick: s.trick.map((p) => ({ ...p })),
    prizes: s.prizes.slice(),
    lastTrick: s.lastTrick && {
      ...s.lastTrick,
      plays: s.lastTrick.plays.map((p) => ({ ...p })),
      prizes: s.lastTrick.prizes.slice(),
      ranking: s.lastTrick.ranking.slice(),
    },
    drawPileSize: s.drawPile.length,
    discarded: s.discardHistory.slice(),
    discardPileSize: s.discardPile.length,
    skeletonTakes: s.skeletonTakes,
    removedFromGameCount: s.removedFromGame.length,
    moon: s.moon,
    setAsideTrolls: s.setAsideTrolls.slice(),
    cube: s.cube && { ...s.cube },
    seats,
    hand: own ? s.hands[viewer].slice() : null,
    followerPile: own ? s.followerPiles[viewer].slice() : null,
    myCthulhuDiscard: own ? (s.cthulhuChoices.find((c) => c.seat === viewer)?.card ?? null) : null,
    outcome: s.outcome,
    revealed: over
      ? {
          seed: s.seed,
          hands: s.hands.map((h) => h.slice()),
          followerPiles: s.followerPiles.map((f) => f.slice()),
          drawPile: s.drawPile.slice(),
          removedFromGame: s.removedFromGame.slice(),
          discardPile: s.discardPile.slice(),
          cthulhuChoices: s.cthulhuChoices.slice(),
          peeked: s.peeked,
        }
      : null,
  };
}

/**
 * R9 for the move log: a Cthulhu discard stays hidden from the others until everybody chose. The
 * hidden ones are the latest `cthulhuChoices.length` moves, since nothing else happens in between.
 */
export function isMoveHiddenFrom(s: GameState, moveIndex: number, move: Move, viewer: Seat | null): boolean {
  if (!('discard' in move) || move.seat === viewer || s.phase === 'over') return false;
  return moveIndex >= s.moveCount - s.cthulhuChoices.length;
}
