import { MatchNotifier } from '../../src/matches/streams/match-notifier';
import type { RegisteredUser } from '../support/graphql-http';
import { gql } from '../support/graphql-http';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';
import { startMatch } from '../matches/match-support';
import { createApiToken, playersWithTokens, rest, waitFor } from './api-support';
import { connectWs } from '../support/graphql-ws';
import { openStream } from '../support/sse-stream';

interface Update {
  event: { seq: number; type: string };
  match: { version: number; mySeat: number; table: { hand: string[] | null } };
}

describe('match events as Server-Sent Events (GET /api/matches/:id/stream)', () => {
  let app: TestApp;
  let alice: RegisteredUser;
  let bob: RegisteredUser;
  let carol: RegisteredUser;
  const tokens = new Map<string, string>();

  beforeAll(async () => {
    app = await startTestApp();
    [alice, bob, carol] = await playersWithTokens(app, 3, ['MATCH_READ', 'MATCH_PLAY'], tokens);
  });
  afterAll(async () => app.close());

  /** Makes `count` moves, whoever's turn it is; returns the final version. */
  async function play(matchId: string, count: number): Promise<number> {
    let version = 0;
    for (let i = 0; i < count; i++) {
      for (const user of [alice, bob]) {
        const moves = (await rest(app, tokens.get(user.id)).get(`/api/matches/${matchId}/legal-moves`).expect(200))
          .body as { card: string }[];
        const match = (await rest(app, tokens.get(user.id)).get(`/api/matches/${matchId}`).expect(200)).body as {
          version: number;
        };
        if (moves.length === 0) continue;
        version = (
          await rest(app, tokens.get(user.id))
            .post(`/api/matches/${matchId}/play`, { card: moves[0].card, expectedVersion: match.version })
            .expect(200)
        ).body.version;
        break;
      }
    }
    return version;
  }

  it("sends one message per committed event, with the event seq as id and the caller's own new view", async () => {
    const matchId = await startMatch(app, [alice, bob]);
    const stream = await openStream(app, tokens.get(bob.id)!, `/api/matches/${matchId}/stream`);
    expect(stream.status).toBe(200);
    try {
      await new Promise((resolve) => setTimeout(resolve, 100)); // the stream is listening once the headers are out
      const version = await play(matchId, 3);
      await waitFor(() => stream.received.length === 3);
      expect(stream.received.map((m) => m.id)).toEqual(['1', '2', '3']);
      const updates = stream.received.map((m) => JSON.parse(m.data) as Update);
      expect(updates.map((u) => u.event.seq)).toEqual([1, 2, 3]);
      expect(updates.map((u) => u.match.version)).toEqual([1, 2, 3]);
      expect(version).toBe(3);
      for (const update of updates) {
        expect(update.event.type).toBe('move');
        expect(update.match.mySeat).toBe(1);
        expect(update.match.table.hand).toEqual(expect.any(Array));
      }
    } finally {
      stream.close();
    }
  });

  it('goes silent once the API token it was opened with is revoked', async () => {
    const matchId = await startMatch(app, [alice, bob]);
    const token = await createApiToken(app, bob.token, ['MATCH_READ']);
    const stream = await openStream(app, token.secret, `/api/matches/${matchId}/stream`);
    expect(stream.status).toBe(200);
    try {
      await new Promise((resolve) => setTimeout(resolve, 100));
      await play(matchId, 1);
      await waitFor(() => stream.received.length === 1);
      const revoked = await gql<{ revokeApiToken: { revokedAt: string | null } }>(
        app,
        'mutation($id: ID!) { revokeApiToken(id: $id) { revokedAt } }',
        { token: bob.token, variables: { id: token.id } },
      );
      expect(revoked.data?.revokeApiToken.revokedAt).toEqual(expect.any(String));
      await play(matchId, 2);
      await new Promise((resolve) => setTimeout(resolve, 300));
      // One update, then a last message saying why the stream ends: no update after the revocation.
      expect(stream.received.map((m) => m.event)).toEqual(['message', 'error']);
      expect(stream.received[0].id).toBe('1');
      expect(JSON.parse(stream.received[1].data)).toEqual({ code: 'UNAUTHENTICATED', message: expect.any(String) });
      // No made-up id on the error frame (Nest's @Sse numbered it): an EventSource would resume from it.
      const frames = stream.raw.split('\n\n').filter((f) => f.trim() !== '' && !f.startsWith(':'));
      expect(frames).toEqual([
        expect.stringMatching(/^id: 1\ndata: /),
        expect.stringMatching(/^event: error\ndata: \{/),
      ]);
      await waitFor(() => stream.ended);
    } finally {
      stream.close();
    }
  });

  it('replays what a client missed: events after `after`, or after Last-Event-ID', async () => {
    const matchId = await startMatch(app, [alice, bob]);
    await play(matchId, 3);
    const fromStart = await openStream(app, tokens.get(alice.id)!, `/api/matches/${matchId}/stream?after=0`);
    const resumed = await openStream(app, tokens.get(alice.id)!, `/api/matches/${matchId}/stream`, {
      'Last-Event-ID': '2',
    });
    try {
      await waitFor(() => fromStart.received.length === 3 && resumed.received.length === 1);
      expect(fromStart.received.map((m) => m.id)).toEqual(['1', '2', '3']);
      expect(resumed.received.map((m) => m.id)).toEqual(['3']);
      await play(matchId, 1);
      await waitFor(() => fromStart.received.length === 4 && resumed.received.length === 2);
      expect(resumed.received.map((m) => m.id)).toEqual(['3', '4']);
    } finally {
      fromStart.close();
      resumed.close();
    }
  });

  it('answers 403 (no token, or not a player), 401 (a bad token) and 404 as JSON before any stream starts', async () => {
    const matchId = await startMatch(app, [alice, bob]);
    // A match started without a spectator policy is its players' only: a visitor without a token is refused
    // as a signed-in outsider is (docs/players.md "Watching live without an account").
    const anonymous = await fetch(`${app.baseUrl}/api/matches/${matchId}/stream`);
    expect(anonymous.status).toBe(403);
    expect(await anonymous.json()).toMatchObject({ code: 'FORBIDDEN' });
    const badToken = await fetch(`${app.baseUrl}/api/matches/${matchId}/stream`, {
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(badToken.status).toBe(401);
    expect(await badToken.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    const outsider = await fetch(`${app.baseUrl}/api/matches/${matchId}/stream`, {
      headers: { authorization: `Bearer ${tokens.get(carol.id)}` },
    });
    expect(outsider.status).toBe(403);
    expect(await outsider.json()).toMatchObject({ code: 'FORBIDDEN' });
    const unknown = await fetch(`${app.baseUrl}/api/matches/00000000-0000-4000-8000-000000000000/stream`, {
      headers: { authorization: `Bearer ${tokens.get(alice.id)}` },
    });
    expect(unknown.status).toBe(404);
  });

  it('lets an onlooker replay a finished match as matchEvents shows it: SSE and matchUpdated(after: -1) alike', async () => {
    const matchId = await startMatch(app, [alice, bob]);
    await play(matchId, 3);
    await gql(app, 'mutation($m: ID!) { resign(matchId: $m) { status } }', {
      token: alice.token,
      variables: { m: matchId },
    });
    const log = await gql<{ matchEvents: { seq: number; hidden: boolean }[] }>(
      app,
      'query($m: ID!) { matchEvents(matchId: $m) { seq hidden } }',
      { token: carol.token, variables: { m: matchId } },
    );
    const seqs = log.data!.matchEvents.map((e) => e.seq);
    expect(seqs).toEqual([0, 1, 2, 3, 4]);

    const stream = await openStream(app, tokens.get(carol.id)!, `/api/matches/${matchId}/stream?after=-1`);
    expect(stream.status).toBe(200);
    try {
      await waitFor(() => stream.received.length >= seqs.length);
      expect(stream.received.map((m) => [m.event, m.id])).toEqual(seqs.map((seq) => ['message', String(seq)]));
    } finally {
      stream.close();
    }

    const client = connectWs(app, { token: carol.token });
    try {
      const received: { seq: number; hidden: boolean; status: string }[] = [];
      const errors: unknown[] = [];
      client.subscribe<{ matchUpdated: { event: { seq: number; hidden: boolean }; match: { status: string } } }>(
        {
          query:
            'subscription($m: ID!) { matchUpdated(matchId: $m, after: -1) { event { seq hidden } match { status } } }',
          variables: { m: matchId },
        },
        {
          next: (m) =>
            m.data
              ? received.push({ ...m.data.matchUpdated.event, status: m.data.matchUpdated.match.status })
              : errors.push(m.errors),
          error: (e) => errors.push(e),
          complete: () => undefined,
        },
      );
      await waitFor(() => received.length >= seqs.length || errors.length > 0);
      expect(errors).toEqual([]);
      expect(received.map((e) => [e.seq, e.hidden])).toEqual(log.data!.matchEvents.map((e) => [e.seq, e.hidden]));
    } finally {
      await client.dispose();
    }
  });

  it('delivers the very sequence matchUpdated does for the same match and caller: one protocol, two framings', async () => {
    const matchId = await startMatch(app, [alice, bob]);
    await play(matchId, 2); // some before the streams open, caught up from `after`
    const fields = ['seq', 'type', 'hidden', 'payload', 'payloadHash', 'salt', 'hash', 'prevHash', 'seat'] as const;
    type Event = Record<(typeof fields)[number], unknown>;
    interface Frame {
      event: Event;
      match: { version: number; status: string; mySeat: number; table: { hand: string[] | null; trick: unknown } };
      revealed: Event[];
    }
    const pick = (e: Event): Event => Object.fromEntries(fields.map((f) => [f, e[f]])) as Event;
    const project = (f: Frame) => ({
      event: pick(f.event),
      match: {
        version: f.match.version,
        status: f.match.status,
        mySeat: f.match.mySeat,
        table: { hand: f.match.table.hand, trick: f.match.table.trick },
      },
      revealed: f.revealed.map(pick),
    });
    const event = fields.join(' ');
    const query = `subscription($m: ID!) { matchUpdated(matchId: $m, after: 0) {
      event { ${event} } match { version status mySeat table { hand trick { seat card } } } revealed { ${event} } } }`;

    const stream = await openStream(app, tokens.get(bob.id)!, `/api/matches/${matchId}/stream?after=0`);
    const client = connectWs(app, { token: bob.token });
    const overWs: Frame[] = [];
    const errors: unknown[] = [];
    try {
      client.subscribe<{ matchUpdated: Frame }>(
        { query, variables: { m: matchId } },
        {
          next: (m) => (m.data ? overWs.push(m.data.matchUpdated) : errors.push(m.errors)),
          error: (e) => errors.push(e),
          complete: () => undefined,
        },
      );
      await waitFor(() => overWs.length >= 2 && stream.received.length >= 2);
      const version = await play(matchId, 4); // live
      await waitFor(() => overWs.length >= version && stream.received.length >= version);
      expect(errors).toEqual([]);
      const overSse = stream.received.map((m) => JSON.parse(m.data) as Frame);
      expect(overSse.map((f) => f.event.seq)).toEqual(Array.from({ length: version }, (_, i) => i + 1));
      expect(stream.received.map((m) => Number(m.id))).toEqual(overSse.map((f) => f.event.seq));
      expect(overSse.map(project)).toEqual(overWs.map(project));
    } finally {
      stream.close();
      await client.dispose();
    }
  });

  it('refuses an `after` beyond the match version, as matchUpdated does, before any stream starts', async () => {
    const matchId = await startMatch(app, [alice, bob]);
    const response = await rest(app, tokens.get(bob.id)).get(`/api/matches/${matchId}/stream?after=7`).expect(400);
    expect(response.body.code).toBe('BAD_USER_INPUT');
  });

  it('stops listening as soon as the client goes away', async () => {
    const matchId = await startMatch(app, [alice, bob]);
    const listeners = (): number =>
      (app.app.get<MatchNotifier>(MatchNotifier) as unknown as { local: NodeJS.EventEmitter }).local.listenerCount(
        matchId,
      );
    const stream = await openStream(app, tokens.get(alice.id)!, `/api/matches/${matchId}/stream`);
    await waitFor(() => listeners() === 1);
    stream.close();
    await waitFor(() => listeners() === 0);
  });
});
