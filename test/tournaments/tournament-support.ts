import type { TestApp } from '../support/test-app';
import { gql } from '../support/graphql-http';
import { legalMovesOf, sendMove } from '../matches/match-support';

/**
 * Random legal moves through the API (GraphQL), each by the seat to act as its player (`tokens` seat by
 * seat), until the match is no longer running or `moves` moves were made.
 */
export async function playThroughApi(
  app: TestApp,
  matchId: string,
  tokens: readonly string[],
  random: (n: number) => number,
  moves = 2000,
): Promise<void> {
  for (let step = 0; step < moves; step++) {
    const seen = await gql<{ match: { version: number; status: string; table: { toAct: { seat: number } | null } } }>(
      app,
      'query($m: ID!) { match(id: $m) { version status table { toAct { seat } } } }',
      { token: tokens[0], variables: { m: matchId } },
    );
    const match = seen.data!.match;
    if (match.status !== 'running') return;
    const token = tokens[match.table.toAct!.seat];
    const legal = await legalMovesOf(app, token, matchId);
    const sent = await sendMove(app, token, matchId, legal[random(legal.length)], match.version);
    expect(sent.errors).toBeUndefined();
  }
}
