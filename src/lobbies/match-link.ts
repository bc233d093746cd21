import type { PrismaService } from '../database/prisma.service';
import { Prisma } from '../generated/prisma/client';

/**
 * Lobbies and challenges both start a match and record its id (`match_id`, no foreign key: see the
 * sharding note in schema.prisma). These two statements are the same for both tables; the table and
 * the status meaning "started" come from this fixed list, never from input.
 */
const STARTED = { lobbies: 'started', challenges: 'accepted' } as const;
export type MatchStarterTable = keyof typeof STARTED;

/**
 * Started rows whose match is not there (its creation was interrupted, or no id was ever recorded). An anti-join
 * rather than `NOT EXISTS (SELECT … FROM matches WHERE m.id = t.match_id)`: on Citus the lobby and challenge tables
 * are reference tables and `matches` is distributed, and Citus refuses that correlated subquery but runs the
 * outer join (the reference table on the outer side) on every shard.
 */
export async function startedWithoutMatch(
  prisma: PrismaService,
  table: MatchStarterTable,
  limit: number,
): Promise<string[]> {
  const rows = await prisma.$queryRaw<{ id: string }[]>`
    SELECT t.id::text AS id FROM ${Prisma.raw(table)} t LEFT JOIN matches m ON m.id = t.match_id
    WHERE t.status::text = ${STARTED[table]} AND m.id IS NULL
    ORDER BY t.created_at LIMIT ${limit}`;
  return rows.map((r) => r.id);
}

/** Records `matchId` unless the row already has one; the row's match id either way. */
export async function assignMatch(
  prisma: PrismaService,
  table: MatchStarterTable,
  id: string,
  matchId: string,
): Promise<string> {
  const [row] = await prisma.$queryRaw<{ matchId: string }[]>`
    UPDATE ${Prisma.raw(table)} SET match_id = COALESCE(match_id, ${matchId}::uuid) WHERE id = ${id}::uuid RETURNING match_id::text AS "matchId"`;
  return row.matchId;
}
