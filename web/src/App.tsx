import { useEffect } from 'react';
import { RulesProvider } from './components/RulesPanel';
import { LANGUAGES, currentLanguage, setLanguage, useT, type Language } from './i18n';
import { NoticesProvider, Toasts, useNotices } from './notices';
import { Link, matchRoute, navigate, usePath } from './router';
import { LobbiesScreen } from './screens/LobbiesScreen';
import { LobbyScreen } from './screens/LobbyScreen';
import { LoginScreen } from './screens/LoginScreen';
import { MatchesScreen } from './screens/MatchesScreen';
import { MatchScreen } from './screens/MatchScreen';
import { ReplayScreen } from './screens/ReplayScreen';
import { useSession } from './session';
import { setSoundsEnabled, useSoundsEnabled } from './sound';

/** The routes; every one but /login needs a signed-in player. */
export function App() {
  const path = usePath();
  const { user, loading } = useSession();
  const t = useT();

  useEffect(() => {
    if (loading) return;
    if (!user && path !== '/login') navigate(`/login?next=${encodeURIComponent(path)}`, { replace: true });
    if (user && path === '/login') navigate('/', { replace: true });
  }, [user, loading, path]);

  if (loading) return <p className="muted page">{t('common.loading')}</p>;
  return (
    <NoticesProvider>
      <RulesProvider>
        <TopBar path={path} />
        <Toasts />
        {user ? <Screen path={path} /> : <LoginScreen />}
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
        </>
      )}
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
          <span className="who" data-testid="username">
            {user.username}
          </span>
          <button type="button" className="link" onClick={signOut}>
            {t('nav.logOut')}
          </button>
        </>
      )}
    </nav>
  );
}

function Screen({ path }: { path: string }) {
  const t = useT();
  let params: Record<string, string> | null;
  if (path === '/' || path === '/login') return <LobbiesScreen />;
  if (path === '/matches') return <MatchesScreen />;
  if ((params = matchRoute('/lobby/:id', path))) return <LobbyScreen key={params.id} id={params.id} />;
  if ((params = matchRoute('/match/:id', path))) return <MatchScreen key={params.id} id={params.id} />;
  if ((params = matchRoute('/replay/:id', path))) return <ReplayScreen key={params.id} id={params.id} />;
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
