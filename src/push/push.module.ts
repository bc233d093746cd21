import { Module } from '@nestjs/common';
import { APP_CONFIG, AppConfig, VapidKeys, newVapidKeys } from '../config/app-config';
import { PushResolver } from './graphql/push.resolver';
import { PushOutbox } from './push-outbox';
import { PushWorker } from './push-worker';
import { PushRepository } from './push.repository';
import { PushService, VAPID_KEYS } from './push.service';

/** Web Push: browsers' subscriptions, the push outbox (a sink of the notification log) and its worker. */
@Module({
  providers: [
    PushRepository,
    PushService,
    PushResolver,
    PushOutbox,
    PushWorker,
    {
      provide: VAPID_KEYS,
      // loadEnvironmentConfig always fills vapid; a configuration built otherwise (tests) gets a fresh pair.
      useFactory: (config: AppConfig): VapidKeys => config.push.vapid ?? newVapidKeys(),
      inject: [APP_CONFIG],
    },
  ],
  exports: [PushService],
})
export class PushModule {}
