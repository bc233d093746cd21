import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../api/graphql';
import * as api from '../api/operations';
import type { Match, Move, StoryEvent } from '../api/types';
import { isMyTurn } from './turn';

/**
 * The live-sync protocol of one match, out of the screen that shows it: load, then subscribe to
 * matchUpdated from the version loaded (so no update falls between), keep the newest view (answers and updates may arrive out of
 * order), fetch the story after the last event told, reload after a reconnect, poll when the
 * subscription fails for good, and send moves with expectedVersion = the version on screen.
 */
export interface LiveMatch {
  match: Match | null;
  story: StoryEvent[];
  /** Story events that arrived while the table was open (not the first load): banners and sounds. */
  fresh: StoryEvent[];
  /** The legal moves at the current version; null while they load; empty when it is not the viewer's turn. */
  legal: Move[] | null;
  busy: boolean;
  /** What went wrong, as an error to show; cleared by the next successful load. */
  error: unknown;
  /** Something the player should know that is not an error (a stale view reloaded, polling instead). */
  notice: 'stale' | 'polling' | null;
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
  const latest = useRef<Match | null>(null);
  const storyRef = useRef<StoryEvent[]>([]);
  /** The story is fetched once at a time, each fetch after the last event it has. */
  const storyFetch = useRef<Promise<void> | null>(null);
  const finishedTold = useRef(false);

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
        if (isFresh && added.length > 0) setFresh(added);
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
      accept(loaded);
      const [newest] = await api.fetchEvents(id, loaded.version - 1);
      if (newest && latest.current?.version === newest.seq) setLastEventAt(newest.createdAt);
      await fetchStory(false);
      setError(null);
    } catch (e) {
      setError(e);
    }
  }, [id, accept, fetchStory]);

  // Load, then subscribe from the version loaded: the server first sends whatever was committed after it
  // (matchUpdated's `after`), so no move falls between the load and the subscription, however late the
  // socket connects.
  useEffect(() => {
    latest.current = null;
    storyRef.current = [];
    finishedTold.current = false;
    setPolling(false);
    setMatch(null);
    setStory([]);
    setFresh([]);
    let stop = () => undefined as void;
    let cancelled = false;
    void refetch().then(() => {
      if (cancelled) return;
      stop = api.watchMatch(id, latest.current?.version ?? null, {
        next: ({ matchUpdated }) => {
          accept(matchUpdated.match);
          if (latest.current?.version === matchUpdated.event.seq) setLastEventAt(matchUpdated.event.createdAt);
          void fetchStory(true).catch(() => undefined);
        },
        error: () => {
          setNotice('polling');
          setPolling(true);
        },
        reconnected: () => void refetch(),
      });
    });
    return () => {
      cancelled = true;
      stop();
    };
  }, [id, accept, fetchStory, refetch]);

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
    api
      .fetchLegalMoves(id)
      .then((moves) => {
        if (!cancelled && latest.current?.version === version) setLegal({ version, moves });
      })
      .catch((e) => !cancelled && setError(e));
    return () => {
      cancelled = true;
    };
  }, [id, myTurn, version]);

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
  return { match, story, fresh, legal: legalNow, busy, error, notice, lastEventAt, send, refetch };
}
