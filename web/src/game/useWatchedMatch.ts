import { useCallback, useEffect, useRef, useState } from 'react';
import type { Match } from '../api/types';
import * as api from '../api/public-operations';

/**
 * A match as a spectator follows it, signed in or not: load the public view, then subscribe to
 * matchUpdated from the version loaded (so no move falls between), keep the newest view, reload after a
 * reconnect, poll when the subscription fails for good. No moves: a spectator only watches.
 */
export interface WatchedMatch {
  match: Match | null;
  error: unknown;
  polling: boolean;
}

export function useWatchedMatch(id: string): WatchedMatch {
  const [match, setMatch] = useState<Match | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [polling, setPolling] = useState(false);
  const latest = useRef<Match | null>(null);

  const accept = useCallback((next: Match) => {
    if (latest.current && next.version < latest.current.version) return;
    latest.current = next;
    setMatch(next);
  }, []);

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
    setMatch(null);
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

  return { match, error, polling };
}
