import { APP_CONFIG } from '../config/app-config';
import type { AppConfig, CorrespondenceSettings } from '../config/app-config';

export type { CorrespondenceSettings } from '../config/app-config';

export const CORRESPONDENCE_SETTINGS = Symbol('CorrespondenceSettings');

/** The `correspondence` part of the start-up configuration (src/config/app-config.ts), injectable on its own. */
export const correspondenceSettingsProvider = {
  provide: CORRESPONDENCE_SETTINGS,
  useFactory: (config: AppConfig): CorrespondenceSettings => config.correspondence,
  inject: [APP_CONFIG],
};
