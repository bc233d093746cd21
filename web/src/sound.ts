import { useSyncExternalStore } from 'react';

/**
 * Optional sounds, off by default (a setting kept in this browser): made on the spot with WebAudio
 * oscillators, so nothing is downloaded. Two cues: your turn, and a trick you won.
 */
const STORAGE_KEY = 'claim.sounds';
const listeners = new Set<() => void>();
let enabled = readSetting();
let context: AudioContext | null = null;

function readSetting(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'on';
  } catch {
    return false;
  }
}

export function setSoundsEnabled(on: boolean): void {
  enabled = on;
  try {
    localStorage.setItem(STORAGE_KEY, on ? 'on' : 'off');
  } catch {
    // Kept for this page only.
  }
  for (const listener of listeners) listener();
  if (on) play('turn');
}

export function useSoundsEnabled(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => enabled,
  );
}

/** Notes (Hz) of each cue, played one after another. */
const CUES = { turn: [660, 880], won: [523, 659, 784] } as const;

export function play(cue: keyof typeof CUES): void {
  if (!enabled || typeof AudioContext === 'undefined') return;
  context ??= new AudioContext();
  const start = context.currentTime;
  CUES[cue].forEach((frequency, i) => {
    const osc = context!.createOscillator();
    const gain = context!.createGain();
    osc.type = 'sine';
    osc.frequency.value = frequency;
    const at = start + i * 0.12;
    // A soft attack and decay, quiet: a cue, not an alarm.
    gain.gain.setValueAtTime(0, at);
    gain.gain.linearRampToValueAtTime(0.12, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.001, at + 0.25);
    osc.connect(gain).connect(context!.destination);
    osc.start(at);
    osc.stop(at + 0.3);
  });
}
