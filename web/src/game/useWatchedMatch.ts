import { useCallback, useEffect, useRef, useState } from 'react';
import type { Match, StoryEvent } from '../api/types';
import { fetchStory } from '../api/operations';
import * as api from '../api/public-operations';

/**
 * A match as a spectator follows it, signed in or not: load the public view, then subscribe to
 * matchUpdated from the version loaded (so no move falls between), keep the newest view, reload after a
 * reconnect, poll when the subscription fails for good. No moves: a spectator only watches. The story
 * (matchStory, the spectator's R9 view while it runs) follows each new version, told again in full once
 * the match is over, when everything is public.
 */
export interface WatchedMatch {
  match: Match | null;
  story: StoryEvent[];
  error: unknown;
  polling: boolean;
}

export function useWatchedMatch(id: string): WatchedMatch {
  const [match, setMatch] = useState<Match | null>(null);
  const [story, setStory] = useState<StoryEvent[]>([]);
  const [error, setError] = useState<unknown>(null);
  const [polling, setPolling] = useState(false);
  const latest = useRef<Match | null>(null);
  const storyRef = useRef<StoryEvent[]>([]);
  const storyFetch = useRef<Promise<void>>(Promise.resolve());
  const finishedTold = useRef(false);

  /** One story fetch at a time, each after the last event it has (all of it again once the match is over). */
  const updateStory = useCallback(() => {
    const run = async () => {
      const reveal = latest.current !== null && latest.current.status !== 'running' && !finishedTold.current;
      const after = reveal ? -1 : (storyRef.current[storyRef.current.length - 1]?.seq ?? -1);
      const incoming = await fetchStory(id, after);
      if (reveal) finishedTold.current = true;
      const known = new Set(storyRef.current.map((e) => e.seq));
      storyRef.current = reveal ? incoming : [...storyRef.current, ...incoming.filter((e) => !known.has(e.seq))];
      setStory(storyRef.current);
    };
    storyFetch.current = storyFetch.current.then(run).catch(() => undefined);
  }, [id]);

  const accept = useCallback(
    (next: Match) => {
      if (latest.current && next.version < latest.current.version) return;
      const moved = latest.current?.version !== next.version;
      latest.current = next;
      setMatch(next);
      if (moved) updateStory();
    },
    [updateStory],
  );

  const refetch = useCallback(async () => {
    try {
      accept(await api.fetchPublicMatch(id));
      setError(null);
    } catch (e) {
      setError(e);
    }
  }, [id, accept]);

  useEffect(() => {
    latest.current = null;
    storyRef.current = [];
    finishedTold.current = false;
    setMatch(null);
    setStory([]);
    setPolling(false);
    let stop = () => undefined as void;
    let cancelled = false;
    void refetch().then(() => {
      if (cancelled || latest.current === null || latest.current.status !== 'running') return;
      stop = api.watchPublicMatch(id, latest.current.version, {
        next: ({ matchUpdated }) => accept(matchUpdated.match),
        error: () => setPolling(true),
        reconnected: () => void refetch(),
      });
    });
    return () => {
      cancelled = true;
      stop();
    };
  }, [id, accept, refetch]);

  useEffect(() => {
    if (!polling || match?.status !== 'running') return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') void refetch();
    }, 5000);
    return () => window.clearInterval(timer);
  }, [polling, match?.status, refetch]);

  return { match, story, error, polling };
}
