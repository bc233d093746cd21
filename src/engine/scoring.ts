import type { FactionId } from './cards';
import { cardInfo } from './cards';
import type { FactionWin } from './powers';
import { FACTION_POWERS } from './powers';
import type { Held } from './standing';
import { addHeld, compareHeld, emptyHeld, uniqueBest } from './standing';
import type { GameState, Outcome } from './state';
import { teamOf } from './state';

/**
 * R3.4, R8.4, R8.5: who wins each faction and the game. "Sides" are seats, or the two teams with four
 * players; a side's pile is the union of its seats' score piles. A faction that scores its own way
 * (R5 Vampires, powers/vampires.ts) says so in its power. Every replayed game ends here, so this works
 * on plain arrays, without maps or closures.
 */

export function scoreGame(s: GameState): Outcome {
  const players = s.rules.players;
  const sides = players === 4 ? 2 : players;
  const held = cardsHeld(s, sides);
  const factions: Partial<Record<FactionId, number | null>> = {};
  const wins: FactionWin[] = [];
  for (let f = 0; f < s.rules.factions.length; f++) {
    const faction = s.rules.factions[f];
    const win = FACTION_POWERS[faction].scoreFaction?.(s, sides) ?? countWinner(held[f]);
    factions[faction] = win.side;
    wins.push(win);
  }
  return { winner: gameWinner(s, wins, sides), factions };
}

function zeros(length: number): number[] {
  const list: number[] = [];
  for (let i = 0; i < length; i++) list.push(0); // cheaper than new Array(length).fill(0) for short lists
  return list;
}

/** Per faction of the rules (in their order) and side, the cards that side holds in its score piles. */
function cardsHeld(s: GameState, sides: number): Held[][] {
  const factions = s.rules.factions;
  const held: Held[][] = [];
  for (let f = 0; f < factions.length; f++) {
    const bySide: Held[] = [];
    for (let side = 0; side < sides; side++) bySide.push(emptyHeld());
    held.push(bySide);
  }
  for (let seat = 0; seat < s.scorePiles.length; seat++) {
    const side = teamOf(seat, s.rules.players);
    for (const card of s.scorePiles[seat]) {
      const info = cardInfo(card)!;
      if (info.kind !== 'faction') continue; // heroes count for no faction (R3.4)
      const f = factions.indexOf(info.faction);
      if (f < 0) continue;
      addHeld(held[f][side], info.value);
    }
  }
  return held;
}

function countWinner(held: Held[]): FactionWin {
  const cards: number[] = [];
  const values: number[] = [];
  for (const side of held) {
    cards.push(side.cards);
    values.push(side.total);
  }
  return { side: uniqueBest(held, compareHeld), cards, values };
}

function gameWinner(s: GameState, wins: readonly FactionWin[], sides: number): number | null {
  // Per side: factions won, cards in them, the most cards in one faction, and the value of those won.
  const won = zeros(sides);
  const cardsInWon = zeros(sides);
  const mostInOne = zeros(sides);
  const valueOfWon = zeros(sides);
  const anyFaction = s.readings.tieBreakOnAnyFaction;
  for (const w of wins) {
    if (anyFaction) for (let side = 0; side < sides; side++) mostInOne[side] = Math.max(mostInOne[side], w.cards[side]);
    if (w.side === null) continue;
    won[w.side]++;
    cardsInWon[w.side] += w.cards[w.side];
    if (!anyFaction) mostInOne[w.side] = Math.max(mostInOne[w.side], w.cards[w.side]);
    valueOfWon[w.side] += w.values[w.side];
  }
  // Most factions wins. Ties: R8.4 (three players) the faction, won or not (2026-11: won only), of which
  // a tied player holds the most cards, then the total value of the won factions; R3.4, R8.5 more cards
  // in the factions won.
  const tieBreaks = s.rules.players === 3 ? [won, mostInOne, valueOfWon] : [won, cardsInWon];
  // Each measure keeps the sides that are best by it; one side left wins, none decides a draw.
  let tied: number[] = [];
  for (let side = 0; side < sides; side++) tied.push(side);
  for (const measure of tieBreaks) {
    let top = -Infinity;
    for (const side of tied) top = Math.max(top, measure[side]);
    tied = tied.filter((side) => measure[side] === top);
    if (tied.length === 1) return tied[0];
  }
  return null;
}
