/**
 * R5 Giants (phase two), R8.3: for each Giant in a trick, whoever played it, the trick winner smashes
 * (discards) one Gnome of the same value in front of an opponent (the other team with four players).
 * Compulsory (Ruling); with one possible victim it happens at once, with more the winner chooses
 * (a `smash` decision). Each Giant is judged in turn, after the previous Giant's smash. A Giant with no
 * matching Gnome does nothing. Gnomes under a Vampire are not in front, so they are safe.
 */
import type { Card, Seat } from '../cards';
import { canonicalCard, cardValue } from '../cards';
import type { GameState } from '../state';
import { discard, seatsFrom, teamOf } from '../state';
import type { DecisionRules, FactionPower, TrickEnd } from './types';

/** R5 Giants: the Gnome a Giant smashes has the Giant's value. */
function gnomeMatching(s: GameState, giant: Card): Card {
  return canonicalCard(`gnomes:${cardValue(giant, s.rules.heroValues)}`)!;
}

/** Opponents of the trick winner holding a Gnome in front that matches this Giant, clockwise from the winner. */
function smashVictims(s: GameState, winner: Seat, giant: Card): Seat[] {
  const gnome = gnomeMatching(s, giant);
  const players = s.rules.players;
  return seatsFrom(winner, players).filter(
    (seat) => teamOf(seat, players) !== teamOf(winner, players) && s.gnomesInFront[seat].includes(gnome),
  );
}

function smash(s: GameState, victim: Seat, gnome: Card): void {
  const front = s.gnomesInFront[victim];
  front.splice(front.indexOf(gnome), 1);
  discard(s, gnome);
}

/** A smash for each Giant of the trick, in order of play; each is judged when it comes up. */
function queueSmashes(t: TrickEnd): void {
  if (t.phase !== 'two' || t.winner === null) return;
  for (let i = 0; i < t.plays.length; i++)
    if (t.cards[i].faction === 'giants')
      t.state.pending.push({ kind: 'smash', seat: t.winner, giant: t.plays[i].card });
}

export const GIANTS: FactionPower = { queueDecisions: queueSmashes };

export const SMASH: DecisionRules<'smash'> = {
  passable: false,
  stillOpen(s, d) {
    const victims = smashVictims(s, d.seat, d.giant);
    if (victims.length === 1) smash(s, victims[0], gnomeMatching(s, d.giant));
    return victims.length > 1;
  },
  legal: (s, d) =>
    smashVictims(s, d.seat, d.giant).map((victim) => ({
      seat: d.seat,
      smash: { gnome: gnomeMatching(s, d.giant), victim },
    })),
  check(s, d, move) {
    const { gnome, victim } = move.smash;
    const matching = gnomeMatching(s, d.giant);
    if (gnome !== matching)
      return { code: 'ILLEGAL_CHOICE', message: `a ${d.giant} smashes a ${matching} (R5 Giants)` };
    return smashVictims(s, d.seat, d.giant).includes(victim)
      ? null
      : { code: 'ILLEGAL_CHOICE', message: `seat ${victim} has no ${gnome} in front to smash (R8.3)` };
  },
  apply: (s, _d, move) => smash(s, move.smash.victim, move.smash.gnome),
};
