import { Field, GraphQLISODateTime, ID, ObjectType } from '@nestjs/graphql';
import { ApiScopeEnum, type ApiScope } from '../api-scope';
import type { ApiToken } from './api-token';

@ObjectType('ApiToken', { description: 'A personal API token, as its owner sees it: never its secret.' })
export class ApiTokenModel {
  @Field(() => ID, { description: 'Token id; revoke it with revokeApiToken.' })
  id!: string;

  @Field({ description: 'What the owner called it, e.g. the bot that uses it.' })
  name!: string;

  @Field(() => [ApiScopeEnum], { description: 'What the token may do.' })
  scopes!: ApiScope[];

  @Field({ description: 'The prefix and first characters of the secret, to tell tokens apart.' })
  hint!: string;

  @Field(() => GraphQLISODateTime, { description: 'When it was created.' })
  createdAt!: Date;

  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description: 'When it was last used, to the minute; null if never.',
  })
  lastUsedAt!: Date | null;

  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description: 'When it was revoked; a revoked token authenticates nothing.',
  })
  revokedAt!: Date | null;

  /** The token as its owner sees it (GraphQL and REST). */
  static from(token: ApiToken): ApiTokenModel {
    return Object.assign(new ApiTokenModel(), {
      id: token.id,
      name: token.name,
      scopes: [...token.scopes],
      hint: token.hint,
      createdAt: token.createdAt,
      lastUsedAt: token.lastUsedAt,
      revokedAt: token.revokedAt,
    });
  }
}

@ObjectType('CreatedApiToken', {
  description: 'A new personal API token, with its secret: the only time the secret is shown.',
})
export class CreatedApiTokenModel {
  @Field(() => ApiTokenModel, { description: 'The token.' })
  token!: ApiTokenModel;

  @Field({
    description:
      'Send it as `Authorization: Bearer <secret>` (REST, GraphQL) or connectionParams.authorization (graphql-ws). Store it now: it cannot be shown again.',
  })
  secret!: string;
}
