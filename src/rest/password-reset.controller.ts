import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RateLimit } from '../rate-limit/rate-limit.decorator';
import { RateLimitGuard } from '../rate-limit/rate-limit.guard';
import { PasswordResets } from '../mail/password-reset.service';
import { CompletePasswordResetRequest, PasswordResetRequest } from './dto/password-reset-requests';
import { PublicErrors } from './openapi-responses';

const DONE = { schema: { type: 'object', properties: { ok: { type: 'boolean', enum: [true] } }, required: ['ok'] } };

/** Password reset over REST, as GraphQL's requestPasswordReset and resetPassword; public, rate-limited per address. */
@ApiTags('auth')
@Controller('api/password-reset')
@RateLimit('auth')
@UseGuards(RateLimitGuard)
export class PasswordResetController {
  constructor(private readonly resets: PasswordResets) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Ask for a password reset link by e-mail',
    description:
      'Body `{ "login": username or e-mail address }`. Always 200 `{ "ok": true }`, whether or not the account exists or has a verified address (nothing is disclosed, by answer or by timing: the request is queued and resolved by the mail worker). The link goes only to a verified address, at most once in 5 minutes per account.',
  })
  @ApiOkResponse({ description: 'Queued.', ...DONE })
  @PublicErrors(400)
  async request(@Body() body: PasswordResetRequest): Promise<{ ok: true }> {
    await this.resets.request(body.login);
    return { ok: true };
  }

  @Post('complete')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Set a new password with a mailed token',
    description:
      'Body `{ "token", "newPassword" }`. The token works once, for 1 hour. Ends every signed-in session of the account, their open streams too (sign in again); personal API tokens keep working. 400 BAD_USER_INPUT (`fields.token`, `fields.newPassword`).',
  })
  @ApiOkResponse({ description: 'The password is set.', ...DONE })
  @PublicErrors(400)
  async complete(@Body() body: CompletePasswordResetRequest): Promise<{ ok: true }> {
    await this.resets.complete(body.token, body.newPassword);
    return { ok: true };
  }
}
