import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { AuthUser } from '../../auth/auth-user';
import { CurrentUser } from '../../auth/current-user.decorator';
import { RequireSession } from '../../auth/require-scopes.decorator';
import { NotificationKindEnum } from '../../notifications/api/notification.models';
import type { NotificationKind } from '../../notifications/notification';
import { WebhooksService } from '../webhooks.service';
import { CreatedWebhookModel, WebhookDeliveryModel, WebhookModel } from './webhook.models';

/** Webhooks are managed from a signed-in session only: a personal API token cannot add outgoing channels for its owner's notifications. */
@Resolver(() => WebhookModel)
export class WebhooksResolver {
  constructor(private readonly service: WebhooksService) {}

  @Mutation(() => CreatedWebhookModel, {
    description:
      'Registers a webhook for your notifications of these kinds. Only http(s) URLs; deliveries are signed with the secret (yours, or one made for you and shown once).',
  })
  @RequireSession()
  async createWebhook(
    @CurrentUser() user: AuthUser,
    @Args('url', { description: 'An https:// address that is not on a private network.' }) url: string,
    @Args('events', { type: () => [NotificationKindEnum], description: 'The notification kinds to send to it.' })
    events: NotificationKind[],
    @Args('secret', {
      type: () => String,
      nullable: true,
      description: '16–200 characters; omit to get a generated one.',
    })
    secret?: string | null,
  ): Promise<CreatedWebhookModel> {
    const created = await this.service.create(user.id, url, events, secret ?? null);
    return { webhook: WebhookModel.from(created.webhook), secret: created.secret };
  }

  @Query(() => [WebhookModel], { description: 'Your webhooks, oldest first.' })
  @RequireSession()
  async webhooks(@CurrentUser() user: AuthUser): Promise<WebhookModel[]> {
    return (await this.service.list(user.id)).map(WebhookModel.from);
  }

  @Mutation(() => Boolean, { description: 'Deletes your webhook and its delivery log.' })
  @RequireSession()
  async deleteWebhook(
    @CurrentUser() user: AuthUser,
    @Args('id', { type: () => ID, description: 'Webhook id.' }) id: string,
  ): Promise<boolean> {
    await this.service.delete(user.id, id);
    return true;
  }

  @Query(() => [WebhookDeliveryModel], { description: 'The delivery log of your webhook, newest first.' })
  @RequireSession()
  async webhookDeliveries(
    @CurrentUser() user: AuthUser,
    @Args('webhookId', { type: () => ID, description: 'Webhook id.' }) webhookId: string,
    @Args('first', { type: () => Int, defaultValue: 50, description: 'At most 200.' }) first: number,
  ): Promise<WebhookDeliveryModel[]> {
    return (await this.service.deliveries(user.id, webhookId, first)).map(WebhookDeliveryModel.from);
  }
}
