import { useState } from 'react';
import type { FormEvent } from 'react';
import type { Tournament } from '../api/tournament-operations';
import * as api from '../api/tournament-operations';
import { useT } from '../i18n';
import { Link, navigate } from '../router';
import { errorText, usePolling } from '../util';

/** Tournaments: the list (open ones first) and the form to organize one (docs/tournaments.md). */
export function TournamentsScreen() {
  const t = useT();
  const [tournaments, setTournaments] = useState<Tournament[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  usePolling(() => {
    api
      .fetchTournaments()
      .then(setTournaments)
      .catch((e) => setError(e));
  }, 5000);
  return (
    <main className="narrow">
      <section className="panel" aria-labelledby="tournaments-title" data-testid="tournaments">
        <h1 id="tournaments-title">{t('tournaments.title')}</h1>
        <p className="muted">{t('tournaments.intro')}</p>
        {error !== null && (
          <p className="error" role="alert">
            {errorText(error, t)}
          </p>
        )}
        {tournaments === null ? (
          <p className="muted">{t('common.loading')}</p>
        ) : tournaments.length === 0 ? (
          <p className="muted">{t('tournaments.none')}</p>
        ) : (
          <ul className="tournament-list">
            {tournaments.map((x) => (
              <li key={x.id}>
                <Link to={`/tournaments/${x.id}`} data-testid="tournament-link">
                  {x.name}
                </Link>{' '}
                <span className="muted small">
                  {t(`tournaments.format.${x.format}`)} · {t(`tournaments.status.${x.status}`)} ·{' '}
                  {t('tournaments.entrantsCount', { count: x.entrants.length, max: x.maxEntrants })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <CreateTournamentForm />
    </main>
  );
}

function CreateTournamentForm() {
  const t = useT();
  const [name, setName] = useState('');
  const [format, setFormat] = useState<'swiss' | 'round_robin'>('swiss');
  const [preset, setPreset] = useState('claim');
  const [rounds, setRounds] = useState(3);
  const [double, setDouble] = useState(false);
  const [daysPerMove, setDaysPerMove] = useState(3);
  const [maxEntrants, setMaxEntrants] = useState(8);
  const [rated, setRated] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const created = await api.createTournament({
        name,
        format,
        preset,
        daysPerMove,
        maxEntrants,
        rated,
        rounds: format === 'swiss' ? rounds : null,
        double: format === 'round_robin' ? double : null,
      });
      navigate(`/tournaments/${created.id}`);
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="panel" aria-labelledby="create-tournament-title">
      <h2 id="create-tournament-title">{t('tournaments.create.title')}</h2>
      <form onSubmit={(e) => void submit(e)} data-testid="create-tournament">
        <label>
          {t('tournaments.create.name')}
          <input
            value={name}
            onChange={(e) => setName(e.target.value)}
            required
            maxLength={80}
            data-testid="tournament-name"
          />
        </label>
        <label>
          {t('tournaments.create.format')}
          <select
            value={format}
            onChange={(e) => setFormat(e.target.value as 'swiss' | 'round_robin')}
            data-testid="tournament-format"
          >
            <option value="swiss">{t('tournaments.format.swiss')}</option>
            <option value="round_robin">{t('tournaments.format.round_robin')}</option>
          </select>
        </label>
        {format === 'swiss' ? (
          <label>
            {t('tournaments.create.rounds')}
            <input
              type="number"
              min={1}
              max={20}
              value={rounds}
              onChange={(e) => setRounds(Number(e.target.value))}
              data-testid="tournament-rounds"
            />
          </label>
        ) : (
          <label className="check">
            <input type="checkbox" checked={double} onChange={(e) => setDouble(e.target.checked)} />
            {t('tournaments.create.double')}
          </label>
        )}
        <label>
          {t('tournaments.create.preset')}
          <select value={preset} onChange={(e) => setPreset(e.target.value)}>
            <option value="claim">Claim</option>
            <option value="claim2">Claim 2</option>
          </select>
        </label>
        <label>
          {t('tournaments.create.daysPerMove')}
          <input
            type="number"
            min={1}
            max={14}
            value={daysPerMove}
            onChange={(e) => setDaysPerMove(Number(e.target.value))}
          />
        </label>
        <label>
          {t('tournaments.create.maxEntrants')}
          <input
            type="number"
            min={2}
            max={64}
            value={maxEntrants}
            onChange={(e) => setMaxEntrants(Number(e.target.value))}
            data-testid="tournament-max"
          />
        </label>
        <label className="check">
          <input type="checkbox" checked={rated} onChange={(e) => setRated(e.target.checked)} />
          {t('tournaments.create.rated')}
        </label>
        {error !== null && (
          <p className="error" role="alert">
            {errorText(error, t)}
          </p>
        )}
        <button type="submit" className="primary" disabled={busy} data-testid="create-tournament-submit">
          {t('tournaments.create.submit')}
        </button>
      </form>
    </section>
  );
}
