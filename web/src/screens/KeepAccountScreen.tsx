import type { FormEvent } from 'react';
import { useState } from 'react';
import * as guests from '../api/guest-operations';
import { AccountFields } from '../components/AccountFields';
import { useT } from '../i18n';
import { Link } from '../router';
import { useSession } from '../session';
import { errorText } from '../util';

/**
 * A guest keeps its account: a name and a password of its own (the server checks them as it checks a new
 * account's), its games kept (docs/players.md "Guests").
 */
export function KeepAccountScreen() {
  const t = useT();
  const { user, signIn } = useSession();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [kept, setKept] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const payload = await guests.convertGuest(username, password);
      signIn(payload);
      setKept(payload.user.username);
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="narrow">
      <section className="panel login" aria-labelledby="keep-title" data-testid="keep-account">
        <h1 id="keep-title">{t('guest.keepTitle')}</h1>
        {kept ? (
          <p className="notice" role="status" data-testid="kept">
            {t('guest.kept', { name: kept })} <Link to="/matches">{t('nav.matches')}</Link>
          </p>
        ) : !user?.isGuest ? (
          <p className="muted">{t('guest.notGuest')}</p>
        ) : (
          <>
            <p className="muted">{t('guest.keepIntro')}</p>
            <form onSubmit={submit}>
              <AccountFields
                username={username}
                password={password}
                onUsername={setUsername}
                onPassword={setPassword}
                newAccount
              />
              {error !== null && (
                <p className="error" role="alert">
                  {errorText(error, t)}
                </p>
              )}
              <button type="submit" className="primary" disabled={busy}>
                {t('guest.keepSubmit')}
              </button>
            </form>
          </>
        )}
      </section>
    </main>
  );
}
