import type { Seat } from '../engine';
import { seatToAct } from '../engine';
import type { MatchRuntime } from '../matches/match-runtime';
import type { StoredEvent } from '../matches/match.types';

/**
 * What a player hears about, over `myEvents` and webhooks. A notification says only that something
 * happened and where (match id, seat, version, deadline): never a card, so nothing hidden leaks (R9);
 * clients fetch `match` for their own view.
 */
export const NOTIFICATION_KINDS = [
  'YOUR_TURN',
  'OPPONENT_MOVED',
  'GAME_OVER',
  'INVITATION',
  'CHALLENGE_ANSWERED',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export interface MatchNotification {
  readonly kind: 'YOUR_TURN' | 'OPPONENT_MOVED' | 'GAME_OVER';
  readonly matchId: string;
  /**
   * YOUR_TURN: the recipient's seat, now due. OPPONENT_MOVED: the seat that acted. GAME_OVER: the seat
   * whose event ended the match (the last move, the resignation, the time-out), null if the server's.
   */
  readonly seat: Seat | null;
  /** The match version right after the event. */
  readonly version: number;
  /** YOUR_TURN in a match with a time control: when the recipient's time runs out. */
  readonly deadline: Date | null;
}

export interface ChallengeNotification {
  readonly kind: 'INVITATION' | 'CHALLENGE_ANSWERED';
  readonly challengeId: string;
  /** pending (an invitation), accepted, declined or cancelled. */
  readonly challengeStatus: string;
  /** The other player: who invited, answered or cancelled. */
  readonly from: string;
  /** The match an accepted challenge started. */
  readonly matchId: string | null;
}

export type Notification = MatchNotification | ChallengeNotification;

export function isChallengeNotification(n: Notification): n is ChallengeNotification {
  return n.kind === 'INVITATION' || n.kind === 'CHALLENGE_ANSWERED';
}

/** A notification for one user. */
export interface Addressed {
  readonly userId: string;
  readonly notification: Notification;
}

/** The seat that made an event, or null for the server's own (the start). */
export function actingSeat(event: StoredEvent): Seat | null {
  switch (event.type) {
    case 'move':
      return event.payload.seat;
    case 'match_started':
      return null;
    default:
      return event.payload.seat;
  }
}

/**
 * Who hears what after `event` (the last event of `after`): everyone seated when the match ends;
 * otherwise the seat now due (unless it made the event itself: it keeps the move) gets YOUR_TURN and
 * the other seats that did not act get OPPONENT_MOVED. The webhook outbox (inside the appending
 * transaction) and `myEvents` (from committed-event notices) both call this.
 */
export function matchNotifications(after: MatchRuntime, event: StoredEvent, deadline: Date | null): Addressed[] {
  const actor = actingSeat(event);
  const base = { matchId: after.header.id, version: event.seq };
  const out: Addressed[] = [];
  const due = after.status === 'running' ? seatToAct(after.state) : null;
  for (const { seat, userId } of after.header.seats) {
    if (userId === null) continue;
    if (after.status !== 'running') {
      out.push({ userId, notification: { ...base, kind: 'GAME_OVER', seat: actor, deadline: null } });
    } else if (seat === due && seat !== actor) {
      out.push({ userId, notification: { ...base, kind: 'YOUR_TURN', seat, deadline } });
    } else if (actor !== null && seat !== actor) {
      out.push({ userId, notification: { ...base, kind: 'OPPONENT_MOVED', seat: actor, deadline: null } });
    }
  }
  return out;
}

/** The JSON a webhook receives (and a delivery log keeps): the notification, flat, with its delivery id. */
export function webhookBody(deliveryId: string, notification: Notification, occurredAt: Date): string {
  const common = { id: deliveryId, event: notification.kind, occurredAt: occurredAt.toISOString() };
  if (isChallengeNotification(notification)) {
    const { challengeId, challengeStatus, from, matchId } = notification;
    return JSON.stringify({ ...common, challengeId, challengeStatus, from, matchId });
  }
  const { matchId, seat, version, deadline } = notification;
  return JSON.stringify({ ...common, matchId, seat, version, deadline: deadline?.toISOString() ?? null });
}
