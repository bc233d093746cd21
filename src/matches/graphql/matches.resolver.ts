import { Args, Context, ID, Int, Mutation, Query, Resolver, Subscription } from '@nestjs/graphql';
import type { AuthUser } from '../../auth/auth-user';
import { CurrentUser, CurrentUserOrVisitor } from '../../auth/current-user.decorator';
import { AllowVisitors, RequireScopes } from '../../auth/require-scopes.decorator';
import { framed } from '../../common/streams';
import { RateLimit } from '../../rate-limit/rate-limit.decorator';
import type { GraphQLContext } from '../../common/graphql-context';
import { MatchStreams } from '../streams/match-streams.service';
import { MY_MATCHES_PAGE, MatchUpdate, MatchesService } from '../matches.service';
import { requestMeta } from '../../api/request-meta';
import { decisionCommand, playCommand } from '../api/move-commands';
import { DecisionInput } from '../api/match.inputs';
import { toEventModel, toListedMatchModel, toMatchModel, toMoveModel, toUpdateModel } from '../api/match.mapper';
import { MatchEventModel, MatchModel, MatchUpdateModel, MoveModel } from '../api/match.models';

const IDEMPOTENCY_KEY_ARG = {
  type: () => String,
  nullable: true,
  description:
    'Any unique string per intended move: a retry with the same key returns the first result and never plays twice.',
} as const;

@Resolver(() => MatchModel)
export class MatchesResolver {
  constructor(
    private readonly matches: MatchesService,
    private readonly streams: MatchStreams,
  ) {}

  @Query(() => MatchModel, { description: 'A match as the caller may see it (R9).' })
  @RequireScopes('match:read')
  async match(
    @CurrentUser() user: AuthUser,
    @Args('id', { type: () => ID, description: 'Match id.' }) id: string,
  ): Promise<MatchModel> {
    return toMatchModel(await this.matches.viewOf(user, id));
  }

  @Query(() => MatchModel, {
    description:
      "The match right after event `version`: the caller's own view then while it runs, everything once it is over.",
  })
  @RequireScopes('match:read')
  async matchAt(
    @CurrentUser() user: AuthUser,
    @Args('id', { type: () => ID, description: 'Match id.' }) id: string,
    @Args('version', { type: () => Int, description: 'An event seq, 0 to the current version.' }) version: number,
  ): Promise<MatchModel> {
    return toMatchModel(await this.matches.viewAt(user, id, version));
  }

  @Query(() => [MatchModel], {
    description:
      'Matches the caller plays in, newest first, a page at a time: the `first` after the match `after` (pass the last id of the previous page). ' +
      'Without arguments, the newest 50.',
  })
  @RequireScopes('match:read')
  async myMatches(
    @CurrentUser() user: AuthUser,
    @Args('first', {
      type: () => Int,
      defaultValue: MY_MATCHES_PAGE.default,
      description: `Page size, 1 to ${MY_MATCHES_PAGE.max}.`,
    })
    first: number,
    @Args('after', { type: () => ID, nullable: true, description: 'The id of the last match of the previous page.' })
    after?: string | null,
  ): Promise<MatchModel[]> {
    return (await this.matches.matchPage(user, first, after ?? null)).map(toListedMatchModel);
  }

  @Query(() => [MoveModel], { description: "The caller's legal moves now; empty when it is not their turn." })
  @RequireScopes('match:read')
  async legalMoves(
    @CurrentUser() user: AuthUser,
    @Args('matchId', { type: () => ID, description: 'Match id.' }) matchId: string,
  ): Promise<MoveModel[]> {
    return (await this.matches.legalMovesOf(user, matchId)).map(toMoveModel);
  }

  @Query(() => [MatchEventModel], { description: 'The match log after event `after`, as the caller may see it (R9).' })
  @RequireScopes('match:read')
  async matchEvents(
    @CurrentUser() user: AuthUser,
    @Args('matchId', { type: () => ID, description: 'Match id.' }) matchId: string,
    @Args('after', { type: () => Int, defaultValue: -1, description: 'Only events with a greater seq.' }) after: number,
  ): Promise<MatchEventModel[]> {
    return (await this.matches.eventsOf(user, matchId, after)).map(toEventModel);
  }

  @Mutation(() => MatchModel, {
    description:
      'Plays a card from your hand (R3, R4). Fails with VERSION_CONFLICT unless expectedVersion is the current version.',
  })
  @RequireScopes('match:play')
  @RateLimit('moves')
  async playCard(
    @CurrentUser() user: AuthUser,
    @Context() context: GraphQLContext,
    @Args('matchId', { type: () => ID, description: 'Match id.' }) matchId: string,
    @Args('card', { description: 'R1 notation, e.g. goblins:3.' }) card: string,
    @Args('expectedVersion', {
      type: () => Int,
      description: 'The match version the move was chosen at (Match.version); VERSION_CONFLICT otherwise.',
    })
    expectedVersion: number,
    @Args('idempotencyKey', IDEMPOTENCY_KEY_ARG) idempotencyKey?: string | null,
  ): Promise<MatchModel> {
    const command = playCommand(card);
    const request = requestMeta(context, idempotencyKey);
    return toMatchModel(await this.matches.move({ caller: user, matchId, command, expectedVersion, request }));
  }

  @Mutation(() => MatchModel, {
    description: 'Makes the pending decision (Seer, prize, Vampire, smash, Cthulhu, Skeleton, pass).',
  })
  @RequireScopes('match:play')
  @RateLimit('moves')
  async decide(
    @CurrentUser() user: AuthUser,
    @Context() context: GraphQLContext,
    @Args('matchId', { type: () => ID, description: 'Match id.' }) matchId: string,
    @Args('decision', { description: 'The decision; set exactly one field.' }) decision: DecisionInput,
    @Args('expectedVersion', {
      type: () => Int,
      description: 'The match version the move was chosen at (Match.version); VERSION_CONFLICT otherwise.',
    })
    expectedVersion: number,
    @Args('idempotencyKey', IDEMPOTENCY_KEY_ARG) idempotencyKey?: string | null,
  ): Promise<MatchModel> {
    const command = decisionCommand(decision);
    const request = requestMeta(context, idempotencyKey);
    return toMatchModel(await this.matches.move({ caller: user, matchId, command, expectedVersion, request }));
  }

  @Mutation(() => MatchModel, { description: 'Resigns: the match ends and the other side wins.' })
  @RequireScopes('match:play')
  @RateLimit('moves')
  async resign(
    @CurrentUser() user: AuthUser,
    @Context() context: GraphQLContext,
    @Args('matchId', { type: () => ID, description: 'Match id.' }) matchId: string,
    @Args('idempotencyKey', IDEMPOTENCY_KEY_ARG) idempotencyKey?: string | null,
  ): Promise<MatchModel> {
    return toMatchModel(await this.matches.resign(user, matchId, requestMeta(context, idempotencyKey)));
  }

  @Mutation(() => MatchModel, { description: 'Calls the match off before the first move; nobody wins.' })
  @RequireScopes('match:play')
  @RateLimit('moves')
  async abort(
    @CurrentUser() user: AuthUser,
    @Context() context: GraphQLContext,
    @Args('matchId', { type: () => ID, description: 'Match id.' }) matchId: string,
    @Args('idempotencyKey', IDEMPOTENCY_KEY_ARG) idempotencyKey?: string | null,
  ): Promise<MatchModel> {
    return toMatchModel(await this.matches.abort(user, matchId, requestMeta(context, idempotencyKey)));
  }

  @Subscription(() => MatchUpdateModel, {
    description:
      "Each new event of a match, with the subscriber's own view right after it, once and in order. With `after` (the version you have), " +
      'the events after it that are already committed come first, so nothing falls between a read and the subscription; without it, ' +
      'only events committed after the subscription started. Without a connection token (a visitor), a match whose players let anyone ' +
      'watch is sent as the public view of R9; `signed_in` is refused with UNAUTHENTICATED, `nobody` with FORBIDDEN.',
  })
  @AllowVisitors('match:read')
  async matchUpdated(
    @CurrentUserOrVisitor() user: AuthUser | null,
    @Args('matchId', { type: () => ID, description: 'Match id.' }) matchId: string,
    @Args('after', {
      type: () => Int,
      nullable: true,
      description: 'Send the events after this version first (-1: the whole log).',
    })
    after?: number | null,
  ): Promise<AsyncIterableIterator<{ matchUpdated: MatchUpdateModel | Error }>> {
    // The protocol is MatchStreams'; this only frames it, as GET /api/matches/{id}/stream does.
    const updates = await this.streams.open(user, matchId, after ?? null);
    return framed<MatchUpdate, { matchUpdated: MatchUpdateModel | Error }>(
      updates,
      (update) => ({ matchUpdated: toUpdateModel(update) }),
      (error) => ({ matchUpdated: error }),
    );
  }
}
