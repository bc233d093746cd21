import { useSyncExternalStore } from 'react';
import { onTokenChange } from './api/graphql';

/**
 * The app offline (issue 28): one service worker (/sw.js) keeps the shell and the last answer to each query,
 * so a table opens without a network, as it was; this module registers it, knows whether the network is
 * there, and drops the kept answers when the session ends (they are the player's own view).
 *
 * Offline is what the browser says (navigator.onLine) or what the worker saw (a request failed and a kept
 * copy stood in). In the second case a small probe (/health/live, never cached) finds the way back; the
 * live views catch up themselves when their socket reconnects.
 */

/** The service worker's cache of query answers (web/public/sw.js, DATA_CACHE). */
const DATA_CACHE = 'claim-data-v1';
const PROBE_MS = 3000;

const listeners = new Set<() => void>();
let workerSawOffline = false;
let probe: number | null = null;

function notify(): void {
  for (const listener of listeners) listener();
}

function setWorkerSawOffline(value: boolean): void {
  if (workerSawOffline === value) return;
  workerSawOffline = value;
  if (value && probe === null) probe = window.setInterval(() => void tryNetwork(), PROBE_MS);
  if (!value && probe !== null) {
    window.clearInterval(probe);
    probe = null;
  }
  notify();
}

async function tryNetwork(): Promise<void> {
  try {
    const response = await fetch('/health/live', { cache: 'no-store' });
    if (response.ok) setWorkerSawOffline(false);
  } catch {
    // Still offline.
  }
}

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<{ type?: string }>) => {
    if (event.data?.type === 'claim-offline') setWorkerSawOffline(true);
  });
  // A page loaded from the kept shell asks whether that is what happened.
  navigator.serviceWorker.controller?.postMessage({ type: 'claim-status' });
  // After the page has loaded: the worker's install fetches the shell, which must not compete with it.
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  });
  window.addEventListener('online', () => void tryNetwork());
  onTokenChange((token) => {
    if (token === null && 'caches' in window) void caches.delete(DATA_CACHE);
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, () => navigator.onLine && !workerSawOffline);
}
