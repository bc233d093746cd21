import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { randomBytes, randomUUID } from 'node:crypto';
import { Clock } from '../common/clock';
import { DomainError } from '../common/errors';
import { isUuid } from '../common/uuid';
import type { Sql } from '../database/sql';
import { contributionFrom } from '../lobbies/lobby-rules';
import type { Caller } from '../matches/matches.service';
import { MatchesService } from '../matches/matches.service';
import { SeatGate, clubMember, minReputation, runningGames } from '../seat-gate/seat-gate';
import { BlocksService } from '../users/blocks.service';
import type { GameResult } from './core/pairing';
import type { TournamentEvent, TournamentEventBody, TournamentState } from './core/log';
import {
  applyEvents,
  boardsOf,
  dueWithdrawals,
  chainTournamentEvent,
  foldTournament,
  pairingsFor,
  roundComplete,
  roundsFor,
  seasonDeadline,
  standingLines,
  standingsOf,
  startingOrder,
  ratingAdmitted,
  invitationAdmits,
  outsideWindow,
  takesEntries,
  tournamentSeedCommitment,
} from './core/log';
import { minimumEntrants, seedsByRating } from './core/formats';
import type { ResolvedChoice, TournamentChoice } from './tournament-settings';
import { tournamentGameOptions, tournamentSettingsFrom } from './tournament-settings';
import type { TournamentEntropy } from './core/table-entropy';
import { entropyHash, tableEntropy } from './core/table-entropy';
import type { PairedGame } from './tournaments.repository';
import { TournamentsRepository } from './tournaments.repository';
import { TournamentStates } from './tournament-states';
import type { ClubMembership } from '../common/club-membership';
import { CLUB_MEMBERSHIP } from '../common/club-membership';

export const TOURNAMENT_LIST_MAX = 50;

/** A finished match of a tournament, with seat 0's result (read from the match in its own transaction). */
export interface FinishedGame {
  readonly matchId: string;
  readonly tournamentId: string;
  /** Every seat's result, seat 0 first. */
  readonly results: readonly GameResult[];
  /** The user who ran out of time, when the match ended by a time-out. */
  readonly timedOut?: string;
}

/**
 * Tournaments (docs/tournaments.md): each change is load (under the row lock) → fold → decide with the pure
 * core → append chained events. Matches are started after the commit, under ids the log recorded, so an
 * interrupted start is simply repeated (TournamentMatchStarts).
 */
@Injectable()
export class TournamentsService {
  private readonly logger = new Logger(TournamentsService.name);

  constructor(
    private readonly repository: TournamentsRepository,
    private readonly matches: MatchesService,
    private readonly states: TournamentStates,
    private readonly gate: SeatGate,
    @Inject(CLUB_MEMBERSHIP) private readonly clubs: ClubMembership,
    private readonly users: BlocksService,
    @Optional() private readonly clock: Clock = new Clock(),
  ) {}

  async create(caller: Caller, choice: TournamentChoice): Promise<TournamentState> {
    const now = this.clock.now();
    // Judged once without the look-ups, so a bad setting is refused before any is made.
    tournamentSettingsFrom({ ...choice, invited: null }, now);
    const { settings } = tournamentSettingsFrom(choice, now, await this.resolve(choice));
    if (settings.clubId !== undefined) {
      const role = await this.clubs.roleOf(settings.clubId, caller.id);
      if (role !== 'owner' && role !== 'admin')
        throw new DomainError({ code: 'FORBIDDEN' }, "Only the club's owner and admins may create a club tournament");
    }
    const id = randomUUID();
    // The entropy master seed, committed before anyone enters (table-entropy.ts).
    const master = randomBytes(32).toString('hex');
    const first = chainTournamentEvent(
      id,
      null,
      {
        type: 'tournament_created',
        payload: {
          organizer: { userId: caller.id, username: caller.username },
          settings,
          entropyCommitment: entropyHash(master),
        },
      },
      this.clock.now(),
    );
    const state = foldTournament([first]);
    await this.repository.create(state, first, master);
    return state;
  }

  /**
   * The invited players, by the usernames given: each a real player (no guest, no bot, none who blocked the
   * organizer), else BAD_USER_INPUT on `invited` naming them.
   */
  private async resolve(choice: TournamentChoice): Promise<ResolvedChoice> {
    if (!choice.invited || choice.clubId) return {};
    const invited: { userId: string; username: string }[] = [];
    for (const name of choice.invited) {
      const user = await this.users.userNamed(name.trim()).catch(() => null);
      if (user === null || user.isGuest || user.isBot)
        throw new DomainError(
          { code: 'BAD_USER_INPUT', fields: { invited: [`${name.slice(0, 40)} cannot be invited`] } },
          `invited: ${name.slice(0, 40)} cannot be invited`,
        );
      invited.push({ userId: user.id, username: user.username });
    }
    return { invited };
  }

  async get(id: string): Promise<TournamentState> {
    const state = isUuid(id) ? await this.states.current(id) : null;
    if (state === null) throw notFound();
    return state;
  }

  /** The log, for export (NDJSON: one event a line). The seed is in it once the tournament has ended. */
  async events(id: string): Promise<TournamentEvent[]> {
    const events = isUuid(id) ? await this.repository.findEvents(id) : [];
    if (events.length === 0) throw notFound();
    return events;
  }

  /** Newest first; `status` one of registration, running, finished (or any). */
  async list(status: string | null, first: number, after: string | null): Promise<TournamentState[]> {
    if (status !== null && !['registration', 'running', 'finished'].includes(status))
      throw new DomainError(
        { code: 'BAD_USER_INPUT', fields: { status: ['must be registration, running or finished'] } },
        'status must be registration, running or finished',
      );
    if (after !== null && !isUuid(after))
      throw new DomainError({ code: 'BAD_USER_INPUT', fields: { after: ['must be a tournament id'] } });
    const heads = await this.repository.list(status, Math.min(Math.max(first, 1), TOURNAMENT_LIST_MAX), after);
    const states = await Promise.all(heads.map((h) => this.states.current(h.id)));
    return states.filter((s): s is TournamentState => s !== null);
  }

  /** A club's tournaments, the newest first (at most TOURNAMENT_LIST_MAX); NOT_FOUND Club for no such club. */
  async ofClub(clubId: string): Promise<TournamentState[]> {
    const club = await this.clubs.club(clubId);
    const ids = await this.repository.ofClub(club.id, TOURNAMENT_LIST_MAX);
    const states = await Promise.all(ids.map((id) => this.states.current(id)));
    return states.filter((s): s is TournamentState => s !== null);
  }

  /**
   * Enters the caller: while registration is open, or late into a running Swiss (log.ts `takesEntries`); with an
   * entry rating range, only with a rating in it (rounded, as logged), else RATING_OUT_OF_RANGE.
   */
  async join(caller: Caller, id: string, entropy: string | null = null): Promise<TournamentState> {
    const contribution = contributionFrom(entropy);
    const joined = await this.enter(caller, id, contribution);
    const full = joined.entrants.length >= joined.settings.maxEntrants;
    if (joined.status !== 'registration' || !(joined.settings.startWhenFull ? full : this.due(joined))) return joined;
    // "Start when full" (the last place taken), or a scheduled start that was waiting for enough entrants: it
    // starts as the organizer's start would.
    try {
      return await this.begin(id, () => undefined);
    } catch (error) {
      // Started meanwhile by the organizer, or too few for the format (the entry stands either way).
      if (error instanceof DomainError) return this.get(id);
      throw error;
    }
  }

  private async enter(caller: Caller, id: string, contribution: string | null): Promise<TournamentState> {
    return this.locked(id, async (sql, state) => {
      if (!takesEntries(state)) throw entriesClosed(state);
      if (state.entrants.some((e) => e.userId === caller.id))
        throw conflict('ALREADY_JOINED', 'You are entered already');
      if (state.entrants.length >= state.settings.maxEntrants)
        throw conflict('TOURNAMENT_FULL', `The tournament has its ${state.settings.maxEntrants} entrants`);
      const at = this.clock.now();
      const outside = outsideWindow(state.settings, at.toISOString());
      if (outside === 'early')
        throw conflict('REGISTRATION_NOT_OPEN', `Registration opens at ${state.settings.registrationOpensAt}`);
      if (outside === 'late')
        throw conflict('REGISTRATION_CLOSED', `Registration closed at ${state.settings.registrationClosesAt}`);
      if (!invitationAdmits(state.settings, caller.id))
        throw conflict('NOT_INVITED', 'This tournament is by invitation, and you are not on its list');
      // The seat gate, one read. Entering takes on games against people: the running-games limit as for a lobby
      // (docs/tournaments.md); a club tournament's members and a minimum reputation ("Entry limits").
      const { clubId } = state.settings;
      await this.gate.require([
        runningGames(caller.id),
        clubId !== undefined && clubMember(caller.id, clubId, "This tournament is for its club's members"),
        minReputation(caller.id, state.settings.minReputation ?? null, 'This tournament'),
      ]);
      const { minRating, maxRating } = state.settings;
      const ranged = minRating !== undefined || maxRating !== undefined;
      const rating = ranged
        ? (await this.repository.ratingsOf(sql, [caller.id], state.settings.players))[caller.id]
        : undefined;
      if (!ratingAdmitted(state.settings, rating))
        throw conflict(
          'RATING_OUT_OF_RANGE',
          `Your rating (${rating}) is outside this tournament's entry range (${minRating ?? ''}–${maxRating ?? ''})`,
        );
      // A contribution counts only in a tournament with a committed master seed (not one from before).
      const kept = state.entropyCommitment === null ? null : contribution;
      const entry = {
        userId: caller.id,
        username: caller.username,
        ...(ranged ? { rating } : {}),
        ...(kept !== null ? { contributionHash: entropyHash(kept) } : {}),
      };
      const { state: after, events } = this.chain(state, [{ type: 'entrant_joined', payload: entry }], at);
      await this.repository.append(sql, events, after);
      if (state.entropyCommitment !== null) await this.repository.storeContribution(sql, id, caller.id, kept);
      return after;
    });
  }

  /** Whether the tournament's scheduled start has come (none: never). */
  private due(state: TournamentState): boolean {
    const { startsAt } = state.settings;
    return startsAt !== undefined && Date.parse(startsAt) <= this.clock.now().getTime();
  }

  /**
   * The scheduled starts (TournamentKeeper, with the injectable clock): every tournament in registration whose
   * `startsAt` has come starts now, as the organizer's start would. One with too few entrants for its format
   * waits (registration stays open, unless its window closed): the entry that makes it enough starts it
   * (join). Restart-safe: the due ones are read from the database each sweep, and a start is one transaction.
   */
  async startScheduled(limit = 20): Promise<string[]> {
    const started: string[] = [];
    for (const id of await this.repository.dueToStart(this.clock.now(), 2, limit)) {
      try {
        const state = await this.get(id);
        if (state.status !== 'registration' || !this.due(state)) continue;
        if (state.entrants.length < minimumEntrants(state.settings)) continue;
        await this.begin(id, () => undefined);
        started.push(id);
      } catch (error) {
        // Started or cancelled meanwhile: nothing to do.
        if (!(error instanceof DomainError)) throw error;
      }
    }
    return started;
  }

  /**
   * Takes the caller out: before the start they are simply gone; after it they withdraw (docs/tournaments.md
   * "Late entry and withdrawal"): paired no more, their standing kept, a game under way played out and counted.
   */
  async leave(caller: Caller, id: string): Promise<TournamentState> {
    return this.change(id, (state) => {
      if (state.status === 'finished' || state.status === 'cancelled')
        throw conflict('TOURNAMENT_OVER', `The tournament is ${state.status}`);
      if (!state.entrants.some((e) => e.userId === caller.id) || state.withdrawn.includes(caller.id))
        throw conflict('NOT_JOINED', 'You are not an entrant still in play');
      if (state.status === 'registration') return [{ type: 'entrant_left', payload: { userId: caller.id } }];
      return [{ type: 'entrant_removed', payload: { userId: caller.id, by: caller.id, reason: 'withdrew' } }];
    });
  }

  /**
   * Closes registration: commits a fresh seed (its SHA-256 goes into the log; the seed itself is revealed when
   * the tournament ends), orders the entrants by it and pairs round 1. Then starts round 1's matches.
   */
  async start(caller: Caller, id: string): Promise<TournamentState> {
    return this.begin(id, (before) => {
      if (before.organizer.userId !== caller.id)
        throw new DomainError({ code: 'FORBIDDEN' }, 'Only the organizer may start the tournament');
    });
  }

  /** start's work, after `allowed` (which throws to refuse) under the row lock. */
  private async begin(id: string, allowed: (before: TournamentState) => void): Promise<TournamentState> {
    const state = await this.locked(id, async (sql, before) => {
      allowed(before);
      if (before.status !== 'registration') throw notOpen(before);
      const fewest = minimumEntrants(before.settings);
      if (before.entrants.length < fewest)
        throw conflict('TOO_FEW_ENTRANTS', `This tournament needs at least ${fewest} entrants`);
      const seed = randomBytes(32).toString('hex');
      const ratings = seedsByRating(before.settings)
        ? await this.repository.ratingsOf(
            sql,
            before.entrants.map((e) => e.userId),
            before.settings.players,
          )
        : null;
      const at = this.clock.now();
      const started = this.chain(
        before,
        [
          {
            type: 'tournament_started',
            payload: {
              entrants: startingOrder(seed, before.entrants, ratings),
              seedCommitment: tournamentSeedCommitment(seed),
              rounds: roundsFor(before.settings, before.entrants.length),
              ...(ratings === null ? {} : { ratings }),
            },
          },
        ],
        at,
      );
      const paired = this.pairNextRound(started.state, at)!;
      await this.repository.storeSeed(sql, id, seed);
      await this.repository.append(sql, [...started.events, ...paired.events], paired.state);
      await this.repository.addGames(sql, paired.games);
      return paired.state;
    });
    await this.startMatches(id);
    return state;
  }

  /**
   * Takes the results of finished tournament matches, in the transaction of their side job (after the event
   * that finished them commits, tournament-keeper.ts):
   * records each, and when a round is complete pairs the next or ends the tournament. Returns the
   * tournaments whose new round's matches are to be started once this commits.
   */
  async takeResults(sql: Sql, finished: readonly FinishedGame[]): Promise<string[]> {
    const byTournament = new Map<string, FinishedGame[]>();
    for (const f of finished) byTournament.set(f.tournamentId, [...(byTournament.get(f.tournamentId) ?? []), f]);
    const paired: string[] = [];
    // A fixed lock order (tournament id) between transactions that finish games of several tournaments.
    for (const tournamentId of [...byTournament.keys()].sort()) {
      const before = (await this.repository.lock(sql, tournamentId))
        ? await this.states.current(tournamentId, sql)
        : null;
      if (before === null) continue;
      // A cancelled tournament takes no more results (its games may still be played out).
      if (before.status !== 'running') continue;
      const at = this.clock.now();
      const results: TournamentEventBody[] = byTournament.get(tournamentId)!.flatMap((f) => {
        const board = before.boards.find((b) => b.matchId === f.matchId);
        // A game adjudicated at a league season's deadline keeps that result when its match ends later.
        if (!board || board.result !== null) return [];
        return [
          {
            type: 'game_result',
            payload: {
              round: board.round,
              board: board.board,
              matchId: f.matchId,
              result: f.results[0],
              ...(f.results.length > 2 ? { results: [...f.results] } : {}),
              ...(f.timedOut ? { timedOut: f.timedOut } : {}),
            },
          },
        ];
      });
      const recorded = this.chain(before, results, at);
      // Whoever timed out of too many games is withdrawn before the next round is paired.
      const withdrawn = this.chain(recorded.state, dueWithdrawals(recorded.state), at);
      const next = await this.advance(sql, withdrawn.state, at);
      await this.repository.append(sql, [...recorded.events, ...withdrawn.events, ...next.events], next.state);
      await this.repository.addGames(sql, next.games);
      if (next.games.length > 0) paired.push(tournamentId);
    }
    return paired;
  }

  /**
   * The league season sweep (TournamentKeeper, with the injectable clock): every running league whose season
   * deadline has passed (a paused league has none: its deadline moves on by the time it stays paused) gets its unfinished games scored as draws (`adjudicated`), then its next season paired
   * (promotion and relegation applied) or its end. Returns the leagues that paired a season.
   */
  async sweepSeasons(limit = 20): Promise<string[]> {
    const now = this.clock.now();
    const paired: string[] = [];
    for (const id of await this.repository.runningOfFormat('league', limit)) {
      const games = await this.repository.withRowLock(id, async (sql) => {
        const before = (await this.states.current(id, sql))!;
        const deadline = seasonDeadline(before);
        if (before.status !== 'running' || deadline === null || now.toISOString() < deadline) return [];
        const draws: TournamentEventBody[] = before.boards
          .filter((b) => b.round === before.currentRound && b.seats.length >= 2 && b.result === null)
          .map((b) => ({
            type: 'game_result',
            payload: {
              round: b.round,
              board: b.board,
              matchId: b.matchId!,
              result: 'draw',
              ...(b.seats.length > 2 ? { results: b.seats.map(() => 'draw' as const) } : {}),
              adjudicated: true,
            },
          }));
        const recorded = this.chain(before, draws, now);
        const next = await this.advance(sql, recorded.state, now);
        await this.repository.append(sql, [...recorded.events, ...next.events], next.state);
        await this.repository.addGames(sql, next.games);
        return next.games;
      });
      if (games && games.length > 0) paired.push(id);
    }
    for (const id of paired) await this.startMatches(id);
    return paired;
  }

  /** Creates every paired match of the tournament that does not exist yet (a repeated creation is a no-op). */
  async startMatches(tournamentId: string | null, limit = 500): Promise<number> {
    const games = await this.repository.gamesWithoutMatch(tournamentId, limit);
    const settingsOf = new Map<string, TournamentState>();
    const entropyOf = new Map<string, TournamentEntropy | null>();
    for (const game of games) {
      let state = settingsOf.get(game.tournamentId);
      if (!state) settingsOf.set(game.tournamentId, (state = await this.get(game.tournamentId)));
      const { rules, timeControl } = tournamentGameOptions(state.settings);
      // Read once per tournament: contributions are fixed for the tables being started (entries are under the lock).
      let entropy = entropyOf.get(game.tournamentId);
      if (entropy === undefined)
        entropyOf.set(game.tournamentId, (entropy = await this.repository.entropyOf(null, game.tournamentId)));
      await this.matches.start(rules, game.seats, null, {
        ...(entropy
          ? {
              entropy: tableEntropy(
                entropy,
                game.round,
                game.board,
                game.seats.map((s) => s.id),
              ),
            }
          : {}),
        timeControl: timeControl!,
        rated: state.settings.rated,
        spectators: 'anyone',
        matchId: game.matchId,
      });
    }
    if (games.length > 0) this.logger.debug(`started ${games.length} tournament match(es)`);
    return games.length;
  }

  /**
   * When the current round is complete and the tournament runs unpaused: the next round's pairing, or the end
   * (the seed revealed, the final standings). Otherwise nothing. The caller appends the events and games.
   */
  async advance(
    sql: Sql,
    state: TournamentState,
    at: Date,
  ): Promise<{ state: TournamentState; events: TournamentEvent[]; games: PairedGame[] }> {
    if (state.status !== 'running' || state.paused || !roundComplete(state)) return { state, events: [], games: [] };
    const next = this.pairNextRound(state, at);
    if (next !== null) return next;
    const seed = (await this.repository.seedOf(sql, state.id)) ?? '';
    const entropy = await this.repository.entropyOf(sql, state.id);
    const end = this.chain(
      state,
      [
        {
          type: 'tournament_finished',
          payload: { seed, standings: standingLines(standingsOf(state)), ...(entropy ? { entropy } : {}) },
        },
      ],
      at,
    );
    return { ...end, games: [] };
  }

  private pairNextRound(
    state: TournamentState,
    at: Date,
  ): { state: TournamentState; events: TournamentEvent[]; games: PairedGame[] } | null {
    const round = state.currentRound + 1;
    const order = state.entrants.map((e) => e.userId);
    const pairings = pairingsFor(state.settings, order, state.boards, round, state.rounds, state.withdrawn);
    if (pairings === null) return null;
    const matchIds = pairings.filter((p) => p.kind === 'game').map(() => randomUUID());
    const boards = boardsOf(pairings, matchIds);
    const step = this.chain(state, [{ type: 'round_paired', payload: { round, boards } }], at);
    const name = new Map(state.entrants.map((e) => [e.userId, e.username]));
    const games = boards.flatMap((b): PairedGame[] =>
      b.matchId === null
        ? []
        : [
            {
              matchId: b.matchId,
              tournamentId: state.id,
              round,
              board: b.board,
              seats: b.seats.map((id) => ({ id, username: name.get(id) ?? id })),
            },
          ],
    );
    return { ...step, games };
  }

  /** Chains `bodies` after the state's head; the new state and the events to append. */
  chain(
    state: TournamentState,
    bodies: readonly TournamentEventBody[],
    at: Date,
  ): { state: TournamentState; events: TournamentEvent[] } {
    const events: TournamentEvent[] = [];
    let head = state.head;
    for (const body of bodies) {
      head = chainTournamentEvent(state.id, head, body, at);
      events.push(head);
    }
    return { state: events.length ? applyEvents(state, events) : state, events };
  }

  /** One change of a tournament: decide the events from the locked state, append them; the state after. */
  private async change(
    id: string,
    decide: (state: TournamentState) => TournamentEventBody[],
  ): Promise<TournamentState> {
    return this.locked(id, async (sql, before) => {
      const { state, events } = this.chain(before, decide(before), this.clock.now());
      await this.repository.append(sql, events, state);
      return state;
    });
  }

  /** Runs `work` under the tournament's row lock with its folded state; NOT_FOUND when there is none. */
  async locked<T>(id: string, work: (sql: Sql, state: TournamentState) => Promise<T>): Promise<T> {
    const result = isUuid(id)
      ? await this.repository.withRowLock(id, async (sql) => work(sql, (await this.states.current(id, sql))!))
      : null;
    if (result === null) throw notFound();
    return result;
  }
}

function notFound(): DomainError {
  return new DomainError({ code: 'NOT_FOUND', entity: 'Tournament' });
}

function conflict(reason: string, message: string): DomainError {
  return new DomainError({ code: 'CONFLICT', reason }, message);
}

function notOpen(state: TournamentState): DomainError {
  return conflict('TOURNAMENT_NOT_OPEN', `Registration is closed: the tournament is ${state.status}`);
}

function entriesClosed(state: TournamentState): DomainError {
  if (state.status !== 'running') return notOpen(state);
  return conflict(
    'TOURNAMENT_NOT_OPEN',
    state.settings.format === 'swiss'
      ? 'Entries are closed: the last round has been paired'
      : 'Registration is closed: only a Swiss takes late entries',
  );
}
