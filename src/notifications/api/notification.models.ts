import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { ArrayMaxSize, IsBoolean, IsIn } from 'class-validator';
import {
  NOTIFICATION_KINDS,
  Notification,
  NotificationKind,
  isChallengeNotification,
  isFollowNotification,
} from '../notification';
import type { LogEntry } from '../notification-log.repository';
import type { Preferences } from '../preferences.repository';

export const NotificationKindEnum = Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, k])) as {
  [K in NotificationKind]: K;
};

registerEnumType(NotificationKindEnum, {
  name: 'NotificationKind',
  description: 'What a notification (myEvents, webhooks, e-mail, Web Push) reports.',
  valuesMap: {
    YOUR_TURN: {
      description:
        'It is your move (a card or a decision) in `matchId`, due by `deadline` if the match has a time control.',
    },
    DEADLINE_APPROACHING: {
      description: 'It is still your move in `matchId` and `deadline` is near (sent 24 h and 2 h before, by default).',
    },
    OPPONENT_MOVED: { description: 'Another seat (`seat`) acted in `matchId`; it is not your move yet.' },
    GAME_OVER: { description: '`matchId` ended: played out, resigned, timed out or aborted.' },
    INVITATION: { description: '`from` challenged you (`challengeId`).' },
    CHALLENGE_ANSWERED: {
      description: 'A challenge between you and `from` was accepted (then `matchId` is set), declined or cancelled.',
    },
    CHAT: {
      description:
        '`from` (seat `seat`) wrote message `messageSeq` in the chat of `matchId` (never its text: read `chatMessages`). Not sent for players you blocked.',
    },
    FOLLOWED: { description: '`from` follows you (you do not follow them): follow them back to be friends.' },
    FRIEND_ADDED: { description: '`from` followed you back: you are friends.' },
    ORDER_DROPPED: {
      description:
        'One of your standing orders in `matchId` (your seat `seat`) applied at version `version` but its answer was not a legal move, so it was dropped and played nothing: `orderId`; its reason is in `myStandingOrders`. Only you hear of it.',
    },
    TOURNAMENT: {
      description:
        'Something in tournament `tournamentId` (`tournamentEvent`): PAIRED (round `round` started; your game is `matchId`, null for a bye), FINISHED, CANCELLED, PAUSED, RESUMED, REMOVED (you were withdrawn), ORGANIZER (it was handed to you), INVITED (you are on its invitation list).',
    },
    SEEK_MATCHED: {
      description:
        'One of your automatch seeks found its table: match `matchId` has started with you in it (see mySeeks).',
    },
    APPEAL_ANSWERED: {
      description:
        'A moderator answered your appeal `appealId`: `appealVerdict` is upheld (the action stands) or lifted. The answer itself is in myModeration.',
    },
    CLUB_MATCH_SIGNUP_CLOSED: {
      description:
        'The sign-up of club match `clubMatchId` closed at its deadline (to every player signed up and the admins of both clubs, once): `clubId` is your club in it; `boardsPlayed` boards with a player of each club started (0: the club match did not go ahead); your board is `board` (null if you did not sign up), its game `matchId`, or `forfeit` when nobody of the other club took it and you win it 1 – 0. With `unanswered` true, the challenge itself was never accepted and is called off at that deadline (to the admins of both clubs; boardsPlayed 0).',
    },
    CLUB: {
      description:
        'Something in club `clubId` (`clubEvent`) done by `from`: INVITED (you are invited), REQUESTED (as its admin: `from` asks to join), ACCEPTED (you are a member now), REMOVED (you were removed), OWNER (it was handed to you), MATCH_CHALLENGE (as its admin: `from`, an admin of another club, challenges it to a club match; see clubMatches).',
    },
  },
});

@ObjectType('Notification', {
  description:
    'Something happened in one of your matches or challenges. Never carries a card (R9): fetch `match` for your view.',
})
export class NotificationModel {
  @Field(() => Int, {
    description:
      'Its place in your notification log: 1, 2, 3… without gaps. Resubscribe with `after` set to the last one you saw.',
  })
  seq!: number;

  @Field(() => GraphQLISODateTime, { description: 'When it happened.' })
  createdAt!: Date;

  @Field(() => NotificationKindEnum, { description: 'What happened.' })
  kind!: NotificationKind;

  @Field(() => ID, { nullable: true, description: 'The match, for match notifications and accepted challenges.' })
  matchId!: string | null;

  @Field(() => Int, {
    nullable: true,
    description:
      "YOUR_TURN, ORDER_DROPPED: your seat. OPPONENT_MOVED: the seat that acted. GAME_OVER: the seat whose event ended the match. CHAT: the author's seat.",
  })
  seat!: number | null;

  @Field(() => Int, {
    nullable: true,
    description: 'The match version right after the event (send it as expectedVersion).',
  })
  version!: number | null;

  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description: 'YOUR_TURN with a time control: when your time runs out.',
  })
  deadline!: Date | null;

  @Field(() => ID, { nullable: true, description: 'Challenge notifications: the challenge.' })
  challengeId!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Challenge notifications: pending, accepted, declined or cancelled.',
  })
  challengeStatus!: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Challenge notifications: the other player. CHAT: the author. FOLLOWED, FRIEND_ADDED: who followed you. CLUB: who acted.',
  })
  from!: string | null;

  @Field(() => Int, {
    nullable: true,
    description:
      "CHAT: the seq of the latest message in the match's chat (one notice per match stays unread and is updated until you read the chat).",
  })
  messageSeq!: number | null;

  @Field(() => ID, { nullable: true, description: 'TOURNAMENT: the tournament.' })
  tournamentId!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'TOURNAMENT: PAIRED, FINISHED, CANCELLED, PAUSED, RESUMED, REMOVED or ORGANIZER.',
  })
  tournamentEvent!: string | null;

  @Field(() => Int, { nullable: true, description: 'TOURNAMENT PAIRED: the round.' })
  round!: number | null;

  @Field(() => ID, { nullable: true, description: 'ORDER_DROPPED: your standing order that was dropped.' })
  orderId!: string | null;

  @Field(() => ID, {
    nullable: true,
    description: 'CLUB, CLUB_MATCH_SIGNUP_CLOSED: the club (yours, in a club match).',
  })
  clubId!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'CLUB: INVITED, REQUESTED, ACCEPTED, REMOVED or OWNER.',
  })
  clubEvent!: string | null;

  @Field(() => ID, { nullable: true, description: 'APPEAL_ANSWERED: the appeal (see myModeration).' })
  appealId!: string | null;

  @Field(() => String, { nullable: true, description: 'APPEAL_ANSWERED: upheld (the action stands) or lifted.' })
  appealVerdict!: string | null;

  @Field(() => ID, { nullable: true, description: 'CLUB_MATCH_SIGNUP_CLOSED: the club match (see clubMatch).' })
  clubMatchId!: string | null;

  @Field(() => Int, {
    nullable: true,
    description:
      'CLUB_MATCH_SIGNUP_CLOSED: the boards that started, with a player of each club; 0: it did not go ahead.',
  })
  boardsPlayed!: number | null;

  @Field(() => Int, {
    nullable: true,
    description: 'CLUB_MATCH_SIGNUP_CLOSED: your board; null if you did not sign up (an admin told).',
  })
  board!: number | null;

  @Field(() => Boolean, {
    nullable: true,
    description:
      'CLUB_MATCH_SIGNUP_CLOSED: true when your board went to you by forfeit (nobody of the other club on it), as ClubMatchBoard.forfeit.',
  })
  forfeit!: boolean | null;

  @Field(() => Boolean, {
    nullable: true,
    description:
      'CLUB_MATCH_SIGNUP_CLOSED: true when the challenge was still unanswered at its deadline and is called off (no sign-up took place: boardsPlayed 0, board null; told to the admins of both clubs); false when a sign-up closed.',
  })
  unanswered!: boolean | null;
}

export function toNotificationModel({ seq, createdAt, notification }: LogEntry): NotificationModel {
  return { seq, createdAt, ...fields(notification) };
}

/** Every field a notice of some kind has, empty: each kind fills in its own. */
const NONE: Omit<NotificationModel, 'seq' | 'createdAt' | 'kind'> = {
  matchId: null,
  seat: null,
  version: null,
  deadline: null,
  challengeId: null,
  challengeStatus: null,
  from: null,
  messageSeq: null,
  tournamentId: null,
  tournamentEvent: null,
  round: null,
  orderId: null,
  clubId: null,
  clubEvent: null,
  appealId: null,
  appealVerdict: null,
  clubMatchId: null,
  boardsPlayed: null,
  board: null,
  forfeit: null,
  unanswered: null,
};

function fields(n: Notification): Omit<NotificationModel, 'seq' | 'createdAt'> {
  if (isFollowNotification(n)) return { ...NONE, kind: n.kind, from: n.from };
  if (n.kind === 'CLUB') return { ...NONE, kind: n.kind, from: n.from, clubId: n.clubId, clubEvent: n.clubEvent };
  if (n.kind === 'SEEK_MATCHED') return { ...NONE, kind: n.kind, matchId: n.matchId };
  if (n.kind === 'CLUB_MATCH_SIGNUP_CLOSED') {
    const { clubMatchId, clubId, boardsPlayed, board, matchId, forfeit, unanswered } = n;
    return { ...NONE, kind: n.kind, clubMatchId, clubId, boardsPlayed, board, matchId, forfeit, unanswered };
  }
  if (n.kind === 'APPEAL_ANSWERED')
    return { ...NONE, kind: n.kind, appealId: n.appealId, appealVerdict: n.appealVerdict };
  if (n.kind === 'TOURNAMENT') {
    const { tournamentId, tournamentEvent, round } = n;
    return { ...NONE, kind: n.kind, matchId: n.matchId, tournamentId, tournamentEvent, round };
  }
  if (n.kind === 'ORDER_DROPPED') {
    const { matchId, seat, version, orderId } = n;
    return { ...NONE, kind: n.kind, matchId, seat, version, orderId };
  }
  if (n.kind === 'CHAT') {
    const { matchId, seat, from, messageSeq } = n;
    return { ...NONE, kind: n.kind, matchId, seat, from, messageSeq };
  }
  if (isChallengeNotification(n)) {
    const { matchId, challengeId, challengeStatus, from } = n;
    return { ...NONE, kind: n.kind, matchId, challengeId, challengeStatus, from };
  }
  const { matchId, seat, version, deadline } = n;
  return { ...NONE, kind: n.kind, matchId, seat, version, deadline };
}

@ObjectType('NotificationPreferences', {
  description: 'Which notices reach you by e-mail (to your verified address) and by Web Push (to your browsers).',
})
export class NotificationPreferencesModel {
  @Field(() => [NotificationKindEnum], { description: 'Mailed kinds. Default: YOUR_TURN, DEADLINE_APPROACHING.' })
  emailKinds!: NotificationKind[];

  @Field(() => [NotificationKindEnum], { description: 'Pushed kinds. Default: YOUR_TURN, DEADLINE_APPROACHING, CHAT.' })
  pushKinds!: NotificationKind[];

  @Field(() => Boolean, { description: 'One daily digest mail instead of a mail per notice. Default: false.' })
  emailDigest!: boolean;

  static from(p: Preferences): NotificationPreferencesModel {
    return { emailKinds: [...p.emailKinds], pushKinds: [...p.pushKinds], emailDigest: p.emailDigest };
  }
}

@InputType('NotificationPreferencesInput', { description: 'What reaches you by e-mail and by push.' })
export class NotificationPreferencesInput {
  @Field(() => [NotificationKindEnum], { description: 'Kinds to mail (to your verified address).' })
  @ArrayMaxSize(NOTIFICATION_KINDS.length)
  @IsIn(NOTIFICATION_KINDS, { each: true })
  emailKinds!: NotificationKind[];

  @Field(() => [NotificationKindEnum], { description: 'Kinds to push (to your subscribed browsers).' })
  @ArrayMaxSize(NOTIFICATION_KINDS.length)
  @IsIn(NOTIFICATION_KINDS, { each: true })
  pushKinds!: NotificationKind[];

  @Field(() => Boolean, { description: 'One daily digest mail instead of a mail per notice.' })
  @IsBoolean()
  emailDigest!: boolean;
}
