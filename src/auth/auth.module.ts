import { Global, Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { UsersModule } from '../users/users.module';
import { ApiTokenStrategy } from './api-tokens/api-token.strategy';
import { ApiTokensRepository } from './api-tokens/api-tokens.repository';
import { ApiTokensResolver } from './api-tokens/api-tokens.resolver';
import { ApiTokensService } from './api-tokens/api-tokens.service';
import { AddressRecorder } from './address-recorder';
import { AuthResolver } from './auth.resolver';
import { AuthService } from './auth.service';
import { GuestAccounts } from './guest-accounts';
import { JWT_AUDIENCE, JWT_ISSUER } from './jwt-claims';
import { JwtStrategy } from './jwt.strategy';
import { LoginThrottle } from './login-throttle';
import { MeResolver } from './me.resolver';
import { SessionAddressesRepository } from './session-addresses.repository';
import { Sessions } from './sessions';
import { SessionsResolver } from './sessions.resolver';
import { PasswordHasher } from './password-hasher';
import { Presence } from './presence';
import { PresenceRepository } from './presence.repository';
import { StreamCredentials } from './stream-credentials';
import { OAuthRecordsRepository } from './oauth/oauth-records.repository';
import { OAuthResolver } from './oauth/oauth.resolver';
import { OAuthServer } from './oauth/oauth-server';
import { OAuthService } from './oauth/oauth.service';
import { OAuthSweeper } from './oauth/oauth-sweeper';
import { OAuthTokenStrategy } from './oauth/oauth-token.strategy';

/** Global: streams in other modules re-check their credentials (StreamCredentials); BearerAuthGuard needs Sessions and Presence. */
@Global()
@Module({
  imports: [
    PassportModule,
    UsersModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        secret: config.jwt.secret,
        signOptions: {
          algorithm: 'HS256',
          expiresIn: config.jwt.expiresInSeconds,
          issuer: JWT_ISSUER,
          audience: JWT_AUDIENCE,
        },
        verifyOptions: { algorithms: ['HS256'], issuer: JWT_ISSUER, audience: JWT_AUDIENCE },
      }),
    }),
  ],
  providers: [
    AuthService,
    AuthResolver,
    MeResolver,
    JwtStrategy,
    PasswordHasher,
    ApiTokensRepository,
    ApiTokensService,
    ApiTokenStrategy,
    ApiTokensResolver,
    StreamCredentials,
    LoginThrottle,
    Sessions,
    SessionsResolver,
    GuestAccounts,
    PresenceRepository,
    Presence,
    OAuthRecordsRepository,
    OAuthServer,
    OAuthService,
    OAuthTokenStrategy,
    OAuthResolver,
    OAuthSweeper,
    SessionAddressesRepository,
    AddressRecorder,
  ],
  exports: [
    SessionAddressesRepository,
    AddressRecorder,
    StreamCredentials,
    Sessions,
    PasswordHasher,
    AuthService,
    GuestAccounts,
    Presence,
    ApiTokensService,
    OAuthServer,
    OAuthService,
  ],
})
export class AuthModule {}
