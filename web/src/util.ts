import { useEffect, useRef } from 'react';
import { ApiError } from './api/graphql';

/** An error as a player should read it: the server's message, or the fields it names. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) {
    const fields = error.extensions.fields as Record<string, string[]> | undefined;
    const details = fields ? Object.values(fields).flat() : [];
    if (details.length) return details.join(' ');
    return error.message;
  }
  return error instanceof Error ? error.message : String(error);
}

/** Calls `tick` now and then every `ms` while the page is visible; the latest `tick` is used. */
export function usePolling(tick: () => void, ms: number, active = true): void {
  const latest = useRef(tick);
  latest.current = tick;
  useEffect(() => {
    if (!active) return;
    latest.current();
    const id = window.setInterval(() => {
      if (document.visibilityState === 'visible') latest.current();
    }, ms);
    return () => window.clearInterval(id);
  }, [ms, active]);
}

/** "3 minutes ago", "in 2 days". */
export function relativeTime(iso: string, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const units: [Intl.RelativeTimeFormatUnit, number][] = [
    ['day', 86400],
    ['hour', 3600],
    ['minute', 60],
  ];
  const format = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  for (const [unit, size] of units)
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  return format.format(seconds, 'second');
}

/** "Due in 2 days (Mon 1 Dec, 14:00)", "Time is up", or "No time limit". */
export function deadlineText(deadline: string | null, now = Date.now()): string {
  if (deadline === null) return 'No time limit';
  const at = new Date(deadline);
  if (at.getTime() <= now) return `Time ran out ${relativeTime(deadline, now)}`;
  const when = at.toLocaleString(undefined, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
  return `Due ${relativeTime(deadline, now)} (${when})`;
}
