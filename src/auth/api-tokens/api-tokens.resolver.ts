import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { ApiScopeEnum, type ApiScope } from '../api-scope';
import type { AuthUser } from '../auth-user';
import { CurrentUser } from '../current-user.decorator';
import { RequireSession } from '../require-scopes.decorator';
import type { ApiToken } from './api-token';
import { ApiTokenModel, CreatedApiTokenModel } from './api-token.models';
import { ApiTokensService } from './api-tokens.service';

/** Token management needs a signed-in session: a token cannot mint or revoke tokens. */
@Resolver(() => ApiTokenModel)
export class ApiTokensResolver {
  constructor(private readonly tokens: ApiTokensService) {}

  @Mutation(() => CreatedApiTokenModel, {
    description:
      'Creates a personal API token for a bot or script. Signed-in sessions only. The secret is in the answer, and never again.',
  })
  @RequireSession()
  async createApiToken(
    @CurrentUser() user: AuthUser,
    @Args('name', { description: '1–100 characters, to recognise the token later.' }) name: string,
    @Args('scopes', { type: () => [ApiScopeEnum], description: 'What the token may do; at least one.' })
    scopes: ApiScope[],
  ): Promise<CreatedApiTokenModel> {
    const created = await this.tokens.create(user, name, scopes);
    return { token: toModel(created.token), secret: created.secret };
  }

  @Query(() => [ApiTokenModel], {
    description: "The caller's personal API tokens, newest first, revoked ones included. Signed-in sessions only.",
  })
  @RequireSession()
  async apiTokens(@CurrentUser() user: AuthUser): Promise<ApiTokenModel[]> {
    return (await this.tokens.list(user)).map(toModel);
  }

  @Mutation(() => ApiTokenModel, {
    description: "Revokes one of the caller's tokens at once (again is harmless). Signed-in sessions only.",
  })
  @RequireSession()
  async revokeApiToken(
    @CurrentUser() user: AuthUser,
    @Args('id', { type: () => ID, description: 'The token id.' }) id: string,
  ): Promise<ApiTokenModel> {
    return toModel(await this.tokens.revoke(user, id));
  }
}

const toModel = (token: ApiToken): ApiTokenModel => ApiTokenModel.from(token);
