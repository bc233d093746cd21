import type { FormEvent } from 'react';
import { useState } from 'react';
import { ApiError } from '../api/graphql';
import * as guests from '../api/guest-operations';
import * as api from '../api/operations';
import { AccountFields } from '../components/AccountFields';
import { NEW_ACCOUNT_KEY } from '../components/PowerTips';
import { Link, navigate } from '../router';
import { useSession } from '../session';
import { useT } from '../i18n';
import { errorText } from '../util';
import { ForgotPassword } from '../components/ForgotPassword';

function rememberNewAccount(): void {
  try {
    localStorage.setItem(NEW_ACCOUNT_KEY, new Date().toISOString());
  } catch {
    // Private mode: no tips, which is harmless.
  }
}

/**
 * Register or log in; both end with an access token for this browser. Or play at once: a guest account
 * and a game against the computer, no form (docs/players.md "Guests"); the rules are a link away.
 */
export function LoginScreen() {
  const t = useT();
  const { signIn } = useSession();
  const [mode, setMode] = useState<'login' | 'register'>('login');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [linkSent, setLinkSent] = useState(false);
  // Sign-in from this network is paused for this name after failed attempts (docs/players.md "Signing in").
  const locked = mode === 'login' && error instanceof ApiError && error.code === 'RATE_LIMITED';

  const mailLink = async () => {
    setBusy(true);
    try {
      await api.requestSignInLink(username);
      setLinkSent(true);
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };

  const playNow = async () => {
    setBusy(true);
    setError(null);
    try {
      signIn(await guests.createGuest());
      const matchId = await api.playComputer({ preset: 'claim', players: 2 }, 'easy');
      navigate(`/match/${matchId}`, { replace: true });
    } catch (e) {
      setError(e);
      setBusy(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const payload = mode === 'login' ? await api.login(username, password) : await api.register(username, password);
      // A new account's first game explains the powers (PowerTips), as a guest's does.
      if (mode === 'register') rememberNewAccount();
      signIn(payload);
      const next = new URLSearchParams(window.location.search).get('next');
      navigate(next && next.startsWith('/') ? next : '/', { replace: true });
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="narrow">
      <section className="panel login" aria-label={t('login.title')}>
        <h1>Claim</h1>
        <p className="muted">{t('login.intro')}</p>
        <div className="play-now">
          <button
            type="button"
            className="primary"
            data-testid="play-now"
            onClick={() => void playNow()}
            disabled={busy}
          >
            {t('guest.playNow')}
          </button>
          <p className="muted small">{t('guest.playNowNote')}</p>
          <p>
            <Link to="/rules" data-testid="rules-link">
              {t('guest.rulesLink')}
            </Link>
          </p>
        </div>
        <div className="tabs" role="tablist" aria-label={t('login.title')}>
          <button type="button" role="tab" aria-selected={mode === 'login'} onClick={() => setMode('login')}>
            {t('login.logIn')}
          </button>
          <button type="button" role="tab" aria-selected={mode === 'register'} onClick={() => setMode('register')}>
            {t('login.register')}
          </button>
        </div>
        <form onSubmit={submit}>
          <AccountFields
            username={username}
            password={password}
            onUsername={setUsername}
            onPassword={setPassword}
            newAccount={mode === 'register'}
          />
          {error !== null && (
            <p className="error" role="alert">
              {errorText(error, t)}
            </p>
          )}
          <button type="submit" className="primary" disabled={busy}>
            {mode === 'login' ? t('login.logIn') : t('login.register')}
          </button>
        </form>
        {locked && !linkSent && (
          <div className="sign-in-link">
            <p className="muted small">{t('login.lockedHelp')}</p>
            <button type="button" onClick={mailLink} disabled={busy || username.trim() === ''} data-testid="mail-link">
              {t('login.mailLink')}
            </button>
          </div>
        )}
        {linkSent && (
          <p className="muted" role="status" data-testid="link-sent">
            {t('login.linkSent')}
          </p>
        )}
        {mode === 'login' && <ForgotPassword />}
        {mode === 'login' && (
          <p className="small">
            <Link to="/appeal" data-testid="appeal-link">
              {t('moderation.appealLink')}
            </Link>
          </p>
        )}
      </section>
    </main>
  );
}
