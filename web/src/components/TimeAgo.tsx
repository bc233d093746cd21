import { useEffect, useState } from 'react';
import { currentLanguage } from '../i18n';
import { relativeTime } from '../util';

/** The minute, re-rendered every half minute, shared by every time on screen. */
let now = Date.now();
const listeners = new Set<() => void>();
let timer: number | undefined;

function useMinute(): number {
  const [, setTick] = useState(0);
  useEffect(() => {
    const listener = () => setTick((n) => n + 1);
    listeners.add(listener);
    timer ??= window.setInterval(() => {
      now = Date.now();
      for (const l of listeners) l();
    }, 30_000);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) {
        window.clearInterval(timer);
        timer = undefined;
      }
    };
  }, []);
  return Math.max(now, Date.now());
}

/**
 * A moment as "3 minutes ago" (a game lasts days), with the exact date and time on hover and for assistive
 * technology: a `<time>` element with its `datetime`.
 */
export function TimeAgo({ iso }: { iso: string }) {
  const at = useMinute();
  const language = currentLanguage();
  const exact = new Date(iso).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <time className="time-ago" dateTime={iso} title={exact}>
      {relativeTime(iso, language, Math.max(at, Date.parse(iso)))}
    </time>
  );
}
