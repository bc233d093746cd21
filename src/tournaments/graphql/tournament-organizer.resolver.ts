import { Args, ID, Int, Mutation, Resolver, Subscription } from '@nestjs/graphql';
import type { AuthUser } from '../../auth/auth-user';
import { CurrentUser } from '../../auth/current-user.decorator';
import { GuestsWelcome, RequireScopes } from '../../auth/require-scopes.decorator';
import { StreamCredentials } from '../../auth/stream-credentials';
import { toTournamentModel } from '../api/tournament.mapper';
import { TournamentModel } from '../api/tournament.models';
import type { TournamentState } from '../core/log';
import { TournamentFeed } from '../tournament-feed.service';
import { TournamentOrganizer } from '../tournament-organizer.service';
import { OrganizeTournamentInput } from './tournament.inputs';

/** A frame of tournamentUpdated: the state, or the error that ends the stream (a revoked credential). */
interface TournamentFrame {
  tournamentUpdated: TournamentModel | Error;
}

const ID_ARG = { type: () => ID, description: 'Tournament id.' };
const USERNAME_ARG = { description: 'The player.' };
const ORGANIZER_ONLY =
  'Organizer only (else FORBIDDEN, nothing changed); logged in the tournament log, shown on its page and checked by `claim tournament verify`. Scope `tournament:write`.';

/** The organizer's actions, the organizer API (bulk pairing) and the live tournament (docs/tournaments.md). */
@Resolver(() => TournamentModel)
export class TournamentOrganizerResolver {
  constructor(
    private readonly organizer: TournamentOrganizer,
    private readonly feed: TournamentFeed,
    private readonly credentials: StreamCredentials,
  ) {}

  @Mutation(() => TournamentModel, {
    description: `Pauses a running tournament: no round is paired until it is resumed (games under way go on). ${ORGANIZER_ONLY} CONFLICT: TOURNAMENT_NOT_RUNNING, ALREADY_PAUSED.`,
  })
  @RequireScopes('tournament:write')
  async pauseTournament(@CurrentUser() user: AuthUser, @Args('id', ID_ARG) id: string): Promise<TournamentModel> {
    return toTournamentModel(await this.organizer.pause(user, id));
  }

  @Mutation(() => TournamentModel, {
    description: `Resumes a paused tournament; a round that finished meanwhile is followed by the next at once. ${ORGANIZER_ONLY} CONFLICT: NOT_PAUSED.`,
  })
  @RequireScopes('tournament:write')
  async resumeTournament(@CurrentUser() user: AuthUser, @Args('id', ID_ARG) id: string): Promise<TournamentModel> {
    return toTournamentModel(await this.organizer.resume(user, id));
  }

  @Mutation(() => TournamentModel, {
    description: `Cancels the tournament: no winner, no more rounds; the seed is revealed. ${ORGANIZER_ONLY} CONFLICT: TOURNAMENT_OVER.`,
  })
  @RequireScopes('tournament:write')
  async cancelTournament(@CurrentUser() user: AuthUser, @Args('id', ID_ARG) id: string): Promise<TournamentModel> {
    return toTournamentModel(await this.organizer.cancel(user, id));
  }

  @Mutation(() => TournamentModel, {
    description: `Removes an entrant: before the start they are out; after it they are paired no more and keep their standing. ${ORGANIZER_ONLY} CONFLICT: NOT_JOINED, TOURNAMENT_OVER; NOT_FOUND (User).`,
  })
  @RequireScopes('tournament:write')
  async removeTournamentEntrant(
    @CurrentUser() user: AuthUser,
    @Args('id', ID_ARG) id: string,
    @Args('username', USERNAME_ARG) username: string,
  ): Promise<TournamentModel> {
    return toTournamentModel(await this.organizer.removeEntrant(user, id, username));
  }

  @Mutation(() => TournamentModel, {
    description: `Hands the tournament to another player, its organizer from now on. ${ORGANIZER_ONLY} BAD_USER_INPUT (a guest, a bot, the organizer); CONFLICT: TOURNAMENT_OVER; NOT_FOUND (User).`,
  })
  @RequireScopes('tournament:write')
  async handOverTournament(
    @CurrentUser() user: AuthUser,
    @Args('id', ID_ARG) id: string,
    @Args('username', { description: 'The new organizer.' }) username: string,
  ): Promise<TournamentModel> {
    return toTournamentModel(await this.organizer.handOver(user, id, username));
  }

  @Mutation(() => TournamentModel, {
    description:
      'The organizer API (bulk pairing): creates a tournament with the given entrants, the caller its organizer, and starts it: round 1 is paired and its matches begin at once. Nothing is written when a setting or an entrant is refused (BAD_USER_INPUT naming `entrants` or the setting). Scope `tournament:write`.',
  })
  @RequireScopes('tournament:write')
  async organizeTournament(
    @CurrentUser() user: AuthUser,
    @Args('input', { description: 'Its settings and entrants.' }) input: OrganizeTournamentInput,
  ): Promise<TournamentModel> {
    return toTournamentModel(await this.organizer.organize(user, input));
  }

  @Subscription(() => TournamentModel, {
    description:
      'A tournament, live: its whole state each time its log grows (an entry, a pairing, a result, an organizer action, the end). With `after` (the `version` you have), a newer state comes at once; without it, only changes from now on. A slow reader skips to the newest state.',
  })
  @RequireScopes('lobby')
  @GuestsWelcome()
  async tournamentUpdated(
    @CurrentUser() user: AuthUser,
    @Args('id', ID_ARG) id: string,
    @Args('after', { type: () => Int, nullable: true, description: 'The version you have; omitted: only new changes.' })
    after: number | null,
  ): Promise<AsyncIterableIterator<TournamentFrame>> {
    const source = await this.feed.open(id, after ?? null);
    return this.credentials.framedWhileValid(
      user,
      source,
      (state: TournamentState): TournamentFrame => ({ tournamentUpdated: toTournamentModel(state) }),
      (revoked): TournamentFrame => ({ tournamentUpdated: revoked }),
    );
  }
}
