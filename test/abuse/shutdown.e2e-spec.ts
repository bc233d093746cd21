import { randomBytes } from 'node:crypto';
import WebSocket from 'ws';
import type { ServerSentEvent } from '../../clients/typescript/src/sse';
import { serverSentEvents } from '../../clients/typescript/src/sse';
import { ChildServer } from '../support/child-server';
import type { TestDatabase } from '../support/test-database';
import { createTestDatabase } from '../support/test-database';
import { registerAt, startMatchAt } from '../reliability/support';

/**
 * A SIGTERM with clients still connected: the open SSE stream gets a last message and ends, the
 * graphql-ws connection is closed, and the process exits by itself with code 0. Before, `app.close()`
 * waited for the stream's connection for ever (main.ts gave up after 20 s with exit code 1).
 */
describe('Abuse: shutdown with open streams', () => {
  let database: TestDatabase;
  let server: ChildServer;

  // Starting a server process takes long on a busy machine: not part of what the test measures.
  beforeAll(async () => {
    database = await createTestDatabase();
    server = await ChildServer.start({ databaseUrl: database.url, jwtSecret: randomBytes(32).toString('hex') });
  }, 120_000);
  afterAll(async () => {
    await server?.kill();
    await database.drop();
  });

  it('ends SSE streams with a last message, closes sockets, and exits 0 on SIGTERM', async () => {
    const [alice, bob] = [await registerAt(server.graphqlUrl, 'shut_a'), await registerAt(server.graphqlUrl, 'shut_b')];
    const matchId = await startMatchAt(server.graphqlUrl, [alice, bob]);

    const response = await fetch(`${server.baseUrl}/api/matches/${matchId}/stream?after=-1`, {
      headers: { authorization: `Bearer ${alice.token}` },
    });
    expect(response.status).toBe(200);
    const received: ServerSentEvent[] = [];
    const streamEnded = (async () => {
      for await (const message of serverSentEvents(response.body as AsyncIterable<Uint8Array>)) received.push(message);
    })();

    const socket = new WebSocket(server.wsUrl, 'graphql-transport-ws');
    const socketClosed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${bob.token}` } }));
    await new Promise((resolve) => socket.once('message', resolve));

    for (let i = 0; i < 500 && received.length === 0; i++) await new Promise((r) => setTimeout(r, 10));
    expect(received.map((m) => m.event)).toEqual(['message']); // the start event: the stream is live

    const exited = new Promise<number | null>((resolve) => server.process.once('exit', (code) => resolve(code)));
    server.process.kill('SIGTERM');
    await streamEnded;
    expect(received.map((m) => m.event)).toEqual(['message', 'error']);
    expect(JSON.parse(received[1].data)).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message: expect.stringMatching(/shutting down/),
    });
    expect(await socketClosed).toBe(1001);
    expect(await exited).toBe(0);
  }, 60_000);
});
