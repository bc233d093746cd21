import { createApiToken } from '../../../test/api/api-support';
import { legalMovesOf, startMatch } from '../../../test/matches/match-support';
import type { RegisteredUser } from '../../../test/support/graphql-http';
import { gql, registerUser } from '../../../test/support/graphql-http';
import type { TestApp } from '../../../test/support/test-app';
import { startTestApp } from '../../../test/support/test-app';
import type { Match, MatchUpdate, Move } from '../src';
import { ClaimApiError, ClaimClient } from '../src';

/**
 * The client package against the real server (test/support: Nest app, embedded PostgreSQL, real HTTP): the
 * typed calls, errors as ClaimApiError, idempotent moves under a lost answer, and the event stream.
 */
describe('@claim/client against a running server', () => {
  let app: TestApp;
  let alice: RegisteredUser;
  let bob: RegisteredUser;
  let clients: ClaimClient[];

  beforeAll(async () => {
    app = await startTestApp();
    [alice, bob] = [await registerUser(app), await registerUser(app)];
    const tokens = await Promise.all(
      [alice, bob].map(async (u) => (await createApiToken(app, u.token, ['MATCH_READ', 'MATCH_PLAY'])).secret),
    );
    clients = tokens.map((token) => new ClaimClient({ baseUrl: `${app.baseUrl}/`, token }));
  });
  afterAll(async () => app.close());

  /** The client of the seat to act and its first legal move (the tests' own GraphQL helper picks it). */
  async function nextMove(matchId: string): Promise<{ client: ClaimClient; match: Match; move: Move }> {
    const match = await clients[0].match(matchId);
    const seat = match.table.toAct!.seat;
    const [move] = await legalMovesOf(app, [alice, bob][seat].token, matchId);
    return { client: clients[seat], match, move };
  }

  it('reads my matches, a match and my legal moves, typed as openapi.json says (R9: only my hand)', async () => {
    const matchId = await startMatch(app, [alice, bob]);
    expect((await clients[0].myMatches()).map((m) => m.id)).toContain(matchId);
    const [mine, theirs] = await Promise.all(clients.map((c) => c.match(matchId)));
    expect([mine.mySeat, theirs.mySeat]).toEqual([0, 1]);
    expect(mine.version).toBe(0);
    expect(mine.table.hand).not.toEqual(theirs.table.hand);
    const toAct = mine.table.toAct!.seat;
    const moves = await Promise.all(clients.map((c) => c.legalMoves(matchId)));
    expect(moves[toAct].length).toBeGreaterThan(0);
    expect(moves[1 - toAct]).toEqual([]);
    for (const move of moves[toAct]) expect(move.seat).toBe(toAct);
  });

  it('throws the server error as ClaimApiError: code, status and details', async () => {
    const matchId = await startMatch(app, [alice, bob]);
    const missing = await clients[0].match('00000000-0000-4000-8000-000000000000').catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(ClaimApiError);
    expect(missing).toMatchObject({ status: 404, code: 'NOT_FOUND' });

    const stranger = new ClaimClient({ baseUrl: app.baseUrl, token: 'claim_pat_not-a-token' });
    await expect(stranger.match(matchId)).rejects.toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });

    const { client, move } = await nextMove(matchId);
    const stale = await client.move(matchId, move, 7).catch((e: unknown) => e);
    expect(stale).toMatchObject({ status: 409, code: 'VERSION_CONFLICT', body: { currentVersion: 0 } });
    expect((await clients[0].match(matchId)).version).toBe(0);
  });

  it('sends a move once although its answer was lost: the retry carries the same idempotency key', async () => {
    const matchId = await startMatch(app, [alice, bob]);
    const { match, move } = await nextMove(matchId);
    const token = (await createApiToken(app, [alice, bob][match.table.toAct!.seat].token, ['MATCH_PLAY'])).secret;
    const keys: (string | null)[] = [];
    let lost = 0;
    // The server gets and commits the first request; the client never hears back (a cut connection).
    const flaky: typeof fetch = async (input, init) => {
      const request = new Request(input, init);
      keys.push(request.headers.get('idempotency-key'));
      const response = await fetch(request);
      if (lost++ === 0) throw new TypeError('fetch failed: connection reset');
      return response;
    };
    const client = new ClaimClient({ baseUrl: app.baseUrl, token, fetch: flaky });
    const after = await client.move(matchId, move, match.version, { retryDelayMs: 1 });

    expect(after.version).toBe(match.version + 1);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect((await clients[0].match(matchId)).version).toBe(match.version + 1);
  });

  it('refuses to send a move it cannot build, without a request (and so without retries)', async () => {
    const matchId = await startMatch(app, [alice, bob]);
    const { match, move } = await nextMove(matchId);
    let requests = 0;
    const counting: typeof fetch = async (input, init) => (requests++, fetch(input, init));
    const client = new ClaimClient({ baseUrl: app.baseUrl, token: alice.token, fetch: counting });
    await expect(client.move(matchId, { ...move, kind: 'play', card: null }, match.version)).rejects.toThrow(TypeError);
    await expect(client.move(matchId, { ...move, kind: 'juggle' }, match.version)).rejects.toThrow(/not a decision/);
    await expect(client.move(matchId, { ...move, kind: 'smash', gnome: null }, match.version)).rejects.toThrow(
      TypeError,
    );
    expect(requests).toBe(0);
  });

  it('answers a repeat of the same key with the first result, and refuses the key for another move', async () => {
    const matchId = await startMatch(app, [alice, bob]);
    const { client, match } = await nextMove(matchId);
    // The leader of the first trick may play any card of their hand: two different moves.
    const [move, other] = await client.legalMoves(matchId);
    expect(other).toBeDefined();
    const idempotencyKey = `client-test-${matchId}`;
    const first = await client.move(matchId, move, match.version, { idempotencyKey });
    const again = await client.move(matchId, move, match.version, { idempotencyKey });
    expect(again).toEqual(first);
    expect(first.version).toBe(match.version + 1);
    const reused = await client.move(matchId, other, match.version, { idempotencyKey }).catch((e: unknown) => e);
    expect(reused).toMatchObject({ status: 400, code: 'BAD_USER_INPUT' });
    expect((await clients[0].match(matchId)).version).toBe(first.version);
  });

  it('streams each committed event as a typed MatchUpdate, replays after `after`, and ends on abort', async () => {
    const matchId = await startMatch(app, [alice, bob]);
    const stop = new AbortController();
    const received: MatchUpdate[] = [];
    const reading = (async () => {
      for await (const update of clients[1].updates(matchId, { after: -1, signal: stop.signal })) {
        received.push(update);
        if (received.length === 3) stop.abort();
      }
    })();
    for (let i = 0; i < 2; i++) {
      const { client, match, move } = await nextMove(matchId);
      await client.move(matchId, move, match.version);
    }
    await reading;
    expect(received.map((u) => u.event.seq)).toEqual([0, 1, 2]);
    expect(received.map((u) => u.match.version)).toEqual([0, 1, 2]);
    // Bob's stream shows Bob's view: his seat, never Alice's hand (R9).
    for (const update of received) expect(update.match.mySeat).toBe(1);

    const replay: number[] = [];
    const again = new AbortController();
    for await (const update of clients[0].updates(matchId, { after: 0, signal: again.signal })) {
      replay.push(update.event.seq);
      if (replay.length === 2) again.abort();
    }
    expect(replay).toEqual([1, 2]);
  });

  it('rejects when the server refuses the stream or ends it with `event: error` (revoked token)', async () => {
    const matchId = await startMatch(app, [alice, bob]);
    const outsider = await registerUser(app);
    const onlooker = new ClaimClient({
      baseUrl: app.baseUrl,
      token: (await createApiToken(app, outsider.token, ['MATCH_READ'])).secret,
    });
    await expect(onlooker.updates(matchId).next()).rejects.toMatchObject({ status: 403, code: 'FORBIDDEN' });

    const created = await createApiToken(app, alice.token, ['MATCH_READ']);
    const client = new ClaimClient({ baseUrl: app.baseUrl, token: created.secret });
    const first = client.updates(matchId, { after: -1 });
    expect((await first.next()).value).toMatchObject({ event: { seq: 0 } });
    const revoked = await gql(app, 'mutation($id: ID!) { revokeApiToken(id: $id) { revokedAt } }', {
      token: alice.token,
      variables: { id: created.id },
    });
    expect(revoked.errors).toBeUndefined();
    // The next event makes the server look at the credential again.
    const { client: mover, match, move } = await nextMove(matchId);
    await mover.move(matchId, move, match.version);
    await expect(first.next()).rejects.toMatchObject({ status: 200, code: 'UNAUTHENTICATED' });
  });
});
