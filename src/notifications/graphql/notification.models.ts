import { Field, GraphQLISODateTime, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { NOTIFICATION_KINDS, Notification, NotificationKind, isChallengeNotification } from '../notification';

export const NotificationKindEnum = Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, k])) as {
  [K in NotificationKind]: K;
};

registerEnumType(NotificationKindEnum, {
  name: 'NotificationKind',
  description: 'What a notification (myEvents, webhooks) reports.',
  valuesMap: {
    YOUR_TURN: {
      description:
        'It is your move (a card or a decision) in `matchId`, due by `deadline` if the match has a time control.',
    },
    OPPONENT_MOVED: { description: 'Another seat (`seat`) acted in `matchId`; it is not your move yet.' },
    GAME_OVER: { description: '`matchId` ended: played out, resigned, timed out or aborted.' },
    INVITATION: { description: '`from` challenged you (`challengeId`).' },
    CHALLENGE_ANSWERED: {
      description: 'A challenge between you and `from` was accepted (then `matchId` is set), declined or cancelled.',
    },
  },
});

@ObjectType('Notification', {
  description:
    'Something happened in one of your matches or challenges. Never carries a card (R9): fetch `match` for your view.',
})
export class NotificationModel {
  @Field(() => NotificationKindEnum, { description: 'What happened.' })
  kind!: NotificationKind;

  @Field(() => ID, { nullable: true, description: 'The match, for match notifications and accepted challenges.' })
  matchId!: string | null;

  @Field(() => Int, {
    nullable: true,
    description:
      'YOUR_TURN: your seat. OPPONENT_MOVED: the seat that acted. GAME_OVER: the seat whose event ended the match.',
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

  @Field(() => String, { nullable: true, description: 'Challenge notifications: the other player.' })
  from!: string | null;
}

export function toNotificationModel(n: Notification): NotificationModel {
  if (isChallengeNotification(n)) {
    return {
      kind: n.kind,
      matchId: n.matchId,
      seat: null,
      version: null,
      deadline: null,
      challengeId: n.challengeId,
      challengeStatus: n.challengeStatus,
      from: n.from,
    };
  }
  return {
    kind: n.kind,
    matchId: n.matchId,
    seat: n.seat,
    version: n.version,
    deadline: n.deadline,
    challengeId: null,
    challengeStatus: null,
    from: null,
  };
}
