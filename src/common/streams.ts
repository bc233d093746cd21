/**
 * `source` with a `return()` that always calls `release` first. A stream subscribes eagerly, before it
 * catches up, so that no commit falls between the two; but an async generator's body (and so its
 * `finally`) runs only from its first `next()`, and a stream closed before it was ever read would keep
 * its subscription. Transports hand this to graphql-ws or their own loop and call `return()` when the
 * client goes away.
 */
export function releasing<T>(source: AsyncGenerator<T>, release: () => void): AsyncIterableIterator<T> {
  const iterator: AsyncIterableIterator<T> = {
    next: () => source.next(),
    return: async () => {
      release();
      await source.return(undefined);
      return { done: true, value: undefined };
    },
    [Symbol.asyncIterator]: () => iterator,
  };
  return iterator;
}

/**
 * A transport's view of a stream: each value as `frame` makes it; an error thrown by the source becomes
 * one last value (`lastFrame`: GraphQL sends it as the field's value, so it reaches the client formatted,
 * with its code — thrown from the stream, graphql-ws would pass on only its message), and then the stream
 * ends; without `lastFrame` the error is thrown on. `return()` reaches the source.
 */
export function framed<T, F>(
  source: AsyncIterableIterator<T>,
  frame: (value: T) => F,
  lastFrame?: (error: Error) => F,
): AsyncIterableIterator<F> {
  let ended = false;
  const iterator: AsyncIterableIterator<F> = {
    next: async () => {
      if (ended) return { done: true, value: undefined };
      try {
        const next = await source.next();
        if (!next.done) return { done: false, value: frame(next.value) };
      } catch (error) {
        ended = true;
        await source.return?.();
        if (!lastFrame) throw error;
        return { done: false, value: lastFrame(error instanceof Error ? error : new Error(String(error))) };
      }
      ended = true;
      return { done: true, value: undefined };
    },
    return: async () => {
      ended = true;
      await source.return?.();
      return { done: true, value: undefined };
    },
    [Symbol.asyncIterator]: () => iterator,
  };
  return iterator;
}
