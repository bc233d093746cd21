import { useCallback, useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import type { ReportEntry } from '../api/chat-operations';
import { openReports } from '../api/chat-operations';
import type { AppealEntry, FairPlaySignal, ModerationAccount } from '../api/moderation-operations';
import {
  annulRatedResults,
  answerAppeal,
  fairPlaySignals,
  moderate,
  moderationAccount,
  openAppeals,
} from '../api/moderation-operations';
import { ErrorAlert } from '../components/ErrorAlert';
import { PlayerLink } from '../components/PlayerLink';
import { currentLanguage, useT } from '../i18n';
import { Link } from '../router';

const REASON_MAX = 2000;
const ACTIONS = ['warn', 'mark', 'unmark', 'exclude', 'include', 'suspend', 'unsuspend', 'close', 'reopen'] as const;
type Action = (typeof ACTIONS)[number];
const ACTION_KEYS: Record<Action, string> = {
  warn: 'moderation.actWarn',
  mark: 'moderation.actMark',
  unmark: 'moderation.actUnmark',
  exclude: 'moderation.actExclude',
  include: 'moderation.actInclude',
  suspend: 'moderation.actSuspend',
  unsuspend: 'moderation.actUnsuspend',
  close: 'moderation.actClose',
  reopen: 'moderation.actReopen',
};

/**
 * The moderators' page (docs/fair-play.md "Moderation"): signals over the threshold (when the server has
 * them), open reports, one account's history, co-play graph and log with the actions, and open appeals. The
 * navigation links here for moderators and admins only; the server refuses everyone else (FORBIDDEN).
 */
export function ModerationScreen() {
  const t = useT();
  const [reports, setReports] = useState<ReportEntry[] | null>(null);
  const [signals, setSignals] = useState<FairPlaySignal[] | null | undefined>(undefined);
  const [appeals, setAppeals] = useState<AppealEntry[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [name, setName] = useState('');
  const [shown, setShown] = useState<string | null>(null);

  const load = useCallback(() => {
    openReports().then(setReports, setError);
    openAppeals().then(setAppeals, setError);
    fairPlaySignals().then(setSignals, () => setSignals(null));
  }, []);
  useEffect(load, [load]);

  const lookAt = (username: string) => {
    setName(username);
    setShown(username);
  };

  return (
    <main className="narrow-wide page" data-testid="moderation-page">
      <section className="panel">
        <h1>{t('moderation.title')}</h1>
        <p className="muted small">{t('moderation.intro')}</p>
        <ErrorAlert error={error} />
      </section>
      {signals !== undefined && (
        <section className="panel" aria-labelledby="signals-title" data-testid="moderation-signals">
          <h2 id="signals-title">{t('moderation.signals')}</h2>
          {signals === null ? (
            <p className="muted small">{t('moderation.signalsUnavailable')}</p>
          ) : signals.length === 0 ? (
            <p className="muted">{t('moderation.signalsNone')}</p>
          ) : (
            <ul className="list">
              {signals.map((s, i) => (
                <li key={`${s.username}-${s.kind}-${i}`}>
                  <PlayerLink username={s.username} /> {s.partner && <>· {s.partner} </>}· {s.kind} {s.value.toFixed(2)}{' '}
                  / {s.baseline.toFixed(2)} ({s.games}){' '}
                  <button type="button" onClick={() => lookAt(s.username)}>
                    {t('moderation.lookAt', { name: s.username })}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      <section className="panel" aria-labelledby="mod-reports-title" data-testid="moderation-reports">
        <h2 id="mod-reports-title">{t('moderation.reports')}</h2>
        {reports?.length === 0 && <p className="muted">{t('moderation.reportsNone')}</p>}
        {reports && reports.length > 0 && (
          <ul className="list">
            {reports.map((r) => (
              <li key={r.id} data-testid="moderation-report" data-reported={r.reported}>
                <span>
                  {t('moderation.reportLine', { reporter: r.reporter, reported: r.reported, reason: r.reason })}
                </span>{' '}
                <button type="button" onClick={() => lookAt(r.reported)}>
                  {t('moderation.lookAt', { name: r.reported })}
                </button>
              </li>
            ))}
          </ul>
        )}
        <p className="small">
          <Link to="/admin/reports">{t('nav.reports')}</Link>
        </p>
      </section>
      <section className="panel" aria-labelledby="mod-account-title">
        <h2 id="mod-account-title">{t('moderation.account')}</h2>
        <form
          className="inline-form"
          onSubmit={(e) => {
            e.preventDefault();
            if (name.trim()) setShown(name.trim());
          }}
        >
          <label htmlFor="moderation-account-name">
            {t('moderation.accountName')}
            <input
              id="moderation-account-name"
              value={name}
              onChange={(e) => setName(e.target.value)}
              data-testid="moderation-account-name"
            />
          </label>
          <button type="submit">{t('moderation.open')}</button>
        </form>
        {shown && <AccountPanel key={shown} username={shown} />}
      </section>
      <section className="panel" aria-labelledby="mod-appeals-title" data-testid="moderation-appeals">
        <h2 id="mod-appeals-title">{t('moderation.appeals')}</h2>
        {appeals?.length === 0 && <p className="muted">{t('moderation.appealsNone')}</p>}
        {appeals && appeals.length > 0 && (
          <ul className="list">
            {appeals.map((a) => (
              <AppealRow
                key={a.id}
                appeal={a}
                onAnswered={() => setAppeals((l) => l?.filter((x) => x.id !== a.id) ?? null)}
              />
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}

function AccountPanel({ username }: { username: string }) {
  const t = useT();
  const [account, setAccount] = useState<ModerationAccount | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [action, setAction] = useState<Action>('warn');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<string | null>(null);

  const reload = useCallback(() => {
    moderationAccount(username).then((a) => {
      setAccount(a);
      setError(null);
    }, setError);
  }, [username]);
  useEffect(reload, [reload]);

  const act = async (run: () => Promise<{ action: string }>) => {
    if (!reason.trim() || busy) return;
    setBusy(true);
    setError(null);
    try {
      const entry = await run();
      setNote(t('moderation.done', { action: entry.action }));
      setReason('');
      reload();
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void act(() => moderate(username, action, reason));
  };

  const when = (iso: string) => new Date(iso).toLocaleString(currentLanguage());
  if (!account) return <ErrorAlert error={error} />;
  const standing = [
    account.suspended && t('moderation.suspended'),
    account.closed && t('moderation.closed'),
    account.rulesBroken && t('moderation.marked'),
    account.ratedExcluded && t('moderation.excluded'),
  ].filter((s): s is string => typeof s === 'string');
  return (
    <div data-testid="moderation-account" data-username={account.username}>
      <h3>
        <PlayerLink username={account.username} />
      </h3>
      <p data-testid="moderation-standing">
        <strong>{t('moderation.standing')}:</strong>{' '}
        {standing.length === 0 ? t('moderation.inGoodStanding') : standing.join(', ')}
      </p>
      <form className="stack" onSubmit={submit} aria-label={t('moderation.act')}>
        <label htmlFor="moderation-action">
          {t('moderation.action')}
          <select
            id="moderation-action"
            value={action}
            onChange={(e) => setAction(e.target.value as Action)}
            data-testid="moderation-action"
          >
            {ACTIONS.map((a) => (
              <option key={a} value={a}>
                {t(ACTION_KEYS[a])}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor="moderation-reason">
          {t('moderation.reason')}
          <textarea
            id="moderation-reason"
            value={reason}
            maxLength={REASON_MAX}
            onChange={(e) => setReason(e.target.value)}
            data-testid="moderation-reason"
          />
        </label>
        <div className="row">
          <button type="submit" disabled={busy || reason.trim() === ''} data-testid="moderation-submit">
            {t('moderation.submit')}
          </button>
          <button
            type="button"
            disabled={busy || reason.trim() === '' || !account.rulesBroken}
            onClick={() => void act(() => annulRatedResults(username, reason))}
          >
            {t('moderation.annul')}
          </button>
        </div>
      </form>
      {note && (
        <p className="notice small" role="status">
          {note}
        </p>
      )}
      <ErrorAlert error={error} small />
      <h4>{t('moderation.log')}</h4>
      {account.log.length === 0 ? (
        <p className="muted small">{t('moderation.logNone')}</p>
      ) : (
        <ul className="list small" data-testid="moderation-log">
          {account.log.map((e) => (
            <li key={e.id} data-action={e.action}>
              {when(e.createdAt)} ·{' '}
              {t('moderation.logLine', {
                action: e.action,
                actor: e.actor ?? t('moderation.operator'),
                reason: e.reason,
              })}
            </li>
          ))}
        </ul>
      )}
      <h4>{t('moderation.reportsOf')}</h4>
      <ul className="list small">
        {account.reports.map((r) => (
          <li key={r.id}>
            {when(r.createdAt)} · {r.reporter}: {r.reason} ({r.status})
          </li>
        ))}
      </ul>
      <h4>{t('moderation.coPlay')}</h4>
      {account.coPlayers.length === 0 ? (
        <p className="muted small">{t('moderation.coPlayNone')}</p>
      ) : (
        <ul className="list small" data-testid="moderation-coplay">
          {account.coPlayers.map((c) => (
            <li key={c.username}>
              <PlayerLink username={c.username} />{' '}
              {t('moderation.coPlayLine', { matches: String(c.matches), rated: String(c.ratedMatches) })}
            </li>
          ))}
        </ul>
      )}
      <h4>{t('moderation.history')}</h4>
      {account.matches.length === 0 ? (
        <p className="muted small">{t('moderation.historyNone')}</p>
      ) : (
        <ul className="list small">
          {account.matches.map((m) => (
            <li key={m.matchId}>
              <Link to={`/replay/${m.matchId}`}>{when(m.finishedAt)}</Link> · {m.players.join(', ')} · {m.result ?? ''}
              {m.rated && ` · ${m.ratingOutcome ?? ''}`}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function AppealRow({ appeal, onAnswered }: { appeal: AppealEntry; onAnswered(): void }) {
  const t = useT();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const id = `appeal-answer-${appeal.id}`;
  const answer = async (verdict: 'upheld' | 'lifted') => {
    if (!reason.trim() || busy) return;
    setBusy(true);
    try {
      await answerAppeal(appeal.id, verdict, reason);
      onAnswered();
    } catch (e) {
      setError(e);
      setBusy(false);
    }
  };
  return (
    <li data-testid="moderation-appeal" data-username={appeal.username}>
      <p>{t('moderation.appealLine', { name: appeal.username, action: appeal.entry.action, text: appeal.text })}</p>
      <p className="muted small">
        {t('moderation.reason')}: {appeal.entry.reason}
      </p>
      <label htmlFor={id}>
        {t('moderation.answer')}
        <input id={id} value={reason} maxLength={REASON_MAX} onChange={(e) => setReason(e.target.value)} />
      </label>
      <div className="row">
        <button type="button" disabled={busy || !reason.trim()} onClick={() => void answer('upheld')}>
          {t('moderation.uphold')}
        </button>
        <button type="button" disabled={busy || !reason.trim()} onClick={() => void answer('lifted')}>
          {t('moderation.lift')}
        </button>
      </div>
      <ErrorAlert error={error} small />
    </li>
  );
}
