/** The fair-play signals (docs/fair-play.md), as stored in `fair_play_signals.kind`. */
export const SIGNAL_KINDS = ['CO_PLAY', 'SAME_ADDRESS', 'SOFT_PLAY', 'ASSISTANCE'] as const;
export type SignalKind = (typeof SIGNAL_KINDS)[number];
