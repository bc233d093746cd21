/** R3.4, R5 Vampires, R8.4 and R8.5 written again from RULES.md alone, to check every game's result against. */
import type { Card, FactionId } from '../cards';
import { cardValue, factionOf } from '../cards';
import type { GameState, Outcome } from '../state';

interface Won {
  readonly side: number | null;
  /** Per side: the cards held in this faction (Vampires: the active ones and the cards under them) and their values. */
  readonly cards: number[];
  readonly values: number[];
}

export function referenceOutcome(s: GameState): Outcome {
  const players = s.rules.players;
  const sides = players === 4 ? 2 : players;
  const sideOf = (seat: number) => (players === 4 ? seat % 2 : seat);
  const value = (card: Card) => cardValue(card, s.rules.heroValues);
  const results: Won[] = [];
  const factions: Partial<Record<FactionId, number | null>> = {};
  for (const faction of s.rules.factions) {
    const cards = new Array<number>(sides).fill(0);
    const values = new Array<number>(sides).fill(0);
    let side: number | null = null;
    if (faction === 'vampires') {
      // Strength per player: active Vampire + cards under it; the tie-break is more cards under it, then nobody.
      const strong = s.activeVampires
        .map((active, seat) => ({ seat, active }))
        .filter((x): x is { seat: number; active: Card } => x.active !== null)
        .map(({ seat, active }) => ({
          seat,
          strength: value(active) + s.underVampires[seat].reduce((n, c) => n + value(c), 0),
          under: s.underVampires[seat].length,
        }));
      for (const x of strong) {
        cards[sideOf(x.seat)] += 1 + x.under;
        values[sideOf(x.seat)] += x.strength;
      }
      strong.sort((a, b) => b.strength - a.strength || b.under - a.under);
      // Still tied at the top: partners win it for their team (R8.3, 2026-12), anyone else: nobody.
      const top = strong.filter((x) => x.strength === strong[0]?.strength && x.under === strong[0]?.under);
      const sidesAtTop = new Set(top.map((x) => sideOf(x.seat)));
      if (top.length === 1 || (top.length > 1 && sidesAtTop.size === 1 && s.readings.partnersShareTheVampires))
        side = sideOf(top[0].seat);
    } else {
      const held: number[][] = Array.from({ length: sides }, () => []);
      s.scorePiles.forEach((pile, seat) =>
        pile.filter((c) => factionOf(c) === faction).forEach((c) => held[sideOf(seat)].push(value(c))),
      );
      held.forEach((v, i) => {
        v.sort((a, b) => b - a);
        cards[i] = v.length;
        values[i] = v.reduce((a, b) => a + b, 0);
      });
      // More cards; then the highest card, the second highest, …; a complete tie: nobody.
      const order = held.map((v, i) => ({ v, i })).sort((a, b) => b.v.length - a.v.length || compareDesc(b.v, a.v));
      if (order.length === 1 || order[0].v.length !== order[1].v.length || compareDesc(order[0].v, order[1].v) !== 0)
        side = order[0].i;
    }
    factions[faction] = side;
    results.push({ side, cards, values });
  }
  const wonBy = (side: number) => results.filter((r) => r.side === side);
  let tied = Array.from({ length: sides }, (_, i) => i);
  const keepBest = (measure: (side: number) => number) => {
    const best = Math.max(...tied.map(measure));
    tied = tied.filter((side) => measure(side) === best);
  };
  keepBest((side) => wonBy(side).length);
  if (tied.length > 1) {
    if (players === 3) {
      // R8.4: the faction, won or not (2026-11: won only), of which the player holds the most cards.
      const counted = (side: number) => (s.readings.tieBreakOnAnyFaction ? results : wonBy(side));
      keepBest((side) => Math.max(0, ...counted(side).map((r) => r.cards[side])));
      if (tied.length > 1) keepBest((side) => wonBy(side).reduce((n, r) => n + r.values[side], 0));
    } else {
      keepBest((side) => wonBy(side).reduce((n, r) => n + r.cards[side], 0));
    }
  }
  return { winner: tied.length === 1 ? tied[0] : null, factions };
}

/** Compares two value lists sorted high to low, highest first. */
function compareDesc(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i] - b[i];
  return a.length - b.length;
}
