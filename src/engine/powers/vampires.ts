/**
 * R5 Vampires (phase two), R8.3, R8.5. Whenever a player collects a Vampire into their score pile they
 * may make it their face-up active Vampire (a new one discards every card under the earlier one, which
 * stays in the score pile); whenever they collect other cards they may put any of them under their
 * active Vampire, where they stop counting for their faction and are safe from Giants. The cards that may
 * go under are the non-Vampire cards that player collected in that trick (a Troll taken from the
 * set-aside ones included); the Cube's pair is collected "as it is" and never counts (R7). A decision is
 * offered only to a player who collected a Vampire, or holds an active one and collected other cards:
 * the trick's winner first, then clockwise. Scoring: strength = active Vampire + the values under it.
 */
import type { Card } from '../cards';
import { cardValue, isFaction } from '../cards';
import type { VampireContender } from '../standing';
import { strongestVampireSide } from '../standing';
import type { GameState } from '../state';
import { discard, distinctCards, takeCard, takeLastCard, teamOf } from '../state';
import type { DecisionRules, FactionPower, FactionWin, TrickEnd } from './types';

const isVampire = (card: Card) => isFaction(card, 'vampires');

function queueVampireDecisions(t: TrickEnd): void {
  const collected = t.collected;
  if (collected === null || t.winner === null) return;
  const s = t.state;
  const players = collected.cards.length;
  for (let i = 0; i < players; i++) {
    const seat = (t.winner + i) % players; // winner first, then clockwise
    const got = collected.cards[seat];
    let vampires = 0;
    for (const card of got) if (isVampire(card)) vampires++;
    const gotOthers = vampires < got.length;
    if (vampires > 0 || (s.activeVampires[seat] !== null && gotOthers))
      s.pending.push({ kind: 'vampire', seat, collected: got, inFront: collected.front[seat] });
  }
}

/** R5 Vampires, R8.3, R8.5: the strongest player's side wins; partners tied at the top share it (2026-12). */
function scoreVampires(s: GameState, sides: number): FactionWin {
  const players = s.rules.players;
  const cards: number[] = [];
  const values: number[] = [];
  for (let side = 0; side < sides; side++) {
    cards.push(0);
    values.push(0);
  }
  const contenders: VampireContender[] = [];
  for (let seat = 0; seat < players; seat++) {
    const active = s.activeVampires[seat];
    if (active === null) continue;
    const under = s.underVampires[seat];
    let strength = cardValue(active, s.rules.heroValues);
    for (const card of under) strength += cardValue(card, s.rules.heroValues);
    contenders.push({ seat, strength, under: under.length });
    // R8.5: a team counts every active Vampire of its players and the cards under them.
    cards[teamOf(seat, players)] += 1 + under.length;
    values[teamOf(seat, players)] += strength;
  }
  return { side: strongestVampireSide(contenders, players, s.readings.partnersShareTheVampires), cards, values };
}

export const VAMPIRES: FactionPower = {
  readsCollected: true,
  queueDecisions: queueVampireDecisions,
  scoreFaction: scoreVampires,
};

/**
 * Every distinct decision once (R10 Ruling): keeping the current Vampire (or having none) and burying
 * nothing is `pass`, listed first; `bury` is a set, listed sorted.
 */
function vampireMoves(s: GameState, seat: number, collected: readonly Card[]) {
  const activations: (Card | null)[] = [null, ...distinctCards(collected.filter(isVampire))];
  const buriable = collected.filter((c) => !isVampire(c));
  const subsets = new Map<string, Card[]>();
  for (let mask = 0; mask < 1 << buriable.length; mask++) {
    const bury = buriable.filter((_, i) => mask & (1 << i)).sort();
    subsets.set(bury.join(','), bury);
  }
  const moves: ({ seat: number; pass: true } | { seat: number; vampire: { activate: Card | null; bury: Card[] } })[] = [
    { seat, pass: true },
  ];
  for (const activate of activations) {
    const hasActive = activate !== null || s.activeVampires[seat] !== null;
    for (const bury of subsets.values()) {
      if (bury.length === 0 ? activate === null : !hasActive) continue;
      moves.push({ seat, vampire: { activate, bury } });
    }
  }
  return moves;
}

/** Is `part` a sub-multiset of `whole`? */
function within(part: readonly Card[], whole: readonly Card[]): boolean {
  const left = whole.slice();
  return part.every((c) => takeCard(left, c));
}

export const VAMPIRE_DECISION: DecisionRules<'vampire'> = {
  passable: true,
  legal: (s, d) => vampireMoves(s, d.seat, d.collected),
  check(s, d, move) {
    const { activate, bury } = move.vampire;
    if (activate !== null && !(isVampire(activate) && d.collected.includes(activate)))
      return {
        code: 'ILLEGAL_CHOICE',
        message: 'only a Vampire collected in this trick can become active (R5 Vampires)',
      };
    if (
      !within(
        bury,
        d.collected.filter((c) => !isVampire(c)),
      )
    )
      return {
        code: 'ILLEGAL_CHOICE',
        message: 'only non-Vampire cards collected in this trick can go under a Vampire (R5 Vampires)',
      };
    if (bury.length > 0 && activate === null && s.activeVampires[move.seat] === null)
      return { code: 'ILLEGAL_CHOICE', message: 'no active Vampire to put cards under (R5 Vampires)' };
    return null;
  },
  apply(s, d, move) {
    const seat = d.seat;
    const { activate, bury } = move.vampire;
    if (activate !== null) {
      if (s.activeVampires[seat] !== null) {
        for (const card of s.underVampires[seat]) discard(s, card);
        s.underVampires[seat] = [];
      }
      s.activeVampires[seat] = activate;
    }
    const inFront = d.inFront.slice();
    for (const card of bury) {
      if (s.readings.buryTheCardTheTrickPlaced) {
        // R1, R5: the very card this trick put there leaves, even when an identical one lies elsewhere.
        if (takeCard(inFront, card)) takeLastCard(s.gnomesInFront[seat], card);
        else takeLastCard(s.scorePiles[seat], card);
      } else if (!takeCard(s.scorePiles[seat], card)) {
        takeCard(s.gnomesInFront[seat], card); // 2026-11: an identical card of the score pile went first
      }
      s.underVampires[seat].push(card);
    }
  },
};
