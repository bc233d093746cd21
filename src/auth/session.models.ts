import { Field, GraphQLISODateTime, ID, ObjectType } from '@nestjs/graphql';
import type { SessionInfo } from './sessions';

@ObjectType('SignedInSession', {
  description:
    'One of your signed-in sessions (a browser or device you signed in on), as Settings lists it: never its token.',
})
export class SignedInSessionModel {
  @Field(() => ID, { description: 'Session id; end it with revokeSession (REST: DELETE /api/me/sessions/{id}).' })
  id!: string;

  @Field({ description: 'Whether this is the session the request came with.' })
  current!: boolean;

  @Field(() => String, {
    nullable: true,
    description:
      'The User-Agent of the browser or program that last used it (at most 300 characters); null until it is first used.',
  })
  userAgent!: string | null;

  @Field(() => GraphQLISODateTime, { description: 'When you signed in.' })
  createdAt!: Date;

  @Field(() => GraphQLISODateTime, { description: 'When it was last used, to the minute.' })
  lastUsedAt!: Date;

  @Field(() => GraphQLISODateTime, { description: 'When it expires by itself (you are then asked to sign in again).' })
  expiresAt!: Date;

  static from(session: SessionInfo): SignedInSessionModel {
    return Object.assign(new SignedInSessionModel(), {
      id: session.id,
      current: session.current,
      userAgent: session.userAgent,
      createdAt: session.createdAt,
      lastUsedAt: session.lastUsedAt,
      expiresAt: session.expiresAt,
    });
  }
}
