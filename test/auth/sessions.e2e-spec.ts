import { createApiToken } from '../api/api-support';
import { ChildServer } from '../support/child-server';
import type { ServerSentEvent } from '../../clients/typescript/src/sse';
import { serverSentEvents } from '../../clients/typescript/src/sse';
import type { RegisteredUser } from '../support/graphql-http';
import { gql, registerUser } from '../support/graphql-http';
import { connectWs, wsFirstResult } from '../support/graphql-ws';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';
import { legalMovesOf, sendMove, startMatch } from '../matches/match-support';

const ME = '{ me { id } }';
const LOGIN = 'mutation($i: LoginInput!) { login(input: $i) { accessToken } }';
const code = async (app: TestApp, token: string): Promise<string | undefined> =>
  (await gql(app, '{ myLobbies { id } }', { token })).errors?.[0]?.extensions?.code;

describe('ending sessions: logout and revokeMySessions', () => {
  let app: TestApp;
  let other: ChildServer;
  const codeAtOther = async (token: string): Promise<string | undefined> => {
    const response = await fetch(other.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: '{ myLobbies { id } }' }),
    });
    return ((await response.json()) as { errors?: { extensions?: { code?: string } }[] }).errors?.[0]?.extensions?.code;
  };

  beforeAll(async () => {
    app = await startTestApp();
    // Another server process on the same database and secret.
    other = await ChildServer.start({ databaseUrl: app.database.url, jwtSecret: app.config.jwt.secret });
  }, 120_000);
  afterAll(async () => {
    await other.stop();
    await app.close();
  });

  async function secondSession(user: RegisteredUser): Promise<string> {
    const login = await gql<{ login: { accessToken: string } }>(app, LOGIN, {
      variables: { i: { username: user.username, password: user.password } },
    });
    return login.data!.login.accessToken;
  }

  it('logout ends only the session it is sent with, here and on the other server', async () => {
    const user = await registerUser(app);
    const laptop = await secondSession(user);
    expect(await code(app, user.token)).toBeUndefined();
    const out = await gql<{ logout: boolean }>(app, 'mutation { logout }', { token: user.token });
    expect(out.data?.logout).toBe(true);
    expect(await code(app, user.token)).toBe('UNAUTHENTICATED');
    expect(await codeAtOther(user.token)).toBe('UNAUTHENTICATED');
    const rest = await fetch(`${app.baseUrl}/api/lobbies`, { headers: { authorization: `Bearer ${user.token}` } });
    expect(rest.status).toBe(401);
    expect(await code(app, laptop)).toBeUndefined();
  });

  it('revokeMySessions ends every session, this one too, and answers with a new one; tokens stay', async () => {
    const user = await registerUser(app);
    const laptop = await secondSession(user);
    const bot = await createApiToken(app, user.token, ['LOBBY']);
    const revoked = await gql<{ revokeMySessions: { accessToken: string; user: { id: string } } }>(
      app,
      'mutation { revokeMySessions { accessToken user { id } } }',
      { token: laptop },
    );
    expect(revoked.data?.revokeMySessions.user.id).toBe(user.id);
    for (const token of [user.token, laptop]) {
      expect(await code(app, token)).toBe('UNAUTHENTICATED');
      expect(await codeAtOther(token)).toBe('UNAUTHENTICATED');
    }
    expect(await code(app, revoked.data!.revokeMySessions.accessToken)).toBeUndefined();
    expect(await code(app, bot.secret)).toBeUndefined();
    // A fresh login after the revocation works.
    expect(await code(app, await secondSession(user))).toBeUndefined();
    // And a personal token cannot end sessions.
    const refused = await gql(app, 'mutation { revokeMySessions { accessToken } }', { token: bot.secret });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('changePassword checks the current password, ends every session and answers with a new one; tokens stay', async () => {
    const user = await registerUser(app);
    const laptop = await secondSession(user);
    const bot = await createApiToken(app, user.token, ['LOBBY']);
    const CHANGE =
      'mutation($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) { accessToken user { id } } }';
    const change = (token: string, c: string, n: string) =>
      gql<{ changePassword: { accessToken: string; user: { id: string } } }>(app, CHANGE, {
        token,
        variables: { c, n },
      });
    const fieldsOf = (answer: Awaited<ReturnType<typeof change>>) =>
      Object.keys((answer.errors?.[0]?.extensions?.fields as Record<string, string[]> | undefined) ?? {});

    const wrong = await change(user.token, 'not my password at all', 'a brand new passphrase');
    expect(wrong.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(fieldsOf(wrong)).toEqual(['currentPassword']);
    const weak = await change(user.token, user.password, 'short');
    expect(weak.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(fieldsOf(weak)).toEqual(['newPassword']);
    // Neither changed anything: both sessions still work and the old password still signs in.
    expect(await code(app, user.token)).toBeUndefined();
    expect(await code(app, laptop)).toBeUndefined();

    const changed = await change(laptop, user.password, 'a brand new passphrase');
    expect(changed.errors).toBeUndefined();
    expect(changed.data?.changePassword.user.id).toBe(user.id);
    for (const token of [user.token, laptop]) {
      expect(await code(app, token)).toBe('UNAUTHENTICATED');
      expect(await codeAtOther(token)).toBe('UNAUTHENTICATED');
    }
    expect(await code(app, changed.data!.changePassword.accessToken)).toBeUndefined();
    expect(await code(app, bot.secret)).toBeUndefined();
    const oldLogin = await gql(app, LOGIN, { variables: { i: { username: user.username, password: user.password } } });
    expect(oldLogin.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const newLogin = await gql(app, LOGIN, {
      variables: { i: { username: user.username, password: 'a brand new passphrase' } },
    });
    expect(newLogin.errors).toBeUndefined();
    // A personal token cannot change the password.
    const refused = await change(bot.secret, 'a brand new passphrase', 'yet another passphrase');
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('ends the operations of an open graphql-ws connection signed in with the session (checked once per connection)', async () => {
    const user = await registerUser(app);
    const laptop = await secondSession(user);
    const [phone, desk] = [connectWs(app, { token: user.token }), connectWs(app, { token: laptop })];
    const codeOver = async (client: typeof phone): Promise<string | undefined> =>
      (await wsFirstResult(client, '{ myLobbies { id } }')).errors?.[0]?.extensions?.code as string | undefined;
    try {
      expect(await codeOver(phone)).toBeUndefined();
      expect(await codeOver(desk)).toBeUndefined();
      await gql(app, 'mutation { logout }', { token: user.token });
      // The same connection, signed in before the logout: refused from the next operation on.
      expect(await codeOver(phone)).toBe('UNAUTHENTICATED');
      expect(await codeOver(phone)).toBe('UNAUTHENTICATED');
      expect(await codeOver(desk)).toBeUndefined();
      await gql(app, 'mutation { revokeMySessions { accessToken } }', { token: laptop });
      expect(await codeOver(desk)).toBe('UNAUTHENTICATED');
    } finally {
      await Promise.all([phone.dispose(), desk.dispose()]);
    }
  });

  it("ends the session's open streams: the next message is UNAUTHENTICATED", async () => {
    const [alice, bob] = [await registerUser(app), await registerUser(app)];
    const matchId = await startMatch(app, [alice, bob]);
    const response = await fetch(`${app.baseUrl}/api/matches/${matchId}/stream`, {
      headers: { authorization: `Bearer ${bob.token}` },
    });
    const received: ServerSentEvent[] = [];
    const ended = (async () => {
      for await (const m of serverSentEvents(response.body as AsyncIterable<Uint8Array>)) received.push(m);
    })();
    const bobsLaptop = await secondSession(bob);
    await gql(app, 'mutation { logout }', { token: bob.token });
    for (const token of [alice.token, bobsLaptop]) {
      const [move] = await legalMovesOf(app, token, matchId);
      if (!move) continue;
      expect((await sendMove(app, token, matchId, move, 0)).errors).toBeUndefined();
      break;
    }
    await ended;
    expect(received.map((m) => m.event)).toEqual(['error']);
    expect(JSON.parse(received[0].data)).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect((await gql(app, ME, { token: alice.token })).errors).toBeUndefined();
  });

  describe('the sessions list (mySessions, revokeSession, GET/DELETE /api/me/sessions)', () => {
    const LIST = '{ mySessions { id current userAgent createdAt lastUsedAt expiresAt } }';
    interface Listed {
      id: string;
      current: boolean;
      userAgent: string | null;
      createdAt: string;
      lastUsedAt: string;
      expiresAt: string;
    }
    /** A GraphQL request from a browser: its User-Agent is what the list shows. */
    const asBrowser = async <T>(token: string, agent: string, query: string, variables?: object) => {
      const response = await fetch(`${app.baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'user-agent': agent },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as { data?: T; errors?: { extensions?: { code?: string } }[] };
    };
    const PHONE =
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
    const DESK = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

    it('lists each signed-in session with its device, sign-in and last use; the current one marked; tokens are not sessions', async () => {
      const user = await registerUser(app);
      const laptop = await secondSession(user);
      await createApiToken(app, user.token, ['LOBBY']);
      await asBrowser(laptop, DESK, ME);
      // A session's use is recorded after its answer, without holding it up (Sessions.touch): the list shows the
      // laptop's device once that write has landed. Asked until then (bounded).
      let listed = await asBrowser<{ mySessions: Listed[] }>(user.token, PHONE, LIST);
      for (let i = 0; i < 100 && listed.data?.mySessions.some((s) => !s.current && s.userAgent === null); i++) {
        await new Promise((r) => setTimeout(r, 50));
        listed = await asBrowser<{ mySessions: Listed[] }>(user.token, PHONE, LIST);
      }
      expect(listed.errors).toBeUndefined();
      const sessions = listed.data!.mySessions;
      expect(sessions).toHaveLength(2);
      const current = sessions.find((s) => s.current)!;
      const other = sessions.find((s) => !s.current)!;
      expect(current.userAgent).toBe(PHONE);
      expect(other.userAgent).toBe(DESK);
      for (const s of sessions) {
        expect(Date.parse(s.lastUsedAt)).toBeGreaterThanOrEqual(Date.parse(s.createdAt));
        expect(Date.parse(s.expiresAt)).toBeGreaterThan(Date.now());
      }
      // The REST mirror answers the same list.
      const rest = await fetch(`${app.baseUrl}/api/me/sessions`, {
        headers: { authorization: `Bearer ${user.token}`, 'user-agent': PHONE },
      });
      expect(rest.status).toBe(200);
      const restList = (await rest.json()) as Listed[];
      expect(restList.map((s) => [s.id, s.current]).sort()).toEqual(sessions.map((s) => [s.id, s.current]).sort());
      // Nobody else's sessions, and a personal token may not list them.
      const stranger = await registerUser(app);
      const theirs = await gql<{ mySessions: Listed[] }>(app, LIST, { token: stranger.token });
      expect(theirs.data!.mySessions.map((s) => s.id)).not.toContain(other.id);
      const bot = await createApiToken(app, user.token, ['MATCH_READ']);
      expect((await gql(app, LIST, { token: bot.secret })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });

    it('revokeSession ends that session at once (here and on the other server) and closes its open graphql-ws subscription and SSE stream', async () => {
      const [user, rival] = [await registerUser(app), await registerUser(app)];
      const laptop = await secondSession(user);
      const matchId = await startMatch(app, [user, rival]);
      // The laptop has a subscription open over graphql-ws and an SSE stream of the match.
      const socket = connectWs(app, { token: laptop });
      const closed = new Promise<number>((resolve) =>
        socket.on('closed', (event) => resolve((event as { code: number }).code)),
      );
      const subscription: { errors: unknown[]; completed: boolean } = { errors: [], completed: false };
      const done = new Promise<void>((resolve) =>
        socket.subscribe(
          { query: 'subscription { myEvents { seq } }' },
          {
            next: () => undefined,
            error: (error) => {
              subscription.errors.push(error);
              resolve();
            },
            complete: () => {
              subscription.completed = true;
              resolve();
            },
          },
        ),
      );
      await new Promise<void>((resolve) => socket.on('connected', () => resolve()));
      const stream = await fetch(`${app.baseUrl}/api/matches/${matchId}/stream`, {
        headers: { authorization: `Bearer ${laptop}` },
      });
      const received: ServerSentEvent[] = [];
      const ended = (async () => {
        for await (const m of serverSentEvents(stream.body as AsyncIterable<Uint8Array>)) received.push(m);
      })();
      const { data } = await gql<{ mySessions: Listed[] }>(app, LIST, { token: user.token });
      const target = data!.mySessions.find((s) => !s.current)!;

      // Not yours, or no such session: NOT_FOUND, and nothing ends.
      const stranger = await registerUser(app);
      const REVOKE = 'mutation($id: ID!) { revokeSession(id: $id) }';
      for (const [token, id] of [
        [stranger.token, target.id],
        [user.token, 'not-a-uuid'],
        [user.token, '00000000-0000-4000-8000-000000000000'],
      ]) {
        const refused = await gql(app, REVOKE, { token, variables: { id } });
        expect(refused.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      }
      expect(await code(app, laptop)).toBeUndefined();

      const revoked = await gql<{ revokeSession: boolean }>(app, REVOKE, {
        token: user.token,
        variables: { id: target.id },
      });
      expect(revoked.data?.revokeSession).toBe(true);
      expect(await code(app, laptop)).toBe('UNAUTHENTICATED');
      expect(await codeAtOther(laptop)).toBe('UNAUTHENTICATED');
      // Closed without waiting for a message: no move is made, nothing is published.
      expect(await closed).toBe(4401);
      await done;
      await ended;
      expect(received.map((m) => m.event)).toEqual(['error']);
      expect(JSON.parse(received[0].data)).toMatchObject({ code: 'UNAUTHENTICATED' });
      await socket.dispose();
      // The session the request came with stays, and is the only one listed.
      expect(await code(app, user.token)).toBeUndefined();
      const after = await gql<{ mySessions: Listed[] }>(app, LIST, { token: user.token });
      expect(after.data!.mySessions.map((s) => s.id)).not.toContain(target.id);
      expect(after.data!.mySessions.filter((s) => s.current)).toHaveLength(1);
    });

    it('DELETE /api/me/sessions/{id} ends a session; revoking a personal token closes its open stream at once', async () => {
      const [user, rival] = [await registerUser(app), await registerUser(app)];
      const laptop = await secondSession(user);
      const { data } = await gql<{ mySessions: Listed[] }>(app, LIST, { token: user.token });
      const target = data!.mySessions.find((s) => !s.current)!;
      const deleted = await fetch(`${app.baseUrl}/api/me/sessions/${target.id}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${user.token}` },
      });
      expect(deleted.status).toBe(200);
      expect(await deleted.json()).toEqual({ ok: true });
      expect(await code(app, laptop)).toBe('UNAUTHENTICATED');
      const again = await fetch(`${app.baseUrl}/api/me/sessions/${target.id}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${user.token}` },
      });
      expect(again.status).toBe(404);

      const matchId = await startMatch(app, [user, rival]);
      const bot = await createApiToken(app, user.token, ['MATCH_READ']);
      const stream = await fetch(`${app.baseUrl}/api/matches/${matchId}/stream`, {
        headers: { authorization: `Bearer ${bot.secret}` },
      });
      const received: ServerSentEvent[] = [];
      const ended = (async () => {
        for await (const m of serverSentEvents(stream.body as AsyncIterable<Uint8Array>)) received.push(m);
      })();
      const tokens = await fetch(`${app.baseUrl}/api/me/tokens`, {
        headers: { authorization: `Bearer ${user.token}` },
      });
      expect(((await tokens.json()) as { id: string }[]).map((t) => t.id)).toContain(bot.id);
      const gone = await fetch(`${app.baseUrl}/api/me/tokens/${bot.id}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${user.token}` },
      });
      expect(gone.status).toBe(200);
      expect(((await gone.json()) as { revokedAt: string | null }).revokedAt).not.toBeNull();
      await ended;
      expect(received.map((m) => m.event)).toEqual(['error']);
      expect(JSON.parse(received[0].data)).toMatchObject({ code: 'UNAUTHENTICATED' });
    });

    it('a session ended on another server closes its stream here by itself (the sweep)', async () => {
      const [user, rival] = [await registerUser(app), await registerUser(app)];
      const laptop = await secondSession(user);
      const matchId = await startMatch(app, [user, rival]);
      const stream = await fetch(`${app.baseUrl}/api/matches/${matchId}/stream`, {
        headers: { authorization: `Bearer ${laptop}` },
      });
      const received: ServerSentEvent[] = [];
      const ended = (async () => {
        for await (const m of serverSentEvents(stream.body as AsyncIterable<Uint8Array>)) received.push(m);
      })();
      // Logged out through the other process: this one learns of it from the database.
      const response = await fetch(other.graphqlUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${laptop}` },
        body: JSON.stringify({ query: 'mutation { logout }' }),
      });
      expect(((await response.json()) as { data?: { logout: boolean } }).data?.logout).toBe(true);
      await ended;
      expect(received.map((m) => m.event)).toEqual(['error']);
      expect(JSON.parse(received[0].data)).toMatchObject({ code: 'UNAUTHENTICATED' });
    }, 60_000);
  });
});
