import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { AuthUser } from '../../auth/auth-user';
import { CurrentUser } from '../../auth/current-user.decorator';
import { GuestsWelcome, RequireScopes } from '../../auth/require-scopes.decorator';
import { TournamentsService } from '../tournaments.service';
import { CreateTournamentInput } from './tournament.inputs';
import { toNdjson, toTournamentModel } from '../api/tournament.mapper';
import { TournamentModel } from '../api/tournament.models';
import { ENTROPY_DESCRIPTION } from '../../lobbies/api/lobby.inputs';

const ID_ARG = { type: () => ID, description: 'Tournament id.' };

@Resolver(() => TournamentModel)
export class TournamentsResolver {
  constructor(private readonly service: TournamentsService) {}

  @Query(() => [TournamentModel], {
    description:
      'Tournaments, newest first, a page at a time (`first` up to 50, `after` the last id of the previous page).',
  })
  @RequireScopes('lobby')
  @GuestsWelcome()
  async tournaments(
    @Args('status', {
      type: () => String,
      nullable: true,
      description: '`registration`, `running` or `finished`; any if left out.',
    })
    status?: string | null,
    @Args('first', { type: () => Int, defaultValue: 20, description: 'Page size, 1 to 50.' }) first = 20,
    @Args('after', {
      type: () => ID,
      nullable: true,
      description: 'The id of the last tournament of the previous page.',
    })
    after?: string | null,
  ): Promise<TournamentModel[]> {
    return (await this.service.list(status ?? null, first, after ?? null)).map(toTournamentModel);
  }

  @Query(() => TournamentModel, { description: 'One tournament: settings, entrants, rounds and standings.' })
  @RequireScopes('lobby')
  @GuestsWelcome()
  async tournament(@Args('id', ID_ARG) id: string): Promise<TournamentModel> {
    return toTournamentModel(await this.service.get(id));
  }

  @Query(() => String, {
    description:
      'The tournament log as NDJSON (one hash-chained event a line): what `claim tournament verify` checks (docs/tournaments.md).',
  })
  @RequireScopes('lobby')
  @GuestsWelcome()
  async exportTournament(@Args('id', ID_ARG) id: string): Promise<string> {
    return toNdjson(await this.service.events(id));
  }

  @Mutation(() => TournamentModel, {
    description:
      "Creates a tournament open to entries, the caller its organizer. BAD_USER_INPUT names the setting; FORBIDDEN for a club tournament by one who is not the club's owner or an admin; NOT_FOUND for an unknown club.",
  })
  @RequireScopes('lobby')
  async createTournament(
    @CurrentUser() user: AuthUser,
    @Args('input', { description: 'Its settings.' }) input: CreateTournamentInput,
  ): Promise<TournamentModel> {
    return toTournamentModel(await this.service.create(user, input));
  }

  @Mutation(() => TournamentModel, {
    description:
      'Enters the caller: during registration, or late into a running Swiss while a round is still to be paired. CONFLICT: TOURNAMENT_NOT_OPEN, ALREADY_JOINED, TOURNAMENT_FULL, RATING_OUT_OF_RANGE, REGISTRATION_NOT_OPEN / REGISTRATION_CLOSED (outside its registration window), NOT_INVITED, NOT_A_CLUB_MEMBER, REPUTATION_TOO_LOW, TOO_MANY_RUNNING_GAMES.',
  })
  @RequireScopes('lobby')
  async joinTournament(
    @CurrentUser() user: AuthUser,
    @Args('id', ID_ARG) id: string,
    @Args('entropy', { type: () => String, nullable: true, description: ENTROPY_DESCRIPTION }) entropy?: string | null,
  ): Promise<TournamentModel> {
    return toTournamentModel(await this.service.join(user, id, entropy ?? null));
  }

  @Mutation(() => TournamentModel, {
    description:
      'Takes the caller out: before the start they leave; after it they withdraw (paired no more, still ranked, a game under way played out). CONFLICT: TOURNAMENT_OVER, NOT_JOINED.',
  })
  @RequireScopes('lobby')
  async leaveTournament(@CurrentUser() user: AuthUser, @Args('id', ID_ARG) id: string): Promise<TournamentModel> {
    return toTournamentModel(await this.service.leave(user, id));
  }

  @Mutation(() => TournamentModel, {
    description:
      'Organizer only (else FORBIDDEN): closes registration, commits the seed and pairs round 1, starting its matches. CONFLICT: TOURNAMENT_NOT_OPEN, TOO_FEW_ENTRANTS.',
  })
  @RequireScopes('lobby')
  async startTournament(@CurrentUser() user: AuthUser, @Args('id', ID_ARG) id: string): Promise<TournamentModel> {
    return toTournamentModel(await this.service.start(user, id));
  }
}
