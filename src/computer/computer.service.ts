import { Injectable } from '@nestjs/common';
import type { BotLevel } from '../bot';
import { BOT_LEVELS, LEVELS } from '../bot';
import { DomainError } from '../common/errors';
import { timeControlOf } from '../correspondence/turns';
import type { GameOptions } from '../lobbies/lobby.types';
import type { Caller, SeatedView } from '../matches/matches.service';
import { MatchesService, NO_REQUEST_META, RequestMeta } from '../matches/matches.service';
import { isUuid } from '../common/uuid';
import type { User } from '../users/user';
import { UsersRepository } from '../users/users.repository';
import { isBotLevel } from './computer-accounts';
import { ComputerPlayerService } from './computer-player.service';

/** One bot of the directory: who, and what it plays. */
export interface BotListing {
  readonly user: User;
  /** The built-in computer's level; null for a third-party bot. */
  readonly level: BotLevel | null;
  readonly summary: string | null;
}

/** The directory lists at most this many bots (no paging yet). */
const DIRECTORY_LIMIT = 200;

/**
 * "Play the computer" (docs/bots.md): a match of the caller against 1–3 computer seats at one level, its
 * rematch, the bot directory, and turning an account into a bot account.
 */
@Injectable()
export class ComputerService {
  constructor(
    private readonly matches: MatchesService,
    private readonly computer: ComputerPlayerService,
    private readonly users: UsersRepository,
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
    if (!isBotLevel(level))
      throw new DomainError(
        { code: 'BAD_USER_INPUT', fields: { level: [`must be one of ${BOT_LEVELS.join(', ')}`] } },
        `The computer's level must be one of ${BOT_LEVELS.join(', ')}`,
      );
    if (caller.guest && options.rated)
      throw new DomainError(
        { code: 'FORBIDDEN' },
        'Guests play casual games; turn this guest into an account (convertGuest) to play rated',
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
    const { rated = false, spectators = 'anyone' } = runtime.header;
    return this.startAgainst(caller, players, { rules, daysPerMove, timeControl, rated, spectators }, request);
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
    const matchId = await this.matches.start(options.rules, players, caller.id, {
      daysPerMove: options.daysPerMove,
      timeControl: options.timeControl,
      rated: options.rated,
      spectators: options.spectators,
      requestId: request.requestId,
    });
    this.computer.watch(matchId);
    return this.matches.viewOf(caller, matchId);
  }

  /** The caller as a seat: a bot account that plays the computer is shown as one too. */
  private async asPlayer(caller: Caller): Promise<Caller> {
    const user = await this.users.findById(caller.id);
    return { id: caller.id, username: caller.username, isBot: user?.isBot === true };
  }
}
