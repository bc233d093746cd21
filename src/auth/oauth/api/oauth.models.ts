import { Field, GraphQLISODateTime, ID, ObjectType } from '@nestjs/graphql';
import { ApiScopeEnum, type ApiScope } from '../../api-scope';
import type { AuthorisedApp, OAuthRequestDetails } from '../oauth.service';

@ObjectType('AuthorisedApp', {
  description: 'An app you let act for you through OAuth (docs/api.md "Authorise an app"), until you revoke it.',
})
export class AuthorisedAppModel {
  @Field(() => ID, { description: 'The authorisation (grant) id; revoke it with revokeAuthorisedApp.' })
  id!: string;

  @Field({ description: 'The client id the app gave: its own name for itself, not verified for public clients.' })
  clientId!: string;

  @Field(() => [ApiScopeEnum], { description: 'What you let it do.' })
  scopes!: ApiScope[];

  @Field(() => GraphQLISODateTime, { description: 'When you authorised it.' })
  createdAt!: Date;

  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description: 'When the authorisation ends by itself (a year after it was given).',
  })
  expiresAt!: Date | null;

  static from(app: AuthorisedApp): AuthorisedAppModel {
    return Object.assign(new AuthorisedAppModel(), { ...app, scopes: [...app.scopes] });
  }
}

@ObjectType('OAuthRequest', {
  description: "An app's pending request to act for you: what the consent page shows before you answer.",
})
export class OAuthRequestModel {
  @Field({ description: 'The request id (the consent page address /authorize/<uid>).' })
  uid!: string;

  @Field({ description: 'Who asks: the client id the app gave (any name for a public client: not verified).' })
  clientId!: string;

  @Field(() => String, { nullable: true, description: "A registered client's name; null for a public client." })
  clientName!: string | null;

  @Field({ description: 'Whether the app is a client registered with this server (it has a secret).' })
  registered!: boolean;

  @Field({ description: 'Where you will be sent back, with the code, if you agree (or with an error if not).' })
  redirectUri!: string;

  @Field(() => [ApiScopeEnum], { description: 'What the app asks to do.' })
  scopes!: ApiScope[];

  static from(request: OAuthRequestDetails): OAuthRequestModel {
    return Object.assign(new OAuthRequestModel(), { ...request, scopes: [...request.scopes] });
  }
}

@ObjectType('OAuthAnswer', { description: 'Where the browser goes next after you answered an OAuthRequest.' })
export class OAuthAnswerModel {
  @Field({
    description:
      'Open this address in the same browser that opened the request: the server then sends you on to the app.',
  })
  redirectTo!: string;
}
