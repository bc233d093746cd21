import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../../auth/auth-user';
import { StreamCredentials } from '../../auth/stream-credentials';
import { DomainError } from '../../common/errors';
import { releasing } from '../../common/streams';
import { MatchNotifier } from './match-notifier';
import { MatchUpdate, MatchesService } from '../matches.service';

/**
 * The match stream protocol, once: GraphQL's `matchUpdated` and REST's `GET /api/matches/{id}/stream`
 * only frame what `open` yields (src/matches/graphql/matches.resolver.ts, src/rest/match-stream.ts).
 */
@Injectable()
export class MatchStreams {
  constructor(
    private readonly matches: MatchesService,
    private readonly notifier: MatchNotifier,
    private readonly credentials: StreamCredentials,
  ) {}

  /**
   * The caller's updates of a match, each event once and in order:
   * 1. authorize — NOT_FOUND, FORBIDDEN or BAD_USER_INPUT (an `after` outside -1…version) are thrown
   *    here, before anything is subscribed, so a transport can still answer with a plain error;
   * 2. listen to the match's notices;
   * 3. catch up — every event after `after` (without it, after the version authorized) up to the version
   *    read once listening has begun, so a commit between steps 1 and 2 is not missed;
   * 4. live — for each notice, every event up to the version it names. A notice may stand for several
   *    events (those announced while the database listener was away: MatchNotifier then names the current
   *    version) or for one already sent; `sent` only moves forward, so none is sent twice or skipped.
   * `caller` null is a visitor without a token, authorized like any watcher (a match anyone may watch).
   * Before each update the stream's credential is checked again; the error that ends a stream (revoked
   * token, ended session, database away too long) is thrown from `next()` for the transport to frame.
   */
  async open(
    caller: AuthUser | null,
    matchId: string,
    after: number | null,
  ): Promise<AsyncIterableIterator<MatchUpdate>> {
    const current = await this.matches.assertCanWatch(caller, matchId);
    if (after !== null && (!Number.isInteger(after) || after < -1 || after > current)) {
      throw new DomainError({ code: 'BAD_USER_INPUT', fields: { after: [`must be -1 to ${current}`] } });
    }
    const stop = new AbortController();
    const notices = this.notifier.watch(matchId, stop.signal);
    // Starting the iteration is what registers the listener; it is awaited below.
    const firstNotice = notices.next();
    firstNotice.catch(() => undefined); // an abort before it is awaited is not an unhandled rejection
    const { matches, credentials } = this;
    let sent = after ?? current;

    async function* upTo(version: number): AsyncGenerator<MatchUpdate> {
      while (sent < version && !stop.signal.aborted) {
        const update = await matches.updateFor(caller, matchId, sent + 1);
        if (!update) return;
        // A visitor (no token) has no credential to recheck.
        if (caller) await credentials.assertStillValid(caller);
        sent += 1;
        yield update;
      }
    }
    async function* run(): AsyncGenerator<MatchUpdate> {
      try {
        yield* upTo((await matches.load(matchId)).version);
        for (let notice = await firstNotice; !notice.done; notice = await notices.next()) yield* upTo(notice.value.seq);
      } catch (error) {
        // Closed by the transport: the AbortError of the listener is the end, not a failure.
        if (!stop.signal.aborted) throw error;
      } finally {
        stop.abort();
      }
    }
    return releasing(run(), () => stop.abort());
  }
}
