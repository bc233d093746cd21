/* Claim's service worker: Web Push only (no caching). The server's push payload is JSON built from the
 * notice alone (src/push/push-message.ts): { title, body, kind, seq, matchId, url } — never a card (R9). */
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let message;
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof message.title === 'string' ? message.title : 'Claim';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof message.body === 'string' ? message.body : '',
      // One notification per match: a newer notice replaces the older one.
      tag: typeof message.matchId === 'string' ? `claim-match-${message.matchId}` : `claim-${message.seq ?? ''}`,
      data: { url: typeof message.url === 'string' ? message.url : '/' },
    }),
  );
});

// A click opens the match: in a tab of this app already open if there is one, else a new one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url ?? '/', self.location.origin);
  // Only this app's own pages are opened, whatever a payload says.
  const url = target.origin === self.location.origin ? target.href : self.location.origin + '/';
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      for (const client of windows) {
        if ('navigate' in client && 'focus' in client) return client.navigate(url).then((c) => (c ?? client).focus());
      }
      return self.clients.openWindow(url);
    }),
  );
});
