import { Logger, type MessageEvent } from '@nestjs/common';
import { logUnexpected, restErrorOf } from './rest-exception.filter';
import { Observable, Subject, interval, map, merge, takeUntil } from 'rxjs';
import type { AuthUser } from '../auth/auth-user';
import { toUpdateModel } from '../matches/graphql/match.mapper';
import type { MatchNotifier } from '../matches/match-notifier';
import type { MatchesService } from '../matches/matches.service';
import type { StreamCredentials } from '../auth/stream-credentials';

const logger = new Logger('MatchStream');

/** A comment line now and then keeps proxies from closing a quiet stream. */
export const HEARTBEAT_MS = 25_000;

/**
 * The Server-Sent Events of one match for one caller: a message per
 * committed event, with `id` = the event's seq and `data` = `{ event, match }`
 * (the event and the caller's view right after it, as GraphQL's matchUpdated
 * sends them). Events after `after` are sent first, so a client that passes
 * the version it has (or reconnects with Last-Event-ID) misses nothing; then
 * new events as MatchNotifier announces them, in order, each exactly once.
 * The caller must have been authorized to watch the match.
 */
export function matchStream(
  matches: MatchesService,
  notifier: MatchNotifier,
  credentials: StreamCredentials,
  caller: AuthUser,
  matchId: string,
  after: number,
  closed: AbortSignal,
): Observable<MessageEvent> {
  // Ends the heartbeat when the events end, so that the response closes.
  const ended = new Subject<void>();
  const events = new Observable<MessageEvent>((subscriber) => {
    const stop = new AbortController();
    const onClosed = (): void => stop.abort();
    closed.addEventListener('abort', onClosed, { once: true });
    // Listening starts before the first read below, so no commit falls between the two.
    const notices = notifier.watch(matchId, stop.signal);
    const firstNotice = notices.next();
    firstNotice.catch(() => undefined); // awaited below; an abort before then is not an unhandled rejection
    let sent = after;

    const sendUpTo = async (version: number): Promise<void> => {
      while (sent < version && !stop.signal.aborted) {
        const update = await matches.updateFor(caller, matchId, sent + 1);
        if (!update) return;
        await credentials.assertStillValid(caller);
        sent += 1;
        subscriber.next({
          id: String(sent),
          data: toUpdateModel(update),
        });
      }
    };

    void (async () => {
      try {
        await sendUpTo((await matches.load(matchId)).version);
        for (let notice = await firstNotice; !notice.done; notice = await notices.next())
          await sendUpTo(notice.value.seq);
      } catch (error) {
        if (stop.signal.aborted) return;
        // The stream's last message says why it ends, in the body every REST error has; then it closes.
        // (Nest's own handling would send `event: error` with "Internal server error", whatever the cause.)
        const { body, unexpected } = restErrorOf(error);
        if (unexpected) logUnexpected(logger, error);
        subscriber.next({ type: 'error', data: body });
        subscriber.complete();
        ended.next();
      }
    })();

    return () => {
      stop.abort();
      closed.removeEventListener('abort', onClosed);
    };
  });
  const heartbeat = interval(HEARTBEAT_MS).pipe(
    map((): MessageEvent => ({ comment: 'keep-alive' })),
    takeUntil(ended),
  );
  return merge(events, heartbeat);
}
