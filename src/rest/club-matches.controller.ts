import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { RequireScopes } from '../auth/require-scopes.decorator';
import { ClubMatchModel } from '../clubs/api/club-matches.models';
import { ClubMatchesService } from '../clubs/club-matches.service';
import { gameOptionsFrom } from '../lobbies/lobby-rules';
import { ClubMatchAnswerBody, ClubMatchPlayerBody, ClubMatchRequest } from './dto/club-match-requests';
import { ApiErrors, graphqlRef } from './openapi-responses';

const CLUB_ID = ApiParam({ name: 'id', description: 'The club.', format: 'uuid' });
const MATCH_ID = ApiParam({ name: 'id', description: 'The club match.', format: 'uuid' });
const ONE = ApiOkResponse({ description: 'The club match now.', schema: graphqlRef('ClubMatch') });

/** Club matches (docs/players.md "Club matches"), like GraphQL's: the same service, errors and shapes. */
@ApiTags('clubs')
@Controller('api')
export class ClubMatchesController {
  constructor(private readonly clubMatches: ClubMatchesService) {}

  @Get('clubs/:id/matches')
  @RequireScopes('lobby')
  @ApiOperation({ summary: "A club's club matches", description: 'Like GraphQL `Club.clubMatches`: the newest first.' })
  @CLUB_ID
  @ApiOkResponse({ description: 'Its club matches.', schema: { type: 'array', items: graphqlRef('ClubMatch') } })
  @ApiErrors(404)
  async ofClub(@Param('id') id: string): Promise<ClubMatchModel[]> {
    return (await this.clubMatches.ofClub(id)).map(ClubMatchModel.from);
  }

  @Post('clubs/:id/matches')
  @HttpCode(200)
  @RequireScopes('lobby')
  @ApiOperation({
    summary: 'Challenge another club',
    description:
      "Like GraphQL `challengeClub` (your club's admins; 403 otherwise). 400 for a bad field (a club cannot challenge itself; a sign-up deadline not in the future); 404 Club; 409 TOO_MANY_CLUB_MATCHES.",
  })
  @CLUB_ID
  @ONE
  @ApiErrors(400, 404, 409)
  async challenge(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Body() body: ClubMatchRequest,
  ): Promise<ClubMatchModel> {
    const { opponentClubId, boards, signUpClosesAt, ...rules } = body;
    return ClubMatchModel.from(
      await this.clubMatches.challenge(user, id, { opponentClubId, boards, signUpClosesAt }, gameOptionsFrom(rules)),
    );
  }

  @Get('club-matches/:id')
  @RequireScopes('lobby')
  @ApiOperation({ summary: 'A club match', description: 'Like GraphQL `clubMatch`.' })
  @MATCH_ID
  @ONE
  @ApiErrors(404)
  async get(@Param('id') id: string): Promise<ClubMatchModel> {
    return ClubMatchModel.from(await this.clubMatches.get(id));
  }

  @Post('club-matches/:id/answer')
  @HttpCode(200)
  @RequireScopes('lobby')
  @ApiOperation({
    summary: 'Answer a challenge to your club',
    description:
      "Like GraphQL `answerClubMatch` (the challenged club's admins). 409 CLUB_MATCH_NOT_PROPOSED, REGISTRATION_CLOSED (accepting after its sign-up deadline).",
  })
  @MATCH_ID
  @ONE
  @ApiErrors(400, 404, 409)
  async answer(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Body() body: ClubMatchAnswerBody,
  ): Promise<ClubMatchModel> {
    return ClubMatchModel.from(await this.clubMatches.answer(user, id, body.accept));
  }

  @Post('club-matches/:id/cancel')
  @HttpCode(200)
  @RequireScopes('lobby')
  @ApiOperation({
    summary: 'Call a club match off',
    description: "Like GraphQL `cancelClubMatch` (the challenging club's admins). 409 CLUB_MATCH_STARTED.",
  })
  @MATCH_ID
  @ONE
  @ApiErrors(404, 409)
  async cancel(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<ClubMatchModel> {
    return ClubMatchModel.from(await this.clubMatches.cancel(user, id));
  }

  @Post('club-matches/:id/sign-up')
  @HttpCode(200)
  @RequireScopes('lobby')
  @ApiOperation({
    summary: 'Sign up for a board',
    description:
      'Like GraphQL `signUpForClubMatch`: the first free board of your club; the last place taken starts every board. 409 CLUB_MATCH_NOT_OPEN, REGISTRATION_CLOSED (after its sign-up deadline), CLUB_MATCH_SIDE_FULL, NOT_A_CLUB_MEMBER, MEMBER_OF_BOTH_CLUBS, BLOCKED, TOO_MANY_RUNNING_GAMES.',
  })
  @MATCH_ID
  @ONE
  @ApiErrors(400, 404, 409)
  async signUp(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Body() body: ClubMatchPlayerBody,
  ): Promise<ClubMatchModel> {
    return ClubMatchModel.from(await this.clubMatches.signUp(user, id, body.username ?? null));
  }

  @Post('club-matches/:id/withdraw')
  @HttpCode(200)
  @RequireScopes('lobby')
  @ApiOperation({
    summary: 'Withdraw from a board',
    description:
      'Like GraphQL `withdrawFromClubMatch`, before the boards start. 409 CLUB_MATCH_NOT_OPEN, REGISTRATION_CLOSED.',
  })
  @MATCH_ID
  @ONE
  @ApiErrors(400, 404, 409)
  async withdraw(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Body() body: ClubMatchPlayerBody,
  ): Promise<ClubMatchModel> {
    return ClubMatchModel.from(await this.clubMatches.withdraw(user, id, body.username ?? null));
  }
}
