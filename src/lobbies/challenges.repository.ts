import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service';
import { Prisma } from '../generated/prisma/client';
import { assignMatch, startedWithoutMatch } from './match-link';
import type { Rules } from '../engine';
import { Challenge, ChallengeStatus, GameOptions, LIST_LIMIT, Player } from './lobby.types';

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
  /** Records the answer: declined or cancelled (accepting is markAccepted). */
  setStatus(status: Exclude<ChallengeStatus, 'pending' | 'accepted'>): Promise<void>;
  /** Marks the challenge accepted and records the id its match will have (the match is created after commit). */
  markAccepted(matchId: string): Promise<void>;
}

/** The only place that reads or writes challenges. */
@Injectable()
export class ChallengesRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** Null when the match already has a rematch offer (the unique `rematch_of` decides, not a read). */
  async create(challenge: NewChallenge): Promise<Challenge | null> {
    try {
      const row = await this.prisma.challenge.create({
        data: {
          challengerId: challenge.challengerId,
          challengedId: challenge.challengedId,
          rules: challenge.rules as unknown as Prisma.InputJsonValue,
          daysPerMove: challenge.daysPerMove,
          rematchOf: challenge.rematchOf,
        },
        include: CHALLENGE_INCLUDE,
      });
      return toChallenge(row);
    } catch (error) {
      if (
        challenge.rematchOf !== null &&
        error instanceof Prisma.PrismaClientKnownRequestError &&
        error.code === 'P2002'
      )
        return null;
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

  /** Challenges the user sent or received, newest first. */
  async listOf(userId: string): Promise<Challenge[]> {
    const rows = await this.prisma.challenge.findMany({
      where: { OR: [{ challengerId: userId }, { challengedId: userId }] },
      orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
      include: CHALLENGE_INCLUDE,
      take: LIST_LIMIT,
    });
    return rows.map(toChallenge);
  }

  /**
   * A player by name, for addressing a challenge. Usernames are stored lower-cased (see AuthService).
   * Kept here because UsersRepository has no lookup by name yet; it reads only public columns.
   */
  async findPlayerByName(username: string): Promise<Player | null> {
    return this.prisma.user.findUnique({
      where: { username: username.toLowerCase() },
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

  /** Runs `work` holding the challenge row's lock, so it is answered once. Null when it does not exist. */
  async withLock<T>(id: string, work: (locked: LockedChallenge) => Promise<T>): Promise<T | null> {
    return this.prisma.$transaction(async (tx) => {
      const locked = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM challenges WHERE id = ${id}::uuid FOR UPDATE`;
      if (locked.length === 0) return null;
      const challenge = await this.findById(id, tx);
      if (!challenge) return null;
      return work({
        challenge,
        setStatus: async (status) => {
          await tx.challenge.update({ where: { id }, data: { status, answeredAt: new Date() } });
        },
        markAccepted: async (matchId) => {
          await tx.challenge.update({ where: { id }, data: { status: 'accepted', answeredAt: new Date(), matchId } });
        },
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
    status: row.status,
    matchId: row.matchId,
    rematchOf: row.rematchOf,
    createdAt: row.createdAt,
    answeredAt: row.answeredAt,
  };
}
