import { Field, GraphQLISODateTime, Int, ObjectType } from '@nestjs/graphql';
import type { Follow } from '../../users/follows.repository';
import type { Followed, OnlineFriend, Relation, WaitingFriend } from '../social.service';

@ObjectType('FollowedPlayer', {
  description: 'A player in one of your lists of follows (docs/players.md "Friends"): whom, and since when.',
})
export class FollowedPlayerModel {
  @Field({ description: 'Their name.' })
  username!: string;

  @Field({ description: 'A bot account.' })
  isBot!: boolean;

  @Field(() => GraphQLISODateTime, {
    description: 'Since when the follow (for a friend: the later of the two follows) exists.',
  })
  since!: Date;

  static from(f: Follow): FollowedPlayerModel {
    return { username: f.user.username, isBot: f.user.isBot, since: f.since };
  }
}

@ObjectType('FollowResult', { description: 'A follow you made, and whether it makes you friends.' })
export class FollowResultModel extends FollowedPlayerModel {
  @Field({ description: 'They follow you too: you are friends.' })
  friends!: boolean;

  static fromFollowed(f: Followed): FollowResultModel {
    return { ...FollowedPlayerModel.from(f), friends: f.friends };
  }
}

@ObjectType('PlayerRelation', { description: 'Where you stand with one player.' })
export class PlayerRelationModel {
  @Field({ description: 'You follow them.' })
  following!: boolean;

  @Field({ description: 'They follow you.' })
  followedBy!: boolean;

  @Field({ description: 'Both: friends.' })
  friends!: boolean;

  static from(r: Relation): PlayerRelationModel {
    return { following: r.following, followedBy: r.followedBy, friends: r.following && r.followedBy };
  }
}

@ObjectType('OnlineFriend', {
  description: 'A friend who used the server (a session or a token) in the last 5 minutes.',
})
export class OnlineFriendModel {
  @Field({ description: 'Their name.' })
  username!: string;

  @Field(() => GraphQLISODateTime, { description: 'When they were last seen, to the minute.' })
  seenAt!: Date;

  static from(f: OnlineFriend): OnlineFriendModel {
    return { username: f.user.username, seenAt: f.seenAt };
  }
}

@ObjectType('WaitingFriend', {
  description: 'A friend some match waits for (one of their seats is due). Names no match.',
})
export class WaitingFriendModel {
  @Field({ description: 'Their name.' })
  username!: string;

  @Field(() => Int, { description: 'In how many matches a seat of theirs is due.' })
  matches!: number;

  @Field(() => GraphQLISODateTime, { description: 'Since when the longest of them waits.' })
  since!: Date;

  static from(f: WaitingFriend): WaitingFriendModel {
    return { username: f.user.username, matches: f.matches, since: f.since };
  }
}

@ObjectType('ChallengePolicy', {
  description: 'Whom you take challenges and rematch offers from (docs/players.md "Friends").',
})
export class ChallengePolicyModel {
  @Field({
    description:
      'Friends only: a player who is not your friend gets CONFLICT FRIENDS_ONLY when challenging you or offering a rematch.',
  })
  friendsOnly!: boolean;

  static from(friendsOnly: boolean): ChallengePolicyModel {
    return { friendsOnly };
  }
}
