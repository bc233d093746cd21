import { useEffect, useState } from 'react';
import type { FriendGame, FriendsPage } from '../api/social-operations';
import { fetchChallengesFriendsOnly, fetchFriendsPage, setChallengesFriendsOnly } from '../api/social-operations';
import { PlayerLink, SeatNames } from '../components/PlayerLink';
import { currentLanguage, useT } from '../i18n';
import { Link } from '../router';
import { errorText, usePolling } from '../util';

/** How often the page is read again while it is visible: who is online changes by the minute. */
const REFRESH_MS = 30_000;

/**
 * Friends (docs/players.md "Friends"): who is online, whom a game waits for, friends' live and finished
 * public games, and the follows both ways. Following starts on a player's profile.
 */
export function FriendsScreen() {
  const t = useT();
  const [page, setPage] = useState<FriendsPage | null>(null);
  const [error, setError] = useState<unknown>(null);

  usePolling(() => {
    fetchFriendsPage()
      .then((p) => {
        setPage(p);
        setError(null);
      })
      .catch(setError);
  }, REFRESH_MS);

  const time = (iso: string) => new Date(iso).toLocaleString(currentLanguage());
  return (
    <main className="narrow-wide page" data-testid="friends-page">
      <section className="panel">
        <h1>{t('friends.title')}</h1>
        <p className="muted small">{t('friends.intro')}</p>
        {error !== null && <p className="error">{errorText(error, t)}</p>}
        {page === null && error === null && <p className="muted">{t('common.loading')}</p>}
        {page !== null && (
          <>
            <h2>{t('friends.online')}</h2>
            <Names
              testId="friends-online"
              empty={t('friends.noneOnline')}
              rows={page.online.map((f) => ({
                username: f.username,
                note: t('friends.seen', { time: time(f.seenAt) }),
              }))}
            />
            <h2>{t('friends.waiting')}</h2>
            <Names
              testId="friends-waiting"
              empty={t('friends.noneWaiting')}
              rows={page.waiting.map((f) => ({
                username: f.username,
                note: t('friends.waitingFor', { count: f.matches, time: time(f.since) }),
              }))}
            />
            <h2>{t('friends.friends')}</h2>
            <Names
              testId="friends-list"
              empty={t('friends.none')}
              rows={page.friends.map((f) => ({ username: f.username, note: '' }))}
            />
          </>
        )}
      </section>
      {page !== null && (
        <>
          <section className="panel">
            <h2>{t('friends.live')}</h2>
            <Games games={page.live} testId="friends-live" empty={t('friends.noLive')} />
            <h2>{t('friends.finished')}</h2>
            <Games games={page.finished} testId="friends-finished" empty={t('friends.noFinished')} />
          </section>
          <ChallengePolicy />
          <section className="panel">
            <h2>{t('friends.following')}</h2>
            <Names
              testId="following-list"
              empty={t('friends.noFollowing')}
              rows={page.following.map((f) => ({ username: f.username, note: '' }))}
            />
            <h2>{t('friends.followers')}</h2>
            <Names
              testId="followers-list"
              empty={t('friends.noFollowers')}
              rows={page.followers.map((f) => ({ username: f.username, note: '' }))}
            />
          </section>
        </>
      )}
    </main>
  );
}

/** Whom challenges come from: anyone, or friends only (docs/players.md "Friends"). */
function ChallengePolicy() {
  const t = useT();
  const [friendsOnly, setFriendsOnly] = useState<boolean | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    fetchChallengesFriendsOnly().then(setFriendsOnly).catch(setError);
  }, []);
  const change = (next: boolean) => {
    setError(null);
    setChallengesFriendsOnly(next).then(setFriendsOnly).catch(setError);
  };
  return (
    <section className="panel">
      <h2>{t('friends.challengePolicy')}</h2>
      {error !== null && <p className="error">{errorText(error, t)}</p>}
      <label className="switch">
        <input
          type="checkbox"
          name="challenges-friends-only"
          data-testid="challenges-friends-only"
          disabled={friendsOnly === null}
          checked={friendsOnly ?? false}
          onChange={(e) => change(e.target.checked)}
        />
        {t('friends.challengesFriendsOnly')}
      </label>
    </section>
  );
}

/** What an empty list says in its place, under the list's test id. */
function Empty({ text, testId }: { text: string; testId: string }) {
  return (
    <p className="muted" data-testid={testId}>
      {text}
    </p>
  );
}

function Names({ rows, empty, testId }: { rows: { username: string; note: string }[]; empty: string; testId: string }) {
  if (rows.length === 0) return <Empty text={empty} testId={testId} />;
  return (
    <ul className="list" data-testid={testId}>
      {rows.map((r) => (
        <li key={r.username} className="list-row" data-testid="friend-row" data-username={r.username}>
          <PlayerLink username={r.username} />
          {r.note && <span className="muted small">{r.note}</span>}
        </li>
      ))}
    </ul>
  );
}

/** A list of public games with Watch / View (the club page lists its members' games with it too). */
export function Games({ games, empty, testId }: { games: FriendGame[]; empty: string; testId: string }) {
  const t = useT();
  if (games.length === 0) return <Empty text={empty} testId={testId} />;
  return (
    <ul className="list" data-testid={testId}>
      {games.map((g) => (
        <li key={g.id} className="list-row" data-testid="friend-game" data-match={g.id}>
          <SeatNames seats={g.seats} />
          {g.rated && <span className="muted small">{t('audience.rated')}</span>}
          <Link to={`/watch/${g.id}`} className="button">
            {g.status === 'running' ? t('audience.live.watch') : t('audience.profile.view')}
          </Link>
        </li>
      ))}
    </ul>
  );
}
