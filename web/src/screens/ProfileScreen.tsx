import { useEffect, useState } from 'react';
import * as chat from '../api/chat-operations';
import { setHistoryHidden } from '../api/operations';
import * as social from '../api/social-operations';
import type { Pool, Profile, RatingChange } from '../api/public-operations';
import { POOLS, fetchProfile, fetchRatingHistory } from '../api/public-operations';
import type { Reputation } from '../api/social-operations';
import { fetchReputation } from '../api/social-operations';
import { ErrorAlert } from '../components/ErrorAlert';
import { PlayerLink } from '../components/PlayerLink';
import { rulesSummary } from '../game/cards';
import { currentLanguage, useT } from '../i18n';
import { Link } from '../router';
import { useSession } from '../session';
import { errorText } from '../util';
import { poolName, ratingText } from './LeaderboardScreen';

/**
 * A player's page, as anyone sees it: ratings per pool with their history, games per number of players,
 * favourite factions and recent public matches (only those they chose to show, if they hide their history).
 */
export function ProfileScreen({ username }: { username: string }) {
  const t = useT();
  const [profile, setProfile] = useState<Profile | null>(null);
  const [history, setHistory] = useState<Partial<Record<Pool, RatingChange[]>>>({});
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    let cancelled = false;
    setProfile(null);
    setHistory({});
    setError(null);
    fetchProfile(username)
      .then(async (p) => {
        if (cancelled) return;
        setProfile(p);
        const pools = POOLS.filter((pool) => p.ratings.some((r) => r.pool === pool));
        const lists = await Promise.all(pools.map((pool) => fetchRatingHistory(p.username, pool)));
        if (!cancelled) setHistory(Object.fromEntries(pools.map((pool, i) => [pool, lists[i]])));
      })
      .catch((e) => !cancelled && setError(e));
    return () => {
      cancelled = true;
    };
  }, [username]);

  if (!profile) {
    return (
      <main className="narrow-wide page">
        {error ? (
          <section className="panel" data-testid="error-page">
            <h1>{t('audience.profile.notFound')}</h1>
            <p className="error">{errorText(error, t)}</p>
          </section>
        ) : (
          <p className="muted">{t('common.loading')}</p>
        )}
      </main>
    );
  }
  const language = currentLanguage();
  const date = (iso: string) => new Date(iso).toLocaleDateString(language);
  return (
    <main className="narrow-wide page" data-testid="profile-page" data-username={profile.username}>
      <section className="panel">
        <h1>{profile.username}</h1>
        <p className="muted small">
          {t('audience.profile.memberSince', { date: date(profile.memberSince) })}
          {profile.historyHidden && ` · ${t('audience.profile.hidden')}`}
        </p>
        {profile.rulesBroken && (
          <p className="notice" data-testid="rules-mark">
            {t('moderation.profileMark')}
          </p>
        )}
        <PlayerActions username={profile.username} />
        <HistoryToggle profile={profile} onChanged={setProfile} />
        <ReputationLine username={profile.username} />
        <h2>{t('audience.profile.ratings')}</h2>
        {profile.ratings.length === 0 ? (
          <p className="muted">{t('audience.profile.unrated')}</p>
        ) : (
          <ul className="list" data-testid="ratings">
            {profile.ratings.map((r) => (
              <li key={r.pool} className="list-row" data-testid="rating" data-pool={r.pool}>
                <span>
                  <Link to={`/leaderboards/${r.pool}`} className="page-link">
                    {poolName(r.pool as Pool, t)}
                  </Link>
                </span>
                <span>
                  <strong>{ratingText(r.rating, r.deviation)}</strong>
                  {r.provisional && ` (${t('audience.provisional')})`} · {t('audience.gamesCount', { count: r.games })}
                </span>
                <RatingHistory changes={history[r.pool as Pool] ?? []} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="panel">
        <h2>{t('audience.profile.games')}</h2>
        {profile.games.length === 0 ? (
          <p className="muted">{t('audience.profile.noGames')}</p>
        ) : (
          <div className="table-scroll">
            <table className="standings-table" data-testid="games">
              <thead>
                <tr>
                  <th scope="col">{t('audience.players')}</th>
                  <th scope="col">{t('audience.games')}</th>
                  <th scope="col">{t('audience.winsDrawsLosses')}</th>
                </tr>
              </thead>
              <tbody>
                {profile.games.map((g) => (
                  <tr key={g.players}>
                    <td>{g.players}</td>
                    <td>{g.played}</td>
                    <td>
                      {g.won} / {g.drawn} / {g.lost}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {profile.favouriteFactions.length > 0 && (
          <p data-testid="favourite-factions">
            {t('audience.profile.favourites')}{' '}
            {profile.favouriteFactions.map((f) => `${t(`cardName.${f.faction}`)} (${f.games})`).join(', ')}
          </p>
        )}
      </section>
      <section className="panel">
        <h2>{t('audience.profile.recent')}</h2>
        {profile.recentMatches.length === 0 ? (
          <p className="muted">{t('audience.profile.noGames')}</p>
        ) : (
          <ul className="list" data-testid="recent-matches">
            {profile.recentMatches.map((m) => {
              const mine = m.seats.find((s) => s.username === profile.username);
              return (
                <li key={m.id} className="list-row" data-testid="recent-match">
                  <span>
                    {m.seats
                      .filter((s) => s !== mine)
                      .map((s, i) => (
                        <span key={s.seat}>
                          {i > 0 && ', '}
                          <PlayerLink username={s.username} />
                        </span>
                      ))}
                  </span>
                  <span className="muted small">
                    {rulesSummary(m.rules, t)}
                    {m.rated ? ` · ${t('audience.rated')}` : ''}
                    {m.finishedAt ? ` · ${date(m.finishedAt)}` : ''}
                  </span>
                  <span>{mine?.result ? t(`audience.result.${mine.result}`) : ''}</span>
                  <Link to={`/watch/${m.id}`} className="button">
                    {t('audience.profile.view')}
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </main>
  );
}

/**
 * Block or unblock the player, and report them to the admins (docs/players.md "Chat, blocking and reports"):
 * for a signed-in visitor of someone else's page only; the chat's buttons do the same for a message's author.
 */
function PlayerActions({ username }: { username: string }) {
  const t = useT();
  const { user } = useSession();
  const [blocked, setBlocked] = useState<boolean | null>(null);
  const [relation, setRelation] = useState<social.Relation | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [note, setNote] = useState<string | null>(null);
  // A guest may not block, report or challenge (the server refuses it): keeping the account comes first.
  const other = user !== null && !user.isGuest && user.username !== username;

  useEffect(() => {
    if (!other) return;
    let cancelled = false;
    chat.blockedUsers().then(
      (names) => !cancelled && setBlocked(names.includes(username)),
      (e) => !cancelled && setError(e),
    );
    social.fetchRelation(username).then(
      (r) => !cancelled && setRelation(r),
      (e) => !cancelled && setError(e),
    );
    return () => {
      cancelled = true;
    };
  }, [other, username]);

  if (!other) return null;

  const act = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    setNote(null);
    try {
      await action();
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  const follow = () =>
    act(async () => {
      const friends = await social.follow(username);
      setRelation(await social.fetchRelation(username));
      setNote(t(friends ? 'friends.nowFriends' : 'friends.followedNote', { name: username }));
    });
  const unfollow = () =>
    act(async () => {
      await social.unfollow(username);
      setRelation(await social.fetchRelation(username));
      setNote(t('friends.unfollowedNote', { name: username }));
    });
  const block = () =>
    act(async () => {
      if (!window.confirm(t('chat.confirmBlock', { name: username }))) return;
      await chat.blockUser(username);
      setBlocked(true);
      // A block removed the follows both ways (docs/players.md "Friends").
      setRelation({ following: false, followedBy: false, friends: false });
      setNote(t('audience.profile.blockedNote', { name: username }));
    });
  const unblock = () =>
    act(async () => {
      await chat.unblockUser(username);
      setBlocked(false);
      setNote(t('audience.profile.unblockedNote', { name: username }));
    });
  const report = () =>
    act(async () => {
      const reason = window.prompt(t('audience.profile.reportReason', { name: username }));
      if (!reason?.trim()) return;
      await chat.report({ username, reason });
      setNote(t('chat.reported'));
    });

  return (
    <div className="player-actions" data-testid="player-actions">
      <div className="row-actions">
        {!blocked &&
          relation !== null &&
          (relation.following ? (
            <button type="button" disabled={busy} onClick={() => void unfollow()} data-testid="unfollow">
              {t('friends.unfollow', { name: username })}
            </button>
          ) : (
            <button type="button" disabled={busy} onClick={() => void follow()} data-testid="follow">
              {t(relation.followedBy ? 'friends.followBack' : 'friends.follow', { name: username })}
            </button>
          ))}
        {blocked ? (
          <button type="button" disabled={busy} onClick={() => void unblock()}>
            {t('chat.unblock', { name: username })}
          </button>
        ) : (
          <button type="button" disabled={busy || blocked === null} onClick={() => void block()}>
            {t('chat.block', { name: username })}
          </button>
        )}
        <button type="button" disabled={busy} onClick={() => void report()}>
          {t('audience.profile.report', { name: username })}
        </button>
      </div>
      {blocked && <p className="muted small">{t('audience.profile.blockedExplained')}</p>}
      {!blocked && relation !== null && (relation.friends || relation.followedBy) && (
        <p className="muted small" data-testid="relation">
          {t(relation.friends ? 'friends.areFriends' : 'friends.followsYou', { name: username })}
        </p>
      )}
      <ErrorAlert error={error} small />
      {note && (
        <p className="notice small" role="status">
          {note}
        </p>
      )}
    </div>
  );
}

/**
 * On one's own profile: hide the history (docs/players.md "Profiles"), leaving listed only the matches
 * marked with showMatchOnProfile, or show it again; the page then reads the profile afresh.
 */
function HistoryToggle({ profile, onChanged }: { profile: Profile; onChanged(profile: Profile): void }) {
  const t = useT();
  const { user } = useSession();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  if (user?.username !== profile.username) return null;

  const toggle = async (hidden: boolean) => {
    setBusy(true);
    setError(null);
    try {
      await setHistoryHidden(hidden);
      onChanged(await fetchProfile(profile.username));
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="history-toggle">
      <label className="small">
        <input
          type="checkbox"
          checked={profile.historyHidden}
          disabled={busy}
          onChange={(e) => void toggle(e.target.checked)}
          data-testid="hide-history"
        />{' '}
        {t('audience.profile.hideHistory')}
      </label>
      <ErrorAlert error={error} small />
    </div>
  );
}

/** How the player's correspondence games ended for them, rounded, with the number of games. */
function ReputationLine({ username }: { username: string }) {
  const t = useT();
  const [reputation, setReputation] = useState<Reputation | null>(null);
  useEffect(() => {
    let cancelled = false;
    fetchReputation(username)
      .then((r) => !cancelled && setReputation(r))
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [username]);
  if (reputation === null) return null;
  return (
    <p className="small" data-testid="reputation" data-games={reputation.games}>
      <strong>{t('reputation.title')}</strong>{' '}
      {reputation.games === 0
        ? t('reputation.none')
        : t('reputation.line', {
            finished: reputation.finishedPercent ?? 0,
            clean: reputation.cleanPercent ?? 0,
            timedOut: reputation.timedOutPercent ?? 0,
            count: reputation.games,
          })}
      {reputation.abandoned > 0 && ` · ${t('reputation.abandoned', { count: reputation.abandoned })}`}
    </p>
  );
}

/** The rating after each rated game, oldest to newest, as a small line, and the last change in words. */
function RatingHistory({ changes }: { changes: readonly RatingChange[] }) {
  const t = useT();
  if (changes.length === 0) return null;
  const points = [...changes].reverse().map((c) => c.ratingAfter);
  const low = Math.min(...points);
  const high = Math.max(...points);
  const span = high - low || 1;
  const width = 120;
  const height = 28;
  const path = points
    .map((p, i) => {
      const x = points.length === 1 ? width : (i / (points.length - 1)) * width;
      return `${i === 0 ? 'M' : 'L'}${x.toFixed(1)},${(height - ((p - low) / span) * height).toFixed(1)}`;
    })
    .join(' ');
  const last = changes[0];
  const delta = Math.round(last.ratingAfter - last.ratingBefore);
  return (
    <span className="small" data-testid="rating-history" data-changes={changes.length}>
      <svg width={width} height={height} role="img" aria-label={t('audience.profile.history')}>
        <path d={path} fill="none" stroke="currentColor" strokeWidth="1.5" />
      </svg>{' '}
      {t('audience.profile.lastChange', { delta: delta >= 0 ? `+${delta}` : String(delta) })}
    </span>
  );
}
