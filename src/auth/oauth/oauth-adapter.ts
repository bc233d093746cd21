import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Clock } from '../../common/clock';
import type { OAuthRecordsRepository } from './oauth-records.repository';
import { publicClientMetadata } from './oauth-clients';

/**
 * oidc-provider's storage, one instance per model it keeps (`name`: Grant, AccessToken, …), on the
 * oauth_records table, so that every server process sees the same grants and tokens. Clients are the
 * exception: a registered (confidential) one is looked up, any other client id is a public client
 * (oauth-clients.ts), as lichess does.
 */
export class OAuthAdapter implements Adapter {
  constructor(
    private readonly name: string,
    private readonly records: OAuthRecordsRepository,
    private readonly clock: Clock,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
    const { jti: _jti, ...rest } = payload;
    const expiresAt = expiresIn > 0 ? new Date(this.clock.now().getTime() + expiresIn * 1000) : null;
    // A session is found by its uid too (findByUid), and must then say its id: only its row keeps it.
    const stored = this.name === 'Session' ? { ...rest, claimId: id } : rest;
    await this.records.upsert(this.name, id, stored, expiresAt, {
      grantId: this.name === 'Grant' ? id : (payload.grantId ?? null),
      uid: payload.uid ?? null,
      accountId: payload.accountId ?? null,
    });
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    const found = await this.records.find(this.name, id, this.clock.now());
    if (this.name === 'Client') return found ? { ...found.payload, client_id: id } : publicClientMetadata(id);
    if (!found) return undefined;
    return withId(found.payload, id, found.consumedAt);
  }

  async findByUserCode(): Promise<AdapterPayload | undefined> {
    // The device flow is off: there are no user codes.
    return undefined;
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    const found = await this.records.findByUid(this.name, uid, this.clock.now());
    if (!found) return undefined;
    const jti = found.payload.claimId;
    return typeof jti === 'string' ? withId(found.payload, jti, found.consumedAt) : undefined;
  }

  async consume(id: string): Promise<void> {
    await this.records.consume(this.name, id, this.clock.now());
  }

  async destroy(id: string): Promise<void> {
    if (this.name === 'Grant') await this.records.destroyGrant(id);
    else await this.records.destroy(this.name, id);
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.records.destroyByGrant(this.name, grantId);
  }
}

function withId(payload: Record<string, unknown>, id: string, consumedAt: Date | null): AdapterPayload {
  const { claimId: _claimId, ...rest } = payload;
  return {
    ...rest,
    jti: id,
    ...(consumedAt ? { consumed: Math.floor(consumedAt.getTime() / 1000) } : {}),
  };
}
