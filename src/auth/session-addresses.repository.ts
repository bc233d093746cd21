import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service';

/** One use of a session from an address (and device), as hashes. */
export interface AddressSighting {
  readonly userId: string;
  readonly sessionId: string;
  readonly addressHash: string;
  readonly deviceHash: string;
  readonly at: Date;
}

/** How long a sighting is kept (docs/fair-play.md "Retention"). */
export const ADDRESS_RETENTION_DAYS = 90;

/**
 * The only place that reads or writes `session_addresses`. Nothing read here leaves the server except as a
 * boolean (the table warning) or a count in a moderator's signal: never a hash.
 */
@Injectable()
export class SessionAddressesRepository {
  constructor(private readonly prisma: PrismaService) {}

  async record(s: AddressSighting): Promise<void> {
    await this.prisma.$executeRaw`
      INSERT INTO session_addresses (user_id, session_id, address_hash, device_hash, first_seen, last_seen)
      VALUES (${s.userId}::uuid, ${s.sessionId}::uuid, ${s.addressHash}, ${s.deviceHash}, ${s.at}, ${s.at})
      ON CONFLICT (user_id, session_id, address_hash, device_hash)
      DO UPDATE SET last_seen = GREATEST(session_addresses.last_seen, EXCLUDED.last_seen)`;
  }

  /**
   * The pairs of these accounts whose latest sightings (each account's last day of use) share an address or
   * device hash: the running table's warning. Compared in the database, so no hash is ever read out.
   */
  async sharingNow(userIds: readonly string[]): Promise<[string, string][]> {
    if (userIds.length < 2) return [];
    const rows = await this.prisma.$queryRawUnsafe<{ a: string; b: string }[]>(
      `WITH recent AS (
         SELECT s.user_id, s.address_hash, s.device_hash FROM session_addresses s
          WHERE s.user_id = ANY($1::uuid[])
            AND s.last_seen > (SELECT max(t.last_seen) FROM session_addresses t WHERE t.user_id = s.user_id) - interval '1 day')
       SELECT DISTINCT x.user_id::text AS a, y.user_id::text AS b FROM recent x JOIN recent y
           ON x.user_id < y.user_id
          AND (x.address_hash = y.address_hash OR (x.device_hash <> '' AND x.device_hash = y.device_hash))`,
      userIds,
    );
    return rows.map((r) => [r.a, r.b]);
  }

  /**
   * The hashes each account was seen with between `from` and `to` (a match's start and end, with an hour's
   * margin before: a session signed in just before the match counts), for the same-address signal.
   */
  async seenBetween(userIds: readonly string[], from: Date, to: Date): Promise<Map<string, string[]>> {
    const out = new Map<string, string[]>();
    if (userIds.length === 0) return out;
    const rows = await this.prisma.$queryRawUnsafe<{ userId: string; hash: string }[]>(
      `SELECT DISTINCT user_id::text AS "userId", h AS hash FROM session_addresses,
              LATERAL unnest(ARRAY[address_hash, device_hash]) AS h
        WHERE user_id = ANY($1::uuid[]) AND h <> ''
          AND last_seen >= $2::timestamptz - interval '1 hour' AND first_seen <= $3::timestamptz`,
      userIds,
      from.toISOString(),
      to.toISOString(),
    );
    for (const r of rows) out.set(r.userId, [...(out.get(r.userId) ?? []), r.hash]);
    return out;
  }

  /** Deletes what is older than the retention; the number deleted. */
  expire(before: Date): Promise<number> {
    return this.prisma.$executeRaw`DELETE FROM session_addresses WHERE last_seen < ${before}`;
  }
}
