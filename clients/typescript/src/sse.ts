/** One Server-Sent Events message (https://html.spec.whatwg.org/multipage/server-sent-events.html). */
export interface ServerSentEvent {
  /** The `id:` field, if the message had one (the Claim server sends the event's seq). */
  id: string | undefined;
  /** The `event:` field; `message` when absent. */
  event: string;
  /** The `data:` lines, joined with newlines (the Claim server sends one line of JSON). */
  data: string;
}

/** Parses an event stream (a fetch Response body) into messages; comments (keep-alives) are skipped. */
export async function* serverSentEvents(
  body: ReadableStream<Uint8Array> | AsyncIterable<Uint8Array>,
): AsyncGenerator<ServerSentEvent> {
  const decoder = new TextDecoder();
  let buffer = '';
  let data: string[] = [];
  let id: string | undefined;
  let event = '';
  for await (const chunk of chunks(body)) {
    buffer += decoder.decode(chunk, { stream: true });
    let newline: number;
    while ((newline = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, newline).replace(/\r$/, '');
      buffer = buffer.slice(newline + 1);
      if (line === '') {
        if (data.length > 0) yield { id, event: event || 'message', data: data.join('\n') };
        data = [];
        event = '';
        continue;
      }
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'data') data.push(value);
      else if (field === 'id') id = value;
      else if (field === 'event') event = value;
    }
  }
}

/** The chunks of a body: browsers' ReadableStream is not async-iterable everywhere, so it is read with a reader. */
async function* chunks(body: ReadableStream<Uint8Array> | AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array> {
  if (!('getReader' in body)) {
    yield* body;
    return;
  }
  const reader = body.getReader();
  let ended = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if ((ended = done)) return;
      yield value;
    }
  } finally {
    // A reader that stops early (break, an error) closes the connection: an event stream never ends by itself.
    if (!ended) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}
