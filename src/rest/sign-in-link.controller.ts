import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AuthService } from '../auth/auth.service';
import { PasswordResets } from '../mail/password-reset.service';
import { RateLimit } from '../rate-limit/rate-limit.decorator';
import { RateLimitGuard } from '../rate-limit/rate-limit.guard';
import { SignInLinkRequest, UseSignInLinkRequest } from './dto/password-reset-requests';
import { PublicErrors } from './openapi-responses';

const DONE = { schema: { type: 'object', properties: { ok: { type: 'boolean', enum: [true] } }, required: ['ok'] } };

const SESSION = {
  schema: {
    type: 'object',
    properties: {
      accessToken: { type: 'string', description: 'A session token: send as `Authorization: Bearer <token>`.' },
      user: {
        type: 'object',
        properties: { id: { type: 'string', format: 'uuid' }, username: { type: 'string' } },
        required: ['id', 'username'],
      },
    },
    required: ['accessToken', 'user'],
  },
};

/** Sign-in links over REST, as GraphQL's requestSignInLink and signInWithLink; public, rate-limited per address. */
@ApiTags('auth')
@Controller('api/sign-in-link')
@RateLimit('auth')
@UseGuards(RateLimitGuard)
export class SignInLinkController {
  constructor(
    private readonly links: PasswordResets,
    private readonly auth: AuthService,
  ) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Ask for a one-time sign-in link by e-mail',
    description:
      'Body `{ "login": username or e-mail address }`: for an owner whose network is locked out after failed logins. Always 200 `{ "ok": true }`, whether or not the account exists or has a verified address (the request is queued and resolved by the mail worker). The link goes only to a verified address, at most once in 5 minutes per account, and works once, for 15 minutes.',
  })
  @ApiOkResponse({ description: 'Queued.', ...DONE })
  @PublicErrors(400)
  async request(@Body() body: SignInLinkRequest): Promise<{ ok: true }> {
    await this.links.requestSignIn(body.login);
    return { ok: true };
  }

  @Post('complete')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Sign in with a mailed sign-in token',
    description:
      'Body `{ "token" }`. Works once, within 15 minutes; answers a session token. 400 BAD_USER_INPUT (`fields.token`) for an unknown, used or expired token.',
  })
  @ApiOkResponse({ description: 'Signed in.', ...SESSION })
  @PublicErrors(400)
  async complete(
    @Body() body: UseSignInLinkRequest,
  ): Promise<{ accessToken: string; user: { id: string; username: string } }> {
    const session = await this.auth.signInByLink(await this.links.useSignIn(body.token));
    return { accessToken: session.accessToken, user: { id: session.user.id, username: session.user.username } };
  }
}
