import { Args, GraphQLISODateTime, ID, Int, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import type { AuthUser } from '../../auth/auth-user';
import { CurrentUser } from '../../auth/current-user.decorator';
import { RequireScopes } from '../../auth/require-scopes.decorator';
import { CreateLobbyInput } from '../../lobbies/api/lobby.inputs';
import { gameOptionsFrom } from '../../lobbies/lobby-rules';
import { ClubMatchModel } from '../api/club-matches.models';
import { ClubModel } from '../api/clubs.models';
import { CLUB_MATCH_LIMITS } from '../club-match';
import { ClubMatchesService } from '../club-matches.service';

const ID_ARG = { type: () => ID, description: 'The club match.' } as const;
const PLAYER_ARG = {
  type: () => String,
  nullable: true,
  description: "A member of the admin's club to act for (the club's admins); leave out to act for yourself.",
} as const;

/** Club matches (docs/players.md "Club matches", issue 31): each step logged in both clubs' logs. */
@Resolver(() => ClubModel)
export class ClubMatchesResolver {
  constructor(private readonly service: ClubMatchesService) {}

  @ResolveField(() => [ClubMatchModel], {
    description: `The club's club matches on either side, the newest first, at most ${CLUB_MATCH_LIMITS.listed}: boards, players, links to their matches and the live score (never a card).`,
  })
  async clubMatches(@Parent() club: ClubModel): Promise<ClubMatchModel[]> {
    return (await this.service.ofClub(club.id)).map(ClubMatchModel.from);
  }

  @Query(() => ClubMatchModel, { description: 'A club match; NOT_FOUND ClubMatch for none.' })
  @RequireScopes('lobby')
  async clubMatch(@Args('id', ID_ARG) id: string): Promise<ClubMatchModel> {
    return ClubMatchModel.from(await this.service.get(id));
  }

  @Mutation(() => ClubMatchModel, {
    description: `Challenges another club to a club match (your club's admins; FORBIDDEN otherwise): ${CLUB_MATCH_LIMITS.boardsMin} to ${CLUB_MATCH_LIMITS.boardsMax} boards of 2-player matches with these rules; its admins get a CLUB MATCH_CHALLENGE notice. BAD_USER_INPUT for a bad field (a club cannot challenge itself); NOT_FOUND Club; CONFLICT TOO_MANY_CLUB_MATCHES (${CLUB_MATCH_LIMITS.openPerClub} proposed or under way). With signUpClosesAt, sign-up closes then (see ClubMatch.signUpClosesAt).`,
  })
  @RequireScopes('lobby')
  async challengeClub(
    @CurrentUser() user: AuthUser,
    @Args('clubId', { type: () => ID, description: 'Your club, which challenges.' }) clubId: string,
    @Args('opponentClubId', { type: () => ID, description: 'The club challenged.' }) opponentClubId: string,
    @Args('boards', { type: () => Int, description: 'How many boards.' }) boards: number,
    @Args('input', { description: 'The rules and time control of every board (2 players).' }) input: CreateLobbyInput,
    @Args('signUpClosesAt', {
      type: () => GraphQLISODateTime,
      nullable: true,
      description: `The sign-up deadline: in the future, within ${CLUB_MATCH_LIMITS.signUpDaysMax} days (BAD_USER_INPUT otherwise); leave out for none.`,
    })
    signUpClosesAt?: Date | null,
  ): Promise<ClubMatchModel> {
    return ClubMatchModel.from(
      await this.service.challenge(user, clubId, { opponentClubId, boards, signUpClosesAt }, gameOptionsFrom(input)),
    );
  }

  @Mutation(() => ClubMatchModel, {
    description:
      "Accepts (sign-up opens) or declines a challenge to your club (the challenged club's admins). CONFLICT CLUB_MATCH_NOT_PROPOSED when answered already, REGISTRATION_CLOSED when accepting after its sign-up deadline.",
  })
  @RequireScopes('lobby')
  async answerClubMatch(
    @CurrentUser() user: AuthUser,
    @Args('id', ID_ARG) id: string,
    @Args('accept', { description: 'True to accept, false to decline.' }) accept: boolean,
  ): Promise<ClubMatchModel> {
    return ClubMatchModel.from(await this.service.answer(user, id, accept));
  }

  @Mutation(() => ClubMatchModel, {
    description:
      "Calls a club match off before its boards start (the challenging club's admins). CONFLICT CLUB_MATCH_STARTED, CLUB_MATCH_NOT_OPEN (declined or cancelled already).",
  })
  @RequireScopes('lobby')
  async cancelClubMatch(@CurrentUser() user: AuthUser, @Args('id', ID_ARG) id: string): Promise<ClubMatchModel> {
    return ClubMatchModel.from(await this.service.cancel(user, id));
  }

  @Mutation(() => ClubMatchModel, {
    description:
      "Signs you (or, as your club's admin, one of its members) up on the first free board of your club's side; the last place taken starts every board. CONFLICT CLUB_MATCH_NOT_OPEN, REGISTRATION_CLOSED (after its sign-up deadline), CLUB_MATCH_SIDE_FULL, NOT_A_CLUB_MEMBER, MEMBER_OF_BOTH_CLUBS, BLOCKED (every free board is against a player blocked either way), TOO_MANY_RUNNING_GAMES, RATED_PLAY_EXCLUDED. Signing up twice changes nothing.",
  })
  @RequireScopes('lobby')
  async signUpForClubMatch(
    @CurrentUser() user: AuthUser,
    @Args('id', ID_ARG) id: string,
    @Args('username', PLAYER_ARG) username?: string | null,
  ): Promise<ClubMatchModel> {
    return ClubMatchModel.from(await this.service.signUp(user, id, username ?? null));
  }

  @Mutation(() => ClubMatchModel, {
    description:
      "Takes you (or, as your club's admin, one of its members) off a board before the boards start. CONFLICT CLUB_MATCH_NOT_OPEN, REGISTRATION_CLOSED.",
  })
  @RequireScopes('lobby')
  async withdrawFromClubMatch(
    @CurrentUser() user: AuthUser,
    @Args('id', ID_ARG) id: string,
    @Args('username', PLAYER_ARG) username?: string | null,
  ): Promise<ClubMatchModel> {
    return ClubMatchModel.from(await this.service.withdraw(user, id, username ?? null));
  }
}
