import { UseGuards } from '@nestjs/common';
import { Args, Context, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { AuthUser } from '../../auth/auth-user';
import { CurrentUser } from '../../auth/current-user.decorator';
import { RequireSession } from '../../auth/require-scopes.decorator';
import type { GraphQLContext } from '../../common/graphql-context';
import { RateLimit } from '../../rate-limit/rate-limit.decorator';
import { RateLimitGuard } from '../../rate-limit/rate-limit.guard';
import { AppealModel, ModerationAccountModel, ModerationEntryModel, MyModerationModel } from '../api/moderation.models';
import { APPEAL_PAGE, ModerationService } from '../moderation.service';

const ACTIONS_DOC =
  '`warn` (the player reads the reason next time and acknowledges it), `mark` / `unmark` (broke the rules: shown on the profile), `exclude` / `include` (rated play), `suspend` / `unsuspend` (no sign-in; ends sessions, tokens and app grants), `close` / `reopen`';

/**
 * Moderation over GraphQL (docs/fair-play.md "Moderation"). The moderators' routes need a signed-in session
 * (not a token) and pass ModerationService's one guard (UsersService.requireModerator): FORBIDDEN otherwise.
 */
@Resolver()
export class ModerationResolver {
  constructor(private readonly moderation: ModerationService) {}

  @Mutation(() => ModerationEntryModel, {
    description: `Moderators only: acts on an account with a reason, logged in the moderation log: ${ACTIONS_DOC}. Acting twice is CONFLICT (ALREADY_MARKED, NOT_MARKED, ALREADY_SUSPENDED…; warnings may stack).`,
  })
  @RequireSession()
  async moderate(
    @CurrentUser() user: AuthUser,
    @Args('username', { description: 'The account.' }) username: string,
    @Args('action', { description: 'What to do.' }) action: string,
    @Args('reason', { description: 'Why, 1 to 2000 characters (a warning: what the player reads).' }) reason: string,
  ): Promise<ModerationEntryModel> {
    return ModerationEntryModel.from(await this.moderation.moderate(user, username, action, reason));
  }

  @Mutation(() => ModerationEntryModel, {
    description:
      'Moderators only: annuls every counted rated result of a marked account and recomputes every rating from the log without them (CONFLICT NOT_MARKED, NOTHING_TO_ANNUL).',
  })
  @RequireSession()
  async annulRatedResults(
    @CurrentUser() user: AuthUser,
    @Args('username', { description: 'The marked account.' }) username: string,
    @Args('reason', { description: 'Why, 1 to 2000 characters.' }) reason: string,
  ): Promise<ModerationEntryModel> {
    return ModerationEntryModel.from(await this.moderation.annul(user, username, reason));
  }

  @Mutation(() => ModerationEntryModel, {
    description: 'Admins only: grants (`grant: true`) or revokes the moderator role, with a reason, logged.',
  })
  @RequireSession()
  async setModerator(
    @CurrentUser() user: AuthUser,
    @Args('username', { description: 'The account.' }) username: string,
    @Args('grant', { description: 'Grant (true) or revoke (false).' }) grant: boolean,
    @Args('reason', { description: 'Why, 1 to 2000 characters.' }) reason: string,
  ): Promise<ModerationEntryModel> {
    return ModerationEntryModel.from(await this.moderation.setModerator(user, username, grant, reason));
  }

  @Query(() => ModerationAccountModel, {
    description:
      "Moderators only: an account's standing, moderation log, reports, finished matches, co-players, appeals.",
  })
  @RequireSession()
  async moderationAccount(
    @CurrentUser() user: AuthUser,
    @Args('username', { description: 'The account.' }) username: string,
  ): Promise<ModerationAccountModel> {
    return ModerationAccountModel.from(await this.moderation.account(user, username));
  }

  @Query(() => [AppealModel], { description: 'Moderators only: open appeals, oldest first.' })
  @RequireSession()
  async openAppeals(
    @CurrentUser() user: AuthUser,
    @Args('first', { type: () => Int, defaultValue: APPEAL_PAGE.default, description: `1 to ${APPEAL_PAGE.max}.` })
    first: number,
  ): Promise<AppealModel[]> {
    return (await this.moderation.openAppeals(user, first)).map(AppealModel.from);
  }

  @Mutation(() => AppealModel, {
    description:
      'Moderators only: answers an open appeal, `upheld` or `lifted` (the action is undone), with a reason; once (CONFLICT APPEAL_ANSWERED).',
  })
  @RequireSession()
  async answerAppeal(
    @CurrentUser() user: AuthUser,
    @Args('id', { description: 'Appeal id.' }) id: string,
    @Args('verdict', { description: '`upheld` or `lifted`.' }) verdict: string,
    @Args('reason', { description: 'Why, 1 to 2000 characters: the player reads it.' }) reason: string,
  ): Promise<AppealModel> {
    return AppealModel.from(await this.moderation.answerAppeal(user, id, verdict, reason));
  }

  @Query(() => MyModerationModel, {
    description: 'Your mark, warnings to acknowledge, what you may appeal, your appeals.',
  })
  @RequireSession()
  async myModeration(@CurrentUser() user: AuthUser): Promise<MyModerationModel> {
    return MyModerationModel.from(await this.moderation.mine(user));
  }

  @Mutation(() => ModerationEntryModel, {
    description: 'Acknowledges one of your warnings (CONFLICT NOT_PENDING if done).',
  })
  @RequireSession()
  async acknowledgeWarning(
    @CurrentUser() user: AuthUser,
    @Args('id', { description: 'The warning (its moderation entry id).' }) id: string,
  ): Promise<ModerationEntryModel> {
    return ModerationEntryModel.from(await this.moderation.acknowledgeWarning(user, id));
  }

  @Mutation(() => AppealModel, {
    description: 'Appeals an action taken on your account, once (CONFLICT ALREADY_APPEALED); a moderator answers.',
  })
  @RequireSession()
  async appeal(
    @CurrentUser() user: AuthUser,
    @Args('entryId', { description: 'The moderation entry appealed.' }) entryId: string,
    @Args('text', { description: 'Your appeal, 1 to 2000 characters.' }) text: string,
  ): Promise<AppealModel> {
    return AppealModel.from(await this.moderation.appeal(user, entryId, text));
  }
}

/** The appeal of a suspended account, which cannot sign in: public, and limited per address like sign-in. */
@Resolver()
@RateLimit('auth')
@UseGuards(RateLimitGuard)
export class SuspendedAppealResolver {
  constructor(private readonly moderation: ModerationService) {}

  @Mutation(() => AppealModel, {
    description:
      'A suspended or closed account appeals its suspension with its username and password (it cannot sign in; docs/fair-play.md#appeals). The same UNAUTHENTICATED as sign-in for a wrong password or an account that is not suspended; throttled like sign-in. Gives no session.',
  })
  async appealSuspension(
    @Args('username', { description: 'The suspended account.' }) username: string,
    @Args('password', { description: 'Its password.' }) password: string,
    @Args('text', { description: 'Your appeal, 1 to 2000 characters.' }) text: string,
    @Context() context: GraphQLContext,
  ): Promise<AppealModel> {
    return AppealModel.from(await this.moderation.appealSignedOut(username, password, text, context.req.ip));
  }
}
