import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, isSocketUp, onConnectionChange } from '../api/graphql';
import * as api from '../api/operations';
import type { Match, Move, StoryEvent } from '../api/types';
import { isMyTurn } from './turn';

/**
 * The live-sync protocol of one match, out of the screen that shows it: load, then subscribe to
 * matchUpdated from the version loaded (so no update falls between), keep the newest view (answers and updates may arrive out of
 * order), fetch the story after the last event told, reload after a reconnect, poll when the
 * subscription fails for good, and send moves with expectedVersion = the version on screen.
 *
 * It does not trust the socket alone (issue 28: a table that stopped updating, silently, until a reload):
 * an update whose version skips one, a notice from `myEvents` naming a newer version of this match, the
 * page coming back into view or online, and a watchdog every WATCHDOG_MS all compare with the server and
 * catch up; legal moves that failed to load are asked for again. Meanwhile `sync` says the table is out of
 * date ('behind') or the socket is down ('reconnecting'), and the screen says so.
 */

/** How often a running table asks the server whether it missed something, however quiet the socket. */
const WATCHDOG_MS = 20_000;
/** A notice may arrive a moment before the update it announces: wait this long before calling the view stale. */
const NOTICE_GRACE_MS = 2500;
/** Legal moves that failed to load (or have not come) are asked for again after this. */
const LEGAL_RETRY_MS = 2_500;

/** Fresh story events kept for the screen (banners and sounds take each once, by seq). */
const FRESH_KEPT = 16;

export type SyncState = 'live' | 'reconnecting' | 'behind';

export interface LiveMatch {
  match: Match | null;
  story: StoryEvent[];
  /**
   * The latest story events that arrived while the table was open (not the first load), oldest first: banners
   * and sounds, each taking an event once by its seq.
   */
  fresh: StoryEvent[];
  /** The legal moves at the current version; null while they load; empty when it is not the viewer's turn. */
  legal: Move[] | null;
  busy: boolean;
  /** What went wrong, as an error to show; cleared by the next successful load. */
  error: unknown;
  /** Something the player should know that is not an error (a stale view reloaded, polling instead). */
  notice: 'stale' | 'polling' | null;
  /** Whether the table is known to be current: out of date ('behind') or without live updates ('reconnecting'). */
  sync: SyncState;
  /** When the newest event was stored: since then the seat to act has been due. */
  lastEventAt: string | null;
  send(move: (expectedVersion: number) => Promise<Match>): Promise<void>;
  refetch(): Promise<void>;
}

export function useLiveMatch(id: string): LiveMatch {
  const [match, setMatch] = useState<Match | null>(null);
  const [story, setStory] = useState<StoryEvent[]>([]);
  const [fresh, setFresh] = useState<StoryEvent[]>([]);
  const [legal, setLegal] = useState<{ version: number; moves: Move[] } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [notice, setNotice] = useState<LiveMatch['notice']>(null);
  const [polling, setPolling] = useState(false);
  const [lastEventAt, setLastEventAt] = useState<string | null>(null);
  const [behind, setBehind] = useState(false);
  const [socketDown, setSocketDown] = useState(false);
  const [legalTry, setLegalTry] = useState(0);
  const latest = useRef<Match | null>(null);
  const storyRef = useRef<StoryEvent[]>([]);
  /** The story is fetched once at a time, each fetch after the last event it has. */
  const storyFetch = useRef<Promise<void> | null>(null);
  const finishedTold = useRef(false);
  const loadedOnce = useRef(false);

  const fetchStory = useCallback(
    (isFresh: boolean): Promise<void> => {
      const run = async () => {
        // Once the match is over everything is public (R9): the whole story is told again, unredacted.
        const reveal = latest.current !== null && latest.current.status !== 'running' && !finishedTold.current;
        const last = storyRef.current[storyRef.current.length - 1];
        const after = reveal ? -1 : (last?.seq ?? -1);
        const incoming = await api.fetchStory(id, after);
        if (reveal) finishedTold.current = true;
        const known = new Set(storyRef.current.map((e) => e.seq));
        const added = incoming.filter((e) => !known.has(e.seq));
        storyRef.current = reveal ? incoming : [...storyRef.current, ...added];
        setStory(storyRef.current);
        // Appended, not replaced: two answers may land before React renders, and neither's banners may be lost.
        if (isFresh && added.length > 0) setFresh((before) => [...before, ...added].slice(-FRESH_KEPT));
      };
      const previous = storyFetch.current ?? Promise.resolve();
      const next = previous.catch(() => undefined).then(run);
      storyFetch.current = next;
      return next;
    },
    [id],
  );

  /** Keeps the newest view: answers and updates can arrive out of order. */
  const accept = useCallback((next: Match) => {
    if (latest.current && latest.current.id === next.id && next.version < latest.current.version) return;
    latest.current = next;
    setMatch(next);
  }, []);

  const refetch = useCallback(async () => {
    try {
      const loaded = await api.fetchMatch(id);
      // The server is ahead of every update received: one was lost on the way.
      if (latest.current && loaded.version > latest.current.version) setBehind(true);
      accept(loaded);
      const [newest] = await api.fetchEvents(id, loaded.version - 1);
      if (newest && latest.current?.version === newest.seq) setLastEventAt(newest.createdAt);
      // After the first load, what a reload finds is news (banners, sounds) as if it had come live.
      await fetchStory(loadedOnce.current);
      loadedOnce.current = true;
      setError(null);
      if (latest.current?.version === loaded.version) setBehind(false);
    } catch (e) {
      setError(e);
    }
  }, [id, accept, fetchStory]);

  /** Catches up when the view may be stale; one at a time, the last request wins a second pass. */
  const catching = useRef<Promise<void> | null>(null);
  const again = useRef(false);
  const catchUp = useCallback((): void => {
    if (catching.current) {
      again.current = true;
      return;
    }
    catching.current = refetch().finally(() => {
      catching.current = null;
      if (again.current) {
        again.current = false;
        catchUp();
      }
    });
  }, [refetch]);

  // Load, then subscribe from the version loaded: the server first sends whatever was committed after it
  // (matchUpdated's `after`), so no move falls between the load and the subscription, however late the
  // socket connects.
  useEffect(() => {
    latest.current = null;
    storyRef.current = [];
    finishedTold.current = false;
    loadedOnce.current = false;
    setPolling(false);
    setMatch(null);
    setStory([]);
    setFresh([]);
    setBehind(false);
    let stop = () => undefined as void;
    let cancelled = false;
    let retry: number | undefined;
    const listen = () => {
      if (cancelled) return;
      let failed = false;
      stop = api.watchMatch(id, latest.current?.version ?? null, {
        next: ({ matchUpdated }) => {
          const before = latest.current?.version;
          accept(matchUpdated.match);
          if (latest.current?.version === matchUpdated.event.seq) setLastEventAt(matchUpdated.event.createdAt);
          // An update that skips a version: something was lost on the way (its story, its time).
          if (before !== undefined && matchUpdated.event.seq > before + 1) catchUp();
          void fetchStory(true).catch(() => undefined);
        },
        error: () => {
          failed = true;
          setNotice('polling');
          setPolling(true);
        },
        reconnected: () => catchUp(),
        // Ended without an error (the socket was replaced): listen again from the version on screen.
        ended: () => {
          if (failed || cancelled) return;
          retry = window.setTimeout(() => {
            catchUp();
            listen();
          }, 1000);
        },
      });
    };
    void refetch().then(listen);
    return () => {
      cancelled = true;
      window.clearTimeout(retry);
      stop();
    };
  }, [id, accept, fetchStory, refetch, catchUp]);

  // The socket's state: down after having been up is "reconnecting…"; back up, what was missed is fetched
  // (graphql-ws's own reconnect does that too, via `reconnected`).
  useEffect(() => {
    let wasUp = isSocketUp();
    return onConnectionChange((up) => {
      if (!up && wasUp) setSocketDown(true);
      if (up) setSocketDown(false);
      wasUp = up;
    });
  }, []);

  // A notice (myEvents) names this match at a version the table has not reached: if the update has not come
  // a moment later, it was lost.
  useEffect(() => {
    const timers = new Set<number>();
    const stop = api.watchMyEvents({
      next: ({ myEvents }) => {
        const seen = myEvents.version;
        if (myEvents.matchId !== id || seen == null) return;
        const timer = window.setTimeout(() => {
          timers.delete(timer);
          if (latest.current && latest.current.version < seen) {
            setBehind(true);
            catchUp();
          }
        }, NOTICE_GRACE_MS);
        timers.add(timer);
      },
    });
    return () => {
      for (const timer of timers) window.clearTimeout(timer);
      stop();
    };
  }, [id, catchUp]);

  // The watchdog, and a look at the server whenever the page comes back into view or online.
  const running = match?.status === 'running';
  useEffect(() => {
    if (!running) return;
    const look = () => {
      if (document.visibilityState === 'visible') catchUp();
    };
    const timer = window.setInterval(look, WATCHDOG_MS);
    document.addEventListener('visibilitychange', look);
    window.addEventListener('online', look);
    window.addEventListener('focus', look);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', look);
      window.removeEventListener('online', look);
      window.removeEventListener('focus', look);
    };
  }, [running, catchUp]);

  useEffect(() => {
    if (!polling || match?.status !== 'running') return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') void refetch();
    }, 3000);
    return () => window.clearInterval(timer);
  }, [polling, match?.status, refetch]);

  const myTurn = match !== null && isMyTurn(match);
  const version = match?.version;
  useEffect(() => {
    if (!myTurn || version === undefined) return;
    let cancelled = false;
    // Until they come, no card is playable and a prompt's buttons are off: a failed or lost answer is
    // asked for again rather than leaving the player with a table they cannot play (issue 28).
    const retry = window.setTimeout(() => !cancelled && setLegalTry((n) => n + 1), LEGAL_RETRY_MS);
    api
      .fetchLegalMoves(id)
      .then((moves) => {
        if (!cancelled && latest.current?.version === version) {
          window.clearTimeout(retry);
          setLegal({ version, moves });
        }
      })
      .catch((e) => !cancelled && setError(e));
    return () => {
      cancelled = true;
      window.clearTimeout(retry);
    };
  }, [id, myTurn, version, legalTry]);

  const send = useCallback(
    async (move: (expectedVersion: number) => Promise<Match>) => {
      const current = latest.current;
      if (!current) return;
      setBusy(true);
      setError(null);
      setNotice(null);
      try {
        accept(await move(current.version));
        void fetchStory(true).catch(() => undefined);
      } catch (e) {
        if (e instanceof ApiError && e.code === 'VERSION_CONFLICT') {
          setNotice('stale');
          await refetch();
        } else {
          setError(e);
          if (e instanceof ApiError && e.code === 'ILLEGAL_MOVE') await refetch();
        }
      } finally {
        setBusy(false);
      }
    },
    [accept, fetchStory, refetch],
  );

  const legalNow = !myTurn ? [] : legal && match && legal.version === match.version ? legal.moves : null;
  const sync: SyncState = socketDown ? 'reconnecting' : behind ? 'behind' : 'live';
  return { match, story, fresh, legal: legalNow, busy, error, notice, sync, lastEventAt, send, refetch };
}
