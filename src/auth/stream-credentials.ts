import type { OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { Injectable } from '@nestjs/common';
import { growingLru } from '../common/growing-lru';
import { DomainError } from '../common/errors';
import { ApiTokensRepository } from './api-tokens/api-tokens.repository';
import { OAuthRecordsRepository } from './oauth/oauth-records.repository';
import { Clock } from '../common/clock';
import type { AuthUser } from './auth-user';
import { OpenStreams } from './open-streams';
import { Sessions } from './sessions';

/** The tokenId of an OAuth access token's caller: its grant (src/auth/oauth/oauth.service.ts). */
export const OAUTH_GRANT_PREFIX = 'oauth:';

/** How long a token's state, once read, answers for every stream using it. */
const TOKEN_STATE_TTL_MS = 2_000;
/**
 * How often the open streams of this process are checked for a credential ended elsewhere (another
 * process's logout or revocation, which this one learns of within SESSION_USER_TTL_MS).
 */
export const STREAM_SWEEP_MS = 5_000;

/**
 * A stream (a graphql-ws subscription, an SSE stream) is authorized once, when it opens, and may then
 * run for days. Before each message it asks here whether the personal API token it was opened with
 * (or the app's OAuth grant) is still active (and whether the session's JWT has expired or the session was ended: Sessions), so
 * revoking a token or the end of a session also silences its open streams: the next message is an UNAUTHENTICATED error, and the stream
 * ends. Streams that registered with OpenStreams (SSE responses, graphql-ws connections) do not wait
 * for a message: a revocation on this process closes them at once, and a sweep every STREAM_SWEEP_MS
 * closes those whose credential another process ended.
 */
@Injectable()
export class StreamCredentials implements OnModuleInit, OnModuleDestroy {
  private readonly active = growingLru<string, boolean>(10_000, { ttl: TOKEN_STATE_TTL_MS });

  private sweeper: NodeJS.Timeout | null = null;
  private sweeping = false;

  constructor(
    private readonly tokens: ApiTokensRepository,
    private readonly oauth: OAuthRecordsRepository,
    private readonly sessions: Sessions,
    private readonly streams: OpenStreams,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.sweeper = setInterval(() => void this.sweep(), STREAM_SWEEP_MS);
    this.sweeper.unref();
  }

  onModuleDestroy(): void {
    if (this.sweeper) clearInterval(this.sweeper);
    this.sweeper = null;
  }

  /** Closes every open stream whose credential no longer holds; one that cannot be checked now stays. */
  async sweep(): Promise<void> {
    if (this.sweeping) return;
    this.sweeping = true;
    try {
      for (const stream of this.streams.all()) {
        const ended = await this.check(stream.caller).catch(() => null);
        if (ended) this.streams.endOne(stream);
      }
    } finally {
      this.sweeping = false;
    }
  }

  /** The error to end the stream with, or null while the credential is good. */
  async check(caller: AuthUser): Promise<DomainError | null> {
    if (caller.expiresAt !== null && Date.now() >= caller.expiresAt) {
      return new DomainError(
        { code: 'UNAUTHENTICATED' },
        caller.tokenId === null
          ? 'The session this stream was opened with has expired; sign in again'
          : 'The access token this stream was opened with has expired; refresh it and open the stream again',
      );
    }
    if (caller.tokenId === null) {
      return (await this.sessions.isCurrent(caller))
        ? null
        : new DomainError(
            { code: 'UNAUTHENTICATED' },
            'The session this stream was opened with has ended; sign in again',
          );
    }
    let active = this.active.get(caller.tokenId);
    if (active === undefined) {
      // An app's token (OAuthService: `oauth:<grant id>`) holds while its grant does: revoking any of the
      // app's tokens, or the app in Settings, removes the grant.
      active = caller.tokenId.startsWith(OAUTH_GRANT_PREFIX)
        ? await this.oauth.grantActive(caller.tokenId.slice(OAUTH_GRANT_PREFIX.length), this.clock.now())
        : await this.tokens.isActive(caller.tokenId);
      this.active.set(caller.tokenId, active);
    }
    return active
      ? null
      : new DomainError({ code: 'UNAUTHENTICATED' }, 'The API token this stream was opened with has been revoked');
  }

  async assertStillValid(caller: AuthUser): Promise<void> {
    const error = await this.check(caller);
    if (error) throw error;
  }

  /**
   * A subscription's frames of `source`, the caller's credential checked before each: once it no longer
   * holds, its error is the last frame (as the field's value it reaches the client with its code) and the
   * source is closed. Errors of the source itself are thrown on.
   */
  framedWhileValid<T, F>(
    caller: AuthUser,
    source: AsyncIterableIterator<T>,
    frame: (value: T) => F,
    lastFrame: (error: DomainError) => F,
  ): AsyncIterableIterator<F> {
    let ended = false;
    const iterator: AsyncIterableIterator<F> = {
      next: async () => {
        if (ended) return { done: true, value: undefined };
        const next = await source.next();
        if (next.done) return next;
        const revoked = await this.check(caller);
        if (revoked) {
          ended = true;
          await source.return?.();
          return { done: false, value: lastFrame(revoked) };
        }
        return { done: false, value: frame(next.value) };
      },
      return: async () => {
        await source.return?.();
        return { done: true, value: undefined };
      },
      [Symbol.asyncIterator]: () => iterator,
    };
    return iterator;
  }

  /** A token revoked through this process: its streams here stop at once (elsewhere within TOKEN_STATE_TTL_MS). */
  revoked(tokenId: string): void {
    this.active.set(tokenId, false);
    this.streams.endToken(tokenId);
  }
}
