import {
  Args,
  Context,
  GraphQLISODateTime,
  ID,
  Int,
  Mutation,
  Query,
  Resolver,
  registerEnumType,
} from '@nestjs/graphql';
import type { AuthUser } from '../../auth/auth-user';
import { CurrentUser } from '../../auth/current-user.decorator';
import { RequireScopes } from '../../auth/require-scopes.decorator';
import type { GraphQLContext } from '../../common/graphql-context';
import { toMatchModel } from '../../matches/api/match.mapper';
import { MatchModel } from '../../matches/api/match.models';
import { requestMeta } from '../../api/request-meta';
import { RateLimit } from '../../rate-limit/rate-limit.decorator';
import { CorrespondenceService } from '../correspondence.service';
import { VacationsService } from '../vacations.service';
import { TurnEntryModel, VacationStatusModel } from '../api/turn.models';

/** What a claim on time asks for. */
export enum TimeoutClaimKind {
  END = 'end',
  SKIP = 'skip',
}

registerEnumType(TimeoutClaimKind, {
  name: 'TimeoutClaim',
  description: 'What a claim on time asks for.',
  valuesMap: {
    END: { description: 'The match ends: the other side wins, as when the late seat resigns.' },
    SKIP: { description: '3–4 players: the server plays the late seat’s turns until its player returns.' },
  },
});

const MATCH_ID = { type: () => ID, description: 'Match id.' } as const;

@Resolver(() => TurnEntryModel)
export class CorrespondenceResolver {
  constructor(
    private readonly correspondence: CorrespondenceService,
    private readonly vacations: VacationsService,
  ) {}

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
      'Claims the seat that is due (an opponent of yours) out of time once its deadline passed: END the match (you win), or with 3–4 players SKIP the seat. Fails with ILLEGAL_MOVE (TIME_NOT_UP, NO_TIME_CONTROL, CLOCKS_PAUSED, NOT_AN_OPPONENT, SEAT_SKIPPED, SKIP_NEEDS_MORE_PLAYERS, GAME_OVER).',
  })
  @RequireScopes('match:play')
  @RateLimit('moves')
  async claimTimeout(
    @CurrentUser() user: AuthUser,
    @Context() context: GraphQLContext,
    @Args('matchId', MATCH_ID) matchId: string,
    @Args('claim', {
      type: () => TimeoutClaimKind,
      defaultValue: TimeoutClaimKind.END,
      description: 'END (default) or, with 3–4 players, SKIP.',
    })
    claim: TimeoutClaimKind,
  ): Promise<MatchModel> {
    return toMatchModel(await this.correspondence.claimTimeout(user, matchId, requestMeta(context, null), claim));
  }

  @Mutation(() => MatchModel, {
    description: 'Proposes pausing this match by agreement (ILLEGAL_MOVE PAUSE_PROPOSED, ALREADY_PAUSED).',
  })
  @RequireScopes('match:play')
  @RateLimit('moves')
  async proposePause(
    @CurrentUser() user: AuthUser,
    @Context() context: GraphQLContext,
    @Args('matchId', MATCH_ID) matchId: string,
  ): Promise<MatchModel> {
    return toMatchModel(await this.correspondence.proposePause(user, matchId, requestMeta(context, null)));
  }

  @Mutation(() => MatchModel, {
    description: 'Answers another player’s pause proposal: accept pauses every clock (ILLEGAL_MOVE NO_PAUSE_PROPOSED).',
  })
  @RequireScopes('match:play')
  @RateLimit('moves')
  async answerPause(
    @CurrentUser() user: AuthUser,
    @Context() context: GraphQLContext,
    @Args('matchId', MATCH_ID) matchId: string,
    @Args('accept', { description: 'true pauses every clock; false declines.' }) accept: boolean,
  ): Promise<MatchModel> {
    return toMatchModel(await this.correspondence.answerPause(user, matchId, accept, requestMeta(context, null)));
  }

  @Mutation(() => MatchModel, { description: 'Ends an agreed pause: the clocks run again (ILLEGAL_MOVE NOT_PAUSED).' })
  @RequireScopes('match:play')
  @RateLimit('moves')
  async resumeMatch(
    @CurrentUser() user: AuthUser,
    @Context() context: GraphQLContext,
    @Args('matchId', MATCH_ID) matchId: string,
  ): Promise<MatchModel> {
    return toMatchModel(await this.correspondence.resume(user, matchId, requestMeta(context, null)));
  }

  @Mutation(() => MatchModel, {
    description: 'Back after being skipped: your seat’s turns are yours again (ILLEGAL_MOVE NOT_SKIPPED).',
  })
  @RequireScopes('match:play')
  @RateLimit('moves')
  async returnToMatch(
    @CurrentUser() user: AuthUser,
    @Context() context: GraphQLContext,
    @Args('matchId', MATCH_ID) matchId: string,
  ): Promise<MatchModel> {
    return toMatchModel(await this.correspondence.returnToMatch(user, matchId, requestMeta(context, null)));
  }

  @Query(() => VacationStatusModel, { description: 'Your vacation (in force or booked) and this year’s allowance.' })
  @RequireScopes('match:read')
  async myVacation(@CurrentUser() user: AuthUser): Promise<VacationStatusModel> {
    return VacationStatusModel.from(await this.vacations.status(user));
  }

  @Mutation(() => VacationStatusModel, {
    description:
      'Books a vacation of `days` whole days from `startsAt` (now when left out): your clocks stand still in every running match that allows vacations. CONFLICT VACATION_ALLOWANCE_EXCEEDED or VACATION_OVERLAPS.',
  })
  @RequireScopes('match:play')
  @RateLimit('moves')
  async startVacation(
    @CurrentUser() user: AuthUser,
    @Args('days', { type: () => Int, description: 'Whole days, at least 1.' }) days: number,
    @Args('startsAt', { type: () => GraphQLISODateTime, nullable: true, description: 'Later start; now when null.' })
    startsAt: Date | null,
  ): Promise<VacationStatusModel> {
    return VacationStatusModel.from(await this.vacations.start(user, days, startsAt ?? null));
  }

  @Mutation(() => VacationStatusModel, { description: 'Ends your vacation now, or cancels the one booked.' })
  @RequireScopes('match:play')
  @RateLimit('moves')
  async endVacation(@CurrentUser() user: AuthUser): Promise<VacationStatusModel> {
    return VacationStatusModel.from(await this.vacations.end(user));
  }
}
