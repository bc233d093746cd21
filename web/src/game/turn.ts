import type { ActionKind, Match, Move, PendingAction } from '../api/types';
import { factionOf, factionName } from './cards';

/** Whose turn it is and why a card cannot be played, in words, from the public view and legalMoves. */

export const DECISION_NAMES: Record<ActionKind, string> = {
  play: 'play',
  seer: 'Seer',
  prize: 'prize',
  vampire: 'Vampire',
  smash: 'smash',
  cthulhu: 'Cthulhu discard',
  skeleton: 'Skeleton',
};

export interface SeatNames {
  seats: readonly { seat: number; username: string }[];
}

export function seatName(match: SeatNames, seat: number | null | undefined): string {
  if (seat === null || seat === undefined) return 'nobody';
  return match.seats.find((s) => s.seat === seat)?.username ?? `seat ${seat}`;
}

/** "You vs bob", or by teams with four players: "You + cid vs bob + dee" (R8.1). */
export function matchTitle(match: SeatNames & { mySeat: number | null; rules: { players: number } }): string {
  const name = (seat: number) => (seat === match.mySeat ? 'You' : seatName(match, seat));
  if (match.rules.players === 4) {
    const teams = [0, 1].map((team) => [team, team + 2].map(name).join(' + '));
    return match.mySeat === 1 || match.mySeat === 3 ? `${teams[1]} vs ${teams[0]}` : `${teams[0]} vs ${teams[1]}`;
  }
  return match.seats.map((s) => name(s.seat)).join(' vs ');
}

/** "alice to play", "bob's Seer decision", "your turn", "Game over". */
export function turnText(
  match: SeatNames & {
    status: string;
    mySeat: number | null;
    table: { toAct: Pick<PendingAction, 'kind' | 'seat'> | null };
  },
): string {
  if (match.status === 'aborted') return 'Called off';
  const act = match.table.toAct;
  if (match.status !== 'running' || !act) return 'Game over';
  const mine = act.seat === match.mySeat;
  if (act.kind === 'play') return mine ? 'Your turn to play' : `${seatName(match, act.seat)} to play`;
  const what = `${DECISION_NAMES[act.kind]} decision`;
  return mine ? `Your ${what}` : `${seatName(match, act.seat)}’s ${what}`;
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
 * Each card of the viewer's hand, playable or not, with the reason (R4.1 follow faction, R3.5
 * decisions first, turn order). `legal` is the server's legalMoves for this match version.
 */
export function handCards(match: Match, legal: readonly Move[] | null): HandCard[] {
  const hand = match.table.hand ?? [];
  const playable = new Set(
    (legal ?? []).filter((m) => m.kind === 'play' && m.card !== null).map((m) => m.card as string),
  );
  const blocked = (card: string, reason: string): HandCard => ({ card, playable: false, reason });
  return hand.map((card) => {
    if (match.status !== 'running') return blocked(card, 'the game is over');
    const act = match.table.toAct;
    if (!act) return blocked(card, 'the game is over');
    if (act.seat !== match.mySeat) {
      return blocked(
        card,
        act.kind === 'play'
          ? `it is ${seatName(match, act.seat)}’s turn`
          : `waiting for ${seatName(match, act.seat)}’s ${DECISION_NAMES[act.kind]} decision`,
      );
    }
    if (act.kind !== 'play') return blocked(card, `make your ${DECISION_NAMES[act.kind]} decision first (R3.5)`);
    // Until the legal moves for this version arrive, nothing is offered.
    if (legal === null) return blocked(card, 'checking which cards you may play…');
    if (playable.has(card)) return { card, playable: true, reason: null };
    const lead = match.table.trick[0];
    const led = lead ? factionOf(lead.card) : null;
    if (led !== null) return blocked(card, `you must follow ${factionName(led).toLowerCase()} (R4.1)`);
    return blocked(card, 'not a legal move now');
  });
}
