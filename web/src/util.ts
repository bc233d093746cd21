import { useEffect, useRef } from 'react';
import type { Translate } from '@claim/story';
import { ApiError } from './api/graphql';

/**
 * An error as a player should read it: the server's stable code (and ILLEGAL_MOVE's reason) mapped to a
 * message in the player's language; the server's own words only for what has no code of its own.
 */
export function errorText(error: unknown, t: Translate): string {
  if (error instanceof ApiError) {
    const reason = typeof error.extensions.reason === 'string' ? error.extensions.reason : null;
    if ((error.code === 'ILLEGAL_MOVE' || error.code === 'CONFLICT') && reason) {
      const known = t(`errors.reason.${reason}`);
      if (!known.startsWith('errors.')) return known;
    }
    if (error.code === 'RATE_LIMITED')
      return t('errors.RATE_LIMITED', { seconds: Number(error.extensions.retryAfter ?? 1) });
    const message = t(`errors.${error.code}`);
    if (error.code === 'BAD_USER_INPUT') {
      const fields = error.extensions.fields as Record<string, string[]> | undefined;
      const names = fields ? Object.keys(fields).map((f) => t(`fields.${f}`, { defaultValue: f })) : [];
      return names.length ? `${message} (${names.join(', ')})` : message;
    }
    return message.startsWith('errors.') ? t('errors.UNKNOWN') : message;
  }
  return t('errors.UNKNOWN');
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

/** "3 minutes ago", "in 2 days", in the given language. */
export function relativeTime(iso: string, language: string, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const units: [Intl.RelativeTimeFormatUnit, number][] = [
    ['day', 86400],
    ['hour', 3600],
    ['minute', 60],
  ];
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  for (const [unit, size] of units)
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  return format.format(seconds, 'second');
}

/** "Due in 2 days (Mon 1 Dec, 14:00)", "Time ran out 3 hours ago", or "No time limit". */
export function deadlineText(deadline: string | null, t: Translate, language: string, now = Date.now()): string {
  if (deadline === null) return t('deadline.none');
  const at = new Date(deadline);
  if (at.getTime() <= now) return t('deadline.passed', { when: relativeTime(deadline, language, now) });
  const when = at.toLocaleString(language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
  return t('deadline.due', { when: relativeTime(deadline, language, now), at: when });
}
