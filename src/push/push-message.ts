import type { LogEntry } from '../notifications/notification-log.repository';
import { noticeLine, noticeUrl } from '../notifications/notice-text';

/**
 * The JSON a service worker receives (web/public/sw.js shows it): built from the notice alone, so it
 * carries no card (R9). Its url is the page the notice's mail links to (noticeUrl). Push services see only the
 * ciphertext (RFC 8291).
 */
export function pushBody(entry: LogEntry, publicUrl: string): string {
  const n = entry.notification;
  return JSON.stringify({
    title: 'Claim',
    body: noticeLine(n),
    kind: n.kind,
    seq: entry.seq,
    matchId: n.matchId,
    url: noticeUrl(n, publicUrl),
  });
}
