import { Field, ID, ObjectType, registerEnumType } from '@nestjs/graphql';
import { UserRole } from '../generated/prisma/enums';

export { UserRole };

/** A user as the rest of the server sees it: never with the password hash. */
export interface User {
  id: string;
  username: string;
  role: UserRole;
  createdAt: Date;
}

export interface UserCredentials extends User {
  passwordHash: string;
}

registerEnumType(UserRole, { name: 'UserRole' });

@ObjectType('User')
export class UserModel implements User {
  @Field(() => ID)
  id!: string;

  @Field()
  username!: string;

  @Field(() => UserRole)
  role!: UserRole;

  @Field()
  createdAt!: Date;

  static from(user: User): UserModel {
    return Object.assign(new UserModel(), {
      id: user.id,
      username: user.username,
      role: user.role,
      createdAt: user.createdAt,
    });
  }
}
