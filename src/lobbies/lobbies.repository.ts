import { Injectable } from '@nestjs/common';
import { withAccountLock } from '../database/account-lock';
import { PrismaService } from '../database/prisma.service';
import { transaction } from '../database/transaction-retry';
import type { Sql } from '../database/sql';
import { sqlOfPrisma } from '../database/sql';
import { Prisma } from '../generated/prisma/client';
import { assignMatch, startedWithoutMatch } from './match-link';
import type { Entropy, Rules } from '../engine';
import { newServerSeed, seedCommitment } from '../matches/event-chain';
import { afterCursor } from './list-page';
import { initialRating, RATING_POOLS } from '../ratings/rating-math';
import type { RatingPool } from '../ratings/rating-math';
import {
  GameOptions,
  LIST_LIMIT,
  Lobby,
  LobbyStatus,
  PageRequest,
  RatingRange,
  storedTimeControl,
} from './lobby.types';

type Db = PrismaService | Prisma.TransactionClient;

const LOBBY_INCLUDE = {
  owner: { select: { id: true, username: true, isBot: true } },
  seats: { include: { user: { select: { id: true, username: true, isBot: true } } }, orderBy: { seat: 'asc' } },
} as const satisfies Prisma.LobbyInclude;

type LobbyRow = Prisma.LobbyGetPayload<{ include: typeof LOBBY_INCLUDE }>;

/** Writes that run in one transaction holding the lobby row's lock. */
export interface LockedLobby {
  /** The lobby as it is under the lock. */
  readonly lobby: Lobby;
  /**
   * The lock's own transaction, for reads that must not wait for a second connection while the lock is held
   * (the seat gate): on Citus the other requests' writes to reference tables queue behind the lock, each holding
   * a connection of the pool, and a read asked on another connection could wait for one until the lock's
   * transaction times out (docs/SCALING.md).
   */
  readonly sql: Sql;
  /** Seats the user in the next seat (join order), with their entropy contribution or none. */
  addSeat(userId: string, entropy: string | null): Promise<void>;
  /** Frees the user's seat; later joiners move up one, so seats stay in join order without gaps. */
  removeSeat(userId: string): Promise<void>;
  setStatus(status: LobbyStatus): Promise<void>;
  /** Marks the lobby started and records the id its match will have (the match is created after commit). */
  markStarted(matchId: string): Promise<void>;
}

/** The only place that reads or writes lobbies and their seats. */
@Injectable()
export class LobbiesRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** A new open lobby with its owner in seat 0, unless the owner already has `maxOpen` open ones (null); atomic. */
  async create(ownerId: string, options: GameOptions, maxOpen: number): Promise<Lobby | null> {
    return withAccountLock(this.prisma, ownerId, async (tx) => {
      if ((await tx.lobby.count({ where: { ownerId, status: 'open' } })) >= maxOpen) return null;
      const row = await tx.lobby.create({
        data: {
          rules: options.rules as unknown as Prisma.InputJsonValue,
          ownerId,
          daysPerMove: options.daysPerMove,
          timeControl: options.timeControl ? (options.timeControl as unknown as Prisma.InputJsonValue) : Prisma.DbNull,
          rated: options.rated,
          spectators: options.spectators,
          minRating: options.entryRating.min,
          maxRating: options.entryRating.max,
          serverSeed: newServerSeed(),
          friendsOnly: options.friendsOnly,
          minReputation: options.minReputation,
          clubId: options.clubId,
          seats: { create: [{ seat: 0, userId: ownerId, entropy: options.entropy }] },
        },
        include: LOBBY_INCLUDE,
      });
      return toLobby(row);
    });
  }

  /** The user's rating in a pool, or the pool's starting rating while the user has none there. */
  async ratingIn(userId: string, pool: RatingPool, db: Db = this.prisma): Promise<number> {
    const row = await db.rating.findUnique({ where: { userId_pool: { userId, pool } }, select: { rating: true } });
    return row?.rating ?? initialRating(pool).rating;
  }

  async findById(id: string, db: Db = this.prisma): Promise<Lobby | null> {
    const row = await db.lobby.findUnique({ where: { id }, include: LOBBY_INCLUDE });
    return row ? toLobby(row) : null;
  }

  /** The lobby that started this match, if a lobby did. */
  async findByMatchId(matchId: string): Promise<Lobby | null> {
    const row = await this.prisma.lobby.findUnique({ where: { matchId }, include: LOBBY_INCLUDE });
    return row ? toLobby(row) : null;
  }

  /** A page of open lobbies, newest first, whose creator's rating is in `range`, without those whose owner
   * `viewerId` has blocked; null when `after` names no lobby. */
  async listOpen(
    page: PageRequest,
    range: RatingRange,
    viewerId: string,
    viewerClubs: readonly string[],
  ): Promise<Lobby[] | null> {
    const cursor = page.after
      ? await this.prisma.lobby.findUnique({ where: { id: page.after }, select: { id: true, createdAt: true } })
      : null;
    if (page.after && !cursor) return null;
    const rated = ratedWhere(range);
    const rows = await this.prisma.lobby.findMany({
      where: {
        status: 'open',
        owner: { blockedBy: { none: { blockerId: viewerId } } },
        ...(cursor ? afterCursor(cursor) : {}),
        AND: [visibleTo(viewerId), ofClubs(viewerId, viewerClubs), ...(rated ? [rated] : [])],
      },
      orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
      include: LOBBY_INCLUDE,
      take: page.first,
    });
    return rows.map(toLobby);
  }

  /** A club's open lobbies, newest first (the club page; at most LIST_LIMIT). */
  async openOfClub(clubId: string): Promise<Lobby[]> {
    const rows = await this.prisma.lobby.findMany({
      where: { clubId, status: 'open' },
      orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
      include: LOBBY_INCLUDE,
      take: LIST_LIMIT,
    });
    return rows.map(toLobby);
  }

  /** Lobbies the user owns or sits in, newest first. */
  async listOf(userId: string): Promise<Lobby[]> {
    const rows = await this.prisma.lobby.findMany({
      where: { OR: [{ ownerId: userId }, { seats: { some: { userId } } }] },
      orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
      include: LOBBY_INCLUDE,
      take: LIST_LIMIT,
    });
    return rows.map(toLobby);
  }

  /**
   * The server seed and the seats' contributions, in seat order, its match's seed is derived from; null
   * for a lobby from before entropy. Read only to start the match: the server seed never leaves the server
   * before the match ends.
   */
  async entropyOf(id: string): Promise<Entropy | null> {
    const row = await this.prisma.lobby.findUnique({
      where: { id },
      select: { serverSeed: true, seats: { select: { entropy: true }, orderBy: { seat: 'asc' } } },
    });
    if (!row?.serverSeed) return null;
    return { serverSeed: row.serverSeed, contributions: row.seats.map((s) => s.entropy) };
  }

  /** Records the id of the started lobby's match, if it has none yet (lobbies started before ids were chosen up front). */
  assignMatch(id: string, matchId: string): Promise<string> {
    return assignMatch(this.prisma, 'lobbies', id, matchId);
  }

  /**
   * Started lobbies whose match is not there: its creation was interrupted (a crash or an outage between
   * the lobby's commit and the match's), or the lobby started before match ids were chosen up front.
   */
  startedWithoutMatch(limit: number): Promise<string[]> {
    return startedWithoutMatch(this.prisma, 'lobbies', limit);
  }

  /**
   * Runs `work` in a transaction holding the lobby row's lock (SELECT … FOR UPDATE), so joins and leaves of
   * one lobby happen one at a time across every server process. Null when the lobby does not exist.
   */
  async withLock<T>(id: string, work: (locked: LockedLobby) => Promise<T>): Promise<T | null> {
    // A join that fills the last seat inserts a seat and then updates the lobby (reference tables with foreign keys
    // to each other and to users): on Citus two such joins of two lobbies can be cancelled as a distributed deadlock;
    // the cancelled one runs again (`work` does only SQL in the transaction).
    return transaction(this.prisma, async (tx) => {
      const locked = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM lobbies WHERE id = ${id}::uuid FOR UPDATE`;
      if (locked.length === 0) return null;
      // The seat gate reads in this transaction (LockedLobby.sql), over every shard, before the lobby's update:
      // Citus refuses to modify a reference table with foreign keys after a parallel read of a distributed one
      // in the same transaction, unless its statements run one shard at a time. One PostgreSQL only keeps the
      // setting (an unknown `citus.` option) until the transaction ends.
      await tx.$queryRaw`SELECT set_config('citus.multi_shard_modify_mode', 'sequential', true)`;
      const lobby = await this.findById(id, tx);
      if (!lobby) return null;
      return work({
        lobby,
        sql: sqlOfPrisma(tx),
        addSeat: async (userId, entropy) => {
          await tx.lobbySeat.create({ data: { lobbyId: id, seat: lobby.seats.length, userId, entropy } });
        },
        removeSeat: async (userId) => {
          const leaving = lobby.seats.find((s) => s.player.id === userId);
          if (!leaving) return;
          await tx.lobbySeat.delete({ where: { lobbyId_seat: { lobbyId: id, seat: leaving.seat } } });
          // One row at a time, lowest first: a single UPDATE could collide with the primary key midway.
          for (const later of lobby.seats.filter((s) => s.seat > leaving.seat)) {
            await tx.lobbySeat.update({
              where: { lobbyId_seat: { lobbyId: id, seat: later.seat } },
              data: { seat: later.seat - 1 },
            });
          }
        },
        setStatus: async (status) => {
          await tx.lobby.update({ where: { id }, data: { status } });
        },
        markStarted: async (matchId) => {
          await tx.lobby.update({ where: { id }, data: { status: 'started', matchId } });
        },
      });
    });
  }
}

const PLAYERS_OF: Record<RatingPool, number> = { duel: 2, trio: 3, teams: 4 };

/**
 * Lobbies whose owner's rating in the lobby's pool (its number of players) is in range: a pool at a time,
 * since the pool comes from the rules. An owner without a rating there counts with the starting rating.
 */
function ratedWhere(range: RatingRange): Prisma.LobbyWhereInput | null {
  if (range.min === null && range.max === null) return null;
  const inRange = (r: number): boolean =>
    (range.min === null || r >= range.min) && (range.max === null || r <= range.max);
  const rating = {
    ...(range.min !== null ? { gte: range.min } : {}),
    ...(range.max !== null ? { lte: range.max } : {}),
  };
  return {
    OR: RATING_POOLS.map((pool): Prisma.LobbyWhereInput => ({
      rules: { path: ['players'], equals: PLAYERS_OF[pool] },
      owner: inRange(initialRating(pool).rating)
        ? { OR: [{ ratings: { some: { pool, rating } } }, { ratings: { none: { pool } } }] }
        : { ratings: { some: { pool, rating } } },
    })),
  };
}

/**
 * Lobbies the viewer may see: every lobby not friends-only, their own, and those of their friends (two
 * follows; a block deletes both follows in its transaction, so a friend is never across a block).
 */
function visibleTo(viewerId: string): Prisma.LobbyWhereInput {
  return {
    OR: [
      { friendsOnly: false },
      { ownerId: viewerId },
      {
        owner: {
          follows: { some: { followedId: viewerId } },
          followers: { some: { followerId: viewerId } },
        },
      },
    ],
  };
}

/** Lobbies not of a club, the viewer's own, and those of the viewer's clubs (the ids the clubs gave). */
function ofClubs(viewerId: string, viewerClubs: readonly string[]): Prisma.LobbyWhereInput {
  return { OR: [{ clubId: null }, { ownerId: viewerId }, { clubId: { in: [...viewerClubs] } }] };
}

function toLobby(row: LobbyRow): Lobby {
  return {
    id: row.id,
    rules: row.rules as unknown as Rules,
    owner: row.owner,
    status: row.status,
    seats: row.seats.map((s) => ({ seat: s.seat, player: s.user })),
    matchId: row.matchId,
    daysPerMove: row.daysPerMove,
    timeControl: storedTimeControl(row),
    rated: row.rated,
    spectators: row.spectators,
    entryRating: { min: row.minRating, max: row.maxRating },
    seedCommitment: row.serverSeed ? seedCommitment(row.serverSeed) : null,
    friendsOnly: row.friendsOnly,
    minReputation: row.minReputation,
    clubId: row.clubId,
    createdAt: row.createdAt,
  };
}
