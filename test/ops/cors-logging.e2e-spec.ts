import fc from 'fast-check';
import { Writable } from 'node:stream';
import request from 'supertest';
import { FACTIONS, HEROES, seededChooser } from '../../src/engine';
import type { RegisteredUser } from '../support/graphql-http';
import { gql, registerUser } from '../support/graphql-http';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';
import { legalMovesOf, sendMove, startMatch } from '../matches/match-support';
import { rest } from '../api/api-support';
import { connectWs, wsFirstResult } from '../support/graphql-ws';

/** Collects every log line the app writes, parsed. */
class LogLines extends Writable {
  readonly lines: string[] = [];
  override _write(chunk: Buffer, _encoding: string, done: () => void): void {
    for (const line of chunk.toString('utf8').split('\n')) if (line !== '') this.lines.push(line);
    done();
  }
  parsed(): Record<string, unknown>[] {
    return this.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  }
}

/** Any card identity at all (R1): `goblins:3`, `hero:cthulhu`. */
const CARD = new RegExp(`\\b(${FACTIONS.join('|')}):\\d+\\b|\\bhero:(${HEROES.join('|')})\\b`);

describe('CORS for the bearer-token API', () => {
  let open: TestApp;
  let listed: TestApp;

  beforeAll(async () => {
    open = await startTestApp();
    listed = await startTestApp({
      database: open.database,
      jwt: { secret: open.config.jwt.secret },
      env: { CORS_ORIGINS: 'https://club.example.org,http://localhost:5173' },
    });
  });
  afterAll(async () => {
    await listed.close();
    await open.close();
  });

  const preflight = (app: TestApp, path: string, origin: string): request.Test =>
    request(app.baseUrl)
      .options(path)
      .set('Origin', origin)
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'authorization,content-type,idempotency-key');

  it('answers preflights of GraphQL, REST and SSE from any origin by default, without credentials', async () => {
    for (const path of [
      '/graphql',
      '/api/matches/00000000-0000-4000-8000-000000000000/play',
      '/api/matches/00000000-0000-4000-8000-000000000000/stream',
    ]) {
      const answer = await preflight(open, path, 'https://elsewhere.example').expect(204);
      expect(answer.headers['access-control-allow-origin']).toBe('*');
      expect(answer.headers['access-control-allow-credentials']).toBeUndefined();
      expect(answer.headers['access-control-allow-headers']?.toLowerCase()).toContain('authorization');
      expect(answer.headers['access-control-allow-methods']).toContain('POST');
    }
    const call = await request(open.baseUrl)
      .post('/graphql')
      .set('Origin', 'https://elsewhere.example')
      .send({ query: '{ __typename }' })
      .expect(200);
    expect(call.headers['access-control-allow-origin']).toBe('*');
    expect(call.headers['access-control-expose-headers']).toContain('Retry-After');
  });

  it('with CORS_ORIGINS, allows exactly the listed origins', async () => {
    const allowed = await preflight(listed, '/graphql', 'https://club.example.org').expect(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://club.example.org');
    expect(allowed.headers.vary).toContain('Origin');
    const refused = await preflight(listed, '/graphql', 'https://club.example.org.evil.example');
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('structured logs: request ids, users, redaction, and no card ever (R9)', () => {
  let app: TestApp;
  let logs: LogLines;
  let alice: RegisteredUser;
  let bob: RegisteredUser;

  beforeAll(async () => {
    logs = new LogLines();
    app = await startTestApp({ logDestination: logs, env: { LOG_LEVEL: 'debug' } });
    [alice, bob] = [await registerUser(app), await registerUser(app)];
  });
  afterAll(async () => app.close());

  it('logs each request as one JSON line with its request id, sent back and recorded with the event', async () => {
    const matchId = await startMatch(app, [alice, bob]);
    const moves = await Promise.all([alice, bob].map((p) => legalMovesOf(app, p.token, matchId)));
    const seat = moves[0].length > 0 ? 0 : 1;
    const player = [alice, bob][seat];
    const move = moves[seat][0];
    const body = move.kind === 'play' ? { card: move.card, expectedVersion: 0 } : null;
    if (body === null) throw new Error('a match opens with a play (R3)');
    const answer = await rest(app, player.token)
      .post(`/api/matches/${matchId}/play`, body, { 'X-Request-Id': 'client-chosen.id:1' })
      .expect(200);
    expect(answer.headers['x-request-id']).toBe('client-chosen.id:1');

    const line = logs.parsed().find((entry) => (entry.req as { id?: string } | undefined)?.id === 'client-chosen.id:1');
    expect(line).toMatchObject({
      level: 30,
      userId: player.id,
      req: { method: 'POST', url: `/api/matches/${matchId}/play`, remoteAddress: expect.stringContaining('127.0.0.1') },
      res: { statusCode: 200 },
    });
    const events = await gql<{ matchEvents: { requestId: string | null }[] }>(
      app,
      'query($m: ID!) { matchEvents(matchId: $m) { requestId } }',
      { token: player.token, variables: { m: matchId } },
    );
    expect(events.data?.matchEvents.map((e) => e.requestId)).toContain('client-chosen.id:1');

    // A bad id is replaced, not trusted.
    const fresh = await request(app.baseUrl).get('/health/live').set('X-Request-Id', 'no spaces allowed');
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("over graphql-ws, records the upgrade request's X-Request-Id with the event, and replaces a bad one", async () => {
    const requestIdsAfterFirstPlay = async (header: string): Promise<(string | null)[]> => {
      const matchId = await startMatch(app, [alice, bob]);
      const moves = await Promise.all([alice, bob].map((p) => legalMovesOf(app, p.token, matchId)));
      const seat = moves[0].length > 0 ? 0 : 1;
      const move = moves[seat][0];
      if (move.kind !== 'play') throw new Error('a match opens with a play (R3)');
      const mover = [alice, bob][seat];
      const client = connectWs(app, { token: mover.token, headers: { 'X-Request-Id': header } });
      try {
        const played = await wsFirstResult<{ playCard: { version: number } }>(
          client,
          'mutation($m: ID!, $c: String!) { playCard(matchId: $m, card: $c, expectedVersion: 0) { version } }',
          { m: matchId, c: move.card },
        );
        expect(played.errors).toBeUndefined();
      } finally {
        await client.dispose();
      }
      const events = await gql<{ matchEvents: { requestId: string | null }[] }>(
        app,
        'query($m: ID!) { matchEvents(matchId: $m) { requestId } }',
        { token: mover.token, variables: { m: matchId } },
      );
      return events.data?.matchEvents.map((e) => e.requestId) ?? [];
    };
    expect(await requestIdsAfterFirstPlay('ws-chosen.id:2')).toContain('ws-chosen.id:2');
    const replaced = await requestIdsAfterFirstPlay('no spaces allowed');
    expect(replaced).not.toContain('no spaces allowed');
    expect(replaced.filter((id) => id !== null).at(-1)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('never logs a card, a password, a token or a query string, over any play and any mistake', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 2 ** 31 - 1 }), async (seed) => {
        logs.lines.length = 0;
        const choose = seededChooser(seed);
        const players = [alice, bob];
        const matchId = await startMatch(app, players);
        let version = 0;
        for (let step = 0; step < 12; step++) {
          const legal = await Promise.all(players.map((p) => legalMovesOf(app, p.token, matchId)));
          const seat = legal.findIndex((moves) => moves.length > 0);
          if (seat === -1) break;
          const other = players[1 - seat];
          // Mistakes that name cards: the wrong player, an unheld card, a stale version, a malformed body.
          await gql(
            app,
            'mutation($m: ID!) { playCard(matchId: $m, card: "dragons:7", expectedVersion: 0) { version } }',
            {
              token: other.token,
              variables: { m: matchId },
            },
          );
          await rest(app, players[seat].token).post(`/api/matches/${matchId}/play`, { card: 'wizards:3' }).expect(400);
          await rest(app, players[seat].token)
            .post(`/api/matches/${matchId}/play`, { card: 'goblins:0', expectedVersion: version + 5 })
            .expect((res) => expect(res.status).toBeGreaterThanOrEqual(400));
          await request(app.baseUrl).get(`/api/matches/${matchId}?card=knights:4&access_token=${players[seat].token}`);
          const answer = await sendMove(
            app,
            players[seat].token,
            matchId,
            legal[seat][choose(legal[seat].length)],
            version,
          );
          expect(answer.errors).toBeUndefined();
          version++;
        }
        expect(logs.lines.length).toBeGreaterThan(0);
        for (const line of logs.lines) {
          expect(line).not.toMatch(CARD);
          for (const secret of [alice.password, alice.token, bob.token]) expect(line).not.toContain(secret);
          expect(line).not.toContain('access_token');
        }
      }),
      { numRuns: 3 },
    );
  });

  it('redacts credentials wherever a logged object names them', async () => {
    await request(app.baseUrl).get('/api/matches').set('authorization', `Bearer ${alice.token}`).expect(200);
    const line = logs.lines.find((l) => l.includes('"url":"/api/matches"'));
    expect(line).toBeDefined();
    expect(line).not.toContain(alice.token);
  });
});
