import { APP_CONFIG } from '../config/app-config';
import type { AppConfig, WebhookSettings } from '../config/app-config';

export type { WebhookSettings } from '../config/app-config';

export const WEBHOOK_SETTINGS = Symbol('WebhookSettings');

/** The `webhooks` part of the start-up configuration (src/config/app-config.ts), injectable on its own. */
export const webhookSettingsProvider = {
  provide: WEBHOOK_SETTINGS,
  useFactory: (config: AppConfig): WebhookSettings => config.webhooks,
  inject: [APP_CONFIG],
};
