import { envDuration, parseDurations } from '../common/durations';

export const WEBHOOK_SETTINGS = Symbol('WebhookSettings');

/** How webhooks are delivered; read from the environment at start-up (docs/correspondence.md). */
export interface WebhookSettings {
  /** How often the worker looks for due deliveries; 0 turns this process's worker off. */
  readonly pollMs: number;
  /** Waits before each retry: a delivery is tried once, then once more after each of these. */
  readonly retryDelaysMs: readonly number[];
  /** How long one HTTP attempt may take. */
  readonly timeoutMs: number;
  /** Allow loopback, private and link-local targets (development and tests only). */
  readonly allowPrivateAddresses: boolean;
  /** Deliveries one worker takes per round. */
  readonly batchSize: number;
  /** Webhooks one user may register. */
  readonly maxPerUser: number;
}

export const DEFAULT_RETRY_DELAYS = '10s,1m,5m,30m,2h';

export function webhookSettingsFrom(env: NodeJS.ProcessEnv): WebhookSettings {
  return {
    pollMs: envDuration(env, 'CLAIM_WEBHOOK_POLL', 1000),
    retryDelaysMs: parseDurations(env.CLAIM_WEBHOOK_RETRY_DELAYS || DEFAULT_RETRY_DELAYS, 'CLAIM_WEBHOOK_RETRY_DELAYS'),
    timeoutMs: envDuration(env, 'CLAIM_WEBHOOK_TIMEOUT', 10_000),
    allowPrivateAddresses:
      env.CLAIM_WEBHOOKS_ALLOW_PRIVATE_ADDRESSES === 'true' || env.CLAIM_WEBHOOKS_ALLOW_PRIVATE_ADDRESSES === '1',
    batchSize: 20,
    maxPerUser: 10,
  };
}
