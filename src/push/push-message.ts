import type { LogEntry } from '../notifications/notification-log.repository';
import { noticeLine } from '../notifications/notice-text';

/**
 * The JSON a service worker receives (web/public/sw.js shows it): built from the notice alone, so it
 * carries no card (R9). Push services see only the ciphertext (RFC 8291).
 */
export function pushBody(entry: LogEntry, publicUrl: string): string {
  const n = entry.notification;
  return JSON.stringify({
    title: 'Claim',
    body: noticeLine(n),
    kind: n.kind,
    seq: entry.seq,
    matchId: n.matchId,
    url: n.matchId ? `${publicUrl}/match/${encodeURIComponent(n.matchId)}` : `${publicUrl}/`,
  });
}
