import type { ServerSentEvent } from '../../clients/typescript/src/sse';
import { serverSentEvents } from '../../clients/typescript/src/sse';
import type { TestApp } from './test-app';

/** An open event stream: messages collect in `received` until `close()`. */
export interface OpenStream {
  status: number;
  received: ServerSentEvent[];
  /** The server closed the stream. */
  ended: boolean;
  /** Everything received, as text. */
  raw: string;
  close(): void;
}

export async function openStream(
  app: TestApp,
  token: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<OpenStream> {
  const abort = new AbortController();
  const response = await fetch(app.baseUrl + path, {
    headers: { authorization: `Bearer ${token}`, ...headers },
    signal: abort.signal,
  });
  const received: ServerSentEvent[] = [];
  const stream: OpenStream = { status: response.status, received, ended: false, raw: '', close: () => abort.abort() };
  if (response.ok && response.body) {
    const body = response.body as AsyncIterable<Uint8Array>;
    const decoder = new TextDecoder();
    const teed = (async function* () {
      for await (const chunk of body) {
        stream.raw += decoder.decode(chunk, { stream: true });
        yield chunk;
      }
    })();
    void (async () => {
      for await (const message of serverSentEvents(teed)) received.push(message);
      stream.ended = true;
    })().catch(() => undefined);
  }
  return stream;
}
