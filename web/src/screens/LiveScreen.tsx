import { useEffect, useState } from 'react';
import type { ArchivedMatch } from '../api/public-operations';
import { fetchLiveMatches } from '../api/public-operations';
import { SeatNames } from '../components/PlayerLink';
import { rulesSummary } from '../game/cards';
import { useT } from '../i18n';
import { Link } from '../router';
import { errorText } from '../util';

/** How often the list is read again while the page is visible. */
const REFRESH_MS = 15_000;

/** The running games anyone may watch, newest first, each with a link to its watch page. */
export function LiveScreen() {
  const t = useT();
  const [games, setGames] = useState<ArchivedMatch[] | null>(null);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    let cancelled = false;
    const load = () =>
      fetchLiveMatches()
        .then((list) => {
          if (cancelled) return;
          setGames(list);
          setError(null);
        })
        .catch((e) => !cancelled && setError(e));
    void load();
    const timer = window.setInterval(() => document.visibilityState === 'visible' && void load(), REFRESH_MS);
    return () => {
      cancelled = true;
      window.clearInterval(timer);
    };
  }, []);

  return (
    <main className="narrow-wide page">
      <section className="panel" data-testid="live-page">
        <h1>{t('audience.live.title')}</h1>
        <p className="muted small">{t('audience.live.intro')}</p>
        {error !== null && <p className="error">{errorText(error, t)}</p>}
        {games === null && error === null && <p className="muted">{t('common.loading')}</p>}
        {games !== null && games.length === 0 && <p className="muted">{t('audience.live.none')}</p>}
        {games !== null && games.length > 0 && (
          <ul className="list" data-testid="live-list">
            {games.map((g) => (
              <li key={g.id} className="list-row" data-testid="live-game" data-match={g.id}>
                <SeatNames seats={g.seats} />
                <span className="muted small">
                  {' · '}
                  {rulesSummary(g.rules, t)}
                  {g.rated ? ` · ${t('audience.rated')}` : ''}
                </span>{' '}
                <Link to={`/watch/${g.id}`} className="button" data-testid="watch-link">
                  {t('audience.live.watch')}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
