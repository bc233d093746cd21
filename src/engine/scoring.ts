import { FactionId, cardInfo } from './cards';
import { valueIn } from './powers';
import { Held, VampireContender, addHeld, compareHeld, compareVampires, emptyHeld, uniqueBest } from './standing';
import { GameState, Outcome, teamOf } from './state';

/**
 * R3.4, R5 Vampires, R8.4, R8.5: who wins each faction and the game. "Sides" are seats, or the two
 * teams with four players; a side's pile is the union of its seats' score piles. Every replayed game
 * ends here, so this works on plain arrays, without maps or closures.
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
  const held = cardsHeld(s, sides);
  const factions: Partial<Record<FactionId, number | null>> = {};
  const wins: FactionWin[] = [];
  for (let f = 0; f < s.rules.factions.length; f++) {
    const faction = s.rules.factions[f];
    const win = faction === 'vampires' ? vampireWinner(s, sides) : countWinner(held[f]);
    factions[faction] = win.side;
    wins.push(win);
  }
  return { winner: gameWinner(wins, sides, players), factions };
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

/** R5 Vampires: strength = active Vampire + cards under it; then more cards under; no active Vampire, no win. */
function vampireWinner(s: GameState, sides: number): FactionWin {
  const players = s.rules.players;
  const cards = zeros(sides);
  const values = zeros(sides);
  const contenders: VampireContender[] = [];
  for (let seat = 0; seat < players; seat++) {
    const active = s.activeVampires[seat];
    if (active === null) continue;
    const under = s.underVampires[seat];
    let strength = valueIn(s, active);
    for (const card of under) strength += valueIn(s, card);
    contenders.push({ seat, strength, under: under.length });
    cards[teamOf(seat, players)] += 1 + under.length;
    values[teamOf(seat, players)] += strength;
  }
  const best = uniqueBest(contenders, compareVampires);
  return { side: best === null ? null : teamOf(contenders[best].seat, players), cards, values };
}

function gameWinner(wins: readonly FactionWin[], sides: number, players: number): number | null {
  // Per side: factions won, cards in them, the most cards in one of them, and their total value.
  const won = zeros(sides);
  const cardsInWon = zeros(sides);
  const mostInOneWon = zeros(sides);
  const valueOfWon = zeros(sides);
  for (const w of wins) {
    if (w.side === null) continue;
    won[w.side]++;
    cardsInWon[w.side] += w.cards[w.side];
    mostInOneWon[w.side] = Math.max(mostInOneWon[w.side], w.cards[w.side]);
    valueOfWon[w.side] += w.values[w.side];
  }
  // Most factions wins. Ties: R8.4 (three players) the won faction where a tied player holds the most
  // cards, then the total value of the won factions; R3.4, R8.5 more cards in the factions won.
  const tieBreaks = players === 3 ? [won, mostInOneWon, valueOfWon] : [won, cardsInWon];
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
