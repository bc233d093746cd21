/* Claim's one service worker (issue 28): it keeps the app shell for offline use and shows Web Push.
 *
 * - The shell (index.html, every hashed build asset — those it names and the chunks loaded later, the
 *   lazily loaded screens and the Dutch and Korean dictionaries, listed in /shell-assets.json by the build —
 *   the manifest and icons) is cached when the worker installs and refreshed on every navigation: a reload
 *   without a network still opens the app, on any screen and in any language.
 * - GraphQL queries (never mutations) are answered from the network, and the last answer to the same query,
 *   variables and credential is kept, so an open table can be shown offline as it was last seen. They are
 *   the caller's own answers (their hand included), kept in this browser only and dropped on sign-out
 *   (the page deletes DATA_CACHE); nothing another player may not see reaches them (R9).
 * - Push: the payload is JSON built from the notice alone (src/push/push-message.ts):
 *   { title, body, kind, seq, matchId, url } — never a card (R9).
 */
const SHELL_CACHE = 'claim-shell-v2';
const DATA_CACHE = 'claim-data-v1';
/** Whether the last navigation was answered from the cache (a page that asks is told so). */
let offline = false;
const SHELL = ['/', '/manifest.webmanifest', '/icon-192.png', '/icon-512.png', '/icon.svg', '/favicon.svg'];

/**
 * Tells the app's pages that the network failed and a kept copy stood in: navigator.onLine is not enough
 * (a network that is "up" may reach nothing), so the page learns it here and probes for the way back.
 */
async function tellOffline() {
  for (const client of await self.clients.matchAll({ type: 'window', includeUncontrolled: true }))
    client.postMessage({ type: 'claim-offline' });
}

/** The build's assets index.html names (Vite hashes their names, so the list comes from the page itself). */
function assetsOf(html) {
  return [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
}

/** Every JS and CSS file of the build (web/vite.config.mts writes the list); none if it cannot be read. */
async function allAssets() {
  try {
    const response = await fetch('/shell-assets.json', { cache: 'no-store' });
    const list = response.ok ? await response.json() : [];
    return Array.isArray(list) ? list.filter((url) => typeof url === 'string' && url.startsWith('/assets/')) : [];
  } catch {
    return [];
  }
}

/** Keeps each of `urls` not kept yet (hashed names never change content); one that fails is left for later. */
async function keepAll(cache, urls) {
  await Promise.all(urls.map(async (url) => (await cache.match(url)) || cache.add(url).catch(() => undefined)));
}

async function cacheShell() {
  const cache = await caches.open(SHELL_CACHE);
  await cache.addAll(SHELL);
  const index = await cache.match('/');
  if (index) await cache.addAll(assetsOf(await index.text()));
  await keepAll(cache, await allAssets());
}

self.addEventListener('install', (event) => event.waitUntil(cacheShell().then(() => self.skipWaiting())));
self.addEventListener('activate', (event) =>
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((k) => k !== SHELL_CACHE && k !== DATA_CACHE).map((k) => caches.delete(k))),
      )
      .then(() => self.clients.claim()),
  ),
);

/** A navigation: the network's page (kept as the shell, with its assets), else the kept shell. */
async function navigation(event) {
  const request = event.request;
  const cache = await caches.open(SHELL_CACHE);
  try {
    const response = await fetch(request);
    offline = false;
    if (response.ok && (response.headers.get('content-type') || '').includes('text/html')) {
      await cache.put('/', response.clone());
      const html = await response.clone().text();
      await keepAll(cache, assetsOf(html));
      // The chunks loaded later are kept too, without holding the page up.
      event.waitUntil(allAssets().then((urls) => keepAll(cache, urls)));
    }
    return response;
  } catch (error) {
    const shell = await cache.match('/');
    if (!shell) throw error;
    // The page is not there yet to hear it; it asks (`claim-status`) once it runs.
    offline = true;
    return shell;
  }
}

/** A build asset or an icon: never changes under its name, so the kept copy first. */
async function asset(request) {
  const cache = await caches.open(SHELL_CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

async function keyOf(request, body) {
  const bytes = new TextEncoder().encode(`${request.headers.get('authorization') || ''}\n${body}`);
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
  return new Request(`/__claim-offline/graphql/${hex}`);
}

/** A GraphQL query: the network's answer (kept), else the last one kept for the same query and credential. */
async function graphqlQuery(request) {
  const body = await request.clone().text();
  let operation;
  try {
    operation = JSON.parse(body);
  } catch {
    return fetch(request);
  }
  const text = typeof operation.query === 'string' ? operation.query.trim() : '';
  if (!text.startsWith('query')) return fetch(request);
  const key = await keyOf(request, body);
  const cache = await caches.open(DATA_CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(key, response.clone());
    return response;
  } catch (error) {
    await tellOffline();
    const kept = await cache.match(key);
    if (kept) return kept;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // Apollo Sandbox and the API's own pages are not the app: never kept, never stood in for.
  if (url.pathname === '/graphql' && request.method !== 'POST') return;
  if (url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') return event.respondWith(navigation(event));
  if (request.method === 'POST' && url.pathname === '/graphql') return event.respondWith(graphqlQuery(request));
  if (request.method === 'GET' && (url.pathname.startsWith('/assets/') || SHELL.includes(url.pathname)))
    return event.respondWith(asset(request));
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'claim-status' && offline && event.source)
    event.source.postMessage({ type: 'claim-offline' });
});

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
