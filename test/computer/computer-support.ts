import { MatchNotifier } from '../../src/matches/streams/match-notifier';
import type { RegisteredUser } from '../support/graphql-http';
import { gql } from '../support/graphql-http';
import type { TestApp } from '../support/test-app';
import { legalMovesOf } from '../matches/match-support';

export async function statusOf(
  app: TestApp,
  token: string,
  matchId: string,
): Promise<{ status: string; version: number }> {
  const response = await gql<{ match: { status: string; version: number } }>(
    app,
    'query($id: ID!) { match(id: $id) { status version } }',
    { token, variables: { id: matchId } },
  );
  return response.data!.match;
}

/**
 * Waits, without sleeping, until the person is due or the match is over: while the computer is due, the
 * next committed event of the match (its move, announced by PostgreSQL) is awaited.
 */
export async function afterComputer(
  app: TestApp,
  human: Pick<RegisteredUser, 'token'>,
  matchId: string,
): Promise<{ status: string; version: number }> {
  const notices = app.app.get(MatchNotifier);
  for (;;) {
    const stop = new AbortController();
    const next = notices.watch(matchId, stop.signal)[Symbol.asyncIterator]();
    const heard = next.next().catch(() => undefined);
    try {
      const now = await statusOf(app, human.token, matchId);
      if (now.status !== 'running') return now;
      const due = (await legalMovesOf(app, human.token, matchId)).length > 0;
      // Both reads saw the same version (the computer may move between them): the person is due at it.
      if (due && (await statusOf(app, human.token, matchId)).version === now.version) return now;
      if (!due) await heard;
    } finally {
      stop.abort();
    }
  }
}
