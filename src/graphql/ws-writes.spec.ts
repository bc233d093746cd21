import type { AddressInfo } from 'node:net';
import type { IncomingMessage } from 'node:http';
import { WebSocket, WebSocketServer } from 'ws';
import { UNSENT_BYTES_LIMIT, sendTogether } from './ws-writes';

/** A loopback ws server whose connections send through sendTogether, and one client connected to it. */
async function connected(): Promise<{ server: WebSocket; client: WebSocket; close: () => Promise<void> }> {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise((resolve) => wss.once('listening', resolve));
  const accepted = new Promise<WebSocket>((resolve) =>
    wss.once('connection', (socket: WebSocket, request: IncomingMessage) => {
      sendTogether(socket, request.socket);
      resolve(socket);
    }),
  );
  const client = new WebSocket(`ws://127.0.0.1:${(wss.address() as AddressInfo).port}`);
  await new Promise((resolve) => client.once('open', resolve));
  const server = await accepted;
  return {
    server,
    client,
    close: async () => {
      client.terminate();
      await new Promise((resolve) => wss.close(resolve));
    },
  };
}

describe('sendTogether (graphql-ws messages of one turn leave in one write)', () => {
  it('counts a message sent once queued, and delivers every message in order', async () => {
    const { server, client, close } = await connected();
    try {
      const received: string[] = [];
      const all = new Promise<void>((resolve) =>
        client.on('message', (data: Buffer) => {
          received.push(data.toString());
          if (received.length === 3) resolve();
        }),
      );
      const sent: string[] = [];
      server.send('next', () => sent.push('next'));
      server.send('complete', { binary: false }, () => sent.push('complete'));
      server.send('plain');
      expect(sent).toEqual(['next', 'complete']);
      await all;
      expect(received).toEqual(['next', 'complete', 'plain']);
    } finally {
      await close();
    }
  });

  it('makes a sender wait for the write again while much is unsent', async () => {
    const { server, client, close } = await connected();
    try {
      const big = 'x'.repeat(4 * UNSENT_BYTES_LIMIT);
      let first = false;
      server.send(big, () => (first = true));
      expect(first).toBe(true); // nothing was unsent before it
      let second: () => void = () => undefined;
      const secondWritten = new Promise<void>((resolve) => (second = resolve));
      let secondAtOnce = false;
      server.send('next', () => {
        secondAtOnce = true;
        second();
      });
      expect(secondAtOnce).toBe(false); // the big message is still unsent
      await secondWritten;
      const received: string[] = [];
      await new Promise<void>((resolve) =>
        client.on('message', (data: Buffer) => {
          received.push(data.toString().slice(0, 4));
          if (received.length === 2) resolve();
        }),
      );
      expect(received).toEqual(['xxxx', 'next']);
    } finally {
      await close();
    }
  });
});
