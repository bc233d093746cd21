import type { AuthUser } from './auth-user';

/** One open stream (an SSE response, a graphql-ws connection) and how to end it. */
export interface OpenStream {
  /** The credential it was opened with. */
  readonly caller: AuthUser;
  /** Ends it now, telling the client why (its last SSE event; graphql-ws close code 4401). */
  readonly end: () => void;
}

/**
 * The streams open on this process, by the credential they were opened with, so that ending a session or
 * revoking a personal token closes that credential's streams at once, instead of at their next message
 * (which, on a quiet match, may be days away). Sessions and StreamCredentials end them here; streams that
 * another process's revocation ended are found by StreamCredentials' sweep within seconds.
 * The ConnectionRegistry holds the process's one instance (src/connections), which the transports register with.
 */
export class OpenStreams {
  private readonly open = new Set<OpenStream>();

  /** Registers a stream; the returned function unregisters it (when it ends by itself). */
  add(caller: AuthUser, end: () => void): () => void {
    const stream: OpenStream = { caller, end };
    this.open.add(stream);
    return () => this.open.delete(stream);
  }

  /** Every open stream now (a copy: ending one changes the set). */
  all(): OpenStream[] {
    return [...this.open];
  }

  /** The open streams of one account (opened with a session or a personal token). */
  ofUser(userId: string): OpenStream[] {
    return this.all().filter((stream) => stream.caller.id === userId);
  }

  /** Ends `stream` and forgets it. */
  endOne(stream: OpenStream): void {
    if (!this.open.delete(stream)) return;
    stream.end();
  }

  /** Ends every stream opened with the personal token `tokenId`; how many. */
  endToken(tokenId: string): number {
    const ended = this.all().filter((stream) => stream.caller.tokenId === tokenId);
    for (const stream of ended) this.endOne(stream);
    return ended.length;
  }

  count(): number {
    return this.open.size;
  }
}
