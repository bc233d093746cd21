import { Field, GraphQLISODateTime, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { NotificationKindEnum } from '../../notifications/api/notification.models';
import type { NotificationKind } from '../../notifications/notification';
import type { Webhook, WebhookDelivery } from '../webhooks.repository';

export const DeliveryStatusEnum = { PENDING: 'pending', DELIVERED: 'delivered', FAILED: 'failed' } as const;

registerEnumType(DeliveryStatusEnum, {
  name: 'WebhookDeliveryStatus',
  description: 'Where a delivery stands.',
  valuesMap: {
    PENDING: { description: 'Not delivered yet; tried again at nextAttemptAt.' },
    DELIVERED: { description: 'The receiver answered 2xx.' },
    FAILED: { description: 'Every attempt failed; no more are made.' },
  },
});

@ObjectType('Webhook', {
  description: 'An HTTPS endpoint that receives your notifications, signed (see docs/correspondence.md).',
})
export class WebhookModel {
  @Field(() => ID, { description: 'Webhook id.' })
  id!: string;

  @Field({ description: 'The HTTPS address notifications are posted to.' })
  url!: string;

  @Field(() => [NotificationKindEnum], { description: 'The notification kinds sent to it.' })
  events!: NotificationKind[];

  @Field(() => GraphQLISODateTime, { description: 'When it was registered.' })
  createdAt!: Date;

  static from(w: Webhook): WebhookModel {
    return { id: w.id, url: w.url, events: [...w.events], createdAt: w.createdAt };
  }
}

@ObjectType('CreatedWebhook', {
  description: 'A new webhook, with its signing secret: the only time the secret is shown.',
})
export class CreatedWebhookModel {
  @Field(() => WebhookModel, { description: 'The webhook.' })
  webhook!: WebhookModel;

  @Field({ description: 'The signing secret: shown only now, keep it with the receiver.' })
  secret!: string;
}

@ObjectType('WebhookDelivery', { description: 'One notification sent (or being sent) to a webhook.' })
export class WebhookDeliveryModel {
  @Field(() => ID, {
    description: "Also the webhook-id header and the body's `id`: receivers deduplicate by it.",
  })
  id!: string;

  @Field(() => NotificationKindEnum, { description: 'The notification kind delivered.' })
  event!: NotificationKind;

  @Field({ description: 'The exact JSON body posted.' })
  body!: string;

  @Field(() => DeliveryStatusEnum, { description: 'Where the delivery stands.' })
  status!: string;

  @Field(() => Int, { description: 'Attempts made so far.' })
  attempts!: number;

  @Field(() => Int, { nullable: true, description: 'HTTP status of the last attempt; null if it got no response.' })
  lastResponseCode!: number | null;

  @Field(() => String, { nullable: true, description: 'Why the last attempt failed.' })
  lastError!: string | null;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When the next attempt is due (pending only).' })
  nextAttemptAt!: Date | null;

  @Field(() => GraphQLISODateTime, { description: 'When the notification was queued.' })
  createdAt!: Date;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When the receiver accepted it; null until then.' })
  deliveredAt!: Date | null;

  static from(d: WebhookDelivery): WebhookDeliveryModel {
    return {
      id: d.id,
      event: d.event as NotificationKind,
      body: d.body,
      status: d.status,
      attempts: d.attempts,
      lastResponseCode: d.lastStatusCode,
      lastError: d.lastError,
      nextAttemptAt: d.status === 'pending' ? d.nextAttemptAt : null,
      createdAt: d.createdAt,
      deliveredAt: d.deliveredAt,
    };
  }
}
