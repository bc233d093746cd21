import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock';
import { DomainError } from '../common/errors';
import type { Caller } from '../matches/matches.service';
import type { User } from '../users/user';
import { BlocksService } from '../users/blocks.service';
import type { TournamentEventBody, TournamentState } from './core/log';
import type { TournamentEntropy } from './core/table-entropy';
import type { TournamentChoice } from './tournament-settings';
import { TOURNAMENT_LIMITS, tournamentSettingsFrom } from './tournament-settings';
import { TournamentsRepository } from './tournaments.repository';
import { TournamentsService } from './tournaments.service';

/** A tournament for a given list of players, started at once (the organizer API, docs/tournaments.md). */
export interface OrganizedChoice extends TournamentChoice {
  /** The entrants' usernames; at least 2, at most maxEntrants, each once. */
  readonly entrants: readonly string[];
}

/**
 * What only a tournament's organizer may do (docs/tournaments.md "Organizer actions"): pause, resume, cancel,
 * remove an entrant, hand the tournament over, and create one for a given list of players whose round 1
 * starts at once (bulk pairing). Each action is an event of the tournament's log, naming who acted, so the
 * page shows it and `claim tournament verify` checks it. Anyone else gets FORBIDDEN; a refusal changes nothing.
 */
@Injectable()
export class TournamentOrganizer {
  constructor(
    private readonly tournaments: TournamentsService,
    private readonly repository: TournamentsRepository,
    private readonly users: BlocksService,
    private readonly clock: Clock,
  ) {}

  async pause(caller: Caller, id: string): Promise<TournamentState> {
    return this.act(caller, id, (state) => {
      if (state.status !== 'running') throw notRunning(state);
      if (state.paused) throw conflict('ALREADY_PAUSED', 'The tournament is paused already');
      return [{ type: 'tournament_paused', payload: { by: caller.id } }];
    });
  }

  /** Resumes; when the round had finished meanwhile, the next one is paired (or the tournament ends) now. */
  async resume(caller: Caller, id: string): Promise<TournamentState> {
    return this.act(caller, id, (state) => {
      if (!state.paused) throw conflict('NOT_PAUSED', 'The tournament is not paused');
      return [{ type: 'tournament_resumed', payload: { by: caller.id } }];
    });
  }

  /** Ends it without a winner: no more rounds, no more results taken; the seed is revealed. */
  async cancel(caller: Caller, id: string): Promise<TournamentState> {
    return this.act(caller, id, (state, seed, entropy) => {
      if (state.status === 'finished' || state.status === 'cancelled') throw over(state);
      return [{ type: 'tournament_cancelled', payload: { by: caller.id, seed, ...(entropy ? { entropy } : {}) } }];
    });
  }

  /**
   * Removes an entrant: before the start they are simply out; after it they are paired no more and keep
   * their standing (a game under way is played out and counts).
   */
  async removeEntrant(caller: Caller, id: string, username: string): Promise<TournamentState> {
    const user = await this.userNamed(username, 'username');
    return this.act(caller, id, (state) => {
      if (state.status === 'finished' || state.status === 'cancelled') throw over(state);
      if (!state.entrants.some((e) => e.userId === user.id) || state.withdrawn.includes(user.id))
        throw conflict('NOT_JOINED', `${user.username} is not an entrant still in play`);
      return [{ type: 'entrant_removed', payload: { userId: user.id, by: caller.id, reason: 'organizer' } }];
    });
  }

  /** Hands the tournament to another player, who may then do all of the above (and the caller no more). */
  async handOver(caller: Caller, id: string, username: string): Promise<TournamentState> {
    const user = await this.userNamed(username, 'username');
    if (user.isGuest || user.isBot) throw badInput('username', 'must be a player with an account (not a guest or bot)');
    return this.act(caller, id, (state) => {
      if (state.status === 'finished' || state.status === 'cancelled') throw over(state);
      if (user.id === state.organizer.userId) throw badInput('username', 'is the organizer already');
      return [
        {
          type: 'organizer_changed',
          payload: { by: caller.id, organizer: { userId: user.id, username: user.username } },
        },
      ];
    });
  }

  /**
   * Creates a tournament with the given entrants and starts it: round 1's matches begin at once (lichess's
   * bulk pairing, for third parties running their own events). Everything is checked before anything is
   * written; a listed player who does not exist, is a guest or a bot, or does not accept the organizer's
   * challenges (a block) is refused alike, without saying which.
   */
  async organize(caller: Caller, choice: OrganizedChoice): Promise<TournamentState> {
    const { settings } = tournamentSettingsFrom({ ...choice, invited: null }, this.clock.now());
    // The organizer names the entrants: an entry limit would judge nobody's own entry (and verify wants each
    // judged), and a window or a scheduled start has nothing to wait for.
    const openEntryOnly = [
      'minRating',
      'maxRating',
      'minReputation',
      'invited',
      'clubId',
      'registrationOpensAt',
      'registrationClosesAt',
      'startsAt',
    ] as const;
    const misplaced = openEntryOnly.find((field) => choice[field] !== null && choice[field] !== undefined);
    if (misplaced !== undefined) throw badInput(misplaced, 'is for open entry, not a list of players');
    const names = choice.entrants.map((n) => n.trim().toLowerCase());
    if (names.length < 2 || names.length > settings.maxEntrants)
      throw badInput('entrants', `must name 2 to maxEntrants (${settings.maxEntrants}) players`);
    if (new Set(names).size !== names.length) throw badInput('entrants', 'must name each player once');
    const entrants: User[] = [];
    for (const name of choice.entrants) {
      const user = await this.users.userNamed(name).catch(() => null);
      const refused = user === null || user.isGuest || user.isBot || (await this.users.hasBlocked(user.id, caller.id));
      if (refused) throw badInput('entrants', `${name.slice(0, TOURNAMENT_LIMITS.nameLength[1])} cannot be entered`);
      entrants.push(user);
    }
    const created = await this.tournaments.create(caller, choice);
    await this.tournaments.locked(created.id, async (sql, state) => {
      const { state: after, events } = this.tournaments.chain(
        state,
        entrants.map((u) => ({ type: 'entrant_joined', payload: { userId: u.id, username: u.username } })),
        this.clock.now(),
      );
      await this.repository.append(sql, events, after);
    });
    return this.tournaments.start(caller, created.id);
  }

  /**
   * One organizer action under the tournament's lock: only its organizer of the moment may act (FORBIDDEN,
   * nothing written); then the events, and whatever follows from them (a resumed round that had finished
   * pairs the next one); the new round's matches start after the commit.
   */
  private async act(
    caller: Caller,
    id: string,
    decide: (state: TournamentState, seed: string | null, entropy: TournamentEntropy | null) => TournamentEventBody[],
  ): Promise<TournamentState> {
    const { state, paired } = await this.tournaments.locked(id, async (sql, before) => {
      if (before.organizer.userId !== caller.id)
        throw new DomainError({ code: 'FORBIDDEN' }, 'Only the organizer of the tournament may do this');
      const at = this.clock.now();
      const seed = before.status === 'registration' ? null : await this.repository.seedOf(sql, id);
      // The entropy is revealed by a cancel as by a normal end (table-entropy.ts).
      const entropy = await this.repository.entropyOf(sql, id);
      const acted = this.tournaments.chain(before, decide(before, seed, entropy), at);
      const next = await this.tournaments.advance(sql, acted.state, at);
      await this.repository.append(sql, [...acted.events, ...next.events], next.state);
      await this.repository.addGames(sql, next.games);
      return { state: next.state, paired: next.games.length > 0 };
    });
    if (paired) await this.tournaments.startMatches(id);
    return state;
  }

  private async userNamed(username: string, field: string): Promise<User> {
    if (typeof username !== 'string' || username.trim() === '') throw badInput(field, 'must name a player');
    return this.users.userNamed(username.trim());
  }
}

function conflict(reason: string, message: string): DomainError {
  return new DomainError({ code: 'CONFLICT', reason }, message);
}

function badInput(field: string, message: string): DomainError {
  return new DomainError({ code: 'BAD_USER_INPUT', fields: { [field]: [message] } }, `${field} ${message}`);
}

function notRunning(state: TournamentState): DomainError {
  return conflict('TOURNAMENT_NOT_RUNNING', `The tournament is ${state.status}, not running`);
}

function over(state: TournamentState): DomainError {
  return conflict('TOURNAMENT_OVER', `The tournament is ${state.status}`);
}
