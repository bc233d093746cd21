import { useT } from '../i18n';

/**
 * The server's minimum for a new password (src/auth/password-policy.ts, NIST SP 800-63B-4); the server also
 * refuses common and easily guessed ones, which only it can tell, and says so in the error.
 */
export const PASSWORD_MIN_LENGTH = 15;

/**
 * A username and a password, as the server checks them: the login screen's (log in or a new account) and a
 * guest's keeping its account (a new account's rules) are the same fields.
 */
export function AccountFields({
  username,
  password,
  onUsername,
  onPassword,
  newAccount,
}: {
  username: string;
  password: string;
  onUsername(value: string): void;
  onPassword(value: string): void;
  /** A new account: the password's minimum, the browser's "new-password" and the rules under the fields. */
  newAccount: boolean;
}) {
  const t = useT();
  return (
    <>
      <label>
        {t('login.username')}
        <input
          name="username"
          autoComplete="username"
          required
          minLength={3}
          maxLength={32}
          pattern="[A-Za-z0-9_\-]+"
          title={t('login.usernameRule')}
          value={username}
          onChange={(e) => onUsername(e.target.value)}
        />
      </label>
      <label>
        {t('login.password')}
        <input
          name="password"
          type="password"
          autoComplete={newAccount ? 'new-password' : 'current-password'}
          required
          minLength={newAccount ? PASSWORD_MIN_LENGTH : 1}
          maxLength={256}
          value={password}
          onChange={(e) => onPassword(e.target.value)}
        />
      </label>
      {newAccount && <p className="muted small">{t('login.rules', { min: PASSWORD_MIN_LENGTH })}</p>}
    </>
  );
}
