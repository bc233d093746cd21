import { useEffect, useState } from 'react';
import * as api from '../api/settings-operations';
import { useT } from '../i18n';
import { errorText } from '../util';

type OAuthRequest = Awaited<ReturnType<typeof api.oauthRequest>>;

/**
 * The consent page of the OAuth authorization server (`/authorize/<uid>`, where the server sends the browser
 * when an app asks to act for the player; docs/api.md "Authorise an app"): who asks, what it may do, where
 * the player will be sent back. Signed-in players only (App's routing sends others to log in first). The
 * answer goes on in this same browser, which carries the server's cookie for the request.
 */
export function AuthorizeScreen({ uid }: { uid: string }) {
  const t = useT();
  const [request, setRequest] = useState<OAuthRequest | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    api
      .oauthRequest(uid)
      .then(setRequest)
      .catch((e: unknown) => setError(e));
  }, [uid]);

  const answer = async (allow: boolean) => {
    setBusy(true);
    try {
      // A full navigation: the server's /oauth answers, not this client's router.
      window.location.assign(await api.answerOAuthRequest(uid, allow));
    } catch (e) {
      setError(e);
      setBusy(false);
    }
  };

  return (
    <main className="narrow" data-testid="authorize">
      <h1>{t('oauth.title')}</h1>
      {error !== null && (
        <p className="error" role="alert">
          {errorText(error, t)}
        </p>
      )}
      {request === null ? (
        error === null && <p className="muted">{t('common.loading')}</p>
      ) : (
        <section className="panel">
          <p data-testid="oauth-client">{t('oauth.asks', { app: request.clientName ?? request.clientId })}</p>
          <p className="muted small">{request.registered ? t('oauth.registered') : t('oauth.unverified')}</p>
          <h2 className="small">{t('oauth.scopes')}</h2>
          {request.scopes.length === 0 ? (
            <p>{t('oauth.noScopes')}</p>
          ) : (
            <ul data-testid="oauth-scopes">
              {request.scopes.map((scope) => (
                <li key={scope}>{t(`account.scope.${scope}`)}</li>
              ))}
            </ul>
          )}
          <p>
            {t('oauth.sentBack')} <code data-testid="oauth-redirect">{request.redirectUri}</code>
          </p>
          <p className="muted small">{t('oauth.revokeLater')}</p>
          <div className="actions">
            <button type="button" disabled={busy} onClick={() => void answer(true)} data-testid="oauth-allow">
              {t('oauth.allow')}
            </button>
            <button type="button" disabled={busy} onClick={() => void answer(false)} data-testid="oauth-deny">
              {t('oauth.deny')}
            </button>
          </div>
        </section>
      )}
    </main>
  );
}
