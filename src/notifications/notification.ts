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
  'DEADLINE_APPROACHING',
  'OPPONENT_MOVED',
  'GAME_OVER',
  'INVITATION',
  'CHALLENGE_ANSWERED',
  'CHAT',
  'FOLLOWED',
  'FRIEND_ADDED',
  'TOURNAMENT',
  'ORDER_DROPPED',
  'CLUB',
  'SEEK_MATCHED',
  'APPEAL_ANSWERED',
  'CLUB_MATCH_SIGNUP_CLOSED',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export interface MatchNotification {
  readonly kind: 'YOUR_TURN' | 'DEADLINE_APPROACHING' | 'OPPONENT_MOVED' | 'GAME_OVER';
  readonly matchId: string;
  /**
   * YOUR_TURN and DEADLINE_APPROACHING: the recipient's seat, due. OPPONENT_MOVED: the seat that acted. GAME_OVER: the seat
   * whose event ended the match (the last move, the resignation, the time-out), null if the server's.
   */
  readonly seat: Seat | null;
  /** The match version right after the event. */
  readonly version: number;
  /** YOUR_TURN in a match with a time control, and DEADLINE_APPROACHING: when the recipient's time runs out. */
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

/**
 * A player of the match wrote in its chat (src/chat). Names the message, never its text: the text is the
 * chat's to show (with the reader's blocks applied), and a notice stays free of anything a player typed.
 */
export interface ChatNotification {
  readonly kind: 'CHAT';
  readonly matchId: string;
  /** The author's seat. */
  readonly seat: Seat;
  /** The author. */
  readonly from: string;
  /** The message's seq in the match's chat. */
  readonly messageSeq: number;
}

/**
 * Someone followed the recipient (docs/players.md "Friends"): FOLLOWED while the recipient does not follow
 * them (a friend request: follow back to be friends), FRIEND_ADDED when it was a follow back.
 */
export interface FollowNotification {
  readonly kind: 'FOLLOWED' | 'FRIEND_ADDED';
  /** Who followed. */
  readonly from: string;
  /** No match: what every channel reads of a notice is there, empty. */
  readonly matchId: null;
}

export function isFollowNotification(n: Notification): n is FollowNotification {
  return n.kind === 'FOLLOWED' || n.kind === 'FRIEND_ADDED';
}

/** What happened in a tournament (TournamentNotifications decides who hears of it). */
export const TOURNAMENT_NOTICE_EVENTS = [
  'PAIRED',
  'FINISHED',
  'CANCELLED',
  'PAUSED',
  'RESUMED',
  'REMOVED',
  'ORGANIZER',
  'INVITED',
] as const;
export type TournamentNoticeEvent = (typeof TOURNAMENT_NOTICE_EVENTS)[number];

/**
 * Something in a tournament you are in (or organize): a round is paired (your game, or a bye), it ended or
 * was cancelled, paused or resumed, you were withdrawn, it was handed to you, or you are on its invitation list. Names the tournament and
 * your game, nothing else.
 */
export interface TournamentNotification {
  readonly kind: 'TOURNAMENT';
  readonly tournamentId: string;
  readonly tournamentEvent: TournamentNoticeEvent;
  /** PAIRED: the round. */
  readonly round: number | null;
  /** PAIRED: your game's match; null for a bye. */
  readonly matchId: string | null;
}

/**
 * One of the recipient's own standing orders was found illegal when it applied and was dropped
 * (docs/correspondence.md "Standing orders"). Only its owner hears of it. Names the order and where, never
 * the order's cards or its reason (the reason names a card: read it in `myStandingOrders`), so that no
 * channel (mail, push services, webhooks) carries a card (R9).
 */
export interface OrderDroppedNotification {
  readonly kind: 'ORDER_DROPPED';
  readonly matchId: string;
  /** The recipient's seat. */
  readonly seat: Seat;
  /** The match version at which the order was judged and dropped. */
  readonly version: number;
  /** The dropped order. */
  readonly orderId: string;
}

/** What happened in a club (src/clubs): the events a player is told of. */
export const CLUB_NOTICE_EVENTS = ['INVITED', 'REQUESTED', 'ACCEPTED', 'REMOVED', 'OWNER', 'MATCH_CHALLENGE'] as const;
export type ClubNoticeEvent = (typeof CLUB_NOTICE_EVENTS)[number];

/**
 * Something in a club that concerns the recipient (docs/players.md "Clubs"): INVITED (an admin, `from`,
 * invited you), REQUESTED (to a club's admins: `from` asks to join), ACCEPTED (you are a member now), REMOVED
 * (an admin removed you), OWNER (the club was handed to you), MATCH_CHALLENGE (to a club's admins: `from`
 * challenges it to a club match). Names the club and the player who acted.
 */
export interface ClubNotification {
  readonly kind: 'CLUB';
  readonly clubId: string;
  readonly clubEvent: ClubNoticeEvent;
  readonly from: string;
  readonly matchId: null;
}

/**
 * One of the recipient's automatch seeks (src/seeks) found its table: the match `matchId` has started with them
 * in it. Every seeker of the table hears of it, the one whose post completed it too (their post may have come from
 * another device, or the start from the repair after a restart). Names the match only.
 */
export interface SeekMatchedNotification {
  readonly kind: 'SEEK_MATCHED';
  readonly matchId: string;
}

/**
 * The sign-up of a club match closed at its deadline (docs/players.md "Club matches"): every player signed up on
 * either side and the admins of both clubs hear, once, what came of it. Names the club match, the recipient's club,
 * their board and its match: nothing of anyone else but the count of boards played.
 */
export interface ClubMatchSignUpClosedNotification {
  readonly kind: 'CLUB_MATCH_SIGNUP_CLOSED';
  readonly clubMatchId: string;
  /** The recipient's club in it (the side they play, or administer). */
  readonly clubId: string;
  /** Boards with a player of each club, whose matches start now; 0: the club match did not go ahead. */
  readonly boardsPlayed: number;
  /** The recipient's board; null for an admin who did not sign up. */
  readonly board: number | null;
  /** The recipient's board's match; null when they have no board or won it by forfeit. */
  readonly matchId: string | null;
  /** The recipient's board went to them by forfeit (nobody of the other club on it); false without a board. */
  readonly forfeit: boolean;
  /**
   * The challenge was still unanswered at the deadline and is called off: there was no sign-up, so boardsPlayed is
   * 0 and board null (told to the admins of both clubs). False when a sign-up closed.
   */
  readonly unanswered: boolean;
}

/** How a moderator answered an appeal (src/moderation): the action stands, or it is lifted. */
export const APPEAL_VERDICTS = ['upheld', 'lifted'] as const;
export type AppealVerdict = (typeof APPEAL_VERDICTS)[number];

/**
 * A moderator answered the recipient's appeal (docs/fair-play.md "Appeals"): `appealVerdict` says whether the
 * action stands. Only the appellant hears of it. Names the appeal and the verdict, never the moderator nor the
 * answer's text (a notice carries nothing anyone typed: the answer is in `myModeration`, for the appellant alone).
 */
export interface AppealAnsweredNotification {
  readonly kind: 'APPEAL_ANSWERED';
  readonly appealId: string;
  readonly appealVerdict: AppealVerdict;
  readonly matchId: null;
}

export type Notification =
  | MatchNotification
  | ChallengeNotification
  | ChatNotification
  | FollowNotification
  | TournamentNotification
  | OrderDroppedNotification
  | ClubNotification
  | SeekMatchedNotification
  | AppealAnsweredNotification
  | ClubMatchSignUpClosedNotification;

export function isChallengeNotification(n: Notification): n is ChallengeNotification {
  return n.kind === 'INVITATION' || n.kind === 'CHALLENGE_ANSWERED';
}

/** A notification for one user: what the typed intent API (Notices.record / publish) takes. */
export interface Addressed {
  readonly userId: string;
  readonly notification: Notification;
}

/** The defaults a correspondence player wants: mail and push for their turn and a deadline coming up. */
export const DEFAULT_CHANNEL_KINDS: readonly NotificationKind[] = ['YOUR_TURN', 'DEADLINE_APPROACHING'];

/** Chat is pushed by default (a word from the opponent is worth a buzz) but not mailed (a mail per line is too many). */
export const DEFAULT_PUSH_KINDS: readonly NotificationKind[] = [...DEFAULT_CHANNEL_KINDS, 'CHAT'];

/** A notification as stored in the log (JSON): dates as ISO strings. */
export type NotificationPayload = Record<string, string | number | null>;

export function toPayload(n: Notification): NotificationPayload {
  if (n.kind === 'ORDER_DROPPED') return { matchId: n.matchId, seat: n.seat, version: n.version, orderId: n.orderId };
  if (n.kind === 'CLUB') return { clubId: n.clubId, clubEvent: n.clubEvent, from: n.from };
  if (n.kind === 'SEEK_MATCHED') return { matchId: n.matchId };
  if (n.kind === 'CLUB_MATCH_SIGNUP_CLOSED') {
    const { clubMatchId, clubId, boardsPlayed, board, matchId } = n;
    // The payload holds strings, numbers and nulls: the flags as 1 or 0.
    return {
      clubMatchId,
      clubId,
      boardsPlayed,
      board,
      matchId,
      forfeit: n.forfeit ? 1 : 0,
      unanswered: n.unanswered ? 1 : 0,
    };
  }
  if (n.kind === 'APPEAL_ANSWERED') return { appealId: n.appealId, appealVerdict: n.appealVerdict };
  if (n.kind === 'TOURNAMENT')
    return { tournamentId: n.tournamentId, tournamentEvent: n.tournamentEvent, round: n.round, matchId: n.matchId };
  if (n.kind === 'CHAT') return { matchId: n.matchId, seat: n.seat, from: n.from, messageSeq: n.messageSeq };
  if (isFollowNotification(n)) return { from: n.from };
  if (isChallengeNotification(n))
    return { challengeId: n.challengeId, challengeStatus: n.challengeStatus, from: n.from, matchId: n.matchId };
  return { matchId: n.matchId, seat: n.seat, version: n.version, deadline: n.deadline?.toISOString() ?? null };
}

/** The inverse of toPayload, for a kind this server wrote. */
export function fromPayload(kind: NotificationKind, p: NotificationPayload): Notification {
  const text = (v: unknown): string | null => (typeof v === 'string' ? v : null);
  if (kind === 'CLUB') {
    const clubEvent = CLUB_NOTICE_EVENTS.find((e) => e === p.clubEvent) ?? 'INVITED';
    return { kind, clubId: text(p.clubId) ?? '', clubEvent, from: text(p.from) ?? '', matchId: null };
  }
  if (kind === 'SEEK_MATCHED') return { kind, matchId: text(p.matchId) ?? '' };
  if (kind === 'CLUB_MATCH_SIGNUP_CLOSED') {
    return {
      kind,
      clubMatchId: text(p.clubMatchId) ?? '',
      clubId: text(p.clubId) ?? '',
      boardsPlayed: typeof p.boardsPlayed === 'number' ? p.boardsPlayed : 0,
      board: typeof p.board === 'number' ? p.board : null,
      matchId: text(p.matchId),
      forfeit: p.forfeit === 1,
      // Absent from the notices stored before it existed: those were all sign-ups closing.
      unanswered: p.unanswered === 1,
    };
  }
  if (kind === 'APPEAL_ANSWERED') {
    const appealVerdict = APPEAL_VERDICTS.find((v) => v === p.appealVerdict) ?? 'upheld';
    return { kind, appealId: text(p.appealId) ?? '', appealVerdict, matchId: null };
  }
  if (kind === 'TOURNAMENT') {
    const event = TOURNAMENT_NOTICE_EVENTS.find((e) => e === p.tournamentEvent) ?? 'PAIRED';
    return {
      kind,
      tournamentId: text(p.tournamentId) ?? '',
      tournamentEvent: event,
      round: typeof p.round === 'number' ? p.round : null,
      matchId: text(p.matchId),
    };
  }
  if (kind === 'ORDER_DROPPED') {
    return {
      kind,
      matchId: text(p.matchId) ?? '',
      seat: typeof p.seat === 'number' ? p.seat : 0,
      version: typeof p.version === 'number' ? p.version : 0,
      orderId: text(p.orderId) ?? '',
    };
  }
  if (kind === 'CHAT') {
    return {
      kind,
      matchId: text(p.matchId) ?? '',
      seat: typeof p.seat === 'number' ? p.seat : 0,
      from: text(p.from) ?? '',
      messageSeq: typeof p.messageSeq === 'number' ? p.messageSeq : 0,
    };
  }
  if (kind === 'FOLLOWED' || kind === 'FRIEND_ADDED') return { kind, from: text(p.from) ?? '', matchId: null };
  if (kind === 'INVITATION' || kind === 'CHALLENGE_ANSWERED') {
    return {
      kind,
      challengeId: text(p.challengeId) ?? '',
      challengeStatus: text(p.challengeStatus) ?? '',
      from: text(p.from) ?? '',
      matchId: text(p.matchId),
    };
  }
  const deadline = text(p.deadline);
  return {
    kind,
    matchId: text(p.matchId) ?? '',
    seat: typeof p.seat === 'number' ? p.seat : null,
    version: typeof p.version === 'number' ? p.version : 0,
    deadline: deadline === null ? null : new Date(deadline),
  };
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
 * the other seats that did not act get OPPONENT_MOVED (so does a replaced seat's former player when it is
 * due: its turns are the computer's). Only NoticeKeeper calls this, inside the appending transaction: it
 * is the one place that decides who hears about a move.
 */
export function matchNotifications(after: MatchRuntime, event: StoredEvent, deadline: Date | null): Addressed[] {
  const actor = actingSeat(event);
  const base = { matchId: after.header.id, version: event.seq };
  const out: Addressed[] = [];
  const due = after.status === 'running' ? seatToAct(after.state) : null;
  // A seat the computer took over is not its former player's to move (docs/engine.md "Replaced seats").
  const replaced = after.replacement?.replaced ?? [];
  for (const { seat, userId } of after.header.seats) {
    if (userId === null) continue;
    if (after.status !== 'running') {
      out.push({ userId, notification: { ...base, kind: 'GAME_OVER', seat: actor, deadline: null } });
    } else if (seat === due && seat !== actor && !replaced.includes(seat)) {
      out.push({ userId, notification: { ...base, kind: 'YOUR_TURN', seat, deadline } });
    } else if (actor !== null && seat !== actor) {
      out.push({ userId, notification: { ...base, kind: 'OPPONENT_MOVED', seat: actor, deadline: null } });
    }
  }
  return out;
}

/**
 * Every seat of a match an automatch table started hears SEEK_MATCHED (MatchWrite.origin 'automatch'), in the
 * start's transaction: the seeks marked matched, the match and these notices commit together.
 */
export function seekMatchedNotifications(after: MatchRuntime): Addressed[] {
  return after.header.seats.flatMap(({ userId }) =>
    userId === null ? [] : [{ userId, notification: { kind: 'SEEK_MATCHED', matchId: after.header.id } }],
  );
}

/** The JSON a webhook receives (and a delivery log keeps): the notification, flat, with its delivery id. */
export function webhookBody(deliveryId: string, notification: Notification, occurredAt: Date): string {
  const common = { id: deliveryId, event: notification.kind, occurredAt: occurredAt.toISOString() };
  if (isChallengeNotification(notification)) {
    const { challengeId, challengeStatus, from, matchId } = notification;
    return JSON.stringify({ ...common, challengeId, challengeStatus, from, matchId });
  }
  if (
    notification.kind === 'CHAT' ||
    notification.kind === 'TOURNAMENT' ||
    notification.kind === 'ORDER_DROPPED' ||
    notification.kind === 'CLUB'
  )
    return JSON.stringify({ ...common, ...toPayload(notification) });
  if (isFollowNotification(notification)) return JSON.stringify({ ...common, from: notification.from });
  if (notification.kind === 'CLUB_MATCH_SIGNUP_CLOSED')
    return JSON.stringify({
      ...common,
      ...toPayload(notification),
      forfeit: notification.forfeit,
      unanswered: notification.unanswered,
    });
  return JSON.stringify({ ...common, ...toPayload(notification) });
}
