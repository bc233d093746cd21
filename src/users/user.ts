import { Field, ID, ObjectType, registerEnumType } from '@nestjs/graphql';
import { UserRole } from '../generated/prisma/enums';

export { UserRole };

/** A user as the rest of the server sees it: never with the password hash. */
export interface User {
  id: string;
  username: string;
  role: UserRole;
  createdAt: Date;
  /** A bot account (docs/bots.md): set once, never cleared; its seats are shown as a bot's. */
  isBot: boolean;
  /** The built-in computer player's level for the server's own computer accounts; null for every other. */
  botLevel: string | null;
  /** A guest (docs/players.md "Guests"): no password, limited to playing the computer, until turned into an account. */
  isGuest: boolean;
}

export interface UserCredentials extends User {
  passwordHash: string;
  /** What a new session is signed with (src/auth/sessions.ts). */
  sessionEpoch: number;
}

registerEnumType(UserRole, {
  name: 'UserRole',
  description: 'What a user may do beyond playing.',
  valuesMap: {
    player: { description: 'A player.' },
    moderator: { description: 'A player who may also moderate (docs/fair-play.md "Moderation"); admins moderate too.' },
    admin: { description: 'A player who may also audit other users (userActions).' },
  },
});

@ObjectType('User', { description: 'A user account.' })
export class UserModel implements User {
  @Field(() => ID, { description: 'User id.' })
  id!: string;

  @Field({ description: 'Unique regardless of case; stored lower-cased.' })
  username!: string;

  @Field(() => UserRole, { description: 'What the user may do beyond playing.' })
  role!: UserRole;

  @Field({ description: 'When the account was created.' })
  createdAt!: Date;

  @Field({ description: 'A bot account (docs/bots.md): once set, never cleared; its seats are marked as a bot.' })
  isBot!: boolean;

  @Field(() => String, {
    nullable: true,
    description:
      "The built-in computer player's level (`easy`, `medium`, `hard`) for its own accounts; null otherwise.",
  })
  botLevel!: string | null;

  @Field({
    description:
      'A guest account (docs/players.md "Guests"): made by `createGuest`, without a password; turned into an account by `convertGuest`.',
  })
  isGuest!: boolean;

  static from(user: User): UserModel {
    return Object.assign(new UserModel(), {
      id: user.id,
      username: user.username,
      role: user.role,
      createdAt: user.createdAt,
      isBot: user.isBot,
      botLevel: user.botLevel,
      isGuest: user.isGuest,
    });
  }
}
