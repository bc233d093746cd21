import { Suspense, lazy, useEffect } from 'react';
import './forms.css';
import { RulesProvider } from './components/RulesPanel';
import { LANGUAGES, currentLanguage, setLanguage, useT, type Language } from './i18n';
import { NoticesProvider, Toasts, useNotices } from './notices';
import { useOnline } from './offline';
import { Link, matchRoute, navigate, usePath } from './router';
import { LobbiesScreen } from './screens/LobbiesScreen';
import { LobbyScreen } from './screens/LobbyScreen';
import { LoginScreen } from './screens/LoginScreen';
import { MatchScreen } from './screens/MatchScreen';
import { ModerationWarnings } from './components/ModerationWarnings';
import { useSession } from './session';
import { setSoundsEnabled, useSoundsEnabled } from './sound';

/**
 * Screens a player opens now and then are chunks of their own, fetched when first opened (and kept by the
 * service worker for offline use): the first download is what the games, lobby and table need
 * (docs/web-client.md "Speed and weight"). The table, the games list, the lobby and the login page stay
 * in the entry chunk.
 */
const AuthorizeScreen = lazy(() => import('./screens/AuthorizeScreen').then((m) => ({ default: m.AuthorizeScreen })));
const FriendsScreen = lazy(() => import('./screens/FriendsScreen').then((m) => ({ default: m.FriendsScreen })));
const ClubsScreen = lazy(() => import('./screens/ClubsScreen').then((m) => ({ default: m.ClubsScreen })));
const ClubScreen = lazy(() => import('./screens/ClubScreen').then((m) => ({ default: m.ClubScreen })));
const KeepAccountScreen = lazy(() =>
  import('./screens/KeepAccountScreen').then((m) => ({ default: m.KeepAccountScreen })),
);
const LeaderboardScreen = lazy(() =>
  import('./screens/LeaderboardScreen').then((m) => ({ default: m.LeaderboardScreen })),
);
const LiveScreen = lazy(() => import('./screens/LiveScreen').then((m) => ({ default: m.LiveScreen })));
const MatchesScreen = lazy(() => import('./screens/MatchesScreen').then((m) => ({ default: m.MatchesScreen })));
const ProfileScreen = lazy(() => import('./screens/ProfileScreen').then((m) => ({ default: m.ProfileScreen })));
const ReplayScreen = lazy(() => import('./screens/ReplayScreen').then((m) => ({ default: m.ReplayScreen })));
const ModerationScreen = lazy(() =>
  import('./screens/ModerationScreen').then((m) => ({ default: m.ModerationScreen })),
);
const AppealScreen = lazy(() => import('./screens/AppealScreen').then((m) => ({ default: m.AppealScreen })));
const ReportsScreen = lazy(() => import('./screens/ReportsScreen').then((m) => ({ default: m.ReportsScreen })));
const RulesScreen = lazy(() => import('./screens/RulesScreen').then((m) => ({ default: m.RulesScreen })));
const SettingsScreen = lazy(() => import('./screens/SettingsScreen').then((m) => ({ default: m.SettingsScreen })));
const SignInLinkScreen = lazy(() =>
  import('./screens/SignInLinkScreen').then((m) => ({ default: m.SignInLinkScreen })),
);
const TournamentScreen = lazy(() =>
  import('./screens/TournamentScreen').then((m) => ({ default: m.TournamentScreen })),
);
const TournamentsScreen = lazy(() =>
  import('./screens/TournamentsScreen').then((m) => ({ default: m.TournamentsScreen })),
);
const WatchScreen = lazy(() => import('./screens/WatchScreen').then((m) => ({ default: m.WatchScreen })));

/** The pages anyone may open without signing in: a mailed sign-in link, watching, profiles, leaderboards, the rules (docs/players.md). */
const PUBLIC_ROUTES = [
  '/sign-in',
  '/live',
  '/watch/:id',
  '/players/:name',
  '/leaderboards',
  '/leaderboards/:pool',
  '/rules',
  // A suspended account appeals without a session (docs/fair-play.md "Appeals").
  '/appeal',
];

function isPublic(path: string): boolean {
  return PUBLIC_ROUTES.some((route) => matchRoute(route, path) !== null);
}

/** The routes; every one but /login and the public pages needs a signed-in player. */
export function App() {
  const path = usePath();
  const { user, loading } = useSession();
  const t = useT();

  useEffect(() => {
    if (loading) return;
    if (!user && path !== '/login' && !isPublic(path))
      navigate(`/login?next=${encodeURIComponent(path)}`, { replace: true });
    if (user && path === '/login') navigate('/', { replace: true });
  }, [user, loading, path]);

  if (loading) return <p className="muted page">{t('common.loading')}</p>;
  return (
    <NoticesProvider>
      <RulesProvider>
        <TopBar path={path} />
        <OfflineBanner />
        <GuestStrip path={path} />
        {user && !user.isGuest && <ModerationWarnings userId={user.id} />}
        <Toasts />
        {user || isPublic(path) ? (
          <Suspense fallback={<p className="muted page">{t('common.loading')}</p>}>
            <Screen path={path} />
          </Suspense>
        ) : (
          <LoginScreen />
        )}
      </RulesProvider>
    </NoticesProvider>
  );
}

function TopBar({ path }: { path: string }) {
  const t = useT();
  const { user, signOut } = useSession();
  const { waiting } = useNotices();
  const sounds = useSoundsEnabled();
  return (
    <nav className="topbar" aria-label={t('nav.label')}>
      <Link to="/" className="brand">
        Claim
      </Link>
      {user && (
        <>
          <Link to="/" aria-current={path === '/' ? 'page' : undefined}>
            {t('nav.games')}
          </Link>
          <Link to="/matches" aria-current={path === '/matches' ? 'page' : undefined} data-testid="nav-matches">
            {t('nav.matches')}
            {waiting !== null && waiting > 0 && (
              <span
                className="count-badge"
                data-testid="waiting-badge"
                aria-label={t('nav.waiting', { count: waiting })}
              >
                {waiting}
              </span>
            )}
          </Link>
          <Link
            to="/tournaments"
            aria-current={path.startsWith('/tournaments') ? 'page' : undefined}
            data-testid="nav-tournaments"
          >
            {t('tournaments.nav')}
          </Link>
          {!user.isGuest && (
            <>
              <Link to="/friends" aria-current={path === '/friends' ? 'page' : undefined} data-testid="nav-friends">
                {t('friends.nav')}
              </Link>
              <Link to="/clubs" aria-current={path.startsWith('/clubs') ? 'page' : undefined} data-testid="nav-clubs">
                {t('clubs.nav')}
              </Link>
            </>
          )}
          {(user.role === 'admin' || user.role === 'moderator') && (
            <Link
              to="/moderation"
              aria-current={path === '/moderation' ? 'page' : undefined}
              data-testid="nav-moderation"
            >
              {t('moderation.nav')}
            </Link>
          )}
          {(user.role === 'admin' || user.role === 'moderator') && (
            <Link
              to="/admin/reports"
              aria-current={path === '/admin/reports' ? 'page' : undefined}
              data-testid="nav-reports"
            >
              {t('nav.reports')}
            </Link>
          )}
        </>
      )}
      <Link to="/live" aria-current={path === '/live' ? 'page' : undefined} data-testid="nav-live">
        {t('audience.nav.live')}
      </Link>
      <Link
        to="/leaderboards/duel"
        aria-current={path.startsWith('/leaderboards') ? 'page' : undefined}
        data-testid="nav-leaderboards"
      >
        {t('audience.nav.leaderboards')}
      </Link>
      <Link to="/rules" aria-current={path === '/rules' ? 'page' : undefined} data-testid="nav-rules">
        {t('guest.rulesLink')}
      </Link>
      <span className="spacer" />
      <label className="topbar-setting">
        <span className="visually-hidden">{t('settings.language')}</span>
        <select
          value={currentLanguage()}
          onChange={(e) => setLanguage(e.target.value as Language)}
          data-testid="language"
          aria-label={t('settings.language')}
        >
          {LANGUAGES.map((l) => (
            <option key={l.code} value={l.code} lang={l.code}>
              {l.name}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        className="link"
        aria-pressed={sounds}
        onClick={() => setSoundsEnabled(!sounds)}
        data-testid="sounds"
      >
        {sounds ? t('settings.soundsOn') : t('settings.soundsOff')}
      </button>
      {user && (
        <>
          <Link
            to={`/players/${encodeURIComponent(user.username)}`}
            className="who"
            data-testid="username"
            aria-current={path === `/players/${encodeURIComponent(user.username)}` ? 'page' : undefined}
            title={t('nav.profile')}
          >
            {user.username}
          </Link>
          <Link to="/settings" aria-current={path === '/settings' ? 'page' : undefined} data-testid="nav-settings">
            {t('nav.settings')}
          </Link>
          <button type="button" className="link" onClick={signOut}>
            {t('nav.logOut')}
          </button>
        </>
      )}
      {!user && path !== '/login' && (
        <Link to={`/login?next=${encodeURIComponent(path)}`} data-testid="nav-sign-in">
          {t('audience.nav.signIn')}
        </Link>
      )}
    </nav>
  );
}

/** Without a network the page shows what it last saw (the service worker's kept answers), and says so. */
function OfflineBanner() {
  const t = useT();
  const online = useOnline();
  if (online) return null;
  return (
    <p className="notice offline-banner" role="status" data-testid="offline">
      {t('offline.banner')}
    </p>
  );
}

/** A guest is told so on every page, with the way to keep the account (docs/players.md "Guests"). */
function GuestStrip({ path }: { path: string }) {
  const t = useT();
  const { user } = useSession();
  if (!user?.isGuest || path === '/keep-account') return null;
  return (
    // A landmark of its own: every part of the page is in one (axe "region").
    <aside aria-label={t('guest.keepTitle')}>
      <p className="notice guest-strip" data-testid="guest-strip">
        {t('guest.strip', { name: user.username })}{' '}
        <Link to="/keep-account" className="button" data-testid="keep-account-link">
          {t('guest.keep')}
        </Link>
      </p>
    </aside>
  );
}

function Screen({ path }: { path: string }) {
  const t = useT();
  let params: Record<string, string> | null;
  if (path === '/' || path === '/login') return <LobbiesScreen />;
  if (path === '/matches') return <MatchesScreen />;
  if (path === '/sign-in') return <SignInLinkScreen />;
  if ((params = matchRoute('/authorize/:uid', path))) return <AuthorizeScreen key={params.uid} uid={params.uid} />;
  if ((params = matchRoute('/lobby/:id', path))) return <LobbyScreen key={params.id} id={params.id} />;
  if ((params = matchRoute('/match/:id', path))) return <MatchScreen key={params.id} id={params.id} />;
  if ((params = matchRoute('/replay/:id', path))) return <ReplayScreen key={params.id} id={params.id} />;
  if (path === '/tournaments') return <TournamentsScreen />;
  if ((params = matchRoute('/tournaments/:id', path))) return <TournamentScreen key={params.id} id={params.id} />;
  if (path === '/live') return <LiveScreen />;
  if (path === '/rules') return <RulesScreen />;
  if (path === '/keep-account') return <KeepAccountScreen />;
  if (path === '/admin/reports') return <ReportsScreen />;
  if (path === '/moderation') return <ModerationScreen />;
  if (path === '/appeal') return <AppealScreen />;
  if (path === '/settings') return <SettingsScreen />;
  if (path === '/friends') return <FriendsScreen />;
  if (path === '/clubs') return <ClubsScreen />;
  if ((params = matchRoute('/clubs/:id', path))) return <ClubScreen key={params.id} id={params.id} />;
  if ((params = matchRoute('/watch/:id', path))) return <WatchScreen key={params.id} id={params.id} />;
  if ((params = matchRoute('/players/:name', path))) return <ProfileScreen key={params.name} username={params.name} />;
  if (path === '/leaderboards') return <LeaderboardScreen pool="duel" />;
  if ((params = matchRoute('/leaderboards/:pool', path))) return <LeaderboardScreen pool={params.pool} />;
  return (
    <main className="narrow">
      <section className="panel" data-testid="error-page">
        <h1>{t('notFound.title')}</h1>
        <p>{t('notFound.text', { path })}</p>
        <p>
          <Link to="/" className="button">
            {t('nav.backToGames')}
          </Link>{' '}
          <Link to="/matches" className="button">
            {t('nav.backToMatches')}
          </Link>
        </p>
      </section>
    </main>
  );
}
