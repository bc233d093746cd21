import { useEffect } from 'react';
import { Link, matchRoute, navigate, usePath } from './router';
import { LobbiesScreen } from './screens/LobbiesScreen';
import { LobbyScreen } from './screens/LobbyScreen';
import { LoginScreen } from './screens/LoginScreen';
import { MatchesScreen } from './screens/MatchesScreen';
import { MatchScreen } from './screens/MatchScreen';
import { ReplayScreen } from './screens/ReplayScreen';
import { useSession } from './session';

/** The routes; every one but /login needs a signed-in player. */
export function App() {
  const path = usePath();
  const { user, loading, signOut } = useSession();

  useEffect(() => {
    if (loading) return;
    if (!user && path !== '/login') navigate(`/login?next=${encodeURIComponent(path)}`, { replace: true });
    if (user && path === '/login') navigate('/', { replace: true });
  }, [user, loading, path]);

  if (loading) return <p className="muted page">Loading…</p>;
  return (
    <>
      <nav className="topbar">
        <Link to="/" className="brand">
          Claim
        </Link>
        {user && (
          <>
            <Link to="/" aria-current={path === '/' ? 'page' : undefined}>
              Games
            </Link>
            <Link to="/matches" aria-current={path === '/matches' ? 'page' : undefined}>
              My matches
            </Link>
            <span className="spacer" />
            <span className="who" data-testid="username">
              {user.username}
            </span>
            <button type="button" className="link" onClick={signOut}>
              Log out
            </button>
          </>
        )}
      </nav>
      {user ? <Screen path={path} /> : <LoginScreen />}
    </>
  );
}

function Screen({ path }: { path: string }) {
  let params: Record<string, string> | null;
  if (path === '/' || path === '/login') return <LobbiesScreen />;
  if (path === '/matches') return <MatchesScreen />;
  if ((params = matchRoute('/lobby/:id', path))) return <LobbyScreen key={params.id} id={params.id} />;
  if ((params = matchRoute('/match/:id', path))) return <MatchScreen key={params.id} id={params.id} />;
  if ((params = matchRoute('/replay/:id', path))) return <ReplayScreen key={params.id} id={params.id} />;
  return (
    <main className="narrow">
      <h1>Not found</h1>
      <p>
        Nothing lives at {path}. <Link to="/">Back to the games</Link>.
      </p>
    </main>
  );
}
