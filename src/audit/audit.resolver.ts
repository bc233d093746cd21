import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { RequireScopes } from '../auth/require-scopes.decorator';
import { DomainError } from '../common/errors';
import { toMatchModel } from '../matches/api/match.mapper';
import { MatchModel } from '../matches/api/match.models';
import { MatchesService } from '../matches/matches.service';
import { AuditReportModel, UserActionModel } from './audit.models';
import { UsersService } from '../users/users.service';
import { AuditService } from './audit.service';
import { isUuid } from '../common/uuid';

const MAX_RECORD_CHARS = 1_000_000;

@Resolver()
export class AuditResolver {
  constructor(
    private readonly audit: AuditService,
    private readonly matches: MatchesService,
    private readonly users: UsersService,
  ) {}

  @Query(() => AuditReportModel, {
    description: 'Recomputes the hash chain and the replay of a stored match and names the first event that disagrees.',
  })
  @RequireScopes('match:read')
  async verifyMatch(
    @CurrentUser() user: AuthUser,
    @Args('id', { type: () => ID, description: 'Match id.' }) id: string,
  ): Promise<AuditReportModel> {
    return this.audit.verify(user, id);
  }

  @Query(() => String, {
    description:
      "The match as a claim-record/1 JSON document (R10) once it is over; before that, the caller's own redacted history (no seed, `partial: true`).",
  })
  @RequireScopes('match:read')
  async exportMatch(
    @CurrentUser() user: AuthUser,
    @Args('id', { type: () => ID, description: 'Match id.' }) id: string,
  ): Promise<string> {
    return JSON.stringify(await this.audit.export(user, id));
  }

  @Mutation(() => MatchModel, {
    description: 'Verifies a claim-record/1 document and stores it as a finished, read-only match for study.',
  })
  @RequireScopes('match:play')
  async importMatch(
    @CurrentUser() user: AuthUser,
    @Args('record', { description: 'The record as JSON text.' }) record: string,
  ): Promise<MatchModel> {
    if (record.length > MAX_RECORD_CHARS)
      throw new DomainError({ code: 'BAD_USER_INPUT', fields: { record: ['too large'] } });
    let parsed: unknown;
    try {
      parsed = JSON.parse(record);
    } catch {
      throw new DomainError({ code: 'BAD_USER_INPUT', fields: { record: ['not JSON'] } });
    }
    const id = await this.audit.import(user, parsed);
    return toMatchModel(await this.matches.viewOf(user, id));
  }

  @Query(() => [UserActionModel], { description: 'Admins only: the newest events a user caused.' })
  @RequireScopes('match:read')
  async userActions(
    @CurrentUser() user: AuthUser,
    @Args('userId', { type: () => ID, description: 'The user whose actions to list.' }) userId: string,
    @Args('first', { type: () => Int, defaultValue: 50, description: 'How many, newest first (1–500).' }) first: number,
  ): Promise<UserActionModel[]> {
    await this.users.assertAdmin(user.id);
    if (!isUuid(userId)) throw new DomainError({ code: 'BAD_USER_INPUT', fields: { userId: ['not a user id'] } });
    return this.audit.actionsOf(userId, Math.max(1, Math.min(first, 500)));
  }
}
