import { useEffect, useState } from 'react';
import type { LeaderboardRow, Pool } from '../api/public-operations';
import { POOLS, fetchLeaderboard } from '../api/public-operations';
import { PlayerLink } from '../components/PlayerLink';
import { useT } from '../i18n';
import { Link } from '../router';
import { errorText } from '../util';

/** A pool's leaderboard, best first (provisional ratings marked), with tabs for the other pools. */
export function LeaderboardScreen({ pool }: { pool: string }) {
  const t = useT();
  const known = POOLS.find((p) => p === pool) ?? null;
  const [rows, setRows] = useState<LeaderboardRow[] | null>(null);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    setRows(null);
    setError(null);
    if (known === null) return;
    let cancelled = false;
    fetchLeaderboard(known)
      .then((r) => !cancelled && setRows(r))
      .catch((e) => !cancelled && setError(e));
    return () => {
      cancelled = true;
    };
  }, [known]);

  return (
    <main className="narrow-wide page">
      <section className="panel" data-testid="leaderboard-page" data-pool={known ?? ''}>
        <h1>{t('audience.leaderboard.title')}</h1>
        <nav className="tabs" aria-label={t('audience.leaderboard.pools')}>
          {POOLS.map((p) => (
            <Link key={p} to={`/leaderboards/${p}`} className="button" aria-current={p === known ? 'page' : undefined}>
              {poolName(p, t)}
            </Link>
          ))}
        </nav>
        {known === null && <p className="error">{t('audience.leaderboard.unknownPool', { pool })}</p>}
        {error !== null && <p className="error">{errorText(error, t)}</p>}
        {rows !== null && rows.length === 0 && <p className="muted">{t('audience.leaderboard.empty')}</p>}
        {rows !== null && rows.length > 0 && (
          <div className="table-scroll">
            <table className="standings-table" data-testid="leaderboard">
              <thead>
                <tr>
                  <th scope="col">#</th>
                  <th scope="col">{t('audience.player')}</th>
                  <th scope="col">{t('audience.rating')}</th>
                  <th scope="col">{t('audience.games')}</th>
                  <th scope="col">{t('audience.winsDrawsLosses')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r, i) => (
                  <tr key={r.username} data-testid="leaderboard-row">
                    <td>{i + 1}</td>
                    <td>
                      <PlayerLink username={r.username} />
                    </td>
                    <td>
                      {ratingText(r.rating, r.deviation)}
                      {r.provisional && ` (${t('audience.provisional')})`}
                    </td>
                    <td>{r.games}</td>
                    <td>
                      {r.wins} / {r.draws} / {r.losses}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </main>
  );
}

export function poolName(pool: Pool, t: ReturnType<typeof useT>): string {
  return t(`audience.pool.${pool}`);
}

/** A rating as players read it: whole points, ± the deviation. */
export function ratingText(rating: number, deviation: number): string {
  return `${Math.round(rating)} ± ${Math.round(deviation)}`;
}
