import { graphql } from './gql';
import { request } from './graphql';

/** The table warning (docs/fair-play.md): pairs of seats whose players use the same network now. */
const SAME_NETWORK = graphql(`
  query SameNetworkSeats($m: ID!) {
    sameNetworkSeats(matchId: $m) {
      pairs
    }
  }
`);

export async function fetchSameNetworkSeats(matchId: string): Promise<number[][]> {
  return (await request(SAME_NETWORK, { m: matchId })).sameNetworkSeats.pairs;
}
