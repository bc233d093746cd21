import { useCallback, useEffect, useRef, useState } from 'react';
import * as api from '../api/operations';
import type { Match, MatchEvent } from '../api/types';
import { GameLog } from '../components/GameLog';
import { ResultPanel } from '../components/ResultPanel';
import { TableView } from '../components/TableView';
import { rulesSummary } from '../game/cards';
import { describeEvent } from '../game/log';
import { matchTitle, turnText } from '../game/turn';
import { Link } from '../router';
import { errorText } from '../util';

/**
 * Steps through a match event by event: matchAt(id, version) is the whole table right after that
 * event (every card face up once the match is over, R9).
 */
export function ReplayScreen({ id }: { id: string }) {
  const [head, setHead] = useState<Match | null>(null);
  const [events, setEvents] = useState<MatchEvent[]>([]);
  const [step, setStep] = useState(0);
  const [view, setView] = useState<Match | null>(null);
  const [perspective, setPerspective] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const cache = useRef(new Map<number, Promise<Match>>());

  const load = useCallback(
    (version: number): Promise<Match> => {
      let pending = cache.current.get(version);
      if (!pending) {
        pending = api.fetchMatchAt(id, version);
        pending.catch(() => cache.current.delete(version));
        cache.current.set(version, pending);
      }
      return pending;
    },
    [id],
  );

  useEffect(() => {
    cache.current.clear();
    Promise.all([api.fetchMatch(id), api.fetchEvents(id)])
      .then(([m, e]) => {
        setHead(m);
        setEvents(e);
        setPerspective(m.mySeat ?? 0);
        // Start at the beginning of a finished match; at the present of a running one.
        setStep(m.status === 'running' ? m.version : 0);
      })
      .catch((e) => setError(errorText(e)));
  }, [id]);

  useEffect(() => {
    if (!head) return;
    let cancelled = false;
    load(step)
      .then((m) => {
        if (!cancelled) setView(m);
      })
      .catch((e) => !cancelled && setError(errorText(e)));
    // Read ahead so that stepping forward is instant.
    if (step < head.version) void load(step + 1).catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [head, step, load]);

  const last = head?.version ?? 0;
  const go = useCallback((to: number) => setStep(Math.max(0, Math.min(last, to))), [last]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.target instanceof HTMLInputElement || e.target instanceof HTMLSelectElement) return;
      if (e.key === 'ArrowRight') go(step + 1);
      else if (e.key === 'ArrowLeft') go(step - 1);
      else if (e.key === 'Home') go(0);
      else if (e.key === 'End') go(last);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [go, step, last]);

  if (error && !head)
    return (
      <main className="page">
        <p className="error">{error}</p>
      </main>
    );
  if (!head)
    return (
      <main className="page">
        <p className="muted">Loading the replay…</p>
      </main>
    );
  const event = events.find((e) => e.seq === step);
  return (
    <main className="page match-page replay">
      <header className="match-head">
        <div>
          <h1>Replay: {matchTitle({ ...head, mySeat: null })}</h1>
          <p className="muted small">{rulesSummary(head.rules)}</p>
        </div>
        <div className="row-actions">
          <Link to={`/match/${id}`} className="button">
            {head.status === 'running' ? 'Back to the table' : 'Result'}
          </Link>
        </div>
      </header>
      {head.status === 'running' && (
        <p className="notice">This match is still running: you see the table as your seat saw it then.</p>
      )}
      <section className="panel replay-controls" aria-label="Replay controls">
        <div className="stepper">
          <button type="button" onClick={() => go(0)} disabled={step === 0} aria-label="First move">
            «
          </button>
          <button type="button" onClick={() => go(step - 1)} disabled={step === 0} aria-label="Previous move">
            ◀
          </button>
          <input
            type="range"
            min={0}
            max={last}
            value={step}
            onChange={(e) => go(Number(e.target.value))}
            aria-label="Move"
          />
          <button
            type="button"
            onClick={() => go(step + 1)}
            disabled={step === last}
            aria-label="Next move"
            data-testid="replay-next"
          >
            ▶
          </button>
          <button type="button" onClick={() => go(last)} disabled={step === last} aria-label="Last move">
            »
          </button>
        </div>
        <p data-testid="replay-step">
          <strong>
            {step} / {last}
          </strong>{' '}
          {event ? describeEvent(head, event) : ''}
        </p>
        {head.mySeat === null && (
          <label className="small">
            Seen from{' '}
            <select value={perspective} onChange={(e) => setPerspective(Number(e.target.value))}>
              {head.seats.map((s) => (
                <option key={s.seat} value={s.seat}>
                  {s.username}
                </option>
              ))}
            </select>
          </label>
        )}
        {view && <p className="small">Next: {turnText(view)}</p>}
      </section>
      {error && <p className="error">{error}</p>}
      {view && step === last && view.status !== 'running' && <ResultPanel match={view} showReplayLink={false} />}
      {view && (
        <TableView
          match={view}
          perspective={perspective}
          aside={<GameLog match={head} events={events} current={step} onSelect={go} />}
        />
      )}
    </main>
  );
}
