import { Args, Context, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { randomUUID } from 'node:crypto';
import type { AuthUser } from '../../auth/auth-user';
import { CurrentUser } from '../../auth/current-user.decorator';
import { RequireScopes } from '../../auth/require-scopes.decorator';
import type { GraphQLContext } from '../../common/graphql-context';
import { toMatchModel } from '../../matches/graphql/match.mapper';
import { MatchModel } from '../../matches/graphql/match.models';
import { RateLimit } from '../../rate-limit/rate-limit.decorator';
import { CorrespondenceService } from '../correspondence.service';
import { TurnEntryModel } from './turn.models';

const REQUEST_ID = /^[\w.:-]{1,100}$/;

@Resolver(() => TurnEntryModel)
export class CorrespondenceResolver {
  constructor(private readonly correspondence: CorrespondenceService) {}

  @Query(() => [TurnEntryModel], {
    description: 'Matches where it is your move, soonest deadline first; matches without a time control last.',
  })
  @RequireScopes('match:read')
  async myTurn(
    @CurrentUser() user: AuthUser,
    @Args('first', { type: () => Int, defaultValue: 100, description: 'At most 500.' }) first: number,
  ): Promise<TurnEntryModel[]> {
    return (await this.correspondence.myTurn(user, first)).map(TurnEntryModel.from);
  }

  @Mutation(() => MatchModel, {
    description:
      'Claims the win on time: the seat that is due (an opponent of yours) let its deadline pass. Fails with ILLEGAL_MOVE (TIME_NOT_UP, NO_TIME_CONTROL, NOT_AN_OPPONENT, GAME_OVER), or VERSION_CONFLICT if a move landed first.',
  })
  @RequireScopes('match:play')
  @RateLimit('moves')
  async claimTimeout(
    @CurrentUser() user: AuthUser,
    @Context() context: GraphQLContext,
    @Args('matchId', { type: () => ID, description: 'Match id.' }) matchId: string,
  ): Promise<MatchModel> {
    const header = (context.req.headers as Record<string, string | string[] | undefined>)['x-request-id'];
    const given = Array.isArray(header) ? header[0] : header;
    const requestId = given && REQUEST_ID.test(given) ? given : randomUUID();
    return toMatchModel(await this.correspondence.claimTimeout(user, matchId, { requestId, idempotencyKey: null }));
  }
}
