import { Module } from '@nestjs/common';
import { WebhooksResolver } from './graphql/webhooks.resolver';
import { WEBHOOK_SETTINGS, webhookSettingsFrom } from './webhook.settings';
import { WebhookWorker } from './webhook-worker';
import { WebhooksRepository } from './webhooks.repository';
import { WebhooksService } from './webhooks.service';

/** Outgoing webhooks: registration, the outbox (filled by notifications) and its delivery worker. */
@Module({
  providers: [
    WebhooksRepository,
    WebhooksService,
    WebhooksResolver,
    WebhookWorker,
    { provide: WEBHOOK_SETTINGS, useFactory: () => webhookSettingsFrom(process.env) },
  ],
  exports: [WebhooksRepository],
})
export class WebhooksModule {}
