import { Injectable } from '@nestjs/common';
import { withAccountLock } from '../database/account-lock';
import { PrismaService } from '../database/prisma.service';
import { transaction } from '../database/transaction-retry';
import type { Sql } from '../database/sql';
import { sqlOfPrisma } from '../database/sql';
import { Prisma } from '../generated/prisma/client';
import { canonicalUsername } from '../users/username';
import { assignMatch, startedWithoutMatch } from './match-link';
import type { Entropy, Rules } from '../engine';
import { newServerSeed, seedCommitment } from '../matches/event-chain';
import { afterCursor } from './list-page';
import { Challenge, ChallengeStatus, GameOptions, PageRequest, Player, storedTimeControl } from './lobby.types';

type Db = PrismaService | Prisma.TransactionClient;

const PLAYER = { select: { id: true, username: true, isBot: true } } as const;
const CHALLENGE_INCLUDE = { challenger: PLAYER, challenged: PLAYER } as const satisfies Prisma.ChallengeInclude;

type ChallengeRow = Prisma.ChallengeGetPayload<{ include: typeof CHALLENGE_INCLUDE }>;

export interface NewChallenge extends GameOptions {
  readonly challengerId: string;
  readonly challengedId: string;
  readonly rematchOf: string | null;
}

/** Writes that run in one transaction holding the challenge row's lock. */
export interface LockedChallenge {
  readonly challenge: Challenge;
  /** The transaction, for what must commit with the answer (its notices). */
  readonly sql: Sql;
  /** Records the answer: declined or cancelled (accepting is markAccepted); the challenge as it is now. */
  setStatus(status: Exclude<ChallengeStatus, 'pending' | 'accepted'>): Promise<Challenge>;
  /** Marks the challenge accepted and records the id its match will have (the match is created after commit). */
  markAccepted(matchId: string, entropy: string | null): Promise<Challenge>;
}

/** The only place that reads or writes challenges. */
@Injectable()
export class ChallengesRepository {
  constructor(private readonly prisma: PrismaService) {}

  /**
   * A new pending challenge, unless the challenger already has `caps.total` pending ones, or
   * `caps.toOnePlayer` to this player, or (for a rematch offer) the match already has an offer (the
   * unique `rematch_of` decides, not a read). Counted and written under the challenger's lock (lockAccount).
   */
  async create(
    challenge: NewChallenge,
    caps: { total: number; toOnePlayer: number },
    /** Runs in the creating transaction (the invitation's notices). */
    created: (challenge: Challenge, sql: Sql) => Promise<void>,
  ): Promise<Challenge | 'PENDING_CAP' | 'PLAYER_CAP' | 'REMATCH_OFFERED'> {
    try {
      return await withAccountLock(this.prisma, challenge.challengerId, async (tx) => {
        const pending = await tx.challenge.groupBy({
          by: ['challengedId'],
          where: { challengerId: challenge.challengerId, status: 'pending' },
          _count: { _all: true },
        });
        if (pending.reduce((sum, g) => sum + g._count._all, 0) >= caps.total) return 'PENDING_CAP' as const;
        const toThem = pending.find((g) => g.challengedId === challenge.challengedId)?._count._all ?? 0;
        if (toThem >= caps.toOnePlayer) return 'PLAYER_CAP' as const;
        const row = await tx.challenge.create({
          data: {
            challengerId: challenge.challengerId,
            challengedId: challenge.challengedId,
            rules: challenge.rules as unknown as Prisma.InputJsonValue,
            daysPerMove: challenge.daysPerMove,
            timeControl: challenge.timeControl
              ? (challenge.timeControl as unknown as Prisma.InputJsonValue)
              : Prisma.DbNull,
            rated: challenge.rated,
            spectators: challenge.spectators,
            rematchOf: challenge.rematchOf,
            minReputation: challenge.minReputation,
            serverSeed: newServerSeed(),
            challengerEntropy: challenge.entropy,
          },
          include: CHALLENGE_INCLUDE,
        });
        const made = toChallenge(row);
        await created(made, sqlOfPrisma(tx));
        return made;
      });
    } catch (error) {
      if (
        challenge.rematchOf !== null &&
        error instanceof Prisma.PrismaClientKnownRequestError &&
        error.code === 'P2002'
      )
        return 'REMATCH_OFFERED';
      throw error;
    }
  }

  async findById(id: string, db: Db = this.prisma): Promise<Challenge | null> {
    const row = await db.challenge.findUnique({ where: { id }, include: CHALLENGE_INCLUDE });
    return row ? toChallenge(row) : null;
  }

  /** The challenge that started this match, if one did. */
  async findByMatchId(matchId: string): Promise<Challenge | null> {
    const row = await this.prisma.challenge.findUnique({ where: { matchId }, include: CHALLENGE_INCLUDE });
    return row ? toChallenge(row) : null;
  }

  /** The rematch offer made after this match, if any. */
  async findByRematchOf(matchId: string): Promise<Challenge | null> {
    const row = await this.prisma.challenge.findUnique({ where: { rematchOf: matchId }, include: CHALLENGE_INCLUDE });
    return row ? toChallenge(row) : null;
  }

  /** A page of the challenges the user sent or received, newest first; null when `after` names none of them. */
  async listOf(userId: string, page: PageRequest): Promise<Challenge[] | null> {
    const mine = { OR: [{ challengerId: userId }, { challengedId: userId }] };
    const cursor = page.after
      ? await this.prisma.challenge.findFirst({
          where: { id: page.after, ...mine },
          select: { id: true, createdAt: true },
        })
      : null;
    if (page.after && !cursor) return null;
    const rows = await this.prisma.challenge.findMany({
      where: cursor ? { AND: [mine, afterCursor(cursor)] } : mine,
      orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
      include: CHALLENGE_INCLUDE,
      take: page.first,
    });
    return rows.map(toChallenge);
  }

  /** The user's pending challenges, sent or received, newest first. */
  async pendingOf(userId: string, limit: number): Promise<Challenge[]> {
    const rows = await this.prisma.challenge.findMany({
      where: { status: 'pending', OR: [{ challengerId: userId }, { challengedId: userId }] },
      orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
      include: CHALLENGE_INCLUDE,
      take: limit,
    });
    return rows.map(toChallenge);
  }

  /**
   * A player by name, for addressing a challenge. Usernames are stored canonical (src/users/username.ts).
   * Kept here because UsersRepository has no lookup by name yet; it reads only public columns.
   */
  async findPlayerByName(username: string): Promise<Player | null> {
    return this.prisma.user.findUnique({
      where: { username: canonicalUsername(username) },
      select: { id: true, username: true, isBot: true },
    });
  }

  /** Accepted challenges whose match is not there (see LobbiesRepository.startedWithoutMatch). */
  acceptedWithoutMatch(limit: number): Promise<string[]> {
    return startedWithoutMatch(this.prisma, 'challenges', limit);
  }

  /** Records the id of the accepted challenge's match, if it has none yet (challenges accepted before ids were chosen up front). */
  assignMatch(id: string, matchId: string): Promise<string> {
    return assignMatch(this.prisma, 'challenges', id, matchId);
  }

  /**
   * The server seed and the two contributions (challenger, challenged) its match's seed is derived from;
   * null for a challenge from before entropy. Read only to start the match.
   */
  async entropyOf(id: string): Promise<Entropy | null> {
    const row = await this.prisma.challenge.findUnique({
      where: { id },
      select: { serverSeed: true, challengerEntropy: true, challengedEntropy: true },
    });
    if (!row?.serverSeed) return null;
    return { serverSeed: row.serverSeed, contributions: [row.challengerEntropy, row.challengedEntropy] };
  }

  /** Runs `work` holding the challenge row's lock, so it is answered once. Null when it does not exist. */
  async withLock<T>(id: string, work: (locked: LockedChallenge) => Promise<T>): Promise<T | null> {
    // The answer updates the challenge and appends its notice in one transaction: on Citus it can be cancelled as a
    // distributed deadlock with another writer of the reference tables; it runs again (`work` does only SQL in it).
    return transaction(this.prisma, async (tx) => {
      const locked = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM challenges WHERE id = ${id}::uuid FOR UPDATE`;
      if (locked.length === 0) return null;
      const challenge = await this.findById(id, tx);
      if (!challenge) return null;
      return work({
        challenge,
        sql: sqlOfPrisma(tx),
        setStatus: async (status) =>
          toChallenge(
            await tx.challenge.update({
              where: { id },
              data: { status, answeredAt: new Date() },
              include: CHALLENGE_INCLUDE,
            }),
          ),
        markAccepted: async (matchId, entropy) =>
          toChallenge(
            await tx.challenge.update({
              where: { id },
              data: { status: 'accepted', answeredAt: new Date(), matchId, challengedEntropy: entropy },
              include: CHALLENGE_INCLUDE,
            }),
          ),
      });
    });
  }
}

function toChallenge(row: ChallengeRow): Challenge {
  return {
    id: row.id,
    challenger: row.challenger,
    challenged: row.challenged,
    rules: row.rules as unknown as Rules,
    daysPerMove: row.daysPerMove,
    timeControl: storedTimeControl(row),
    rated: row.rated,
    spectators: row.spectators,
    status: row.status,
    matchId: row.matchId,
    rematchOf: row.rematchOf,
    minReputation: row.minReputation,
    seedCommitment: row.serverSeed ? seedCommitment(row.serverSeed) : null,
    createdAt: row.createdAt,
    answeredAt: row.answeredAt,
  };
}
