import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../common/clock';
import type { BotLevel } from './bot';
import { BOT_LEVELS, LEVELS } from './bot';
import { DomainError } from '../common/errors';
import { timeControlOf } from '../correspondence/turns';
import { ANY_RATING, type GameOptions } from '../lobbies/lobby.types';
import { refuseEntropy, refuseEntryRating } from '../lobbies/lobby-rules';
import type { Caller, SeatedView } from '../matches/matches.service';
import { MatchesService, NO_REQUEST_META, RequestMeta } from '../matches/matches.service';
import { isUuid } from '../common/uuid';
import type { User } from '../users/user';
import { UsersRepository } from '../users/users.repository';
import { isBotLevel } from './computer-accounts';
import { ComputerMatchesRepository } from './computer-matches.repository';
import { ComputerPlayerService } from './computer-player.service';

/** One bot of the directory: who, and what it plays. */
export interface BotListing {
  readonly user: User;
  /** The built-in computer's level; null for a third-party bot. */
  readonly level: BotLevel | null;
  readonly summary: string | null;
}

/**
 * Matches against the computer alone one account may have running (issue 27, P7): enough for a player to
 * keep several untimed games going, not enough to keep the computer's threads busy for someone else.
 */
export const COMPUTER_MATCH_CAP = 10;

/** The directory lists at most this many bots (no paging yet). */
const DIRECTORY_LIMIT = 200;

/**
 * "Play the computer" (docs/bots.md): a match of the caller against 1–3 computer seats at one level, its
 * rematch, the bot directory, and turning an account into a bot account. At most COMPUTER_MATCH_CAP such
 * matches run per account (CONFLICT TOO_MANY_COMPUTER_MATCHES), also for requests sent at once.
 */
@Injectable()
export class ComputerService {
  private readonly logger = new Logger(ComputerService.name);

  constructor(
    private readonly matches: MatchesService,
    private readonly computer: ComputerPlayerService,
    private readonly users: UsersRepository,
    private readonly starts: ComputerMatchesRepository,
    private readonly clock: Clock,
  ) {}

  /**
   * Starts a match of `options` (validated by gameOptionsFrom) with the caller in seat 0 and the computer
   * at `level` in every other seat; the computer's first move follows at once if it is due.
   */
  async play(
    caller: Caller,
    options: GameOptions,
    level: string,
    request: RequestMeta = NO_REQUEST_META,
  ): Promise<SeatedView> {
    refuseEntryRating(options, 'games against the computer');
    refuseEntropy(options, 'games against the computer');
    if (!isBotLevel(level))
      throw new DomainError(
        { code: 'BAD_USER_INPUT', fields: { level: [`must be one of ${BOT_LEVELS.join(', ')}`] } },
        `The computer's level must be one of ${BOT_LEVELS.join(', ')}`,
      );
    // The built-in computer has no rating of its own: a rated game against it would only mint points
    // (docs/players.md "When a rated game does not count").
    if (options.rated)
      throw new DomainError(
        {
          code: 'BAD_USER_INPUT',
          fields: { rated: ['games against the computer are casual: leave rated out or false'] },
        },
        'Games against the computer are casual: they are never rated',
      );
    const seats = this.computer.accountsFor(level, options.rules.players - 1);
    return this.startAgainst(caller, [await this.asPlayer(caller), ...seats], options, request);
  }

  /** The same match again (rules, time control, seats) after a finished match against the computer. */
  async rematch(caller: Caller, matchId: string, request: RequestMeta = NO_REQUEST_META): Promise<SeatedView> {
    if (!isUuid(matchId)) throw new DomainError({ code: 'NOT_FOUND', entity: 'Match' });
    const runtime = await this.matches.load(matchId);
    const { seats, rules } = runtime.header;
    if (!seats.some((s) => s.userId === caller.id))
      throw new DomainError({ code: 'FORBIDDEN' }, 'You did not play in this match');
    if (runtime.status !== 'finished')
      throw new DomainError(
        { code: 'CONFLICT', reason: 'MATCH_NOT_FINISHED' },
        'A rematch can be started once the match is finished',
      );
    const others = seats.filter((s) => s.userId !== caller.id);
    if (!others.every((s) => this.computer.accountOf(s.userId) !== undefined))
      throw new DomainError(
        { code: 'BAD_USER_INPUT', fields: { matchId: ['not a match against the computer alone; use rematch'] } },
        'Not a match against the computer alone: offer people a rematch instead',
      );
    const me = await this.asPlayer(caller);
    const players = seats.map((s) => (s.userId === caller.id ? me : this.computer.accountOf(s.userId)!));
    // The same time control as the finished match, time bank and switches included (issue 15).
    const timeControl = timeControlOf(runtime);
    const daysPerMove = timeControl?.daysPerMove ?? null;
    const { spectators = 'anyone' } = runtime.header;
    // Casual, whatever the finished match was: the computer plays no rated games (play()).
    return this.startAgainst(
      caller,
      players,
      {
        rules,
        daysPerMove,
        timeControl,
        rated: false,
        spectators,
        entryRating: ANY_RATING,
        friendsOnly: false,
        minReputation: null,
        clubId: null,
        entropy: null,
      },
      request,
    );
  }

  /** Every bot account, the built-in levels first. */
  async directory(): Promise<BotListing[]> {
    return (await this.users.listBots(DIRECTORY_LIMIT)).map((user) => {
      const level = isBotLevel(user.botLevel) ? user.botLevel : null;
      return { user, level, summary: level === null ? null : LEVELS[level].summary };
    });
  }

  /** Marks the caller's account as a bot: for good (there is no way back). */
  async becomeBot(caller: Caller): Promise<User> {
    const user = await this.users.markBot(caller.id);
    if (!user) throw new DomainError({ code: 'NOT_FOUND', entity: 'User' });
    return user;
  }

  private async startAgainst(
    caller: Caller,
    players: readonly Caller[],
    options: GameOptions,
    request: RequestMeta,
  ): Promise<SeatedView> {
    const matchId = randomUUID();
    if (!(await this.starts.reserve(caller.id, matchId, COMPUTER_MATCH_CAP, this.clock.now())))
      throw new DomainError(
        { code: 'CONFLICT', reason: 'TOO_MANY_COMPUTER_MATCHES' },
        `You have ${COMPUTER_MATCH_CAP} matches against the computer running already; finish or resign one first`,
      );
    try {
      await this.matches.start(options.rules, players, caller.id, {
        matchId,
        daysPerMove: options.daysPerMove,
        timeControl: options.timeControl,
        rated: options.rated,
        spectators: options.spectators,
        requestId: request.requestId,
      });
    } finally {
      // The start's outcome is the answer: a release that fails (the account's lock not had in time) leaves the
      // reservation to expire by itself (a minute: computer-matches.repository.ts) instead of turning a started match into an error.
      await this.starts
        .release(caller.id, matchId)
        .catch((error: unknown) => this.logger.warn(`computer match ${matchId}: start not released: ${String(error)}`));
    }
    this.computer.watch(matchId);
    return this.matches.viewOf(caller, matchId);
  }

  /** The caller as a seat: a bot account that plays the computer is shown as one too. */
  private async asPlayer(caller: Caller): Promise<Caller> {
    const user = await this.users.findById(caller.id);
    return { id: caller.id, username: caller.username, isBot: user?.isBot === true };
  }
}
