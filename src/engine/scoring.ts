import { Card, FactionId, Seat, cardInfo } from './cards';
import { valueIn } from './powers';
import { GameState, Outcome, teamOf } from './state';

/**
 * R3.4, R5 Vampires, R8.4, R8.5: who wins each faction and the game. "Sides" are seats, or the two
 * teams with four players; a side's pile is the union of its seats' score piles.
 */
interface FactionWin {
  readonly side: number | null;
  /** Cards each side holds in this faction (R3.4 tie-break; Vampires: the active one and those under it). */
  readonly cards: readonly number[];
  /** Their total value (R8.4 last tie-break). */
  readonly values: readonly number[];
}

export function scoreGame(s: GameState): Outcome {
  const players = s.rules.players;
  const sides = players === 4 ? 2 : players;
  const held = valuesHeld(s, sides);
  const factions: Partial<Record<FactionId, number | null>> = {};
  const wins: FactionWin[] = [];
  for (const faction of s.rules.factions) {
    const win = faction === 'vampires' ? vampireWinner(s, sides) : countWinner(held.get(faction) ?? emptySides(sides));
    factions[faction] = win.side;
    wins.push(win);
  }
  return { winner: gameWinner(wins, sides, players), factions };
}

function emptySides(sides: number): number[][] {
  const rows: number[][] = [];
  for (let i = 0; i < sides; i++) rows.push([]);
  return rows;
}

/** Per faction, the values of the cards each side holds in its score piles. */
function valuesHeld(s: GameState, sides: number): Map<FactionId, number[][]> {
  const held = new Map<FactionId, number[][]>();
  s.scorePiles.forEach((pile, seat) => {
    const side = teamOf(seat, s.rules.players);
    for (const card of pile) {
      const info = cardInfo(card)!;
      if (info.kind !== 'faction') continue; // heroes count for no faction (R3.4)
      let bySide = held.get(info.faction);
      if (!bySide) held.set(info.faction, (bySide = emptySides(sides)));
      bySide[side].push(info.value);
    }
  });
  return held;
}

function countWinner(held: number[][]): FactionWin {
  for (const values of held) values.sort((a, b) => b - a);
  const cards = held.map((v) => v.length);
  const values = held.map((v) => v.reduce((a, b) => a + b, 0));
  // More cards wins; then the highest card, the second highest, … (R3.4).
  const compare = (a: number[], b: number[]): number => {
    if (a.length !== b.length) return a.length - b.length;
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] - b[i];
    return 0;
  };
  return { side: uniqueBest(held, compare), cards, values };
}

/** R5 Vampires: strength = active Vampire + cards under it; then more cards under; no active Vampire, no win. */
function vampireWinner(s: GameState, sides: number): FactionWin {
  const players = s.rules.players;
  const cards = new Array<number>(sides).fill(0);
  const values = new Array<number>(sides).fill(0);
  const contenders: { seat: Seat; strength: number; under: number }[] = [];
  for (let seat = 0; seat < players; seat++) {
    const active = s.activeVampires[seat];
    if (active === null) continue;
    const under = s.underVampires[seat];
    const strength = valueIn(s, active) + under.reduce((sum: number, c: Card) => sum + valueIn(s, c), 0);
    contenders.push({ seat, strength, under: under.length });
    cards[teamOf(seat, players)] += 1 + under.length;
    values[teamOf(seat, players)] += strength;
  }
  const best = uniqueBest(contenders, (a, b) => a.strength - b.strength || a.under - b.under);
  return { side: best === null ? null : teamOf(contenders[best].seat, players), cards, values };
}

/** Index of the single best item, or null when the best is shared. */
function uniqueBest<T>(items: readonly T[], compare: (a: T, b: T) => number): number | null {
  let best: number | null = null;
  let shared = false;
  items.forEach((item, i) => {
    if (best === null) {
      best = i;
      return;
    }
    const c = compare(item, items[best]);
    if (c > 0) {
      best = i;
      shared = false;
    } else if (c === 0) {
      shared = true;
    }
  });
  return shared ? null : best;
}

function gameWinner(wins: readonly FactionWin[], sides: number, players: number): number | null {
  const sideIds = Array.from({ length: sides }, (_, i) => i);
  const won = (side: number) => wins.filter((w) => w.side === side);
  // Each tie-break keeps the sides that are best by it; one side left wins, none decides a draw.
  const tieBreaks: ((side: number) => number)[] = [(side) => won(side).length];
  if (players === 3) {
    // R8.4: the won faction where a tied player holds the most cards, then total value of the won factions.
    tieBreaks.push((side) => Math.max(0, ...won(side).map((w) => w.cards[side])));
    tieBreaks.push((side) => won(side).reduce((sum, w) => sum + w.values[side], 0));
  } else {
    // R3.4, R8.5: more cards in the factions won.
    tieBreaks.push((side) => won(side).reduce((sum, w) => sum + w.cards[side], 0));
  }
  let tied = sideIds;
  for (const measure of tieBreaks) {
    const top = Math.max(...tied.map(measure));
    tied = tied.filter((side) => measure(side) === top);
    if (tied.length === 1) return tied[0];
  }
  return null;
}
