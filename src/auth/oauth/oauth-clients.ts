import type { ClientMetadata } from 'oidc-provider';

/**
 * Public clients as lichess has them: no registration, the client id is any name the app chooses (shown
 * to the user as "who asks"), and the redirect URI is whatever the request says (shown to the user as
 * "where you will be sent back"). Registered clients (confidential, with a secret: `claim oauth-client`)
 * are rows of oauth_records and keep their registered redirect URIs.
 */
const PUBLIC_CLIENT_ID = /^[A-Za-z0-9][A-Za-z0-9._~:@/+-]{0,99}$/;

/**
 * What oidc-provider needs to hold a public client's redirect_uris (at least one); the check itself is
 * publicRedirectUriAllowed. `.invalid` (RFC 2606) can never resolve.
 */
export const PUBLIC_CLIENT_REDIRECT_PLACEHOLDER = 'https://any-redirect.invalid/';

export function isPublicClientId(id: string): boolean {
  return PUBLIC_CLIENT_ID.test(id);
}

/** The metadata oidc-provider sees for an unregistered client id, or undefined for an id no app may use. */
export function publicClientMetadata(id: string): ClientMetadata | undefined {
  if (!isPublicClientId(id)) return undefined;
  return {
    client_id: id,
    token_endpoint_auth_method: 'none',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    redirect_uris: [PUBLIC_CLIENT_REDIRECT_PLACEHOLDER],
  };
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '[::1]', 'localhost']);

/**
 * Where a public client may send the user back: https anywhere, http only to this machine (RFC 8252 7.3,
 * apps on a loopback port), or an app's private-use scheme named after a domain (RFC 8252 7.1,
 * `org.example.app:/cb`). Never `javascript:`, `data:`, `file:` and their like, never a fragment (RFC 6749
 * 3.1.2), never credentials in the URI: these are the open-redirect and script-injection attempts.
 */
export function publicRedirectUriAllowed(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.hash !== '' || value.includes('#') || url.username !== '' || url.password !== '') return false;
  if (url.protocol === 'https:') return url.hostname !== '';
  if (url.protocol === 'http:') return LOOPBACK_HOSTS.has(url.hostname);
  const scheme = url.protocol.slice(0, -1);
  return /^[a-z][a-z0-9+-]*(\.[a-z0-9+-]+)+$/.test(scheme);
}
