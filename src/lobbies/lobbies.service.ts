import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DomainError } from '../common/errors';
import { Caller, MatchesService } from '../matches/matches.service';
import { LobbiesRepository, LockedLobby } from './lobbies.repository';
import { isUuid } from '../common/uuid';
import { FollowsRepository } from '../users/follows.repository';
import { CLUB_MEMBERSHIP, ClubMembership } from '../common/club-membership';
import { SeatGate, clubMember, minReputation, ratedPlay, runningGames } from '../seat-gate/seat-gate';
import { poolOf } from '../ratings/rating-math';
import { contributionFrom } from './lobby-rules';
import { unknownCursor } from './list-page';
import { ACCOUNT_CAPS, ANY_RATING, GameOptions, Lobby, PageRequest, RatingRange } from './lobby.types';

/**
 * Open games anyone may join (R2 rule sets, R8.1 2–4 players). Seats follow join order with the owner in
 * seat 0; the join that fills the last seat starts the match.
 */
@Injectable()
export class LobbiesService {
  constructor(
    private readonly repository: LobbiesRepository,
    private readonly matches: MatchesService,
    private readonly follows: FollowsRepository,
    private readonly gate: SeatGate,
    @Inject(CLUB_MEMBERSHIP) private readonly clubs: ClubMembership,
  ) {}

  /** `options` come validated from gameOptionsFrom. */
  async create(caller: Caller, options: GameOptions): Promise<Lobby> {
    await this.gate.require([
      runningGames(caller.id),
      options.clubId !== null && clubMember(caller.id, options.clubId),
      options.rated && ratedPlay(caller.id),
    ]);
    const lobby = await this.repository.create(caller.id, options, ACCOUNT_CAPS.openLobbies);
    if (!lobby)
      throw conflict(
        'TOO_MANY_OPEN_LOBBIES',
        `You have ${ACCOUNT_CAPS.openLobbies} open lobbies already; leave one (or let it start) first`,
      );
    return lobby;
  }

  async get(id: string): Promise<Lobby> {
    const lobby = isUuid(id) ? await this.repository.findById(id) : null;
    if (!lobby) throw new DomainError({ code: 'NOT_FOUND', entity: 'Lobby' });
    return lobby;
  }

  /** A page of open lobbies, newest first, without those of players the caller blocked nor friends-only ones
   * of players who are not the caller's friends nor club-only ones of clubs the caller is not in; with a range,
   * only those whose creator is rated in it. */
  async listOpen(caller: Caller, page: PageRequest, range: RatingRange = ANY_RATING): Promise<Lobby[]> {
    const lobbies = await this.repository.listOpen(page, range, caller.id, await this.clubs.clubIdsOf(caller.id));
    if (!lobbies) throw unknownCursor();
    return lobbies;
  }

  /** A club's open lobbies, newest first: the club page's list, for its members alone (NOT_A_CLUB_MEMBER). */
  async openOfClub(caller: Caller, clubId: string): Promise<Lobby[]> {
    await this.clubs.requireMember(clubId, caller.id);
    return this.repository.openOfClub(clubId);
  }

  listMine(caller: Caller): Promise<Lobby[]> {
    return this.repository.listOf(caller.id);
  }

  /**
   * Takes the next seat. Under the lobby's row lock, the join that fills the last seat also marks the
   * lobby `started` and records the id of its match, so of two joins racing for that seat one fails and
   * exactly one match is started. The match is created after the lock is released (a lobby and a match
   * are never written in one transaction: see the sharding note in schema.prisma). If that creation is
   * interrupted, the join fails but the lobby stays started: MatchStartRepair creates the match under
   * the recorded id (a retried creation is a no-op), so nobody is left with a started lobby and no match.
   */
  async join(caller: Caller, id: string, entropy: string | null = null): Promise<Lobby> {
    const contribution = contributionFrom(entropy);
    const filled = await this.locked(id, async ({ lobby, sql, addSeat, markStarted }) => {
      if (lobby.status !== 'open') throw notOpen(lobby);
      if (lobby.seats.some((s) => s.player.id === caller.id))
        throw conflict('ALREADY_JOINED', 'You already sit in this lobby');
      if (lobby.seats.length >= lobby.rules.players) throw conflict('LOBBY_FULL', 'The lobby is full');
      await this.checkFriendship(lobby, caller.id);
      const full = lobby.seats.length + 1 === lobby.rules.players;
      // The seat gate, one read: the caller's running games, club, rated play and reputation; and the last seat
      // starts the match for everyone seated, whose games may have grown since they sat down (as a challenge's
      // sender): refused with OPPONENT_TOO_MANY_RUNNING_GAMES, the seat not taken.
      await this.gate.require(
        [
          runningGames(caller.id),
          lobby.clubId !== null && clubMember(caller.id, lobby.clubId),
          lobby.rated && ratedPlay(caller.id),
          minReputation(caller.id, lobby.minReputation, 'This lobby'),
          ...(full ? lobby.seats.map((seat) => runningGames(seat.player.id, true)) : []),
        ],
        sql,
      );
      await this.checkEntryRating(lobby, caller.id);
      await addSeat(caller.id, contribution);
      if (full) await markStarted(randomUUID());
      return full;
    });
    if (filled) await this.startMatchOf(id);
    return this.get(id);
  }

  /**
   * A friends-only lobby takes the owner's friends only (follows both ways, no block), checked under the
   * lobby's lock like every entry condition; anyone else gets CONFLICT NOT_A_FRIEND and nothing changes.
   */
  private async checkFriendship(lobby: Lobby, userId: string): Promise<void> {
    if (!lobby.friendsOnly || (await this.follows.areFriends(lobby.owner.id, userId))) return;
    throw conflict('NOT_A_FRIEND', `Only ${lobby.owner.username}'s friends may join this lobby`);
  }

  /**
   * The lobby's entry rating range, enforced on the joiner (the owner chose it): the joiner's rating in the
   * lobby's pool, or the pool's starting rating while unrated there. Outside it, CONFLICT RATING_OUT_OF_RANGE
   * and nothing changes.
   */
  private async checkEntryRating(lobby: Lobby, userId: string): Promise<void> {
    const { min, max } = lobby.entryRating;
    if (min === null && max === null) return;
    const pool = poolOf(lobby.rules.players);
    const rating = await this.repository.ratingIn(userId, pool);
    if ((min === null || rating >= min) && (max === null || rating <= max)) return;
    const range = `${min === null ? '' : Math.round(min)}–${max === null ? '' : Math.round(max)}`;
    throw conflict(
      'RATING_OUT_OF_RANGE',
      `Your ${pool} rating (${Math.round(rating)}) is outside this lobby's entry range (${range})`,
    );
  }

  /** Gives up one's seat; the owner leaving closes the lobby. Only while it is open. */
  async leave(caller: Caller, id: string): Promise<Lobby> {
    await this.locked(id, async ({ lobby, removeSeat, setStatus }) => {
      if (lobby.status !== 'open') throw notOpen(lobby);
      if (!lobby.seats.some((s) => s.player.id === caller.id))
        throw conflict('NOT_JOINED', 'You do not sit in this lobby');
      if (lobby.owner.id === caller.id) await setStatus('closed');
      else await removeSeat(caller.id);
    });
    return this.get(id);
  }

  /**
   * Creates the match of a started lobby under the id the lobby recorded (one is recorded first for a
   * lobby that has none); nothing happens when the match is already there. Seats are the lobby's, in
   * join order; the last to join started it.
   */
  async startMatchOf(id: string): Promise<void> {
    const lobby = await this.get(id);
    if (lobby.status !== 'started') return;
    const matchId = lobby.matchId ?? (await this.repository.assignMatch(id, randomUUID()));
    const players = lobby.seats.map((s) => s.player);
    // The seed is derived from the server seed the lobby committed to and the seats' contributions.
    const entropy = await this.repository.entropyOf(id);
    await this.matches.start(lobby.rules, players, players[players.length - 1].id, {
      timeControl: lobby.timeControl,
      rated: lobby.rated,
      spectators: lobby.spectators,
      matchId,
      ...(entropy ? { entropy } : {}),
    });
  }

  private async locked<T>(id: string, work: (locked: LockedLobby) => Promise<T>): Promise<T> {
    const result = isUuid(id) ? await this.repository.withLock(id, work) : null;
    if (result === null) throw new DomainError({ code: 'NOT_FOUND', entity: 'Lobby' });
    return result;
  }
}

function conflict(reason: string, message: string): DomainError {
  return new DomainError({ code: 'CONFLICT', reason }, message);
}

function notOpen(lobby: Lobby): DomainError {
  return conflict('LOBBY_NOT_OPEN', `The lobby is ${lobby.status}`);
}
