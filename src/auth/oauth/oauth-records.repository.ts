import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { PrismaService } from '../../database/prisma.service';
import type { Prisma } from '../../generated/prisma/client';
import { isUuid } from '../../common/uuid';

/** A record of oidc-provider's (a grant, a code, a token, an interaction, a session), as its adapter sees it. */
export type OAuthPayload = Record<string, unknown>;

export interface StoredOAuthRecord {
  readonly payload: OAuthPayload;
  readonly consumedAt: Date | null;
}

/** A grant as its user sees it in "authorised apps". */
export interface OAuthGrantRow {
  readonly grantId: string;
  readonly clientId: string;
  readonly scope: string;
  readonly createdAt: Date;
  readonly expiresAt: Date | null;
}

/**
 * Rows are keyed by SHA-256 of the provider's id: for codes and tokens that id is the bearer secret itself,
 * so the table never holds one in clear (the id is also left out of the stored payload).
 */
export function oauthRecordKey(id: string): string {
  return createHash('sha256').update(id, 'utf8').digest('hex');
}

/** The only place that reads or writes the oauth_records table. */
@Injectable()
export class OAuthRecordsRepository {
  constructor(private readonly prisma: PrismaService) {}

  async upsert(
    kind: string,
    id: string,
    payload: OAuthPayload,
    expiresAt: Date | null,
    links: { grantId: string | null; uid: string | null; accountId: string | null },
  ): Promise<void> {
    const key = oauthRecordKey(id);
    const data = {
      payload: payload as Prisma.InputJsonValue,
      grantId: links.grantId,
      uid: links.uid,
      // A payload's accountId is a user id; anything else names nobody (and would fail the uuid cast).
      accountId: isUuid(links.accountId) ? links.accountId : null,
      expiresAt,
    };
    await this.prisma.oAuthRecord.upsert({
      where: { kind_id: { kind, id: key } },
      create: { kind, id: key, ...data },
      update: data,
    });
  }

  /** The unexpired record, or null. */
  async find(kind: string, id: string, now: Date): Promise<StoredOAuthRecord | null> {
    const row = await this.prisma.oAuthRecord.findUnique({
      where: { kind_id: { kind, id: oauthRecordKey(id) } },
      select: { payload: true, consumedAt: true, expiresAt: true },
    });
    if (!row || (row.expiresAt !== null && row.expiresAt <= now)) return null;
    return { payload: row.payload as OAuthPayload, consumedAt: row.consumedAt };
  }

  async findByUid(kind: string, uid: string, now: Date): Promise<StoredOAuthRecord | null> {
    const row = await this.prisma.oAuthRecord.findFirst({
      where: { kind, uid, OR: [{ expiresAt: null }, { expiresAt: { gt: now } }] },
      select: { payload: true, consumedAt: true },
    });
    return row ? { payload: row.payload as OAuthPayload, consumedAt: row.consumedAt } : null;
  }

  /** Marks a code or refresh token used; the first use wins, a second one finds it consumed. */
  async consume(kind: string, id: string, at: Date): Promise<void> {
    await this.prisma.oAuthRecord.updateMany({
      where: { kind, id: oauthRecordKey(id), consumedAt: null },
      data: { consumedAt: at },
    });
  }

  async destroy(kind: string, id: string): Promise<void> {
    await this.prisma.oAuthRecord.deleteMany({ where: { kind, id: oauthRecordKey(id) } });
  }

  /** The grant's records of one kind (its access tokens, say): oidc-provider revokes a grant kind by kind. */
  async destroyByGrant(kind: string, grantId: string): Promise<void> {
    await this.prisma.oAuthRecord.deleteMany({ where: { kind, grantId } });
  }

  /** Every record of the grant, whatever its kind, and the grant itself: the app's access ends. */
  async destroyGrant(grantId: string): Promise<void> {
    await this.prisma.oAuthRecord.deleteMany({
      where: { OR: [{ grantId }, { kind: 'Grant', id: oauthRecordKey(grantId) }] },
    });
  }

  /**
   * Every grant the account gave, and every record that acts for it (codes, tokens, the provider's sessions
   * and requests): each of its apps' access ends. The ids of the grants removed.
   */
  async destroyAccount(accountId: string): Promise<string[]> {
    return this.prisma.$transaction(async (tx) => {
      const grants = await tx.oAuthRecord.findMany({
        where: { accountId, kind: 'Grant' },
        select: { grantId: true },
      });
      const grantIds = grants.flatMap((grant) => (grant.grantId === null ? [] : [grant.grantId]));
      await tx.oAuthRecord.deleteMany({ where: { OR: [{ accountId }, { grantId: { in: grantIds } }] } });
      return grantIds;
    });
  }

  /** Whether the grant still stands (not revoked, not expired): what an open stream asks before each message. */
  async grantActive(grantId: string, now: Date): Promise<boolean> {
    return (await this.find('Grant', grantId, now)) !== null;
  }

  /** The user's unexpired grants, newest first. */
  async grantsOf(accountId: string, now: Date): Promise<OAuthGrantRow[]> {
    const rows = await this.prisma.oAuthRecord.findMany({
      where: { accountId, kind: 'Grant', OR: [{ expiresAt: null }, { expiresAt: { gt: now } }] },
      orderBy: { createdAt: 'desc' },
      select: { payload: true, createdAt: true, expiresAt: true, grantId: true },
    });
    return rows.flatMap((row) => {
      const payload = row.payload as OAuthPayload;
      const clientId = payload.clientId;
      if (typeof clientId !== 'string' || row.grantId === null) return [];
      return [
        {
          grantId: row.grantId,
          clientId,
          scope: grantScope(payload),
          createdAt: row.createdAt,
          expiresAt: row.expiresAt,
        },
      ];
    });
  }

  /** The grant's owner, when it is `accountId`'s. */
  async grantOwnedBy(grantId: string, accountId: string, now: Date): Promise<boolean> {
    const found = await this.find('Grant', grantId, now);
    return found !== null && found.payload.accountId === accountId;
  }

  /**
   * Rows past their expiry (OAuthSweeper): nothing reads them any more (`find` treats them as absent), so
   * they only take room. A consumed code or refresh token is kept until then, for reuse detection.
   */
  async deleteExpired(before: Date): Promise<number> {
    return (await this.prisma.oAuthRecord.deleteMany({ where: { expiresAt: { lt: before } } })).count;
  }
}

/** A Grant payload keeps its scopes as `openid` (OIDC) scope strings: `{ openid: { scope: 'a b' } }`. */
function grantScope(payload: OAuthPayload): string {
  const openid = payload.openid;
  if (openid && typeof openid === 'object' && 'scope' in openid && typeof openid.scope === 'string')
    return openid.scope;
  return '';
}
