import { Query, Resolver } from '@nestjs/graphql';
import { UserModel } from '../users/user';
import { UsersService } from '../users/users.service';
import type { AuthUser } from './auth-user';
import { CurrentUser } from './current-user.decorator';
import { RequireScopes } from './require-scopes.decorator';

/** The caller's own account. Here rather than in users/: accounts know nothing of authentication. */
@Resolver(() => UserModel)
export class MeResolver {
  constructor(private readonly users: UsersService) {}

  @Query(() => UserModel, { description: 'The authenticated user.' })
  // Any credential may ask whose it is: no particular scope, but authenticated and rate-limited (`api`).
  @RequireScopes()
  async me(@CurrentUser() caller: AuthUser): Promise<UserModel> {
    return UserModel.from(await this.users.getById(caller.id));
  }
}
