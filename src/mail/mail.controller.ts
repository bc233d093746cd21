import { Body, Controller, Get, Header, HttpCode, Post, Query, UseGuards } from '@nestjs/common';
import { ApiExcludeController, ApiOperation } from '@nestjs/swagger';
import { RateLimit } from '../rate-limit/rate-limit.decorator';
import { RateLimitGuard } from '../rate-limit/rate-limit.guard';
import { MailService } from './mail.service';
import { PasswordResets } from './password-reset.service';

const page = (title: string, body: string): string =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><h1>${title}</h1>${body}</body></html>`;

/**
 * The links in mails: pages for a browser that work without signing in, by their token alone. Not part of
 * the bearer-token API, so not in its OpenAPI description (docs/correspondence.md documents them). Those that
 * act on a token count against the `auth` limit per client address, as their API twins do.
 */
@ApiExcludeController()
@Controller('api/mail')
export class MailController {
  constructor(
    private readonly mail: MailService,
    private readonly resets: PasswordResets,
  ) {}

  @Get('verify')
  @RateLimit('auth')
  @UseGuards(RateLimitGuard)
  @Header('content-type', 'text/html; charset=utf-8')
  @Header('cache-control', 'no-store')
  @ApiOperation({
    summary: 'Verify an e-mail address (the mailed link)',
    description:
      'The link of the verification mail: works once, for 24 h. Answers an HTML page; a bad token is BAD_USER_INPUT.',
  })
  async verify(@Query('token') token: string): Promise<string> {
    await this.mail.verify(token);
    return page('Address confirmed', '<p>Claim will mail you when it is your move.</p>');
  }

  /** A GET must not unsubscribe (link checkers follow links): it shows a button that POSTs. */
  @Get('unsubscribe')
  @Header('content-type', 'text/html; charset=utf-8')
  @ApiOperation({
    summary: 'The unsubscribe page (a button that POSTs)',
    description: 'What the List-Unsubscribe link shows in a browser; changes nothing by itself.',
  })
  unsubscribePage(@Query('token') token: string): string {
    const action = `/api/mail/unsubscribe?token=${encodeURIComponent(String(token ?? ''))}`;
    return page(
      'Unsubscribe',
      `<form method="post" action="${action.replace(/"/g, '&quot;')}"><button>Stop all notice mails</button></form>`,
    );
  }

  @Post('unsubscribe')
  @RateLimit('auth')
  @UseGuards(RateLimitGuard)
  @HttpCode(200)
  @Header('content-type', 'text/html; charset=utf-8')
  @ApiOperation({
    summary: 'One-click unsubscribe (RFC 8058 List-Unsubscribe-Post)',
    description: 'Turns off every notice mail of the address owner (the address stays). A bad token is BAD_USER_INPUT.',
  })
  async unsubscribe(@Query('token') token: string): Promise<string> {
    await this.mail.unsubscribe(token);
    return page('Unsubscribed', '<p>No more notice mails. Change this any time in your settings.</p>');
  }

  /** The link of the reset mail: a form; a GET changes nothing. */
  @Get('reset-password')
  @Header('content-type', 'text/html; charset=utf-8')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'The password reset page (a form that POSTs)', description: 'Changes nothing by itself.' })
  resetPage(@Query('token') token: string): string {
    const value = String(token ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
    return page(
      'Choose a new password',
      `<form method="post" action="/api/mail/reset-password"><input type="hidden" name="token" value="${value}">` +
        '<label>New password <input type="password" name="newPassword" autocomplete="new-password" required></label> ' +
        '<button>Set password</button></form><p>This signs you out everywhere; your API tokens keep working.</p>',
    );
  }

  @Post('reset-password')
  @RateLimit('auth')
  @UseGuards(RateLimitGuard)
  @HttpCode(200)
  @Header('content-type', 'text/html; charset=utf-8')
  @Header('cache-control', 'no-store')
  @ApiOperation({
    summary: 'Set a new password from the reset page',
    description:
      'The form of the reset page; as POST /api/password-reset/complete. A bad token or password is BAD_USER_INPUT.',
  })
  async reset(@Body() body: { token?: unknown; newPassword?: unknown }): Promise<string> {
    const text = (v: unknown): string => (typeof v === 'string' ? v : '');
    await this.resets.complete(text(body?.token), text(body?.newPassword));
    return page('Password changed', '<p>Sign in with your new password.</p>');
  }
}
