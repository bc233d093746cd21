import { UseGuards } from '@nestjs/common';
import { Query, Resolver } from '@nestjs/graphql';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { GqlAuthGuard } from '../auth/gql-auth.guard';
import { UserModel } from './user';
import { UsersService } from './users.service';

@Resolver(() => UserModel)
export class UsersResolver {
  constructor(private readonly users: UsersService) {}

  @Query(() => UserModel, { description: 'The authenticated user.' })
  @UseGuards(GqlAuthGuard)
  async me(@CurrentUser() caller: AuthUser): Promise<UserModel> {
    return UserModel.from(await this.users.getById(caller.id));
  }
}
