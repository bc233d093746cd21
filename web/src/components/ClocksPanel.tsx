import { useEffect, useState } from 'react';
import type { Match } from '../api/types';
import { PauseControls } from './PauseControls';
import { currentLanguage, useT } from '../i18n';
import { deadlineText } from '../util';

const DAY_S = 24 * 60 * 60;

/** A clock display that moves on by itself: re-rendered every half minute. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(id);
  }, []);
  return now;
}

/** "3 days per move", or the bank's terms, whether only a claim ends the match on time, and whether vacations pause it. */
export function timeControlText(control: NonNullable<Match['timeControl']>, t: ReturnType<typeof useT>): string {
  const terms = control.bank
    ? t('clocks.bank', {
        initial: control.bank.initialDays,
        increment: control.bank.incrementDays,
        max: control.bank.maxDays,
      })
    : t('lobbies.daysPerMove', { count: control.daysPerMove ?? 0 });
  return [
    terms,
    ...(control.automaticTimeout ? [] : [t('clocks.claimOnly')]),
    ...(control.noVacation ? [t('clocks.noVacation')] : []),
  ].join(' · ');
}

/**
 * Every seat's clock on the table (nothing in a clock is hidden, R9): who is due and by when, banks,
 * vacations and skipped seats; and, for the caller, claiming the win on time (or skipping, with 3–4
 * players) once the server allows it, and calling the match off before the first move.
 */
export function ClocksPanel({
  match,
  busy,
  onClaim,
}: {
  match: Match;
  busy: boolean;
  onClaim: (claim: 'END' | 'SKIP') => void;
}) {
  const t = useT();
  const language = currentLanguage();
  const now = useNow();
  const running = match.status === 'running';
  // Untimed: nothing to show (calling the match off is in the table's menu).
  if (!match.timeControl) return null;
  const due = match.clocks.find((c) => c.due);
  const claimable = running && match.canClaimTimeoutAt !== null && Date.parse(match.canClaimTimeoutAt) <= now;
  const dueName = due?.username ?? '';
  const claim = (kind: 'END' | 'SKIP') => {
    const question =
      kind === 'END' ? t('clocks.claimConfirm', { who: dueName }) : t('clocks.skipConfirm', { who: dueName });
    if (window.confirm(question)) onClaim(kind);
  };
  return (
    <section className="panel clocks" aria-label={t('clocks.title')} data-testid="clocks">
      <>
        <h2 className="small">
          {t('clocks.title')} · <span className="muted">{timeControlText(match.timeControl, t)}</span>
        </h2>
        {match.paused && <p className="notice">{t('clocks.paused')}</p>}
        <PauseControls match={match} />
        <ul className="clock-list">
          {match.clocks.map((c) => (
            <li
              key={c.seat}
              className={`clock${c.due && running ? ' clock-due' : ''}${c.seat === match.mySeat ? ' clock-mine' : ''}`}
              data-testid={`clock-${c.seat}`}
            >
              <strong>{c.username}</strong>{' '}
              <span className="small">
                {!running
                  ? t('clocks.finished')
                  : c.due
                    ? t('clocks.due', { deadline: deadlineText(c.deadline, t, language, now) })
                    : t('clocks.waiting')}
                {c.bankSeconds !== null &&
                  running &&
                  !c.due &&
                  ` · ${t('clocks.bankLeft', { days: Math.floor((c.bankSeconds / DAY_S) * 10) / 10 })}`}
              </span>
              {c.vacationUntil && Date.parse(c.vacationUntil) > now && (
                <span className="badge vacation" data-testid="vacation-badge">
                  {t('clocks.vacation', {
                    until: new Date(c.vacationUntil).toLocaleString(language, { day: 'numeric', month: 'short' }),
                  })}
                </span>
              )}
              {c.skipped && <span className="badge">{t('clocks.skipped')}</span>}
            </li>
          ))}
        </ul>
        {running && match.canClaimTimeoutAt !== null && !claimable && (
          <p className="muted small">
            {t('clocks.claimFrom', { when: deadlineText(match.canClaimTimeoutAt, t, language, now) })}
          </p>
        )}
      </>
      {claimable && (
        <div className="row-actions">
          {claimable && (
            <button type="button" className="primary" disabled={busy} onClick={() => claim('END')}>
              {t('clocks.claim')}
            </button>
          )}
          {claimable && match.rules.players > 2 && (
            <button type="button" disabled={busy} onClick={() => claim('SKIP')}>
              {t('clocks.skip', { who: dueName })}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
