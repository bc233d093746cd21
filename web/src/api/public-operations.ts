import { graphql } from './gql';
import type { SubscriptionHandlers } from './graphql';
import { request, subscribe } from './graphql';
import type {
  ArchivedMatchFieldsFragment,
  LeaderboardQuery,
  ProfileQuery,
  RatingHistoryQuery,
  WatchPublicSubscription,
} from './gql/graphql';

/**
 * The operations of the pages anyone may open without signing in (docs/players.md): the live list, the
 * watch page, profiles and leaderboards. Each works without a token; with one, the server answers the same.
 */

graphql(`
  fragment ArchivedMatchFields on ArchivedMatch {
    id
    rated
    createdAt
    finishedAt
    rules {
      ...RulesFields
    }
    seats {
      seat
      username
      result
    }
  }
`);

const LIVE = graphql(`
  query LiveMatches {
    liveMatches(first: 50) {
      ...ArchivedMatchFields
    }
  }
`);

const PUBLIC_MATCH = graphql(`
  query PublicMatch($id: ID!) {
    publicMatch(id: $id) {
      ...MatchFields
    }
  }
`);

const WATCH_PUBLIC = graphql(`
  subscription WatchPublic($m: ID!, $a: Int) {
    matchUpdated(matchId: $m, after: $a) {
      event {
        seq
        createdAt
      }
      match {
        ...MatchFields
      }
    }
  }
`);

const PROFILE = graphql(`
  query Profile($name: String!) {
    user(username: $name, recent: 20) {
      username
      memberSince
      historyHidden
      rulesBroken
      games {
        players
        played
        won
        drawn
        lost
      }
      ratings {
        pool
        rating
        deviation
        provisional
        games
      }
      favouriteFactions {
        faction
        games
      }
      recentMatches {
        ...ArchivedMatchFields
      }
    }
  }
`);

const RATING_HISTORY = graphql(`
  query RatingHistory($name: String!, $pool: String!) {
    ratingHistory(username: $name, pool: $pool, first: 50) {
      matchId
      result
      ratingBefore
      ratingAfter
      createdAt
    }
  }
`);

const LEADERBOARD = graphql(`
  query Leaderboard($pool: String!) {
    leaderboard(pool: $pool, first: 100, provisional: true) {
      username
      rating
      deviation
      provisional
      games
      wins
      draws
      losses
    }
  }
`);

export type ArchivedMatch = ArchivedMatchFieldsFragment;
export type Profile = ProfileQuery['user'];
export type RatingChange = RatingHistoryQuery['ratingHistory'][number];
export type LeaderboardRow = LeaderboardQuery['leaderboard'][number];
export type PublicUpdate = WatchPublicSubscription['matchUpdated'];

/** The rating pools: 2 players, 3 players, 4 in two teams. */
export const POOLS = ['duel', 'trio', 'teams'] as const;
export type Pool = (typeof POOLS)[number];

export async function fetchLiveMatches(): Promise<ArchivedMatch[]> {
  return (await request(LIVE, {})).liveMatches;
}

export async function fetchPublicMatch(id: string): Promise<PublicUpdate['match']> {
  return (await request(PUBLIC_MATCH, { id })).publicMatch;
}

/** Each new event of a match as a spectator sees it; without a token as a visitor (public matches only). */
export function watchPublicMatch(
  matchId: string,
  after: number | null,
  handlers: SubscriptionHandlers<{ matchUpdated: PublicUpdate }>,
): () => void {
  return subscribe(WATCH_PUBLIC, { m: matchId, a: after }, handlers);
}

export async function fetchProfile(username: string): Promise<Profile> {
  return (await request(PROFILE, { name: username })).user;
}

export async function fetchRatingHistory(username: string, pool: Pool): Promise<RatingChange[]> {
  return (await request(RATING_HISTORY, { name: username, pool })).ratingHistory;
}

export async function fetchLeaderboard(pool: Pool): Promise<LeaderboardRow[]> {
  return (await request(LEADERBOARD, { pool })).leaderboard;
}
