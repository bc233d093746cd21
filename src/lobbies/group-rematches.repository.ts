import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service';
import type { Sql } from '../database/sql';
import { sqlOfPrisma } from '../database/sql';
import type { Entropy } from '../engine';
import { seedCommitment } from '../matches/event-chain';

export type GroupRematchStatus = 'pending' | 'accepted' | 'declined' | 'cancelled';

/** A rematch of a finished 3- or 4-player match, as stored (docs/correspondence.md "Rematch"). */
export interface StoredGroupRematch {
  /** The finished match. */
  readonly matchId: string;
  readonly offeredById: string;
  /** The players who accepted, the offerer first. */
  readonly acceptedIds: readonly string[];
  readonly status: GroupRematchStatus;
  /** Set when every seat accepted: the new match's id (created after commit, idempotently). */
  readonly newMatchId: string | null;
  readonly createdAt: Date;
  /** SHA-256 of the new match's server seed, committed on the offer; null for offers from before. */
  readonly seedCommitment: string | null;
}

/** What runs under one finished match's rematch lock, in one transaction. */
export interface LockedGroupRematch {
  /** The offer as it is; null when there is none yet. */
  readonly rematch: StoredGroupRematch | null;
  /** The transaction, for the notices that commit with the change. */
  readonly sql: Sql;
  /** `serverSeed`: the new match's, committed now; `entropy`: the offerer's contribution, if any. */
  offer(offeredById: string, at: Date, serverSeed: string, entropy: string | null): Promise<StoredGroupRematch>;
  accept(userId: string, newMatchId: string | null, at: Date, entropy: string | null): Promise<StoredGroupRematch>;
  end(status: 'declined' | 'cancelled', at: Date): Promise<StoredGroupRematch>;
}

/** The only place that reads or writes `group_rematches`. */
@Injectable()
export class GroupRematchesRepository {
  constructor(private readonly prisma: PrismaService) {}

  /**
   * The new match's server seed and its seats' contributions in `seatUserIds` order; null for an offer from
   * before entropy. Read only to start the match: the server seed never leaves the server before it ends.
   */
  async entropyOf(matchId: string, seatUserIds: readonly string[]): Promise<Entropy | null> {
    const row = await this.prisma.groupRematch.findUnique({
      where: { matchId },
      select: { serverSeed: true, entropy: true },
    });
    if (!row?.serverSeed) return null;
    const given = (row.entropy ?? {}) as Record<string, string>;
    return { serverSeed: row.serverSeed, contributions: seatUserIds.map((id) => given[id] ?? null) };
  }

  async find(matchId: string): Promise<StoredGroupRematch | null> {
    const row = await this.prisma.groupRematch.findUnique({ where: { matchId } });
    return row ? toStored(row) : null;
  }

  /** Runs `work` holding the finished match's rematch lock (an advisory lock: the row may not exist yet). */
  withLock<T>(matchId: string, work: (locked: LockedGroupRematch) => Promise<T>): Promise<T> {
    return this.prisma.$transaction(async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`group-rematch:${matchId}`}))`;
      const row = await tx.groupRematch.findUnique({ where: { matchId } });
      return work({
        rematch: row ? toStored(row) : null,
        sql: sqlOfPrisma(tx),
        offer: async (offeredById, at, serverSeed, entropy) =>
          toStored(
            await tx.groupRematch.create({
              data: {
                matchId,
                offeredById,
                acceptedIds: [offeredById],
                createdAt: at,
                serverSeed,
                entropy: entropy === null ? {} : { [offeredById]: entropy },
              },
            }),
          ),
        accept: async (userId, newMatchId, at, entropy) =>
          toStored(
            await tx.groupRematch.update({
              where: { matchId },
              data: {
                acceptedIds: { push: userId },
                // Under the lock: the row's contributions are read and written back whole.
                ...(row?.serverSeed && entropy !== null
                  ? { entropy: { ...((row.entropy ?? {}) as Record<string, string>), [userId]: entropy } }
                  : {}),
                ...(newMatchId ? { status: 'accepted', newMatchId, answeredAt: at } : {}),
              },
            }),
          ),
        end: async (status, at) =>
          toStored(await tx.groupRematch.update({ where: { matchId }, data: { status, answeredAt: at } })),
      });
    });
  }
}

function toStored(row: {
  matchId: string;
  offeredById: string;
  acceptedIds: string[];
  status: string;
  newMatchId: string | null;
  createdAt: Date;
  serverSeed: string | null;
}): StoredGroupRematch {
  return {
    matchId: row.matchId,
    offeredById: row.offeredById,
    acceptedIds: row.acceptedIds,
    status: row.status as GroupRematchStatus,
    newMatchId: row.newMatchId,
    createdAt: row.createdAt,
    seedCommitment: row.serverSeed === null ? null : seedCommitment(row.serverSeed),
  };
}
