import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { NOT_PUBLIC } from './address-guard';
import { ABORTED, errorText, sendWebhook } from './webhook-sender';

const delivery = (url: string) => ({ id: 'd1', event: 'YOUR_TURN', body: '{"id":"d1"}', url, secret: 's'.repeat(32) });
const options = (timeoutMs: number, extra: object = {}) => ({
  timeoutMs,
  allowPrivateAddresses: true,
  timestamp: 1_700_000_000,
  ...extra,
});

/** A loopback TCP server whose connections `onSocket` handles byte by byte; closed after each test. */
async function tcpServer(onSocket: (socket: net.Socket) => void): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
    onSocket(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** Writes `text` one byte every 50 ms (at most 400 bytes, then gives up), while the socket is open. */
function trickle(socket: net.Socket, text: string): void {
  let i = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || i >= Math.min(text.length, 400)) return clearInterval(timer);
    socket.write(text[i++]);
  }, 50);
  socket.on('close', () => clearInterval(timer));
}

describe('webhook sender', () => {
  it('is delivered once the status line says 2xx, without reading a body that trickles for ever', async () => {
    const server = await tcpServer((socket) =>
      socket.once('data', () => {
        socket.write('HTTP/1.1 200 OK\r\nContent-Length: 100000\r\n\r\n');
        trickle(socket, 'x'.repeat(400));
      }),
    );
    try {
      // The deadline is far away: only not reading the body makes this answer soon.
      const result = await sendWebhook(delivery(server.url), options(60_000));
      expect(result).toEqual({ statusCode: 200, ok: true, error: null });
    } finally {
      await server.close();
    }
  });

  it('gives up at its deadline on a receiver that trickles its status line', async () => {
    const server = await tcpServer((socket) =>
      socket.once('data', () => trickle(socket, 'HTTP/1.1 200 OK\r\n'.padEnd(400, ' '))),
    );
    try {
      const result = await sendWebhook(delivery(server.url), options(400));
      expect(result).toEqual({ statusCode: null, ok: false, error: 'no response within 400 ms' });
    } finally {
      await server.close();
    }
  });

  it('stops at once when aborted (the worker is shutting down)', async () => {
    const server = await tcpServer(() => undefined); // never answers
    const stop = new AbortController();
    try {
      const sending = sendWebhook(delivery(server.url), options(60_000, { signal: stop.signal }));
      setTimeout(() => stop.abort(), 50);
      expect(await sending).toBe(ABORTED);
    } finally {
      await server.close();
    }
  });

  it('does not say what a name resolves to when the address is not public', async () => {
    const receiver = http.createServer((_req, res) => res.end());
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const { port } = receiver.address() as AddressInfo;
    try {
      const result = await sendWebhook(
        delivery(`http://localhost:${port}/`),
        options(5_000, { allowPrivateAddresses: false }),
      );
      expect(result).toEqual({ statusCode: null, ok: false, error: NOT_PUBLIC });
      const literal = await sendWebhook(
        delivery('http://[::ffff:7f00:1]:9/'),
        options(5_000, { allowPrivateAddresses: false }),
      );
      expect(literal.error).toBe(NOT_PUBLIC);
    } finally {
      await new Promise((resolve) => receiver.close(resolve));
    }
  });

  it.each([
    [Object.assign(new Error('getaddrinfo ENOTFOUND db.internal'), { code: 'ENOTFOUND' }), NOT_PUBLIC],
    [Object.assign(new Error('connect ECONNREFUSED 10.1.2.3:443'), { code: 'ECONNREFUSED' }), 'connection refused'],
    [Object.assign(new Error('connect ETIMEDOUT 10.1.2.3:443'), { code: 'ETIMEDOUT' }), 'host unreachable'],
    [new Error('something odd at 10.1.2.3'), 'request failed'],
  ])('states %s without addresses as %s', (error, text) => {
    expect(errorText(error)).toBe(text);
  });
});
