import { gql } from '../support/graphql-http';
import type { RegisteredUser } from '../support/graphql-http';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';
import type { OpenStream } from '../support/sse-stream';
import { openStream } from '../support/sse-stream';
import { createApiToken, playersWithTokens, rest, waitFor } from '../api/api-support';

interface Snapshot {
  seq: number;
  turns: { matchId: string }[];
  challengesReceived: { id: string; challenger: string }[];
  challengesSent: { id: string; challenged: string }[];
}

interface Notice {
  seq: number;
  kind: string;
  matchId: string | null;
  challengeId: string | null;
}

const notices = (stream: OpenStream): Notice[] =>
  stream.received.filter((m) => m.event === 'notification').map((m) => JSON.parse(m.data) as Notice);

describe('the account stream (GET /api/stream/events)', () => {
  let app: TestApp;
  let alice: RegisteredUser;
  let bob: RegisteredUser;
  let carol: RegisteredUser;
  const tokens = new Map<string, string>();
  const as = (user: RegisteredUser) => rest(app, tokens.get(user.id));

  beforeAll(async () => {
    app = await startTestApp();
    [alice, bob, carol] = await playersWithTokens(app, 3, ['MATCH_READ', 'MATCH_PLAY', 'LOBBY'], tokens);
  });
  afterAll(async () => app.close());

  /** Plays the first legal card of whoever is due, `count` times. */
  async function play(matchId: string, count: number): Promise<void> {
    for (let i = 0; i < count; i++) {
      for (const user of [alice, bob]) {
        const moves = (await as(user).get(`/api/matches/${matchId}/legal-moves`).expect(200)).body as {
          card: string;
        }[];
        if (moves.length === 0) continue;
        const { version } = (await as(user).get(`/api/matches/${matchId}`).expect(200)).body as { version: number };
        await as(user)
          .post(`/api/matches/${matchId}/play`, { card: moves[0].card, expectedVersion: version })
          .expect(200);
        break;
      }
    }
  }

  const snapshotOf = (stream: OpenStream): Snapshot => {
    const [first] = stream.received;
    expect(first.event).toBe('snapshot');
    expect(first.id).toBeUndefined();
    return JSON.parse(first.data) as Snapshot;
  };

  it('opens with a snapshot of my turns and pending challenges, then streams my notification log live with seq ids', async () => {
    const toBob = (await as(alice).post('/api/challenges', { username: bob.username, preset: 'claim' }).expect(200))
      .body as { id: string };
    const fromBob = (await as(bob).post('/api/challenges', { username: carol.username, preset: 'claim' }).expect(200))
      .body as { id: string };

    const stream = await openStream(app, tokens.get(bob.id)!, '/api/stream/events');
    try {
      expect(stream.status).toBe(200);
      await waitFor(() => stream.received.length >= 1);
      const snapshot = snapshotOf(stream);
      expect(snapshot.challengesReceived.map((c) => [c.id, c.challenger])).toEqual([[toBob.id, alice.username]]);
      expect(snapshot.challengesSent.map((c) => [c.id, c.challenged])).toEqual([[fromBob.id, carol.username]]);
      expect(snapshot.turns).toEqual([]);
      expect(snapshot.seq).toBeGreaterThanOrEqual(1); // alice's invitation is in bob's log already
      expect(notices(stream)).toEqual([]); // without after/Last-Event-ID: from now on

      // Live: carol declines, alice cancels; each arrives as a notification with its seq as id.
      await rest(app, tokens.get(carol.id)).post(`/api/challenges/${fromBob.id}/decline`).expect(200);
      await as(alice).post(`/api/challenges/${toBob.id}/cancel`).expect(200);
      await waitFor(() => notices(stream).length === 2);
      expect(notices(stream).map((n) => [n.kind, n.challengeId])).toEqual([
        ['CHALLENGE_ANSWERED', fromBob.id],
        ['CHALLENGE_ANSWERED', toBob.id],
      ]);
      const ids = stream.received.filter((m) => m.event === 'notification').map((m) => Number(m.id));
      expect(ids).toEqual(notices(stream).map((n) => n.seq));
      expect(ids).toEqual([snapshot.seq + 1, snapshot.seq + 2]);
    } finally {
      stream.close();
    }
  });

  it('lists the match where it is my move in the snapshot, as GET /api/turns does', async () => {
    const sent = (await as(alice).post('/api/challenges', { username: bob.username, preset: 'claim' }).expect(200))
      .body as { id: string };
    const { matchId } = (await as(bob).post(`/api/challenges/${sent.id}/accept`).expect(200)).body as {
      matchId: string;
    };
    const listed: string[] = [];
    for (const user of [alice, bob]) {
      const stream = await openStream(app, tokens.get(user.id)!, '/api/stream/events');
      try {
        await waitFor(() => stream.received.length >= 1);
        const turns = (await as(user).get('/api/turns').expect(200)).body as { matchId: string }[];
        expect(snapshotOf(stream).turns.map((t) => t.matchId)).toEqual(turns.map((t) => t.matchId));
        listed.push(...turns.map((t) => t.matchId));
      } finally {
        stream.close();
      }
    }
    expect(listed).toEqual([matchId]); // the seat due has it, the other not
    await as(alice).post(`/api/matches/${matchId}/resign`).expect(200);
  });

  it('resumes after Last-Event-ID (or ?after=) with every notice missed while away, in order, once', async () => {
    const sent = (await as(alice).post('/api/challenges', { username: bob.username, preset: 'claim' }).expect(200))
      .body as { id: string };
    const first = await openStream(app, tokens.get(alice.id)!, '/api/stream/events');
    let lastSeen: number;
    let matchId: string;
    try {
      await waitFor(() => first.received.length >= 1);
      ({ matchId } = (await as(bob).post(`/api/challenges/${sent.id}/accept`).expect(200)).body as {
        matchId: string;
      });
      await waitFor(() => notices(first).some((n) => n.kind === 'CHALLENGE_ANSWERED'));
      lastSeen = Number(first.received[first.received.length - 1].id);
    } finally {
      first.close();
    }
    // While alice is away: moves, each a notice for her.
    await play(matchId, 6);
    const missed = (
      await gql<{ myNotifications: Notice[] }>(
        app,
        'query($a: Int!) { myNotifications(after: $a) { seq kind matchId seat version deadline challengeId challengeStatus from messageSeq tournamentId tournamentEvent round orderId clubId clubEvent appealId appealVerdict clubMatchId boardsPlayed board forfeit unanswered createdAt } }',
        { token: alice.token, variables: { a: lastSeen } },
      )
    ).data!.myNotifications;
    expect(missed.length).toBeGreaterThan(0);

    for (const [path, headers] of [
      ['/api/stream/events', { 'Last-Event-ID': String(lastSeen) }],
      [`/api/stream/events?after=${lastSeen}`, {}],
      // The header wins over the query.
      ['/api/stream/events?after=0', { 'Last-Event-ID': String(lastSeen) }],
    ] as const) {
      const again = await openStream(app, tokens.get(alice.id)!, path, headers);
      try {
        await waitFor(() => notices(again).length >= missed.length);
        expect(snapshotOf(again).turns).toBeDefined();
        expect(notices(again)).toEqual(missed);
        expect(again.received.filter((m) => m.event === 'notification').map((m) => Number(m.id))).toEqual(
          missed.map((n) => n.seq),
        );
        // Gapless: seq goes on from the one last seen.
        expect(missed.map((n) => n.seq)).toEqual(missed.map((_, i) => lastSeen + 1 + i));
        // Live after the catch-up, still once each: an invitation, then its cancellation.
        const live = (
          await rest(app, tokens.get(carol.id))
            .post('/api/challenges', { username: alice.username, preset: 'claim' })
            .expect(200)
        ).body as { id: string };
        await rest(app, tokens.get(carol.id)).post(`/api/challenges/${live.id}/cancel`).expect(200);
        await waitFor(() => notices(again).length === missed.length + 2);
        expect(
          notices(again)
            .slice(missed.length)
            .map((n) => [n.kind, n.challengeId]),
        ).toEqual([
          ['INVITATION', live.id],
          ['CHALLENGE_ANSWERED', live.id],
        ]);
        const seqs = notices(again).map((n) => n.seq);
        expect(new Set(seqs).size).toBe(seqs.length);
        expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
      } finally {
        again.close();
      }
      missed.push(
        ...(
          await gql<{ myNotifications: Notice[] }>(
            app,
            'query($a: Int!) { myNotifications(after: $a) { seq kind matchId seat version deadline challengeId challengeStatus from messageSeq tournamentId tournamentEvent round orderId clubId clubEvent appealId appealVerdict clubMatchId boardsPlayed board forfeit unanswered createdAt } }',
            { token: alice.token, variables: { a: missed[missed.length - 1].seq } },
          )
        ).data!.myNotifications,
      );
    }
    await as(alice).post(`/api/matches/${matchId}/resign`).expect(200);
  });

  it('refuses a bad cursor and a missing credential as JSON before any stream starts', async () => {
    for (const query of ['?after=-1', '?after=abc', '?after=1.5']) {
      const response = await as(bob).get(`/api/stream/events${query}`).expect(400);
      expect(response.body.code).toBe('BAD_USER_INPUT');
    }
    expect((await rest(app).get('/api/stream/events').expect(401)).body.code).toBe('UNAUTHENTICATED');
  });

  it('ends with an error message, without an id, once its API token is revoked', async () => {
    const token = await createApiToken(app, carol.token, ['MATCH_READ', 'LOBBY'], 'revoked soon');
    const stream = await openStream(app, token.secret, '/api/stream/events');
    try {
      await waitFor(() => stream.received.length >= 1);
      const revoked = await gql(app, 'mutation($id: ID!) { revokeApiToken(id: $id) { id } }', {
        token: carol.token,
        variables: { id: token.id },
      });
      expect(revoked.errors).toBeUndefined();
      // The next notice for carol ends her stream instead of reaching it.
      await as(alice).post('/api/challenges', { username: carol.username, preset: 'claim' }).expect(200);
      await waitFor(() => stream.ended);
      const last = stream.received[stream.received.length - 1];
      expect(last.event).toBe('error');
      expect(last.id).toBeUndefined();
      expect(JSON.parse(last.data).code).toBe('UNAUTHENTICATED');
      expect(notices(stream)).toEqual([]);
    } finally {
      stream.close();
    }
  });
});
