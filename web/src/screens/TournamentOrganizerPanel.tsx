import { useEffect, useState } from 'react';
import type { Tournament } from '../api/tournament-operations';
import type { OrganizerFields } from '../api/tournament-organizer-operations';
import * as api from '../api/tournament-organizer-operations';
import { useT } from '../i18n';
import { errorText } from '../util';

/**
 * A tournament page's live part and the organizer's desk (docs/tournaments.md "Organizer actions"): the
 * tournamentUpdated subscription keeps the page current (it still polls, as a fallback); everyone sees
 * whether it is paused, who was withdrawn and the organizer's logged actions; the organizer gets the buttons.
 */
export function TournamentOrganizerPanel({
  tournament,
  organizing,
  onChange,
}: {
  tournament: Tournament;
  organizing: boolean;
  onChange: (t: Tournament) => void;
}) {
  const t = useT();
  const [fields, setFields] = useState<OrganizerFields | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState('');
  const [successor, setSuccessor] = useState('');
  const { id } = tournament;

  useEffect(() => {
    let live = true;
    api
      .fetchLiveTournament(id)
      .then((x) => live && setFields(x))
      .catch(() => undefined);
    const stop = api.watchTournament(id, null, {
      next: ({ tournamentUpdated }) => {
        setFields(tournamentUpdated);
        onChange(tournamentUpdated);
      },
    });
    return () => {
      live = false;
      stop();
    };
  }, [id, onChange]);

  const act = async (run: () => Promise<api.LiveTournament>) => {
    setBusy(true);
    setError(null);
    try {
      const next = await run();
      setFields(next);
      onChange(next);
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };

  const ongoing = tournament.status === 'registration' || tournament.status === 'running';
  const withdrawn = fields?.withdrawn ?? [];
  const inPlay = tournament.entrants.map((e) => e.username).filter((u) => !withdrawn.includes(u));
  return (
    <section aria-labelledby="tournament-organizer-title" data-testid="tournament-organizer">
      <h2 id="tournament-organizer-title">{t('tournamentOrganizer.title')}</h2>
      {fields?.paused && (
        <p className="notice" data-testid="tournament-paused">
          {t('tournamentOrganizer.paused')}
        </p>
      )}
      {fields && (
        <p className="muted small">{t('tournamentOrganizer.timeouts', { n: fields.withdrawAfterTimeouts })}</p>
      )}
      {withdrawn.length > 0 && (
        <p data-testid="tournament-withdrawn">{t('tournamentOrganizer.withdrawn', { names: withdrawn.join(', ') })}</p>
      )}
      {organizing && ongoing && (
        <div className="row" role="group" aria-label={t('tournamentOrganizer.actionsLabel')}>
          {tournament.status === 'running' &&
            (fields?.paused ? (
              <button type="button" disabled={busy} onClick={() => void act(() => api.resumeTournament(id))}>
                {t('tournamentOrganizer.resume')}
              </button>
            ) : (
              <button type="button" disabled={busy} onClick={() => void act(() => api.pauseTournament(id))}>
                {t('tournamentOrganizer.pause')}
              </button>
            ))}
          <button
            type="button"
            className="danger"
            disabled={busy}
            onClick={() => {
              if (window.confirm(t('tournamentOrganizer.cancelConfirm'))) void act(() => api.cancelTournament(id));
            }}
          >
            {t('tournamentOrganizer.cancel')}
          </button>
          <label>
            {t('tournamentOrganizer.removeLabel')}{' '}
            <select value={removing} onChange={(e) => setRemoving(e.target.value)}>
              <option value="">{t('tournamentOrganizer.choose')}</option>
              {inPlay.map((u) => (
                <option key={u} value={u}>
                  {u}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            disabled={busy || removing === ''}
            onClick={() => void act(() => api.removeEntrant(id, removing)).then(() => setRemoving(''))}
          >
            {t('tournamentOrganizer.remove')}
          </button>
          <label>
            {t('tournamentOrganizer.handOverLabel')}{' '}
            <input value={successor} onChange={(e) => setSuccessor(e.target.value)} autoComplete="off" />
          </label>
          <button
            type="button"
            disabled={busy || successor.trim() === ''}
            onClick={() => void act(() => api.handOverTournament(id, successor.trim()))}
          >
            {t('tournamentOrganizer.handOver')}
          </button>
        </div>
      )}
      {error !== null && (
        <p className="error" role="alert">
          {errorText(error, t)}
        </p>
      )}
      {fields && fields.actions.length > 0 && (
        <>
          <h3>{t('tournamentOrganizer.log')}</h3>
          <ol data-testid="tournament-actions">
            {fields.actions.map((a) => (
              <li key={a.seq}>
                {t(`tournamentOrganizer.action.${a.reason === 'withdrew' ? 'entrant_withdrew' : a.type}`, {
                  by: a.by ?? t('tournamentOrganizer.server'),
                  name: a.username ?? '',
                })}
                {a.reason === 'timeouts' ? ` (${t('tournamentOrganizer.forTimeouts')})` : ''}
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
