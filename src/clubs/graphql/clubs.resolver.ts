import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { toArchivedMatchModel } from '../../archive/api/archive.mapper';
import { ArchivedMatchModel } from '../../archive/api/archive.models';
import { ARCHIVE_PAGE } from '../../archive/archive.service';
import type { AuthUser } from '../../auth/auth-user';
import { CurrentUser } from '../../auth/current-user.decorator';
import { RequireScopes } from '../../auth/require-scopes.decorator';
import {
  ClubLogEntryModel,
  ClubMemberModel,
  ClubModel,
  ClubPendingModel,
  ClubRoleEnum,
  ClubStandingModel,
  CreateClubInput,
  MyClubModel,
  UpdateClubInput,
} from '../api/clubs.models';
import type { ShownRole } from '../club';
import { CLUB_LIMITS } from '../club';
import { CLUBS_PAGE, CLUB_LOG_PAGE, ClubsService, MEMBERS_PAGE } from '../clubs.service';

const CLUB_ID = { type: () => ID, description: 'The club.' } as const;
const USERNAME = { description: 'The player (any case).' } as const;

/** Clubs (docs/players.md "Clubs", issue 31). Every change is logged in the club's log. */
@Resolver(() => ClubModel)
export class ClubsResolver {
  constructor(private readonly service: ClubsService) {}

  @Mutation(() => ClubModel, {
    description: `Creates a club; you are its owner. CONFLICT NAME_TAKEN (any case), TOO_MANY_CLUBS past ${CLUB_LIMITS.clubsPerPlayer}; BAD_USER_INPUT for a bad name, description or admission.`,
  })
  @RequireScopes('lobby')
  async createClub(
    @CurrentUser() user: AuthUser,
    @Args('input', { description: 'The new club.' }) input: CreateClubInput,
  ): Promise<ClubModel> {
    return ClubModel.from(await this.service.create(user, input));
  }

  @Mutation(() => ClubModel, {
    description: "Changes a club's description or admission (its admins; FORBIDDEN otherwise).",
  })
  @RequireScopes('lobby')
  async updateClub(
    @CurrentUser() user: AuthUser,
    @Args('clubId', CLUB_ID) clubId: string,
    @Args('input', { description: 'What to change.' }) input: UpdateClubInput,
  ): Promise<ClubModel> {
    return ClubModel.from(
      await this.service.update(user, clubId, {
        description: input.description ?? undefined,
        admission: input.admission ?? undefined,
      }),
    );
  }

  @Mutation(() => ClubStandingModel, {
    description:
      'Joins a club: at once if it is open or you were invited; a request its admins answer if it admits by request (they get a CLUB REQUESTED notice); CONFLICT INVITATION_ONLY otherwise. CLUB_FULL, TOO_MANY_CLUBS. A member joining again changes nothing.',
  })
  @RequireScopes('lobby')
  async joinClub(@CurrentUser() user: AuthUser, @Args('clubId', CLUB_ID) clubId: string): Promise<ClubStandingModel> {
    return ClubStandingModel.from(await this.service.join(user, clubId));
  }

  @Mutation(() => Boolean, {
    description:
      'Leaves a club, withdraws your request or declines an invitation; false if there was none. CONFLICT OWNER_CANNOT_LEAVE for the owner.',
  })
  @RequireScopes('lobby')
  async leaveClub(@CurrentUser() user: AuthUser, @Args('clubId', CLUB_ID) clubId: string): Promise<boolean> {
    return this.service.leave(user, clubId);
  }

  @Mutation(() => ClubStandingModel, {
    description:
      "Invites a player (the club's admins; FORBIDDEN otherwise): they get a CLUB INVITED notice; one who asked to join is admitted. CONFLICT ALREADY_MEMBER, BLOCKED (they blocked you); NOT_FOUND User. Answers their standing.",
  })
  @RequireScopes('lobby')
  async inviteToClub(
    @CurrentUser() user: AuthUser,
    @Args('clubId', CLUB_ID) clubId: string,
    @Args('username', USERNAME) username: string,
  ): Promise<ClubStandingModel> {
    return ClubStandingModel.from(await this.service.invite(user, clubId, username));
  }

  @Mutation(() => ClubStandingModel, {
    description:
      "Accepts or declines a player's request to join (the club's admins; FORBIDDEN otherwise). CONFLICT NO_REQUEST. Answers their standing.",
  })
  @RequireScopes('lobby')
  async answerClubRequest(
    @CurrentUser() user: AuthUser,
    @Args('clubId', CLUB_ID) clubId: string,
    @Args('username', USERNAME) username: string,
    @Args('accept', { description: 'true admits them; false declines.' }) accept: boolean,
  ): Promise<ClubStandingModel> {
    return ClubStandingModel.from(await this.service.answerRequest(user, clubId, username, accept));
  }

  @Mutation(() => Boolean, {
    description:
      "Removes a member (they get a CLUB REMOVED notice) or withdraws an invitation: the club's admins; an admin only by the owner; the owner never (FORBIDDEN). False if they were neither.",
  })
  @RequireScopes('lobby')
  async removeClubMember(
    @CurrentUser() user: AuthUser,
    @Args('clubId', CLUB_ID) clubId: string,
    @Args('username', USERNAME) username: string,
  ): Promise<boolean> {
    return this.service.remove(user, clubId, username);
  }

  @Mutation(() => ClubStandingModel, {
    description:
      'Makes a member an admin, or an admin a member (the owner alone; FORBIDDEN otherwise). CONFLICT NOT_A_MEMBER.',
  })
  @RequireScopes('lobby')
  async setClubRole(
    @CurrentUser() user: AuthUser,
    @Args('clubId', CLUB_ID) clubId: string,
    @Args('username', USERNAME) username: string,
    @Args('role', { type: () => ClubRoleEnum, description: '`admin` or `member`.' }) role: ShownRole,
  ): Promise<ClubStandingModel> {
    return ClubStandingModel.from(await this.service.setRole(user, clubId, username, role));
  }

  @Mutation(() => ClubModel, {
    description:
      'Hands the club to another member (the owner alone; FORBIDDEN otherwise); you stay, as an admin. They get a CLUB OWNER notice. CONFLICT NOT_A_MEMBER.',
  })
  @RequireScopes('lobby')
  async transferClub(
    @CurrentUser() user: AuthUser,
    @Args('clubId', CLUB_ID) clubId: string,
    @Args('username', USERNAME) username: string,
  ): Promise<ClubModel> {
    return ClubModel.from(await this.service.transfer(user, clubId, username));
  }

  @Mutation(() => Boolean, {
    description:
      'Deletes a club (the owner alone; FORBIDDEN otherwise): its members and invitations go, its name is free again.',
  })
  @RequireScopes('lobby')
  async deleteClub(@CurrentUser() user: AuthUser, @Args('clubId', CLUB_ID) clubId: string): Promise<boolean> {
    return this.service.delete(user, clubId);
  }

  @Query(() => ClubModel, { description: 'A club; NOT_FOUND Club for none (or a deleted one).' })
  @RequireScopes('lobby')
  async club(@Args('clubId', CLUB_ID) clubId: string): Promise<ClubModel> {
    return ClubModel.from(await this.service.club(clubId));
  }

  @Query(() => [ClubModel], { description: 'Clubs, the largest first; `search` finds a part of the name (any case).' })
  @RequireScopes('lobby')
  async clubs(
    @Args('search', { type: () => String, nullable: true, description: 'A part of the name.' }) search: string | null,
    @Args('first', { type: () => Int, defaultValue: CLUBS_PAGE.default, description: `1 to ${CLUBS_PAGE.max}.` })
    first: number,
    @Args('offset', { type: () => Int, defaultValue: 0, description: 'How many to skip, up to 10,000.' })
    offset: number,
  ): Promise<ClubModel[]> {
    return (await this.service.list(search ?? null, first, offset)).map(ClubModel.from);
  }

  @Query(() => [MyClubModel], { description: 'The clubs you belong to, by name, with your role.' })
  @RequireScopes('lobby')
  async myClubs(@CurrentUser() user: AuthUser): Promise<MyClubModel[]> {
    return (await this.service.mine(user)).map(MyClubModel.from);
  }

  @Query(() => [ClubPendingModel], { description: 'Your club invitations and requests to join, oldest first.' })
  @RequireScopes('lobby')
  async myClubInvitations(@CurrentUser() user: AuthUser): Promise<ClubPendingModel[]> {
    return (await this.service.myPending(user)).map(ClubPendingModel.from);
  }

  @Query(() => ClubStandingModel, {
    description: 'Whether you are a member of a club (your role), invited, or asking.',
  })
  @RequireScopes('lobby')
  async clubStanding(
    @CurrentUser() user: AuthUser,
    @Args('clubId', CLUB_ID) clubId: string,
  ): Promise<ClubStandingModel> {
    return ClubStandingModel.from(await this.service.standing(user, clubId));
  }

  @Query(() => [ClubMemberModel], {
    description:
      "A page of a club's members with their rating in `pool` (the club's ratings table): the rated by rating, then the rest by name.",
  })
  @RequireScopes('lobby')
  async clubMembers(
    @Args('clubId', CLUB_ID) clubId: string,
    @Args('pool', { defaultValue: 'duel', description: '`duel`, `trio` or `teams`.' }) pool: string,
    @Args('first', { type: () => Int, defaultValue: MEMBERS_PAGE.default, description: `1 to ${MEMBERS_PAGE.max}.` })
    first: number,
    @Args('offset', { type: () => Int, defaultValue: 0, description: 'How many to skip.' }) offset: number,
  ): Promise<ClubMemberModel[]> {
    return (await this.service.members(clubId, pool, first, offset)).map(ClubMemberModel.from);
  }

  @Query(() => [ArchivedMatchModel], {
    description:
      "The members' newest `running` or `finished` matches, exactly as the live list and the archive show them to you: never a card, nothing a member's hidden history withholds.",
  })
  @RequireScopes('lobby')
  async clubGames(
    @CurrentUser() user: AuthUser,
    @Args('clubId', CLUB_ID) clubId: string,
    @Args('status', { description: '`running` or `finished`.' }) status: string,
    @Args('first', { type: () => Int, defaultValue: 20, description: `1 to ${ARCHIVE_PAGE.max}.` }) first: number,
  ): Promise<ArchivedMatchModel[]> {
    return (await this.service.games(user, clubId, status, first)).map(toArchivedMatchModel);
  }

  @Query(() => [ClubPendingModel], {
    description: "A club's invitations and requests, oldest first (its admins; FORBIDDEN otherwise).",
  })
  @RequireScopes('lobby')
  async clubPending(
    @CurrentUser() user: AuthUser,
    @Args('clubId', CLUB_ID) clubId: string,
  ): Promise<ClubPendingModel[]> {
    return (await this.service.pendingOfClub(user, clubId)).map(ClubPendingModel.from);
  }

  @Query(() => [ClubLogEntryModel], {
    description:
      "A club's log, newest first (its members; FORBIDDEN otherwise): joins, leaves, removals, roles, transfers.",
  })
  @RequireScopes('lobby')
  async clubLog(
    @CurrentUser() user: AuthUser,
    @Args('clubId', CLUB_ID) clubId: string,
    @Args('first', { type: () => Int, defaultValue: CLUB_LOG_PAGE.default, description: `1 to ${CLUB_LOG_PAGE.max}.` })
    first: number,
    @Args('before', { type: () => ID, nullable: true, description: 'The last entry of the previous page.' })
    before: string | null,
  ): Promise<ClubLogEntryModel[]> {
    return (await this.service.log(user, clubId, first, before ?? null)).map(ClubLogEntryModel.from);
  }
}
