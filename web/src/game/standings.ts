import { addHeld, compareHeld, compareVampires, emptyHeld, uniqueBest } from '@claim/engine';
import type { Match, SeatState } from '../api/types';
import { cardValue, factionOf } from './cards';
import { seatName } from './turn';

/**
 * Who is ahead in each faction right now, by the scoring rules (R3.4, R5 Vampires, R8.5): sides are
 * seats, or the two teams with four players. Gnomes in front count with their owner's Gnomes, since
 * the survivors join the score pile at the end (R5 Gnomes).
 */

export interface Side {
  id: number;
  label: string;
  seats: number[];
}

export interface FactionStanding {
  faction: string;
  /** Cards each side holds in the faction (Vampires: the active one plus those under it). */
  counts: number[];
  /** Vampires only: each side's strength (active Vampire plus the cards under it). */
  strengths: number[] | null;
  /** The side ahead now, or null when level. */
  ahead: number | null;
}

export function sidesOf(match: {
  rules: { players: number };
  seats: readonly { seat: number; username: string }[];
}): Side[] {
  if (match.rules.players === 4) {
    return [0, 1].map((team) => {
      const seats = match.seats.filter((s) => s.seat % 2 === team).map((s) => s.seat);
      return { id: team, label: seats.map((s) => seatName(match, s)).join(' + '), seats };
    });
  }
  return match.seats.map((s) => ({ id: s.seat, label: s.username, seats: [s.seat] }));
}

export function sideOfSeat(match: { rules: { players: number } }, seat: number): number {
  return match.rules.players === 4 ? seat % 2 : seat;
}

function cardsIn(seat: SeatState, faction: string): string[] {
  const piles = faction === 'gnomes' ? [...seat.scorePile, ...seat.gnomesInFront] : seat.scorePile;
  return piles.filter((c) => factionOf(c) === faction);
}

export function standings(match: Pick<Match, 'rules' | 'seats' | 'table'>): FactionStanding[] {
  const sides = sidesOf(match);
  const heroValues = match.rules.heroValues;
  const seats = match.table.seats;
  return match.rules.factions.map((faction) => {
    if (faction === 'vampires') {
      const contenders = seats
        .filter((s) => s.activeVampire !== null)
        .map((s) => ({
          seat: s.seat,
          strength: [s.activeVampire as string, ...s.underVampire].reduce(
            (sum, c) => sum + cardValue(c, heroValues),
            0,
          ),
          under: s.underVampire.length,
        }));
      const counts = sides.map(() => 0);
      const strengths = sides.map(() => 0);
      for (const c of contenders) {
        const side = sideOfSeat(match, c.seat);
        counts[side] += 1 + c.under;
        strengths[side] += c.strength;
      }
      const best = uniqueBest(contenders, compareVampires);
      return { faction, counts, strengths, ahead: best === null ? null : sideOfSeat(match, contenders[best].seat) };
    }
    const held = sides.map((side) => {
      const sideHeld = emptyHeld();
      for (const seat of side.seats)
        for (const card of cardsIn(seats[seat], faction)) addHeld(sideHeld, cardValue(card, heroValues));
      return sideHeld;
    });
    const ahead = held.every((h) => h.cards === 0) ? null : uniqueBest(held, compareHeld);
    return { faction, counts: held.map((h) => h.cards), strengths: null, ahead };
  });
}
