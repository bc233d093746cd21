import type { Socket } from 'node:net';
import { WebSocket } from 'ws';

/** Past this much unsent data on a connection, a message counts as sent only once written, as graphql-ws expects. */
export const UNSENT_BYTES_LIMIT = 64 * 1024;

type Sent = (error?: Error) => void;
type Send = (data: Parameters<WebSocket['send']>[0], options: object, sent?: Sent) => void;

/**
 * graphql-ws sends a message and waits until it is written before it sends the next: an operation's
 * result and then its completion leave in two writes to the kernel, one system call each, on every move
 * (about a tenth of the server's CPU per move over graphql-ws, docs/benchmarks-history.md). Here a message counts as
 * sent once ws has queued it, and the messages queued in one turn of the event loop leave together, in
 * one write. The wait is kept where it matters: on a connection whose reader is behind (more than
 * UNSENT_BYTES_LIMIT unsent), a message counts as sent only once written, so a slow subscriber still holds
 * its stream back. A failed write closes the connection (ws does), as it did before.
 */
export function sendTogether(socket: WebSocket, stream: Socket): void {
  const send = socket.send.bind(socket) as Send;
  let corked = false;
  const flush = (): void => {
    corked = false;
    stream.uncork();
  };
  const together = (data: Parameters<WebSocket['send']>[0], optionsOrSent?: object | Sent, sent?: Sent): void => {
    const done = typeof optionsOrSent === 'function' ? (optionsOrSent as Sent) : sent;
    const options = typeof optionsOrSent === 'object' ? optionsOrSent : {};
    if (!done || socket.readyState !== WebSocket.OPEN || stream.writableLength >= UNSENT_BYTES_LIMIT) {
      send(data, options, done);
      return;
    }
    if (!corked) {
      corked = true;
      stream.cork();
      // After the promise callbacks of this turn (graphql-ws's next message is sent from one of them).
      process.nextTick(flush);
    }
    send(data, options);
    done();
  };
  socket.send = together as WebSocket['send'];
}
