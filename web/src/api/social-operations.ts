import { graphql } from './gql';
import type { CreateLobbyInput } from './gql/graphql';
import { request } from './graphql';

/** Follows and friends (docs/players.md "Friends"), beside operations.ts; typed by the same codegen run. */

export interface FriendGame {
  id: string;
  status: string;
  rated: boolean;
  finishedAt?: string | null;
  seats: { seat: number; username: string; result?: string | null }[];
}

export interface FriendsPage {
  friends: { username: string; since: string }[];
  following: { username: string; since: string }[];
  followers: { username: string; since: string }[];
  online: { username: string; seenAt: string }[];
  waiting: { username: string; matches: number; since: string }[];
  live: FriendGame[];
  finished: FriendGame[];
}

graphql(`
  fragment FriendGameFields on ArchivedMatch {
    id
    status
    rated
    finishedAt
    seats {
      seat
      username
      result
    }
  }
`);

const FRIENDS_PAGE = graphql(`
  query FriendsPage {
    friends {
      username
      since
    }
    following {
      username
      since
    }
    followers {
      username
      since
    }
    friendsOnline {
      username
      seenAt
    }
    friendsWaiting {
      username
      matches
      since
    }
    live: friendsGames(status: "running", first: 20) {
      ...FriendGameFields
    }
    finished: friendsGames(status: "finished", first: 20) {
      ...FriendGameFields
    }
  }
`);

/** Everything the friends page shows, in one query. */
export async function fetchFriendsPage(): Promise<FriendsPage> {
  const data = await request(FRIENDS_PAGE, {});
  return {
    friends: data.friends,
    following: data.following,
    followers: data.followers,
    online: data.friendsOnline,
    waiting: data.friendsWaiting,
    live: data.live,
    finished: data.finished,
  };
}

const RELATION = graphql(`
  query PlayerRelation($u: String!) {
    playerRelation(username: $u) {
      following
      followedBy
      friends
    }
  }
`);

export interface Relation {
  following: boolean;
  followedBy: boolean;
  friends: boolean;
}

export async function fetchRelation(username: string): Promise<Relation> {
  return (await request(RELATION, { u: username })).playerRelation;
}

const FOLLOW = graphql(`
  mutation Follow($u: String!) {
    follow(username: $u) {
      username
      friends
    }
  }
`);

/** Follows the player; true when that makes friends. */
export async function follow(username: string): Promise<boolean> {
  return (await request(FOLLOW, { u: username })).follow.friends;
}

const UNFOLLOW = graphql(`
  mutation Unfollow($u: String!) {
    unfollow(username: $u)
  }
`);

export async function unfollow(username: string): Promise<void> {
  await request(UNFOLLOW, { u: username });
}

const CHALLENGE_POLICY = graphql(`
  query ChallengePolicy {
    challengePolicy {
      friendsOnly
    }
  }
`);

const SET_CHALLENGE_POLICY = graphql(`
  mutation SetChallengePolicy($friendsOnly: Boolean!) {
    setChallengePolicy(friendsOnly: $friendsOnly) {
      friendsOnly
    }
  }
`);

/** Whether the player takes challenges from friends only. */
export async function fetchChallengesFriendsOnly(): Promise<boolean> {
  return (await request(CHALLENGE_POLICY, {})).challengePolicy.friendsOnly;
}

export async function setChallengesFriendsOnly(friendsOnly: boolean): Promise<boolean> {
  return (await request(SET_CHALLENGE_POLICY, { friendsOnly })).setChallengePolicy.friendsOnly;
}

const REPUTATION = graphql(`
  query Reputation($u: String!) {
    reputation(username: $u) {
      games
      finished
      timedOut
      abandoned
      finishedPercent
      timedOutPercent
      cleanPercent
    }
  }
`);

export interface Reputation {
  games: number;
  finished: number;
  timedOut: number;
  abandoned: number;
  finishedPercent?: number | null;
  timedOutPercent?: number | null;
  cleanPercent?: number | null;
}

/** A player's reputation (docs/players.md "Reputation"), public like the profile. */
export async function fetchReputation(username: string): Promise<Reputation> {
  return (await request(REPUTATION, { u: username })).reputation;
}

const RUNNING_GAMES = graphql(`
  query MyRunningGames {
    myRunningGames {
      running
      limit
      finished
    }
  }
`);

export interface RunningGames {
  running: number;
  limit?: number | null;
  finished: number;
}

/** The player's running matches against people and their limit (docs/players.md "Running games"). */
export async function fetchRunningGames(): Promise<RunningGames> {
  return (await request(RUNNING_GAMES, {})).myRunningGames;
}

const POST_SEEK = graphql(`
  mutation PostSeek($input: CreateLobbyInput!) {
    postSeek(input: $input) {
      id
      status
      matchId
    }
  }
`);

const MY_SEEKS = graphql(`
  query MySeeks {
    mySeeks {
      id
      status
      matchId
      expiresAt
      rules {
        players
      }
    }
  }
`);

const CANCEL_SEEK = graphql(`
  mutation CancelSeek($id: ID!) {
    cancelSeek(id: $id) {
      id
      status
    }
  }
`);

export interface MySeek {
  id: string;
  status: string;
  matchId?: string | null;
  expiresAt: string;
  rules: { players: number };
}

/** "Play someone now" (docs/lobbies.md "Automatch"): matched at once when a table fills, else it waits. */
export async function postSeek(
  input: CreateLobbyInput,
): Promise<{ id: string; status: string; matchId?: string | null }> {
  return (await request(POST_SEEK, { input })).postSeek;
}

export async function fetchMySeeks(): Promise<MySeek[]> {
  return (await request(MY_SEEKS, {})).mySeeks;
}

export async function cancelSeek(id: string): Promise<void> {
  await request(CANCEL_SEEK, { id });
}
