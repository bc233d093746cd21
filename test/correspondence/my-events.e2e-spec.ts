import type { Client } from 'graphql-ws';
import { challenge, challengeAction, dataOf } from '../lobbies/lobby-support';
import { connectWs } from '../support/graphql-ws';
import type { RegisteredUser } from '../support/graphql-http';
import { gql, registerUser } from '../support/graphql-http';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';
import { QUIET, dueSeat, moveOnce, myTurn, startCorrespondenceMatch, waitFor } from './correspondence-support';

const MY_EVENTS = 'subscription { myEvents { kind matchId seat version deadline challengeId challengeStatus from } }';

interface Notification {
  kind: string;
  matchId: string | null;
  seat: number | null;
  version: number | null;
  deadline: string | null;
  challengeId: string | null;
  challengeStatus: string | null;
  from: string | null;
}

/** Every notification one user receives, and the raw messages (to look for cards in). */
interface Inbox {
  all: Notification[];
  raw: string[];
  of(matchId: string): Notification[];
}

function listen(client: Client): Inbox {
  const inbox: Inbox = { all: [], raw: [], of: (id) => inbox.all.filter((n) => n.matchId === id) };
  client.subscribe<{ myEvents: Notification }>(
    { query: MY_EVENTS },
    {
      next: (message) => {
        inbox.raw.push(JSON.stringify(message));
        if (message.data) inbox.all.push(message.data.myEvents);
      },
      error: (error) => inbox.raw.push(`error: ${JSON.stringify(error)}`),
      complete: () => undefined,
    },
  );
  return inbox;
}

describe('myEvents', () => {
  let app: TestApp;
  let other: TestApp;
  let alice: RegisteredUser;
  let bob: RegisteredUser;
  let carol: RegisteredUser;
  const clients: Client[] = [];
  let inboxes: Map<string, Inbox>;

  beforeAll(async () => {
    app = await startTestApp({ env: QUIET });
    // The subscribers are connected to a second server process: every notification crosses processes.
    other = await startTestApp({ database: app.database, jwt: app.config.jwt, env: QUIET });
    [alice, bob, carol] = await Promise.all([registerUser(app), registerUser(app), registerUser(app)]);
    inboxes = new Map(
      [alice, bob].map((user) => {
        const client = connectWs(other, { token: user.token });
        clients.push(client);
        return [user.id, listen(client)];
      }),
    );
    // Subscriptions are live once a finished match has reached both (graphql-ws does not acknowledge them).
    const warmUp = await startCorrespondenceMatch(app, [alice, bob], null);
    await gql(app, 'mutation($m: ID!) { resign(matchId: $m) { version } }', {
      token: alice.token,
      variables: { m: warmUp },
    });
    for (const user of [alice, bob])
      await waitFor('the subscriptions', async () =>
        inboxes
          .get(user.id)!
          .of(warmUp)
          .some((n) => n.kind === 'GAME_OVER'),
      );
  });
  afterAll(async () => {
    await Promise.all(clients.map(async (c) => c.dispose()));
    await other.close();
    await app.close();
  });

  const inbox = (user: RegisteredUser): Inbox => inboxes.get(user.id)!;

  it('tells the seat due YOUR_TURN (with its deadline), the other OPPONENT_MOVED, and both GAME_OVER', async () => {
    const players = [alice, bob];
    const matchId = await startCorrespondenceMatch(app, players, 2);
    // What each event should produce, from who acted and who is due after it.
    const expected: Map<string, { kind: string; seat: number; version: number }[]> = new Map(
      players.map((p) => [p.id, []]),
    );
    const first = await dueSeat(app, players, matchId);
    expected.get(players[first.seat].id)!.push({ kind: 'YOUR_TURN', seat: first.seat, version: 0 });
    for (let i = 0; i < 3; i++) {
      const moved = await moveOnce(app, players, matchId);
      const due = await dueSeat(app, players, matchId);
      const other = 1 - moved.seat;
      if (due.seat === other)
        expected.get(players[other].id)!.push({ kind: 'YOUR_TURN', seat: other, version: moved.version });
      else expected.get(players[other].id)!.push({ kind: 'OPPONENT_MOVED', seat: moved.seat, version: moved.version });
    }
    const resigned = await gql<{ resign: { version: number } }>(
      app,
      'mutation($m: ID!) { resign(matchId: $m) { version } }',
      { token: bob.token, variables: { m: matchId } },
    );
    for (const p of players)
      expected.get(p.id)!.push({ kind: 'GAME_OVER', seat: 1, version: resigned.data!.resign.version });

    for (const p of players) {
      const want = expected.get(p.id)!;
      const got = await waitFor(`${p.username}'s notifications`, async () =>
        inbox(p).of(matchId).length >= want.length ? inbox(p).of(matchId) : null,
      );
      await new Promise((r) => setTimeout(r, 100));
      expect(
        inbox(p)
          .of(matchId)
          .map(({ kind, seat, version }) => ({ kind, seat, version })),
      ).toEqual(want);
      for (const n of got) {
        expect(n).toMatchObject({ challengeId: null, challengeStatus: null, from: null });
        if (n.kind !== 'YOUR_TURN') expect(n.deadline).toBeNull();
      }
    }
  });

  it('gives YOUR_TURN the deadline myTurn shows', async () => {
    const players = [alice, bob];
    const matchId = await startCorrespondenceMatch(app, players, 5);
    const { seat } = await dueSeat(app, players, matchId);
    // An empty list is truthy: wait until the notice has actually arrived.
    const [notice] = await waitFor('YOUR_TURN', async () => {
      const notices = inbox(players[seat]).of(matchId);
      return notices.length > 0 ? notices : null;
    });
    const entry = (await myTurn(app, players[seat])).find((e) => e.matchId === matchId)!;
    expect(notice).toMatchObject({ kind: 'YOUR_TURN', seat, version: 0, deadline: entry.deadline });
    expect(Date.parse(notice.deadline!) - Date.now()).toBeGreaterThan(4.9 * 24 * 3600_000);
  });

  it('tells nobody about matches they do not play in, and never carries a card', async () => {
    const matchId = await startCorrespondenceMatch(app, [carol, bob], 1);
    for (let i = 0; i < 4; i++) await moveOnce(app, [carol, bob], matchId);
    await waitFor('bob to hear of it', async () => inbox(bob).of(matchId).length > 0);
    await new Promise((r) => setTimeout(r, 200));
    expect(inbox(alice).of(matchId)).toEqual([]);
    for (const user of [alice, bob]) {
      for (const message of inbox(user).raw) {
        expect(message).not.toMatch(/[a-z]+:\d|hero:/);
        expect(message).not.toContain('error');
      }
    }
  });

  it('reports challenges: INVITATION to the challenged, CHALLENGE_ANSWERED to the other side', async () => {
    const accepted = dataOf(
      await challenge(app, alice.token, bob.username, { preset: 'claim', daysPerMove: 3 }),
    ).challenge;
    const invitation = await waitFor('the invitation', async () =>
      inbox(bob).all.find((n) => n.challengeId === accepted.id),
    );
    expect(invitation).toEqual({
      kind: 'INVITATION',
      challengeId: accepted.id,
      challengeStatus: 'pending',
      from: alice.username,
      matchId: null,
      seat: null,
      version: null,
      deadline: null,
    });

    const started = dataOf(await challengeAction(app, bob.token, 'acceptChallenge', accepted.id)).acceptChallenge;
    const answer = await waitFor('the acceptance', async () =>
      inbox(alice).all.find((n) => n.challengeId === accepted.id),
    );
    expect(answer).toEqual({
      kind: 'CHALLENGE_ANSWERED',
      challengeId: accepted.id,
      challengeStatus: 'accepted',
      from: bob.username,
      matchId: started.matchId,
      seat: null,
      version: null,
      deadline: null,
    });
    // The match it started is announced like any other.
    const due = await dueSeat(app, [alice, bob], started.matchId!);
    await waitFor('YOUR_TURN in the new match', async () =>
      inbox([alice, bob][due.seat])
        .of(started.matchId!)
        .find((n) => n.kind === 'YOUR_TURN'),
    );

    const declined = dataOf(await challenge(app, alice.token, bob.username, { preset: 'claim' })).challenge;
    await challengeAction(app, bob.token, 'declineChallenge', declined.id);
    expect(
      await waitFor('the refusal', async () => inbox(alice).all.find((n) => n.challengeId === declined.id)),
    ).toMatchObject({ kind: 'CHALLENGE_ANSWERED', challengeStatus: 'declined', from: bob.username, matchId: null });

    const withdrawn = dataOf(await challenge(app, alice.token, bob.username, { preset: 'claim' })).challenge;
    await challengeAction(app, alice.token, 'cancelChallenge', withdrawn.id);
    await waitFor(
      'the withdrawal',
      async () => inbox(bob).all.filter((n) => n.challengeId === withdrawn.id).length === 2,
    );
    expect(
      inbox(bob)
        .all.filter((n) => n.challengeId === withdrawn.id)
        .map((n) => `${n.kind}:${n.challengeStatus}:${n.from}`),
    ).toEqual([`INVITATION:pending:${alice.username}`, `CHALLENGE_ANSWERED:cancelled:${alice.username}`]);
  });

  it('stops when the subscriber unsubscribes', async () => {
    const client = connectWs(other, { token: carol.token });
    const received: unknown[] = [];
    const stop = client.subscribe(
      { query: MY_EVENTS },
      { next: (m) => received.push(m), error: () => undefined, complete: () => undefined },
    );
    await new Promise((r) => setTimeout(r, 300));
    stop();
    await new Promise((r) => setTimeout(r, 100));
    await startCorrespondenceMatch(app, [carol, alice], 1);
    await new Promise((r) => setTimeout(r, 300));
    expect(received).toEqual([]);
    await client.dispose();
  });

  it('replays the log from a seq: a client that reconnects gets every notice it missed, in order, once', async () => {
    const [dave, erin] = await Promise.all([registerUser(app), registerUser(app)]);
    const players = [dave, erin];
    const replay = (after: number) => {
      const client = connectWs(other, { token: dave.token });
      clients.push(client);
      const got: { seq: number; kind: string; matchId: string | null }[] = [];
      client.subscribe<{ myEvents: { seq: number; kind: string; matchId: string | null } }>(
        { query: 'subscription($a: Int) { myEvents(after: $a) { seq kind matchId } }', variables: { a: after } },
        { next: (m) => m.data && got.push(m.data.myEvents), error: () => undefined, complete: () => undefined },
      );
      return { client, got };
    };
    // Nobody listens while the first moves happen.
    const matchId = await startCorrespondenceMatch(app, players, null);
    await moveOnce(app, players, matchId);
    await moveOnce(app, players, matchId);
    const log = async () =>
      (
        await gql<{ myNotifications: { seq: number; kind: string; matchId: string | null }[] }>(
          app,
          'query { myNotifications(after: 0) { seq kind matchId } }',
          { token: dave.token },
        )
      ).data!.myNotifications;
    const stored = await log();
    expect(stored.map((n) => n.seq)).toEqual(stored.map((_n, i) => i + 1));
    const first = replay(0);
    await waitFor('the replay', async () => first.got.length >= stored.length);
    expect(first.got).toEqual(stored);
    const last = first.got[first.got.length - 1].seq;
    await first.client.dispose();
    // Away again: more happens, then the client comes back with the last seq it saw.
    await moveOnce(app, players, matchId);
    await gql(app, 'mutation($m: ID!) { resign(matchId: $m) { version } }', {
      token: erin.token,
      variables: { m: matchId },
    });
    const now = await log();
    const second = replay(last);
    await waitFor('the missed notices', async () => second.got.some((n) => n.kind === 'GAME_OVER'));
    expect(second.got).toEqual(now.filter((n) => n.seq > last));
    const bad = await gql(app, 'query { myNotifications(after: -1) { seq } }', { token: dave.token });
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});
