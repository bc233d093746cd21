import { Module } from '@nestjs/common';
import { WebhooksResolver } from './graphql/webhooks.resolver';
import { webhookSettingsProvider } from './webhook.settings';
import { WebhookWorker } from './webhook-worker';
import { WebhooksRepository } from './webhooks.repository';
import { WebhooksService } from './webhooks.service';

/** Outgoing webhooks: registration, the outbox (filled by notifications) and its delivery worker. */
@Module({
  providers: [WebhooksRepository, WebhooksService, WebhooksResolver, WebhookWorker, webhookSettingsProvider],
  exports: [WebhooksRepository],
})
export class WebhooksModule {}
