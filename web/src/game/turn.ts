import type { Translate } from '@claim/story';
import type { Match, Move, PendingAction } from '../api/types';
import { factionName, factionOf } from './cards';

/** Whose turn it is and why a card cannot be played, in words, from the public view and legalMoves. */

export interface SeatNames {
  seats: readonly { seat: number; username: string }[];
}

export function decisionName(kind: string, t: Translate): string {
  return t(`decision.${kind}`);
}

export function seatName(match: SeatNames, seat: number | null | undefined, t?: Translate): string {
  if (seat === null || seat === undefined) return t ? t('common.nobody') : 'nobody';
  return match.seats.find((s) => s.seat === seat)?.username ?? `${seat}`;
}

/** "You vs bob", or by teams with four players: "You + cid vs bob + dee" (R8.1). */
export function matchTitle(
  match: SeatNames & { mySeat: number | null; rules: { players: number } },
  t: Translate,
): string {
  const name = (seat: number) => (seat === match.mySeat ? t('common.you') : seatName(match, seat));
  const vs = ` ${t('common.vs')} `;
  if (match.rules.players === 4) {
    const teams = [0, 1].map((team) => [team, team + 2].map(name).join(' + '));
    return match.mySeat === 1 || match.mySeat === 3 ? `${teams[1]}${vs}${teams[0]}` : `${teams[0]}${vs}${teams[1]}`;
  }
  return match.seats.map((s) => name(s.seat)).join(vs);
}

type TurnMatch = SeatNames & {
  status: string;
  mySeat: number | null;
  table: { toAct: Pick<PendingAction, 'kind' | 'seat'> | null };
};

/**
 * "alice to play", "bob's Seer decision", "Your turn to play", "Game over". `replay`: the table of a past
 * moment, where nobody is asked anything now ("Next: alice to play").
 */
export function turnText(match: TurnMatch, t: Translate, options: { replay?: boolean } = {}): string {
  if (match.status === 'aborted') return t('turn.aborted');
  const act = match.table.toAct;
  if (!act) return t('turn.over');
  if (match.status !== 'running' && !options.replay) return t('turn.over');
  const mine = act.seat === match.mySeat && !options.replay;
  const who = seatName(match, act.seat);
  if (act.kind === 'play') return mine ? t('turn.yourPlay') : t('turn.theirPlay', { who });
  const what = decisionName(act.kind, t);
  return mine ? t('turn.yourDecision', { what }) : t('turn.theirDecision', { who, what });
}

/**
 * The seat the user played before the computer took it over (docs/engine.md "Replaced seats"): the server
 * shows them the match as a spectator from then on (`mySeat: null`, R9), so only their name finds it.
 */
export function formerSeat(
  match: SeatNames & { mySeat: number | null; replacedSeats: readonly number[] },
  username: string | null | undefined,
): number | null {
  if (match.mySeat !== null || !username) return null;
  const seat = match.seats.find((s) => s.username === username)?.seat;
  return seat !== undefined && match.replacedSeats.includes(seat) ? seat : null;
}

export function isMyTurn(match: {
  status: string;
  mySeat: number | null;
  table: { toAct: { seat: number } | null };
}): boolean {
  return match.status === 'running' && match.mySeat !== null && match.table.toAct?.seat === match.mySeat;
}

export interface HandCard {
  card: string;
  playable: boolean;
  /** Why it cannot be played now; null when it can. */
  reason: string | null;
}

/**
 * Each card of the viewer's hand, playable or not, with the reason (follow faction, decisions first, turn
 * order) in the player's words. `legal` is the server's legalMoves for this match version.
 */
export function handCards(match: Match, legal: readonly Move[] | null, t: Translate): HandCard[] {
  const hand = match.table.hand ?? [];
  const playable = new Set(
    (legal ?? []).filter((m) => m.kind === 'play' && m.card !== null).map((m) => m.card as string),
  );
  const blocked = (card: string, reason: string): HandCard => ({ card, playable: false, reason });
  return hand.map((card) => {
    const act = match.table.toAct;
    if (match.status !== 'running' || !act) return blocked(card, t('hand.over'));
    if (act.seat !== match.mySeat) {
      const who = seatName(match, act.seat);
      return blocked(
        card,
        act.kind === 'play'
          ? t('hand.theirTurn', { who })
          : t('hand.theirDecision', { who, what: decisionName(act.kind, t) }),
      );
    }
    if (act.kind !== 'play') return blocked(card, t('hand.decideFirst', { what: decisionName(act.kind, t) }));
    // Until the legal moves for this version arrive, nothing is offered.
    if (legal === null) return blocked(card, t('hand.checking'));
    if (playable.has(card)) return { card, playable: true, reason: null };
    const lead = match.table.trick[0];
    const led = lead ? factionOf(lead.card) : null;
    if (led !== null) return blocked(card, t('hand.mustFollow', { faction: factionName(led, t) }));
    return blocked(card, t('hand.notLegal'));
  });
}
