import type { FormEvent } from 'react';
import { useState } from 'react';
import { requestPasswordReset } from '../api/settings-operations';
import { useT } from '../i18n';
import { errorText } from '../util';

/**
 * "Forgot your password?" under the login form: mails a reset link to the account's verified address
 * (requestPasswordReset). The answer is the same whether or not such an account exists; the link opens
 * the server's own page to set a new password.
 */
export function ForgotPassword() {
  const t = useT();
  const [login, setLogin] = useState('');
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    requestPasswordReset(login.trim())
      .then(() => setSent(true))
      .catch((e: unknown) => setError(e))
      .finally(() => setBusy(false));
  };
  return (
    <details className="forgot-password" data-testid="forgot-password">
      <summary>{t('login.forgot')}</summary>
      <form onSubmit={submit}>
        <label>
          {t('login.forgotLogin')}
          <input
            name="login"
            autoComplete="username"
            required
            maxLength={254}
            value={login}
            onChange={(e) => setLogin(e.target.value)}
          />
        </label>
        <button type="submit" disabled={busy || login.trim() === ''}>
          {t('account.password.reset')}
        </button>
        {sent && (
          <p className="notice" role="status">
            {t('login.forgotSent')}
          </p>
        )}
        {error !== null && (
          <p className="error" role="alert">
            {errorText(error, t)}
          </p>
        )}
      </form>
    </details>
  );
}
