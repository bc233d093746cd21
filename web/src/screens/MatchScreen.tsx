import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../api/graphql';
import * as api from '../api/operations';
import type { Decision, Match, MatchEvent, Move, TurnEntry } from '../api/types';
import { GameLog } from '../components/GameLog';
import { ResultPanel } from '../components/ResultPanel';
import { TableView } from '../components/TableView';
import { rulesSummary } from '../game/cards';
import { isMyTurn, matchTitle, turnText } from '../game/turn';
import { Link, navigate } from '../router';
import { deadlineText, errorText, usePolling } from '../util';

/** Merges log entries by seq; a later copy of an entry (a hidden Cthulhu discard, revealed) wins. */
function mergeEvents(current: readonly MatchEvent[], incoming: readonly MatchEvent[]): MatchEvent[] {
  const bySeq = new Map(current.map((e) => [e.seq, e]));
  for (const e of incoming) bySeq.set(e.seq, e);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

/**
 * A match, live: the table through the matchUpdated subscription, moves sent with
 * expectedVersion = match.version, and a refetch whenever the server says the view was stale.
 */
export function MatchScreen({ id }: { id: string }) {
  const [match, setMatch] = useState<Match | null>(null);
  const [events, setEvents] = useState<MatchEvent[]>([]);
  const [legal, setLegal] = useState<{ version: number; moves: Move[] } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  /** Set when the subscription failed for good: the table then polls instead. */
  const [polling, setPolling] = useState(false);
  const latest = useRef<Match | null>(null);
  const eventsRef = useRef<MatchEvent[]>([]);

  /** Keeps the newest view: answers and updates can arrive out of order. */
  const accept = useCallback((next: Match) => {
    if (latest.current && latest.current.id === next.id && next.version < latest.current.version) return;
    latest.current = next;
    setMatch(next);
  }, []);

  const addEvents = useCallback((incoming: readonly MatchEvent[]) => {
    eventsRef.current = mergeEvents(eventsRef.current, incoming);
    setEvents(eventsRef.current);
  }, []);

  const refetchEvents = useCallback(async () => {
    const hidden = eventsRef.current.find((e) => e.hidden);
    const last = eventsRef.current[eventsRef.current.length - 1];
    const after = hidden ? hidden.seq - 1 : last ? last.seq : -1;
    addEvents(await api.fetchEvents(id, after));
  }, [id, addEvents]);

  const refetch = useCallback(async () => {
    try {
      const [m] = await Promise.all([api.fetchMatch(id), refetchEvents()]);
      accept(m);
      setError(null);
    } catch (e) {
      setError(errorText(e));
    }
  }, [id, accept, refetchEvents]);

  // Subscribe first, then load: nothing between the load and the first update is missed.
  useEffect(() => {
    latest.current = null;
    eventsRef.current = [];
    setPolling(false);
    setMatch(null);
    setEvents([]);
    const stop = api.watchMatch(id, {
      next: ({ matchUpdated }) => {
        accept(matchUpdated.match);
        const last = eventsRef.current[eventsRef.current.length - 1];
        const gap = last !== undefined && matchUpdated.event.seq > last.seq + 1;
        addEvents([matchUpdated.event]);
        if (gap || eventsRef.current.some((e) => e.hidden)) void refetchEvents().catch(() => undefined);
      },
      error: (e) => {
        setNotice(`Live updates stopped (${errorText(e)}); checking for moves every few seconds instead.`);
        setPolling(true);
      },
      reconnected: () => void refetch(),
    });
    void refetch();
    return stop;
  }, [id, accept, addEvents, refetch, refetchEvents]);

  usePolling(() => void refetch(), 3000, polling && match?.status === 'running');

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
      .catch((e) => !cancelled && setError(errorText(e)));
    return () => {
      cancelled = true;
    };
  }, [id, myTurn, version]);

  // With a time control, the player's own deadline (myTurn); absent on servers without it.
  const [turn, setTurn] = useState<TurnEntry | null>(null);
  useEffect(() => {
    setTurn(null);
    if (!myTurn) return;
    let cancelled = false;
    api
      .fetchMyTurn()
      .then((turns) => !cancelled && setTurn(turns.find((t) => t.matchId === id) ?? null))
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [id, myTurn, version]);

  useEffect(() => {
    document.title = match && myTurn ? '● Your turn — Claim' : 'Claim';
    return () => {
      document.title = 'Claim';
    };
  }, [match, myTurn]);

  const send = async (move: (expectedVersion: number) => Promise<Match>) => {
    const current = latest.current;
    if (!current) return;
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      accept(await move(current.version));
    } catch (e) {
      if (e instanceof ApiError && e.code === 'VERSION_CONFLICT') {
        setNotice('The table changed before your move arrived; this is the latest state. Try again.');
        await refetch();
      } else {
        setError(errorText(e));
        if (e instanceof ApiError && e.code === 'ILLEGAL_MOVE') await refetch();
      }
    } finally {
      setBusy(false);
    }
  };

  // A finished 2-player match can be played again: an offer the opponent accepts under My matches, or,
  // if they offered first, the new match at once.
  const rematch = async () => {
    setBusy(true);
    setError(null);
    try {
      const offer = await api.offerRematch(id);
      if (offer.matchId) navigate(`/match/${offer.matchId}`);
      else setNotice(`Rematch offered to ${offer.challenged}; it starts when they accept (My matches).`);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  const resign = () => {
    if (!window.confirm('Resign this match? The other side wins.')) return;
    void send(() => api.resign(id));
  };

  if (!match) {
    return (
      <main className="page">
        {error ? <p className="error">{error}</p> : <p className="muted">Loading the table…</p>}
      </main>
    );
  }
  const running = match.status === 'running';
  const legalNow = !myTurn ? [] : legal && legal.version === match.version ? legal.moves : null;
  return (
    <main className="page match-page">
      <header className="match-head">
        <div>
          <h1>{matchTitle(match)}</h1>
          <p className="muted small">{rulesSummary(match.rules)}</p>
        </div>
        <div className="turn-box">
          <p className={`turn${myTurn ? ' turn-mine' : ''}`} aria-live="polite" data-testid="turn">
            {turnText(match)}
          </p>
          {myTurn && turn?.deadline && <p className="small deadline">{deadlineText(turn.deadline)}</p>}
        </div>
        <div className="row-actions">
          {running && match.mySeat !== null && (
            <button type="button" className="danger" onClick={resign} disabled={busy}>
              Resign
            </button>
          )}
          {match.status === 'finished' && match.mySeat !== null && match.rules.players === 2 && (
            <button type="button" onClick={() => void rematch()} disabled={busy}>
              Rematch
            </button>
          )}
          {!running && (
            <Link to={`/replay/${match.id}`} className="button">
              Replay
            </Link>
          )}
        </div>
      </header>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      {notice && <p className="notice">{notice}</p>}
      {!running && <ResultPanel match={match} />}
      <TableView
        match={match}
        live={
          running && match.mySeat !== null
            ? {
                legal: legalNow,
                busy,
                onPlay: (card) => void send((v) => api.playCard(id, card, v)),
                onDecide: (decision: Decision) => void send((v) => api.decide(id, decision, v)),
              }
            : undefined
        }
        aside={<GameLog match={match} events={events} />}
      />
    </main>
  );
}
