import { graphql } from './gql';
import type { MatchReviewFieldsFragment } from './gql/graphql';
import { request } from './graphql';
import type { Match } from './types';

/** The computer's review of a finished match (docs/players.md "Reviews") and the seat views it replays with. */

export type MatchReview = MatchReviewFieldsFragment;

graphql(`
  fragment ReviewMoveFields on Move {
    seat
    kind
    card
    notation
  }
`);

graphql(`
  fragment MatchReviewFields on MatchReview {
    matchId
    depth
    status
    seed
    decisions {
      seq
      moveIndex
      seat
      played {
        ...ReviewMoveFields
      }
      playedValue
      bestValue
      bestMove {
        ...ReviewMoveFields
      }
      loss
      hindsightMethod
      hindsightPlayedValue
      hindsightBestValue
      hindsightBestMove {
        ...ReviewMoveFields
      }
    }
    keyMoments
    seats {
      seat
      decisions
      accuracy
      averageLoss
      chances {
        seq
        chance
      }
    }
  }
`);

const REVIEW = graphql(`
  query MatchReview($m: ID!) {
    matchReview(matchId: $m) {
      ...MatchReviewFields
    }
  }
`);

const DEEP = graphql(`
  mutation RequestDeepReview($m: ID!) {
    requestDeepReview(matchId: $m) {
      ...MatchReviewFields
    }
  }
`);

const AS_SEAT = graphql(`
  query MatchAsSeat($m: ID!, $s: Int!, $seat: Int) {
    matchAsSeat(matchId: $m, seq: $s, seat: $seat) {
      ...MatchFields
    }
  }
`);

export async function fetchReview(matchId: string): Promise<MatchReview> {
  return (await request(REVIEW, { m: matchId })).matchReview;
}

export async function requestDeepReview(matchId: string): Promise<MatchReview> {
  return (await request(DEEP, { m: matchId })).requestDeepReview;
}

/** A finished match after event `seq` as `seat` saw it then (R9), or every hand open (`seat` null). */
export async function fetchMatchAsSeat(matchId: string, seq: number, seat: number | null): Promise<Match> {
  return (await request(AS_SEAT, { m: matchId, s: seq, seat })).matchAsSeat;
}
