import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { AuthUser } from '../../auth/auth-user';
import { CurrentUser, CurrentUserOrVisitor } from '../../auth/current-user.decorator';
import { AllowVisitors, RequireScopes } from '../../auth/require-scopes.decorator';
import { toMatchModel } from '../../matches/api/match.mapper';
import { MatchModel } from '../../matches/api/match.models';
import { ARCHIVE_PAGE, ArchiveService } from '../archive.service';
import { ArchiveFilterInput, ArchivedMatchModel, ProfileModel } from '../api/archive.models';
import { toArchivedMatchModel, toProfileModel } from '../api/archive.mapper';

const PAGE = {
  type: () => Int,
  defaultValue: ARCHIVE_PAGE.default,
  description: `Page size, 1 to ${ARCHIVE_PAGE.max}.`,
} as const;

const AFTER = {
  type: () => ID,
  nullable: true,
  description: 'The id of the last match of the previous page.',
} as const;

/**
 * The public archive, the live list and profiles: readable without a token (counted per address), like
 * lichess's. Hiding one's history needs a session or a token.
 */
@Resolver(() => ArchivedMatchModel)
export class ArchiveResolver {
  constructor(private readonly archive: ArchiveService) {}

  @Query(() => [ArchivedMatchModel], {
    description:
      'Finished public matches (their players let anyone watch), newest finished first, a page at a time; filtered by `filter`.',
  })
  @AllowVisitors()
  async archivedMatches(
    @CurrentUserOrVisitor() user: AuthUser | null,
    @Args('filter', {
      type: () => ArchiveFilterInput,
      nullable: true,
      description: 'What to search by; all when absent.',
    })
    filter: ArchiveFilterInput | null,
    @Args('first', PAGE) first: number,
    @Args('after', AFTER) after?: string | null,
  ): Promise<ArchivedMatchModel[]> {
    return (await this.archive.search(filter ?? {}, first, after ?? null, user)).map(toArchivedMatchModel);
  }

  @Query(() => [ArchivedMatchModel], {
    description:
      'Running matches you may watch, newest first: without a token those whose players let anyone watch (`anyone`); signed in also `signed_in`.',
  })
  @AllowVisitors()
  async liveMatches(
    @CurrentUserOrVisitor() user: AuthUser | null,
    @Args('first', PAGE) first: number,
    @Args('after', AFTER) after?: string | null,
  ): Promise<ArchivedMatchModel[]> {
    return (await this.archive.live(user, first, after ?? null)).map(toArchivedMatchModel);
  }

  @Query(() => MatchModel, {
    description:
      'A match whose players let anyone watch, without a token: the public view of R9 while it runs (what no seat’s secret adds to), everything once it is over. Signed-in spectators use `match`.',
  })
  @AllowVisitors()
  async publicMatch(
    @CurrentUserOrVisitor() user: AuthUser | null,
    @Args('id', { type: () => ID, description: 'Match id.' }) id: string,
  ): Promise<MatchModel> {
    return toMatchModel(await this.archive.publicView(id, user));
  }

  @Query(() => ProfileModel, { description: 'A player’s profile (docs/players.md#profiles).' })
  @AllowVisitors()
  async user(
    @CurrentUserOrVisitor() user: AuthUser | null,
    @Args('username', { description: 'Their username (any case).' }) username: string,
    @Args('recent', { type: () => Int, defaultValue: 10, description: 'How many recent matches, 1 to 100.' })
    recent: number,
  ): Promise<ProfileModel> {
    return toProfileModel(await this.archive.profile(username, recent, user));
  }

  @Mutation(() => Boolean, {
    description:
      'Hides (or shows again) your history on your profile and in the archive’s player search; matches you mark with `showMatchOnProfile` stay listed.',
  })
  @RequireScopes()
  async setHistoryHidden(
    @CurrentUser() user: AuthUser,
    @Args('hidden', { description: 'True hides your history; false shows it again.' }) hidden: boolean,
  ): Promise<boolean> {
    await this.archive.setHistoryHidden(user, hidden);
    return hidden;
  }

  @Mutation(() => Boolean, { description: 'Lists one of your matches on your profile while your history is hidden.' })
  @RequireScopes()
  async showMatchOnProfile(
    @CurrentUser() user: AuthUser,
    @Args('matchId', { type: () => ID, description: 'One of your matches.' }) matchId: string,
    @Args('shown', { defaultValue: true, description: 'False stops listing it.' }) shown: boolean,
  ): Promise<boolean> {
    await this.archive.setMatchShown(user, matchId, shown);
    return shown;
  }
}
