import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import type { ReportEntry } from '../api/chat-operations';
import { openReports, resolveReport } from '../api/chat-operations';
import { PlayerLink } from '../components/PlayerLink';
import { currentLanguage, useT } from '../i18n';
import { Link } from '../router';
import { ErrorAlert } from '../components/ErrorAlert';

const NOTE_MAX = 2000;

/**
 * The admins' queue of open reports (docs/players.md "Chat, blocking and reports"), oldest first: who
 * reported whom, why, the message as it was written and its match, and a note to resolve each with. The
 * navigation links here for admins only; the server refuses everyone else (FORBIDDEN), which this page shows.
 */
export function ReportsScreen() {
  const t = useT();
  const [reports, setReports] = useState<ReportEntry[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [note, setNote] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    openReports().then(
      (list) => !cancelled && setReports(list),
      (e) => !cancelled && setError(e),
    );
    return () => {
      cancelled = true;
    };
  }, []);

  const resolved = (report: ReportEntry) => {
    setReports((list) => list?.filter((r) => r.id !== report.id) ?? null);
    setNote(t('reports.resolvedNote', { reported: report.reported }));
  };

  return (
    <main className="narrow-wide page" data-testid="reports-page">
      <section className="panel">
        <h1>{t('reports.title')}</h1>
        <p className="muted small">{t('reports.intro')}</p>
        {note && (
          <p className="notice small" role="status">
            {note}
          </p>
        )}
        <ErrorAlert error={error} />
        {reports === null && error === null && <p className="muted">{t('common.loading')}</p>}
        {reports?.length === 0 && <p className="muted">{t('reports.none')}</p>}
        {reports && reports.length > 0 && (
          <ul className="list" data-testid="reports">
            {reports.map((r) => (
              <ReportRow key={r.id} report={r} onResolved={() => resolved(r)} />
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}

function ReportRow({ report, onResolved }: { report: ReportEntry; onResolved(): void }) {
  const t = useT();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const when = new Date(report.createdAt).toLocaleString(currentLanguage());
  const noteId = `report-note-${report.id}`;

  const resolve = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim() || busy) return;
    setBusy(true);
    setError(null);
    try {
      await resolveReport(report.id, text);
      onResolved();
    } catch (e) {
      setError(e);
      setBusy(false);
    }
  };

  return (
    <li className="report" data-testid="report" data-report={report.id} data-reported={report.reported}>
      <p>
        <PlayerLink username={report.reporter} /> {t('reports.reported')} <PlayerLink username={report.reported} />
        <span className="muted small"> · {when}</span>
      </p>
      <p>
        <strong>{t('reports.reason')}</strong> <span data-testid="report-reason">{report.reason}</span>
      </p>
      {report.messageText != null && (
        <blockquote className="report-message" data-testid="report-message">
          {report.messageText}
        </blockquote>
      )}
      {report.matchId && (
        <p className="small">
          <Link to={`/watch/${report.matchId}`} data-testid="report-match">
            {t('reports.match')}
          </Link>
        </p>
      )}
      {report.clubId && (
        <p className="small">
          <Link to={`/clubs/${report.clubId}`} data-testid="report-club">
            {t('reports.club')}
          </Link>
        </p>
      )}
      <form className="inline-form" onSubmit={(e) => void resolve(e)}>
        <label htmlFor={noteId}>
          {t('reports.note')}
          <input
            id={noteId}
            value={text}
            maxLength={NOTE_MAX}
            onChange={(e) => setText(e.target.value)}
            data-testid="report-note"
          />
        </label>
        <button type="submit" disabled={busy || text.trim() === ''}>
          {t('reports.resolve')}
        </button>
      </form>
      <ErrorAlert error={error} small />
    </li>
  );
}
