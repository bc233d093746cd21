import { useCallback, useEffect, useRef, useState } from 'react';
import { renderEntry } from '@claim/story';
import * as api from '../api/operations';
import { fetchMatchAsSeat } from '../api/review-operations';
import type { Match, StoryEvent } from '../api/types';
import { GameLog } from '../components/GameLog';
import { SharedNotes } from '../components/NotesPanel';
import { RecordedOrders } from '../components/OrdersPanel';
import type { IconName } from '../components/Icon';
import { Icon } from '../components/Icon';
import { ResultPanel } from '../components/ResultPanel';
import { ReviewPanel } from '../components/ReviewPanel';
import { TableView } from '../components/TableView';
import { rulesSummary } from '../game/cards';
import { storyWords, toEntry, trickEnds } from '../game/story';
import { matchTitle, turnText } from '../game/turn';
import { useT } from '../i18n';
import { Link } from '../router';
import { errorText } from '../util';

/**
 * Steps through a match by move or by trick: matchAt(id, version) is the whole table right after that
 * event (every card face up once the match is over, R9); the story tells what each step did. Once the match
 * is over, the computer's review stands beside the story, and the table can be shown as any seat saw it at
 * that step (matchAsSeat: only what that seat knew then) or with every hand open.
 */
export function ReplayScreen({ id }: { id: string }) {
  const t = useT();
  const [head, setHead] = useState<Match | null>(null);
  const [story, setStory] = useState<StoryEvent[]>([]);
  const [step, setStep] = useState(0);
  const [view, setView] = useState<Match | null>(null);
  const [perspective, setPerspective] = useState(0);
  /** A finished match: the seat whose knowledge the table shows, or null for every hand open. */
  const [seenAs, setSeenAs] = useState<number | null>(null);
  const [error, setError] = useState<unknown>(null);
  const cache = useRef(new Map<string, Promise<Match>>());
  const finished = head !== null && head.status !== 'running';

  const load = useCallback(
    (version: number): Promise<Match> => {
      const key = finished ? `${seenAs ?? 'open'}:${version}` : `now:${version}`;
      let pending = cache.current.get(key);
      if (!pending) {
        pending = finished ? fetchMatchAsSeat(id, version, seenAs) : api.fetchMatchAt(id, version);
        pending.catch(() => cache.current.delete(key));
        cache.current.set(key, pending);
      }
      return pending;
    },
    [id, finished, seenAs],
  );

  useEffect(() => {
    cache.current.clear();
    Promise.all([api.fetchMatch(id), api.fetchStory(id)])
      .then(([m, s]) => {
        setHead(m);
        setStory(s);
        setPerspective(m.mySeat ?? 0);
        // Start at the beginning of a finished match; at the present of a running one.
        setStep(m.status === 'running' ? m.version : 0);
      })
      .catch((e) => setError(e));
  }, [id]);

  useEffect(() => {
    if (!head) return;
    let cancelled = false;
    load(step)
      .then((m) => {
        if (!cancelled) setView(m);
      })
      .catch((e) => !cancelled && setError(e));
    // Read ahead so that stepping forward is instant.
    if (step < head.version) void load(step + 1).catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [head, step, load]);

  const last = head?.version ?? 0;
  const go = useCallback((to: number) => setStep(Math.max(0, Math.min(last, to))), [last]);
  const tricks = trickEnds(story);
  const nextTrick = () => go(tricks.find((s) => s > step) ?? last);
  const previousTrick = () => go([...tricks].reverse().find((s) => s < step) ?? 0);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.target instanceof HTMLInputElement || e.target instanceof HTMLSelectElement) return;
      if (e.key === 'ArrowRight') go(step + 1);
      else if (e.key === 'ArrowLeft') go(step - 1);
      else if (e.key === 'PageDown') go(tricks.find((s) => s > step) ?? last);
      else if (e.key === 'PageUp') go([...tricks].reverse().find((s) => s < step) ?? 0);
      else if (e.key === 'Home') go(0);
      else if (e.key === 'End') go(last);
      else if (finished && (e.key === 'a' || e.key === 'A')) setSeenAs(null);
      else if (finished && head && /^[1-4]$/.test(e.key) && Number(e.key) <= head.seats.length) {
        setSeenAs(Number(e.key) - 1);
        setPerspective(Number(e.key) - 1);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [go, step, last, tricks, finished, head]);

  if (error && !head)
    return (
      <main className="page">
        <section className="panel" data-testid="error-page">
          <h1>{t('replay.cannotOpen')}</h1>
          <p className="error">{errorText(error, t)}</p>
          <Link to="/matches" className="button">
            {t('nav.backToMatches')}
          </Link>
        </section>
      </main>
    );
  if (!head)
    return (
      <main className="page">
        <p className="muted">{t('replay.loading')}</p>
      </main>
    );
  const words = storyWords({ ...head, mySeat: head.mySeat }, t);
  const event = story.find((e) => e.seq === step);
  // The trick a step belongs to: the one it plays in (the step that ends a trick is still that trick's);
  // before the first move there is only the deal.
  const trickNo = Math.min(tricks.filter((s) => s < step).length + 1, tricks.length);
  const stepText =
    step === 0
      ? t('replay.deal', { last })
      : `${t('replay.step', { step, last })} · ${t('replay.trickCount', { n: trickNo, of: tricks.length })}`;
  return (
    <main className="page match-page replay">
      <header className="match-head">
        <div>
          <h1>{t('replay.title', { title: matchTitle({ ...head, mySeat: null }, t) })}</h1>
          <p className="muted small">{rulesSummary(head.rules, t)}</p>
        </div>
        <div className="row-actions">
          <Link to={`/match/${id}`} className="button">
            {head.status === 'running' ? t('replay.backToTable') : t('replay.result')}
          </Link>
        </div>
      </header>
      {head.status === 'running' && <p className="notice">{t('replay.running')}</p>}
      <section className="panel replay-controls" aria-label={t('replay.controls')}>
        <div className="stepper">
          <StepButton icon="first" label={t('replay.first')} onClick={() => go(0)} disabled={step === 0} />
          <StepButton
            icon="previousTrick"
            label={t('replay.previousTrick')}
            onClick={previousTrick}
            disabled={step === 0}
            testId="replay-prev-trick"
          />
          <StepButton icon="previous" label={t('replay.previous')} onClick={() => go(step - 1)} disabled={step === 0} />
          <input
            type="range"
            min={0}
            max={last}
            value={step}
            onChange={(e) => go(Number(e.target.value))}
            aria-label={t('replay.move')}
            aria-valuetext={stepText}
          />
          <StepButton
            icon="next"
            label={t('replay.next')}
            onClick={() => go(step + 1)}
            disabled={step === last}
            testId="replay-next"
          />
          <StepButton
            icon="nextTrick"
            label={t('replay.nextTrick')}
            onClick={nextTrick}
            disabled={step === last}
            testId="replay-next-trick"
          />
          <StepButton icon="last" label={t('replay.last')} onClick={() => go(last)} disabled={step === last} />
        </div>
        <p data-testid="replay-step">
          <strong>{stepText}</strong> {event ? event.entries.map((x) => renderEntry(toEntry(x), words)).join(' ') : ''}
        </p>
        {finished && (
          <label className="small">
            {t('review.seenAs')}{' '}
            <select
              value={seenAs ?? -1}
              data-testid="replay-seen-as"
              onChange={(e) => {
                const seat = Number(e.target.value);
                setSeenAs(seat < 0 ? null : seat);
                if (seat >= 0) setPerspective(seat);
              }}
            >
              <option value={-1}>{t('review.allOpen')}</option>
              {head.seats.map((s) => (
                <option key={s.seat} value={s.seat}>
                  {t('review.asSeat', { name: s.username })}
                </option>
              ))}
            </select>
          </label>
        )}
        {head.mySeat === null && !finished && (
          <label className="small">
            {t('replay.seenFrom')}{' '}
            <select value={perspective} onChange={(e) => setPerspective(Number(e.target.value))}>
              {head.seats.map((s) => (
                <option key={s.seat} value={s.seat}>
                  {s.username}
                </option>
              ))}
            </select>
          </label>
        )}
        {view && (
          <p className="small" data-testid="replay-next-to-act">
            {t('replay.nextUp', { what: turnText(view, t, { replay: true }) })}
          </p>
        )}
      </section>
      {error !== null && <p className="error">{errorText(error, t)}</p>}
      {view && step === last && view.status !== 'running' && (
        <ResultPanel match={view} story={story} showReplayLink={false} />
      )}
      {view && (
        <TableView
          match={view}
          perspective={perspective}
          aside={
            <>
              {finished && (
                <ReviewPanel
                  matchId={id}
                  step={step}
                  last={last}
                  usernames={head.seats.map((s) => s.username)}
                  onSelect={go}
                />
              )}
              <GameLog story={story} words={words} current={step} onSelect={go} />
              {view.status !== 'running' && <SharedNotes matchId={id} />}
              {head?.status === 'finished' && <RecordedOrders matchId={id} seats={view.seats} />}
            </>
          }
        />
      )}
    </main>
  );
}

/** A replay step: an icon (one triangle a move, two a trick, a bar the very start or end) and its words. */
function StepButton({
  icon,
  label,
  onClick,
  disabled,
  testId,
}: {
  icon: IconName;
  label: string;
  onClick(): void;
  disabled: boolean;
  testId?: string;
}) {
  return (
    <button
      type="button"
      className="icon-button"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      title={label}
      data-testid={testId}
    >
      <Icon name={icon} />
    </button>
  );
}
