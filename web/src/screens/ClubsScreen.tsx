import type { FormEvent } from 'react';
import { useState } from 'react';
import type { ClubAdmission, ClubSummary, ClubsPage } from '../api/club-operations';
import { createClub, fetchClubsPage, joinClub, leaveClub } from '../api/club-operations';
import { useT } from '../i18n';
import { Link, navigate } from '../router';
import { errorText, usePolling } from '../util';

const REFRESH_MS = 60_000;
const ADMISSIONS: readonly ClubAdmission[] = ['open', 'request', 'invitation'];

/** Clubs (docs/players.md "Clubs"): mine, my invitations and requests, finding one, creating one. */
export function ClubsScreen() {
  const t = useT();
  const [page, setPage] = useState<ClubsPage | null>(null);
  const [search, setSearch] = useState('');
  const [error, setError] = useState<unknown>(null);

  const load = (text = search) =>
    fetchClubsPage(text)
      .then((p) => {
        setPage(p);
        setError(null);
      })
      .catch(setError);
  usePolling(() => void load(), REFRESH_MS);

  const act = (work: Promise<unknown>) =>
    work.then(
      () => load(),
      (e: unknown) => setError(e),
    );

  return (
    <main className="narrow-wide page" data-testid="clubs-page">
      <section className="panel" aria-labelledby="clubs-title">
        <h1 id="clubs-title">{t('clubs.title')}</h1>
        <p className="muted small">{t('clubs.intro')}</p>
        {error !== null && (
          <p className="error" role="alert">
            {errorText(error, t)}
          </p>
        )}
        {page === null && error === null && <p className="muted">{t('common.loading')}</p>}
        {page !== null && (
          <>
            <h2>{t('clubs.mine')}</h2>
            {page.mine.length === 0 ? (
              <p className="muted" data-testid="my-clubs">
                {t('clubs.noneMine')}
              </p>
            ) : (
              <ul className="list" data-testid="my-clubs">
                {page.mine.map(({ club, role }) => (
                  <ClubRow key={club.id} club={club} note={t(`clubs.role_${role}`)} />
                ))}
              </ul>
            )}
            {page.invitations.length > 0 && (
              <>
                <h2>{t('clubs.invitations')}</h2>
                <ul className="list" data-testid="club-invitations">
                  {page.invitations.map((p) => (
                    <li key={p.club.id} className="list-row" data-testid="club-invitation" data-club={p.club.id}>
                      <Link to={`/clubs/${p.club.id}`}>{p.club.name}</Link>
                      <span className="muted small">
                        {p.kind === 'invited' ? t('clubs.invitedBy', { name: p.by ?? '' }) : t('clubs.requested')}
                      </span>
                      {p.kind === 'invited' && (
                        <button type="button" onClick={() => void act(joinClub(p.club.id))}>
                          {t('clubs.accept')}
                        </button>
                      )}
                      <button type="button" onClick={() => void act(leaveClub(p.club.id))}>
                        {p.kind === 'invited' ? t('clubs.decline') : t('clubs.withdraw')}
                      </button>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </>
        )}
      </section>
      <section className="panel" aria-labelledby="find-club-title">
        <h2 id="find-club-title">{t('clubs.find')}</h2>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void load(search);
          }}
        >
          <label>
            {t('clubs.search')}
            <input
              type="search"
              value={search}
              maxLength={40}
              onChange={(e) => setSearch(e.target.value)}
              data-testid="club-search"
            />
          </label>
        </form>
        {page !== null &&
          (page.clubs.length === 0 ? (
            <p className="muted">{t('clubs.none')}</p>
          ) : (
            <ul className="list" data-testid="club-list">
              {page.clubs.map((club) => (
                <ClubRow key={club.id} club={club} note={t('clubs.members', { count: club.members })} />
              ))}
            </ul>
          ))}
      </section>
      <CreateClub onError={setError} />
    </main>
  );
}

function ClubRow({ club, note }: { club: ClubSummary; note: string }) {
  return (
    <li className="list-row" data-testid="club-row" data-club={club.id}>
      <Link to={`/clubs/${club.id}`}>{club.name}</Link>
      <span className="muted small">{note}</span>
    </li>
  );
}

function CreateClub({ onError }: { onError: (e: unknown) => void }) {
  const t = useT();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [admission, setAdmission] = useState<ClubAdmission>('open');
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    try {
      navigate(`/clubs/${await createClub(name, description, admission)}`);
    } catch (error) {
      onError(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="panel" aria-labelledby="create-club-title">
      <h2 id="create-club-title">{t('clubs.create')}</h2>
      <form onSubmit={(e) => void submit(e)} data-testid="create-club">
        <label>
          {t('clubs.name')}
          <input
            value={name}
            required
            minLength={3}
            maxLength={40}
            onChange={(e) => setName(e.target.value)}
            data-testid="club-name"
          />
        </label>
        <label>
          {t('clubs.description')}
          <textarea
            value={description}
            maxLength={500}
            rows={3}
            onChange={(e) => setDescription(e.target.value)}
            data-testid="club-description"
          />
        </label>
        <label>
          {t('clubs.admission')}
          <select
            value={admission}
            onChange={(e) => setAdmission(e.target.value as ClubAdmission)}
            data-testid="club-admission"
          >
            {ADMISSIONS.map((a) => (
              <option key={a} value={a}>
                {t(`clubs.admission${a[0].toUpperCase()}${a.slice(1)}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" disabled={busy} data-testid="create-club-submit">
          {t('clubs.createButton')}
        </button>
      </form>
    </section>
  );
}
