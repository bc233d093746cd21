import { envDuration } from '../common/durations';

export const CORRESPONDENCE_SETTINGS = Symbol('CorrespondenceSettings');

/** How time-outs are settled; read from the environment at start-up (docs/correspondence.md). */
export interface CorrespondenceSettings {
  /** How often this process sweeps expired deadlines; 0 turns its sweep off (claims still work). */
  readonly sweepIntervalMs: number;
  /** Expired turns one sweep round takes. */
  readonly sweepBatch: number;
  /** How long a sweeper's hold on an expired turn lasts if it dies before settling it. */
  readonly sweepLeaseMs: number;
}

export function correspondenceSettingsFrom(env: NodeJS.ProcessEnv): CorrespondenceSettings {
  return {
    sweepIntervalMs: envDuration(env, 'CLAIM_TIMEOUT_SWEEP', 60_000),
    sweepBatch: 100,
    sweepLeaseMs: 60_000,
  };
}
