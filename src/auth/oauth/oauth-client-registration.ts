import { randomBytes } from 'node:crypto';
import type { ClientMetadata } from 'oidc-provider';
import type { OAuthRecordsRepository } from './oauth-records.repository';
import type { OAuthServer } from './oauth-server';

export interface RegisteredClient {
  readonly clientId: string;
  /** Shown once, at registration. */
  readonly clientSecret: string;
  readonly name: string;
  readonly redirectUris: readonly string[];
}

/**
 * Registers a confidential client: it authenticates at the token endpoint with its secret (HTTP Basic), may
 * use only the redirect URIs given here, and may introspect tokens. oidc-provider compares client secrets
 * itself, so the secret is stored as it is (the row is the client's, like a password file of a service).
 */
export async function registerOAuthClient(
  server: OAuthServer,
  records: OAuthRecordsRepository,
  name: string,
  redirectUris: readonly string[],
): Promise<RegisteredClient> {
  const clientId = `claim-app-${randomBytes(9).toString('base64url')}`;
  const clientSecret = randomBytes(32).toString('base64url');
  const metadata: ClientMetadata = {
    client_id: clientId,
    client_secret: clientSecret,
    client_name: name,
    redirect_uris: [...redirectUris],
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    token_endpoint_auth_method: 'client_secret_basic',
  };
  // Validated as oidc-provider validates a client it loads, before it is stored.
  await (await server.provider()).Client.validate(metadata);
  await records.upsert('Client', clientId, { ...metadata }, null, { grantId: null, uid: null, accountId: null });
  return { clientId, clientSecret, name, redirectUris: [...redirectUris] };
}
