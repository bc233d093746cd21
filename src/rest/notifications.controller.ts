import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { RequireScopes, RequireSession } from '../auth/require-scopes.decorator';
import { DomainError } from '../common/errors';
import type { EmailAddressModel } from '../mail/api/mail.models';
import { MailService } from '../mail/mail.service';
import {
  NotificationModel,
  NotificationPreferencesModel,
  toNotificationModel,
} from '../notifications/api/notification.models';
import { NotificationsService } from '../notifications/notifications.service';
import type { PushSubscriptionModel } from '../push/api/push.models';
import { PushService } from '../push/push.service';
import { RateLimit } from '../rate-limit/rate-limit.decorator';
import { RateLimitGuard } from '../rate-limit/rate-limit.guard';
import {
  AddPushSubscriptionRequest,
  NotificationPageQuery,
  NotificationPreferencesRequest,
  SetEmailRequest,
  VerifyEmailRequest,
} from './dto/notification-requests';
import { ApiErrors, PublicErrors, graphqlRef } from './openapi-responses';

const DONE = { schema: { type: 'object', properties: { ok: { type: 'boolean', enum: [true] } }, required: ['ok'] } };

/**
 * The notification log, preferences, e-mail address and Web Push subscriptions over REST: GraphQL's
 * myNotifications, notificationPreferences, setNotificationPreferences, myEmail, setEmail, verifyEmail,
 * removeEmail, pushPublicKey, myPushSubscriptions, addPushSubscription and removePushSubscription, with
 * their services, scopes and JSON shapes.
 */
@ApiTags('notifications')
@Controller('api')
export class NotificationsController {
  constructor(
    private readonly notifications: NotificationsService,
    private readonly mail: MailService,
    private readonly push: PushService,
  ) {}

  @Get('notifications')
  @RequireScopes('match:read')
  @ApiOperation({
    summary: 'Read my notification log',
    description:
      'Entries after `after`, oldest first, as GraphQL `myNotifications` (and `myEvents(after:)` replays): seqs 1, 2, 3… without gaps, kept 30 days by default. Page on with `after` = the last seq. Never a card.',
  })
  @ApiOkResponse({ description: 'The page of entries.', schema: { type: 'array', items: graphqlRef('Notification') } })
  @ApiErrors(400)
  async log(@CurrentUser() user: AuthUser, @Query() query: NotificationPageQuery): Promise<NotificationModel[]> {
    return (await this.notifications.read(user.id, query.after ?? 0, query.first ?? 100)).map(toNotificationModel);
  }

  @Get('me/notification-preferences')
  @RequireScopes('match:read')
  @ApiOperation({
    summary: 'Read my notification preferences',
    description: 'What reaches you by e-mail and by push, as GraphQL `notificationPreferences`.',
  })
  @ApiOkResponse({ description: 'Your preferences.', schema: graphqlRef('NotificationPreferences') })
  @ApiErrors()
  async preferences(@CurrentUser() user: AuthUser): Promise<NotificationPreferencesModel> {
    return NotificationPreferencesModel.from(await this.notifications.preferences(user.id));
  }

  @Put('me/notification-preferences')
  @RequireScopes('lobby')
  @ApiOperation({
    summary: 'Set my notification preferences',
    description:
      'All three settings, replacing the current ones, as GraphQL `setNotificationPreferences`. 400 BAD_USER_INPUT for an unknown kind.',
  })
  @ApiOkResponse({ description: 'Your preferences now.', schema: graphqlRef('NotificationPreferences') })
  @ApiErrors(400)
  async setPreferences(
    @CurrentUser() user: AuthUser,
    @Body() body: NotificationPreferencesRequest,
  ): Promise<NotificationPreferencesModel> {
    return NotificationPreferencesModel.from(await this.notifications.setPreferences(user.id, body));
  }

  @Get('me/email')
  @RequireSession()
  @ApiOperation({
    summary: 'Read my e-mail address',
    description:
      'As GraphQL `myEmail`, for a signed-in session only (a personal token is refused, 403); 404 NOT_FOUND (`entity` EmailAddress) when you gave none, where GraphQL answers null.',
  })
  @ApiOkResponse({ description: 'Your address.', schema: graphqlRef('EmailAddress') })
  @ApiErrors(404)
  async email(@CurrentUser() user: AuthUser): Promise<EmailAddressModel> {
    const address = await this.mail.myAddress(user.id);
    if (!address) throw new DomainError({ code: 'NOT_FOUND', entity: 'EmailAddress' });
    return address;
  }

  @Put('me/email')
  @RequireSession()
  @ApiOperation({
    summary: 'Set or change my e-mail address (and resend its verification link)',
    description:
      'As GraphQL `setEmail`, for a signed-in session only: stores the address unverified and mails it a verification link (single use, valid 24 h); until it is followed nothing else is mailed. The same address again resends the link (a fresh one: the earlier link stops working). 400 BAD_USER_INPUT (`fields.address`).',
  })
  @ApiOkResponse({ description: 'The address, unverified.', schema: graphqlRef('EmailAddress') })
  @ApiErrors(400)
  setEmail(@CurrentUser() user: AuthUser, @Body() body: SetEmailRequest): Promise<EmailAddressModel> {
    return this.mail.setAddress(user.id, body.address);
  }

  @Delete('me/email')
  @RequireSession()
  @ApiOperation({
    summary: 'Remove my e-mail address',
    description: 'As GraphQL `removeEmail`: no more mail. 404 NOT_FOUND (`entity` EmailAddress) when there is none.',
  })
  @ApiOkResponse({ description: 'Removed.', ...DONE })
  @ApiErrors(404)
  async removeEmail(@CurrentUser() user: AuthUser): Promise<{ ok: true }> {
    await this.mail.removeAddress(user.id);
    return { ok: true };
  }

  @Post('email/verify')
  @HttpCode(200)
  @RateLimit('auth')
  @UseGuards(RateLimitGuard)
  @ApiOperation({
    summary: 'Verify an e-mail address with a mailed token',
    description:
      'As GraphQL `verifyEmail` (and the mailed link, GET /api/mail/verify, for a browser): public, by the token alone, counted per address like signing in. 400 BAD_USER_INPUT (`fields.token`) for a used, expired, unknown or superseded token.',
  })
  @ApiOkResponse({ description: 'The address is verified.', ...DONE })
  @PublicErrors(400)
  async verifyEmail(@Body() body: VerifyEmailRequest): Promise<{ ok: true }> {
    await this.mail.verify(body.token);
    return { ok: true };
  }

  @Get('push/vapid-public-key')
  @UseGuards(RateLimitGuard)
  @ApiOperation({
    summary: "The server's VAPID public key",
    description:
      'As GraphQL `pushPublicKey`: public; `publicKey` (base64url) is the `applicationServerKey` for pushManager.subscribe().',
  })
  @ApiOkResponse({
    description: 'The key.',
    schema: { type: 'object', properties: { publicKey: { type: 'string' } }, required: ['publicKey'] },
  })
  @PublicErrors()
  vapidPublicKey(): { publicKey: string } {
    return { publicKey: this.push.publicKey() };
  }

  @Get('push/subscriptions')
  @RequireScopes('match:read')
  @ApiOperation({
    summary: 'List my browsers subscribed to Web Push',
    description: 'As GraphQL `myPushSubscriptions`.',
  })
  @ApiOkResponse({
    description: 'Your subscriptions.',
    schema: { type: 'array', items: graphqlRef('PushSubscription') },
  })
  @ApiErrors()
  subscriptions(@CurrentUser() user: AuthUser): Promise<PushSubscriptionModel[]> {
    return this.push.list(user.id);
  }

  @Post('push/subscriptions')
  @HttpCode(200)
  @RequireScopes('lobby')
  @ApiOperation({
    summary: 'Subscribe a browser to Web Push',
    description:
      'As GraphQL `addPushSubscription`: its PushSubscription’s endpoint (https) and keys; at most 10 per user; an endpoint already stored moves to you. Which kinds are pushed: PUT /api/me/notification-preferences. 400 BAD_USER_INPUT (`fields.endpoint`, `fields.p256dh`, `fields.auth`).',
  })
  @ApiOkResponse({ description: 'The subscription.', schema: graphqlRef('PushSubscription') })
  @ApiErrors(400)
  subscribe(@CurrentUser() user: AuthUser, @Body() body: AddPushSubscriptionRequest): Promise<PushSubscriptionModel> {
    return this.push.subscribe(user.id, body.endpoint, body.p256dh, body.auth);
  }

  @Delete('push/subscriptions/:id')
  @RequireScopes('lobby')
  @ApiOperation({
    summary: 'Unsubscribe one of my browsers',
    description: 'As GraphQL `removePushSubscription`. 404 NOT_FOUND (`entity` PushSubscription) if it is not yours.',
  })
  @ApiParam({ name: 'id', description: 'A subscription id from GET /api/push/subscriptions.', format: 'uuid' })
  @ApiOkResponse({ description: 'Removed.', ...DONE })
  @ApiErrors(404)
  async unsubscribe(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<{ ok: true }> {
    await this.push.unsubscribe(user.id, id);
    return { ok: true };
  }
}
