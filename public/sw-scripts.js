/**
 * Pulled into the service worker ahead of Workbox's routes (vite.config.ts, `workbox.importScripts`).
 * The app's own scripts are answered from the precache as a new Response with a Blob body, not as the
 * Cache Storage response itself. Chromium makes V8 code caches for scripts a worker hands over straight
 * from Cache Storage: on a second visit it compiled every chunk and then spent ~100–200 ms of the busy
 * opening writing those caches (README, "Code caches"). A Blob body carries no cache to write or read.
 * A script not in the precache is fetched from the network, as Workbox would; offline, updates and the
 * pictures' cache are Workbox's as before.
 */
const PRECACHE = `workbox-precache-v2-${self.registration.scope}`;
// The server's `Vary: Origin` would make a module script's request (it sends its Origin) miss the copy
// Workbox stored; a hashed file is the same whoever asks.

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || !request.url.startsWith(self.registration.scope)) return;
  if (!/\/assets\/[^/?#]+\.js$/.test(request.url)) return;
  event.respondWith(
    caches
      .open(PRECACHE)
      .then((cache) => cache.match(request, { ignoreVary: true }))
      .then(async (hit) => {
        if (!hit) return fetch(request);
        const body = await hit.blob();
        return new Response(body, { status: hit.status, statusText: hit.statusText, headers: hit.headers });
      }),
  );
  // Workbox's own listener would answer the same request: this answer is the only one.
  event.stopImmediatePropagation();
});
