import { Args, Float, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { AuthUser } from '../../auth/auth-user';
import { CurrentUser } from '../../auth/current-user.decorator';
import { GuestsWelcome, RequireScopes } from '../../auth/require-scopes.decorator';
import { LobbiesService } from '../lobbies.service';
import { pageRequest, ratingRange } from '../list-page';
import { gameOptionsFrom } from '../lobby-rules';
import { ENTROPY_DESCRIPTION, PAGE_SIZE_ARG, RATING_ARG } from '../api/lobby.inputs';
import { CreateLobbyInput } from '../api/lobby.inputs';
import { toLobbyModel } from '../api/lobby.mapper';
import { LobbyModel } from '../api/lobby.models';

@Resolver(() => LobbyModel)
export class LobbiesResolver {
  constructor(private readonly lobbies: LobbiesService) {}

  @Query(() => [LobbyModel], {
    description:
      'Lobbies waiting for players, newest first, a page at a time: the `first` after the lobby `after` (pass the last id of the previous page).',
  })
  @RequireScopes('lobby')
  @GuestsWelcome()
  async openLobbies(
    @CurrentUser() user: AuthUser,
    @Args('first', PAGE_SIZE_ARG) first: number,
    @Args('after', { type: () => ID, nullable: true, description: 'The id of the last lobby of the previous page.' })
    after?: string | null,
    @Args('minRating', { type: () => Float, nullable: true, description: RATING_ARG('Lowest') })
    minRating?: number | null,
    @Args('maxRating', { type: () => Float, nullable: true, description: RATING_ARG('Highest') })
    maxRating?: number | null,
  ): Promise<LobbyModel[]> {
    return (await this.lobbies.listOpen(user, pageRequest(first, after), ratingRange(minRating, maxRating))).map(
      toLobbyModel,
    );
  }

  @Query(() => [LobbyModel], {
    description:
      'A club\'s open lobbies, newest first (the club page; docs/lobbies.md "Club-only lobbies"): its members alone (CONFLICT NOT_A_CLUB_MEMBER); NOT_FOUND Club.',
  })
  @RequireScopes('lobby')
  async clubLobbies(
    @CurrentUser() user: AuthUser,
    @Args('clubId', { type: () => ID, description: 'The club.' }) clubId: string,
  ): Promise<LobbyModel[]> {
    return (await this.lobbies.openOfClub(user, clubId)).map(toLobbyModel);
  }

  @Query(() => LobbyModel, { description: 'One lobby.' })
  @RequireScopes('lobby')
  @GuestsWelcome()
  async lobby(@Args('id', { type: () => ID, description: 'Lobby id.' }) id: string): Promise<LobbyModel> {
    return toLobbyModel(await this.lobbies.get(id));
  }

  @Query(() => [LobbyModel], {
    description: 'Lobbies the caller owns or sits in, any status, newest first (at most 200).',
  })
  @RequireScopes('lobby')
  @GuestsWelcome()
  async myLobbies(@CurrentUser() user: AuthUser): Promise<LobbyModel[]> {
    return (await this.lobbies.listMine(user)).map(toLobbyModel);
  }

  @Mutation(() => LobbyModel, {
    description:
      'Opens a lobby with the caller in seat 0. Invalid rule sets fail with BAD_USER_INPUT naming the rule (R2.1, R8.1).',
  })
  @RequireScopes('lobby')
  async createLobby(
    @CurrentUser() user: AuthUser,
    @Args('input', { description: 'The rules and time control of the match.' }) input: CreateLobbyInput,
  ): Promise<LobbyModel> {
    return toLobbyModel(await this.lobbies.create(user, gameOptionsFrom(input)));
  }

  @Mutation(() => LobbyModel, {
    description:
      'Takes the next seat; filling the last one starts the match (`matchId`). CONFLICT: LOBBY_NOT_OPEN, ALREADY_JOINED, LOBBY_FULL, RATING_OUT_OF_RANGE, NOT_A_FRIEND (a friends-only lobby), REPUTATION_TOO_LOW (below its minReputation), TOO_MANY_RUNNING_GAMES.',
  })
  @RequireScopes('lobby')
  async joinLobby(
    @CurrentUser() user: AuthUser,
    @Args('id', { type: () => ID, description: 'Lobby id.' }) id: string,
    @Args('entropy', { type: () => String, nullable: true, description: ENTROPY_DESCRIPTION }) entropy?: string | null,
  ): Promise<LobbyModel> {
    return toLobbyModel(await this.lobbies.join(user, id, entropy ?? null));
  }

  @Mutation(() => LobbyModel, {
    description: 'Gives up the seat; the owner leaving closes the lobby. CONFLICT: LOBBY_NOT_OPEN, NOT_JOINED.',
  })
  @RequireScopes('lobby')
  async leaveLobby(
    @CurrentUser() user: AuthUser,
    @Args('id', { type: () => ID, description: 'Lobby id.' }) id: string,
  ): Promise<LobbyModel> {
    return toLobbyModel(await this.lobbies.leave(user, id));
  }
}
