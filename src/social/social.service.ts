import { Injectable } from '@nestjs/common';
import type { ArchivedMatch } from '../archive/archive.repository';
import { ArchiveService } from '../archive/archive.service';
import type { AuthUser } from '../auth/auth-user';
import { Presence } from '../auth/presence';
import { Clock } from '../common/clock';
import { DomainError } from '../common/errors';
import { CorrespondenceService } from '../correspondence/correspondence.service';
import { Notices } from '../notifications/notices.service';
import { BlocksService } from '../users/blocks.service';
import type { Follow } from '../users/follows.repository';
import { FollowsRepository } from '../users/follows.repository';
import type { User } from '../users/user';
import { UsersRepository } from '../users/users.repository';

/** Players one account may follow: far beyond a person's circle, and a bound on every friends list's query. */
export const MAX_FOLLOWS = 1000;

/** A follow as its maker sees it: whom, since when, and whether it made (or keeps) a friendship. */
export interface Followed extends Follow {
  readonly friends: boolean;
}

/** Where the caller stands with one player (the profile's Follow button). */
export interface Relation {
  readonly following: boolean;
  readonly followedBy: boolean;
}

/** A friend some match waits for. */
export interface WaitingFriend {
  readonly user: User;
  /** Matches in which a seat of theirs is due. */
  readonly matches: number;
  /** Since when the longest of them waits. */
  readonly since: Date;
}

/** A friend who used the server lately (src/auth/presence.ts). */
export interface OnlineFriend {
  readonly user: User;
  readonly seenAt: Date;
}

/**
 * Following and friends (docs/players.md "Friends"). A follow is one-sided and **the followed player sees
 * it**: they get a FOLLOWED notice and find the follower in `followers`. A friendship needs both sides, so
 * the other side has to know there is a follow to answer; a follow that is not wanted is ended by a block.
 * A block always wins: it removes both follows of the pair (BlocksRepository) and no follow is made across
 * one. What friends see of each other's games is exactly what the public lists show (ArchiveService.gamesOf).
 */
@Injectable()
export class SocialService {
  constructor(
    private readonly follows: FollowsRepository,
    private readonly blocks: BlocksService,
    private readonly archive: ArchiveService,
    private readonly correspondence: CorrespondenceService,
    private readonly presence: Presence,
    private readonly notices: Notices,
    private readonly clock: Clock,
    private readonly users: UsersRepository,
  ) {}

  async follow(caller: AuthUser, username: string): Promise<Followed> {
    const user = await this.blocks.userNamed(username);
    if (user.id === caller.id)
      throw new DomainError({ code: 'BAD_USER_INPUT', fields: { username: ['you cannot follow yourself'] } });
    const outcome = await this.follows.follow(caller.id, user.id, this.clock.now(), MAX_FOLLOWS);
    if (outcome.kind === 'blocked')
      throw new DomainError(
        { code: 'CONFLICT', reason: 'BLOCKED' },
        outcome.by === 'caller'
          ? 'You blocked this player; unblock them before following'
          : 'This player does not take follows from you',
      );
    if (outcome.kind === 'cap')
      throw new DomainError(
        { code: 'CONFLICT', reason: 'TOO_MANY_FOLLOWS' },
        `You follow ${MAX_FOLLOWS} players already; unfollow one first`,
      );
    // After the follow's commit: a notice lost to a crash in between is a friend request not announced,
    // which the followed player still finds in `followers`. A repeated follow announces nothing.
    if (outcome.created)
      await this.notices.publish([
        {
          userId: user.id,
          notification: {
            kind: outcome.mutual ? 'FRIEND_ADDED' : 'FOLLOWED',
            from: caller.username,
            matchId: null,
          },
        },
      ]);
    return { ...outcome.follow, friends: outcome.mutual };
  }

  /** Whether a follow was removed (false: there was none). A friendship ends with it; nobody is told. */
  async unfollow(caller: AuthUser, username: string): Promise<boolean> {
    return this.follows.unfollow(caller.id, (await this.blocks.userNamed(username)).id);
  }

  following(caller: AuthUser): Promise<Follow[]> {
    return this.follows.following(caller.id);
  }

  followers(caller: AuthUser): Promise<Follow[]> {
    return this.follows.followers(caller.id);
  }

  friends(caller: AuthUser): Promise<Follow[]> {
    return this.follows.friends(caller.id);
  }

  async relation(caller: AuthUser, username: string): Promise<Relation> {
    const user = await this.blocks.userNamed(username);
    if (user.id === caller.id) return { following: false, followedBy: false };
    return this.follows.between(caller.id, user.id);
  }

  /** Whether the caller takes challenges (and rematch offers) from friends only; changed first when `set` is given. */
  async challengesFriendsOnly(caller: AuthUser, set?: boolean): Promise<boolean> {
    const value = await this.users.challengesFriendsOnly(caller.id, set);
    if (value === null) throw new DomainError({ code: 'NOT_FOUND', entity: 'User' });
    return value;
  }

  /** Friends who used a session or a token in the last few minutes (ONLINE_WINDOW_MS), most recent first. */
  async friendsOnline(caller: AuthUser): Promise<OnlineFriend[]> {
    const friends = await this.follows.friends(caller.id);
    const seen = await this.presence.online(friends.map((f) => f.user.id));
    return friends
      .flatMap((f) => {
        const seenAt = seen.get(f.user.id);
        return seenAt ? [{ user: f.user, seenAt }] : [];
      })
      .sort((a, b) => b.seenAt.getTime() - a.seenAt.getTime() || a.user.username.localeCompare(b.user.username));
  }

  /** Friends some match waits for, longest waiting first. */
  async friendsWaiting(caller: AuthUser): Promise<WaitingFriend[]> {
    const friends = await this.follows.friends(caller.id);
    const byId = new Map(friends.map((f) => [f.user.id, f.user]));
    const waiting = await this.correspondence.waitingOn([...byId.keys()]);
    return waiting
      .flatMap(({ userId, matches, since }) => {
        const user = byId.get(userId);
        return user ? [{ user, matches, since }] : [];
      })
      .sort((a, b) => a.since.getTime() - b.since.getTime() || a.user.username.localeCompare(b.user.username));
  }

  /** Friends' newest running or finished matches, as the public lists show them to the caller. */
  async friendsGames(caller: AuthUser, status: string, first: number): Promise<ArchivedMatch[]> {
    if (status !== 'running' && status !== 'finished')
      throw new DomainError({ code: 'BAD_USER_INPUT', fields: { status: ['must be running or finished'] } });
    return this.archive.gamesOf(caller, { friendsOf: caller.id }, status, first);
  }
}
