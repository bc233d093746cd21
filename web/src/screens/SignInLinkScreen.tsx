import { useState } from 'react';
import * as api from '../api/operations';
import { useT } from '../i18n';
import { navigate } from '../router';
import { useSession } from '../session';
import { errorText } from '../util';

/**
 * The page a mailed sign-in link opens (`/sign-in?token=…`). It signs in only when the player presses the
 * button: mail scanners that open links must not use up the single-use token.
 */
export function SignInLinkScreen() {
  const t = useT();
  const { signIn } = useSession();
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const token = new URLSearchParams(window.location.search).get('token') ?? '';

  const use = async () => {
    setBusy(true);
    setError(null);
    try {
      signIn(await api.signInWithLink(token));
      navigate('/', { replace: true });
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="narrow">
      <section className="panel login" aria-label={t('login.linkTitle')}>
        <h1>{t('login.linkTitle')}</h1>
        <p className="muted">{t('login.linkIntro')}</p>
        {error !== null && (
          <p className="error" role="alert">
            {errorText(error, t)}
          </p>
        )}
        <button type="button" className="primary" onClick={use} disabled={busy || token === ''} data-testid="use-link">
          {t('login.useLink')}
        </button>
        {error !== null && (
          <p>
            <a href="/login">{t('login.logIn')}</a>
          </p>
        )}
      </section>
    </main>
  );
}
