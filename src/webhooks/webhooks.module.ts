import { Module } from '@nestjs/common';
import { WebhooksResolver } from './graphql/webhooks.resolver';
import { WebhookOutbox } from './webhook-outbox';
import { webhookSettingsProvider } from './webhook.settings';
import { WebhookWorker } from './webhook-worker';
import { WebhooksRepository } from './webhooks.repository';
import { WebhooksService } from './webhooks.service';

/** Outgoing webhooks: registration, the outbox (a sink of the notification log) and its delivery worker. */
@Module({
  providers: [
    WebhooksRepository,
    WebhooksService,
    WebhooksResolver,
    WebhookWorker,
    WebhookOutbox,
    webhookSettingsProvider,
  ],
})
export class WebhooksModule {}
