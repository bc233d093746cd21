import net from 'node:net';
import WebSocket from 'ws';
import { ConnectionRegistry } from '../../src/connections/connection-registry';
import type { RegisteredUser } from '../support/graphql-http';
import { registerUser } from '../support/graphql-http';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';
import { MatchesService } from '../../src/matches/matches.service';
import { startMatch } from '../matches/match-support';
import { start } from '../social/social-support';

/** A raw graphql-ws socket: resolves once open; `closed` resolves with the close code and reason. */
async function rawSocket(
  app: TestApp,
  init?: { token?: string },
): Promise<{ socket: WebSocket; closed: Promise<[number, string]> }> {
  const socket = new WebSocket(app.wsUrl, 'graphql-transport-ws');
  const closed = new Promise<[number, string]>((resolve) =>
    socket.once('close', (code, reason) => resolve([code, reason.toString()])),
  );
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  if (init) {
    const acked = new Promise<boolean>((resolve) => {
      // A text frame arrives as one Buffer (ws's default binaryType).
      socket.once('message', (data) =>
        resolve(JSON.parse((data as Buffer).toString('utf8')).type === 'connection_ack'),
      );
      void closed.then(() => resolve(false));
    });
    socket.send(
      JSON.stringify({
        type: 'connection_init',
        payload: init.token ? { authorization: `Bearer ${init.token}` } : {},
      }),
    );
    await acked;
  }
  return { socket, closed };
}

const openSse = (app: TestApp, token: string, matchId: string): Promise<Response> =>
  fetch(`${app.baseUrl}/api/matches/${matchId}/stream`, {
    headers: { authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(20_000),
  });

describe('Abuse: graphql-ws connections are bounded in time', () => {
  let app: TestApp;
  let alice: RegisteredUser;

  beforeAll(async () => {
    app = await startTestApp({ connectionLimits: { connectionInitTimeoutMs: 1_500, anonymousLifetimeMs: 1_500 } });
    alice = await registerUser(app);
  });
  afterAll(async () => app.close());

  it('closes a socket that never sends connection_init (4408)', async () => {
    const { closed } = await rawSocket(app);
    expect((await closed)[0]).toBe(4408);
  });

  it('closes a socket without a valid credential after its short lifetime (4401); a signed-in one stays', async () => {
    const anonymous = await rawSocket(app, {});
    const forged = await rawSocket(app, { token: 'forged' });
    const signedIn = await rawSocket(app, { token: alice.token });
    expect((await anonymous.closed)[0]).toBe(4401);
    expect((await forged.closed)[0]).toBe(4401);
    expect(signedIn.socket.readyState).toBe(WebSocket.OPEN);
    signedIn.socket.close();
  });

  it('keeps a socket without a credential open while it watches a public match (matchUpdated), then closes it (4401)', async () => {
    const bob = await registerUser(app);
    const matchId = await start(app, [alice, bob], { spectators: 'anyone' });
    const watching = await rawSocket(app, {});
    const idle = await rawSocket(app, {});
    const messages: { type: string; payload?: { errors?: unknown } }[] = [];
    watching.socket.on('message', (data) => messages.push(JSON.parse((data as Buffer).toString('utf8'))));
    watching.socket.send(
      JSON.stringify({
        id: 'watch',
        type: 'subscribe',
        payload: {
          query: 'subscription($m: ID!) { matchUpdated(matchId: $m) { event { seq } } }',
          variables: { m: matchId },
        },
      }),
    );
    // The watching one opened first: when the idle one's lifetime is over, its own is too.
    expect((await idle.closed)[0]).toBe(4401);
    expect(watching.socket.readyState).toBe(WebSocket.OPEN);
    expect(messages.filter((m) => m.type === 'error' || m.payload?.errors)).toEqual([]);
    watching.socket.send(JSON.stringify({ id: 'watch', type: 'complete' }));
    expect((await watching.closed)[0]).toBe(4401);
    await app.app.get(MatchesService).abort(alice, matchId);
  });
});

describe('Abuse: connections and streams are capped per address and per account', () => {
  let app: TestApp;
  let alice: RegisteredUser;
  let bob: RegisteredUser;
  let matchId: string;

  beforeAll(async () => {
    app = await startTestApp({ env: { MAX_CONNECTIONS_PER_ADDRESS: '6', MAX_CONNECTIONS_PER_USER: '3' } });
    [alice, bob] = [await registerUser(app), await registerUser(app)];
    matchId = await startMatch(app, [alice, bob]);
  });
  afterAll(async () => app.close());

  const registry = (): ConnectionRegistry => app.app.get(ConnectionRegistry);

  it('refuses the 4th connection or stream of one account, over graphql-ws (1013) and SSE (429), until one closes', async () => {
    const sockets = [await rawSocket(app, { token: alice.token }), await rawSocket(app, { token: alice.token })];
    const stream = await openSse(app, alice.token, matchId);
    expect(stream.status).toBe(200);
    expect(registry().countOf({ userId: alice.id })).toBe(3);

    const fourth = await rawSocket(app, { token: alice.token });
    expect(await fourth.closed).toEqual([1013, expect.stringMatching(/for this account/)]);
    const refused = await openSse(app, alice.token, matchId);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: 'RATE_LIMITED', retryAfter: expect.any(Number) });
    // Bob is not alice.
    const bobs = await rawSocket(app, { token: bob.token });
    expect(bobs.socket.readyState).toBe(WebSocket.OPEN);

    await stream.body?.cancel();
    sockets[0].socket.close();
    await sockets[0].closed;
    await waitUntil(() => registry().countOf({ userId: alice.id }) === 1);
    const again = await rawSocket(app, { token: alice.token });
    expect(again.socket.readyState).toBe(WebSocket.OPEN);
    for (const s of [sockets[1], bobs, again]) s.socket.close();
    await waitUntil(() => registry().countOf({ address: '127.0.0.1' }) === 0);
  });

  it('refuses connections from one address past its cap, signed in or not, before any message', async () => {
    const open = [];
    for (let i = 0; i < 6; i++) open.push(await rawSocket(app));
    const seventh = await rawSocket(app);
    expect(await seventh.closed).toEqual([1013, expect.stringMatching(/from this address/)]);
    const stream = await openSse(app, bob.token, matchId);
    expect(stream.status).toBe(429);
    for (const s of open) s.socket.close();
    await waitUntil(() => registry().countOf({ address: '127.0.0.1' }) === 0);
  });
});

describe('Abuse: slow HTTP clients are cut off', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ connectionLimits: { headersTimeoutMs: 500, requestTimeoutMs: 1_000 } });
  });
  afterAll(async () => app.close());

  /** Sends `head`, then one byte of `trickle` every 100 ms (at most 200 of them); resolves with what the server said once it closed. */
  function slowClient(head: string, trickle: string): Promise<{ answer: string; bytesTrickled: number }> {
    const { port } = new URL(app.baseUrl);
    return new Promise((resolve, reject) => {
      const socket = net.connect(Number(port), '127.0.0.1');
      let answer = '';
      let sent = 0;
      let timer: NodeJS.Timeout | undefined;
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('error', () => undefined);
      socket.on('close', () => {
        clearInterval(timer);
        resolve({ answer, bytesTrickled: sent });
      });
      socket.on('connect', () => {
        socket.write(head);
        timer = setInterval(() => {
          if (sent >= 200) {
            clearInterval(timer);
            socket.destroy();
            reject(new Error('the server kept the slow connection open'));
            return;
          }
          socket.write(trickle[sent % trickle.length]);
          sent++;
        }, 100);
      });
    });
  }

  it('answers 408 and closes a connection whose headers trickle in', async () => {
    const { answer, bytesTrickled } = await slowClient('GET /api/matches HTTP/1.1\r\nHost: x\r\n', 'X-Slow: a\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(bytesTrickled).toBeLessThan(200);
  });

  it('answers 408 and closes a connection whose body trickles in', async () => {
    const { answer, bytesTrickled } = await slowClient(
      'POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n',
      'a',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(bytesTrickled).toBeLessThan(200);
  });
});

async function waitUntil(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 500 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(condition()).toBe(true);
}
