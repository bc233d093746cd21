import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DomainError } from '../common/errors';
import { FollowsRepository } from '../users/follows.repository';
import { UsersRepository } from '../users/users.repository';
import { SeatGate, minReputation, notBlocked, ratedPlay, runningGames } from '../seat-gate/seat-gate';
import { Caller, MatchesService } from '../matches/matches.service';
import { CHALLENGE_EVENTS, ChallengeEvents } from './challenge-events';
import { ChallengesRepository, LockedChallenge } from './challenges.repository';
import { LobbiesRepository } from './lobbies.repository';
import { isUuid } from '../common/uuid';
import { unknownCursor } from './list-page';
import { RuleSetChoice, contributionFrom, refuseEntryRating, timeControlFrom } from './lobby-rules';
import { ACCOUNT_CAPS, ANY_RATING, Challenge, ChallengeStatus, GameOptions, PageRequest } from './lobby.types';

const CHALLENGE_CAPS = {
  total: ACCOUNT_CAPS.pendingChallenges,
  toOnePlayer: ACCOUNT_CAPS.pendingChallengesToOnePlayer,
} as const;

/** A player who blocked the caller takes no challenge (nor rematch offer) from them: CONFLICT BLOCKED. */
const NOT_TAKEN = 'This player does not take challenges from you';

function overCap(cap: 'PENDING_CAP' | 'PLAYER_CAP'): DomainError {
  return cap === 'PENDING_CAP'
    ? conflict(
        'TOO_MANY_PENDING_CHALLENGES',
        `You have ${ACCOUNT_CAPS.pendingChallenges} pending challenges already; cancel one or wait for answers`,
      )
    : conflict(
        'TOO_MANY_CHALLENGES_TO_PLAYER',
        `You have ${ACCOUNT_CAPS.pendingChallengesToOnePlayer} pending challenges to this player already`,
      );
}

/**
 * Direct invitations to 2-player matches (correspondence play): one player challenges another by name,
 * the other accepts (the match starts, challenger in seat 0), declines, or the challenger cancels.
 */
@Injectable()
export class ChallengesService {
  constructor(
    private readonly repository: ChallengesRepository,
    private readonly lobbies: LobbiesRepository,
    private readonly matches: MatchesService,
    @Inject(CHALLENGE_EVENTS) private readonly events: ChallengeEvents,
    private readonly users: UsersRepository,
    private readonly follows: FollowsRepository,
    private readonly gate: SeatGate,
  ) {}

  /** `options` come validated from gameOptionsFrom. */
  async challenge(caller: Caller, username: string, options: GameOptions): Promise<Challenge> {
    // A minimum reputation is a challenge's as a lobby's (checked when it is accepted); the rest are lobbies' only.
    refuseEntryRating({ ...options, minReputation: null }, 'challenges');
    if (options.rules.players !== 2) {
      throw new DomainError(
        {
          code: 'BAD_USER_INPUT',
          fields: { players: ['R8.1: a challenge is for 2 players; open a lobby for 3 or 4'] },
        },
        'Invalid rule set (R8.1): a challenge is for 2 players; open a lobby for 3 or 4',
      );
    }
    const opponent = await this.repository.findPlayerByName(username);
    if (!opponent) throw new DomainError({ code: 'NOT_FOUND', entity: 'User' });
    if (opponent.id === caller.id) {
      throw new DomainError(
        { code: 'BAD_USER_INPUT', fields: { username: ['you cannot challenge yourself'] } },
        'You cannot challenge yourself',
      );
    }
    await this.gate.require([
      options.rated && ratedPlay(caller.id),
      notBlocked(caller.id, [opponent.id], NOT_TAKEN),
      runningGames(caller.id),
    ]);
    await this.assertFriendsOnly(caller, opponent.id);
    const created = await this.repository.create(
      { ...options, challengerId: caller.id, challengedId: opponent.id, rematchOf: null },
      CHALLENGE_CAPS,
      (made, sql) => this.events.invited(made, sql),
    );
    // Only a rematch offer can collide (unique rematch_of); this one has none.
    if (created === 'REMATCH_OFFERED') throw new Error('challenge without rematchOf reported as a duplicate');
    if (typeof created === 'string') throw overCap(created);
    return created;
  }

  /**
   * Offers the opponent of a finished 2-player match another one with the same rules and, unless
   * `timeChoice` names another (validated as a lobby's), the same time control. A match gets one rematch
   * offer: if the opponent already offered one, asking back accepts it (with the time control it offered).
   * 3–4 player matches are refused (see docs/lobbies.md): theirs is GroupRematchesService's.
   */
  async rematch(caller: Caller, matchId: string, timeChoice: RuleSetChoice | null = null): Promise<Challenge> {
    if (!isUuid(matchId)) throw new DomainError({ code: 'NOT_FOUND', entity: 'Match' });
    const { header, status } = await this.matches.load(matchId);
    const mine = header.seats.find((s) => s.userId === caller.id);
    if (!mine) throw new DomainError({ code: 'FORBIDDEN' }, 'You did not play in this match');
    if (status !== 'finished')
      throw conflict('MATCH_NOT_FINISHED', 'A rematch can be offered once the match is finished');
    if (header.rules.players !== 2) {
      throw new DomainError(
        {
          code: 'BAD_USER_INPUT',
          fields: { matchId: ['rematch is for 2-player matches; for 3 or 4 use acceptGroupRematch'] },
        },
        'Rematch is for 2-player matches; for 3 or 4 players use acceptGroupRematch (every seat accepts)',
      );
    }
    const opponent = header.seats.find((s) => s.seat !== mine.seat);
    if (!opponent?.userId) throw new DomainError({ code: 'FORBIDDEN' }, 'You did not play in this match');
    await this.gate.require([notBlocked(caller.id, [opponent.userId], NOT_TAKEN), runningGames(caller.id)]);
    await this.assertFriendsOnly(caller, opponent.userId);
    // The time control chosen for the rematch, or the one the match was played with, from its own start event.
    const timeControl =
      timeChoice !== null && hasTimeChoice(timeChoice)
        ? timeControlFrom(timeChoice)
        : (await this.matches.load(matchId)).clocks.control;
    const created = await this.repository.create(
      {
        rules: header.rules,
        entryRating: ANY_RATING,
        // The rematch's challenger sends none: the one who accepts does, after the commitment.
        entropy: null,
        friendsOnly: false,
        minReputation: null,
        clubId: null,
        daysPerMove: timeControl?.daysPerMove ?? null,
        timeControl,
        rated: header.rated ?? false,
        spectators: header.spectators ?? 'anyone',
        challengerId: caller.id,
        challengedId: opponent.userId,
        rematchOf: matchId,
      },
      CHALLENGE_CAPS,
      (made, sql) => this.events.invited(made, sql),
    );
    if (typeof created !== 'string') return created;
    if (created !== 'REMATCH_OFFERED') throw overCap(created);
    const offered = await this.repository.findByRematchOf(matchId);
    if (offered && offered.challenged.id === caller.id && offered.status === 'pending')
      return this.accept(caller, offered.id);
    throw conflict(
      'REMATCH_ALREADY_OFFERED',
      `A rematch of this match was already offered${offered ? ` (${offered.status})` : ''}`,
    );
  }

  /**
   * The challenged player accepts: under the challenge's row lock it becomes `accepted` and records the
   * id of its match, so it is answered once; then the match starts (challenger seat 0). If the start is
   * interrupted, accepting fails but the challenge stays accepted: MatchStartRepair creates the match
   * under the recorded id later (a retried creation is a no-op).
   */
  async accept(caller: Caller, id: string, entropy: string | null = null): Promise<Challenge> {
    // Unknown or malformed ids fall through to answer(), which says NOT_FOUND.
    const pending = isUuid(id) ? await this.repository.findById(id) : null;
    // Both take on the match now: the challenged player, and the challenger, whose games may have grown since
    // they sent it (then the refusal names the other side: OPPONENT_TOO_MANY_RUNNING_GAMES).
    if (pending !== null && pending.challenged.id === caller.id && pending.status === 'pending') {
      // The challenger's minimum, with lobbies' check and message (REPUTATION_TOO_LOW with the numbers).
      await this.gate.require([
        runningGames(caller.id),
        runningGames(pending.challenger.id, true),
        pending.rated && ratedPlay(caller.id),
        pending.rated && ratedPlay(pending.challenger.id, true),
        minReputation(caller.id, pending.minReputation, 'This challenge'),
      ]);
    }
    await this.answer(caller, id, 'accepted', contributionFrom(entropy));
    await this.startMatchOf(id);
    // The acceptance is heard of once its match exists: a client that follows the notice to the match
    // would otherwise find nothing there yet. Its own transaction, under the challenge's lock.
    await this.locked(id, ({ challenge, sql }) => this.events.answered(challenge, sql));
    return this.get(id);
  }

  /**
   * A player who takes challenges from friends only (docs/players.md "Friends") takes none from a player who is
   * not their friend (one who blocked the caller takes none at all: the seat gate's NOT_TAKEN).
   */
  private async assertFriendsOnly(caller: Caller, opponentId: string): Promise<void> {
    if ((await this.users.challengesFriendsOnly(opponentId)) && !(await this.follows.areFriends(opponentId, caller.id)))
      throw conflict('FRIENDS_ONLY', 'This player takes challenges from friends only');
  }

  decline(caller: Caller, id: string): Promise<Challenge> {
    return this.answer(caller, id, 'declined');
  }

  cancel(caller: Caller, id: string): Promise<Challenge> {
    return this.answer(caller, id, 'cancelled');
  }

  /** A page of the challenges the caller sent or received, newest first. */
  async listMine(caller: Caller, page: PageRequest): Promise<Challenge[]> {
    const challenges = await this.repository.listOf(caller.id, page);
    if (!challenges) throw unknownCursor();
    return challenges;
  }

  /** The caller's pending challenges, sent and received, newest first (at most `limit`). */
  pendingFor(caller: Caller, limit: number): Promise<Challenge[]> {
    return this.repository.pendingOf(caller.id, limit);
  }

  /** Creates the accepted challenge's match under the id it recorded (recording one first if it has none); a no-op once it exists. */
  async startMatchOf(id: string): Promise<void> {
    const challenge = await this.get(id);
    if (challenge.status !== 'accepted') return;
    const matchId = challenge.matchId ?? (await this.repository.assignMatch(id, randomUUID()));
    // The seed is derived from the server seed the challenge committed to and both contributions.
    const entropy = await this.repository.entropyOf(id);
    await this.matches.start(challenge.rules, [challenge.challenger, challenge.challenged], challenge.challenged.id, {
      timeControl: challenge.timeControl,
      rated: challenge.rated,
      spectators: challenge.spectators,
      matchId,
      ...(entropy ? { entropy } : {}),
    });
  }

  /** Moves a pending challenge to its answer: accept and decline are the challenged player's, cancel the challenger's. */
  private async answer(
    caller: Caller,
    id: string,
    status: Exclude<ChallengeStatus, 'pending'>,
    entropy: string | null = null,
  ): Promise<Challenge> {
    await this.locked(id, async ({ challenge, sql, setStatus, markAccepted }) => {
      const answerer = status === 'cancelled' ? challenge.challenger : challenge.challenged;
      if (answerer.id !== caller.id) {
        const involved = challenge.challenger.id === caller.id || challenge.challenged.id === caller.id;
        throw new DomainError(
          { code: 'FORBIDDEN' },
          involved
            ? `Only the ${status === 'cancelled' ? 'challenger' : 'challenged player'} can do that`
            : 'This challenge is not yours',
        );
      }
      if (challenge.status !== 'pending')
        throw conflict('CHALLENGE_NOT_PENDING', `The challenge is already ${challenge.status}`);
      if (status === 'accepted') {
        await markAccepted(randomUUID(), entropy);
        return; // heard of once the match has started (accept)
      }
      // In the answer's transaction: the players hear of it exactly when it commits.
      await this.events.answered(await setStatus(status), sql);
    });
    return this.get(id);
  }

  private async get(id: string): Promise<Challenge> {
    const challenge = await this.repository.findById(id);
    if (!challenge) throw new DomainError({ code: 'NOT_FOUND', entity: 'Challenge' });
    return challenge;
  }

  private async locked(id: string, work: (locked: LockedChallenge) => Promise<void>): Promise<void> {
    const found = isUuid(id)
      ? await this.repository.withLock(id, async (locked) => {
          await work(locked);
          return true;
        })
      : null;
    if (found === null) throw new DomainError({ code: 'NOT_FOUND', entity: 'Challenge' });
  }
}

function conflict(reason: string, message: string): DomainError {
  return new DomainError({ code: 'CONFLICT', reason }, message);
}

/**
 * Whether a rematch names a time control of its own: days per move or a bank (a switch alone is refused
 * by timeControlFrom, as in a lobby); nothing, or switches left false, keeps the match's.
 */
function hasTimeChoice(choice: RuleSetChoice): boolean {
  return (
    (choice.daysPerMove ?? null) !== null ||
    (choice.timeBank ?? null) !== null ||
    choice.noAutoTimeout === true ||
    choice.noVacation === true
  );
}
