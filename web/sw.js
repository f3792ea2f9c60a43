// Roque's service worker: after one visit, the app loads and plays with no
// network. Every file of the build is precached at install, and served from
// the cache first.
//
// The build's post_build hook (scripts/post-build.mjs) fills in VERSION (a hash
// of every file of the build) and FILES (every file, relative to this script),
// so a new build is a new sw.js, which the browser notices on its next visit.
// The new worker then installs its own cache beside the old one and WAITS: the
// page that is open keeps its files and its game. The page offers a reload
// (web/pwa/register-sw.js); only when the player accepts does the page ask this
// worker to take over ("skip-waiting"), and the old cache is deleted on
// activation.

/* The hook replaces the next two lines. Unprocessed (outside a Trunk build),
   the empty list caches nothing and everything comes from the network. */
const VERSION = 'unbuilt';
const FILES = [];

const PREFIX = 'roque-';
const CACHE = `${PREFIX}${VERSION}`;
// The folder this worker serves, e.g. https://example.org/roque/ .
const SCOPE = new URL('./', self.location.href).href;

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      // `reload` bypasses the HTTP cache: the precache must hold this build's
      // bytes, never a stale copy of a file with the same name.
      await cache.addAll(FILES.map((file) => new Request(new URL(file, SCOPE), { cache: 'reload' })));
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
      }
      // The first worker ever takes the page that installed it, so that it is
      // offline-ready at once. An update only activates once the player has
      // accepted the reload, so claiming then changes no running game.
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  if (event.data === 'skip-waiting') self.skipWaiting();
});

/** The cache key for a request in scope: the page's folder means its index.html,
    and the query string never matters (the app reads `?fen=…` itself). */
function cacheKey(url) {
  const key = new URL(url.href);
  key.search = '';
  key.hash = '';
  if (key.pathname.endsWith('/')) key.pathname += 'index.html';
  return key.href;
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (!url.href.startsWith(SCOPE)) return;
  event.respondWith(
    (async () => {
      const cache = await caches.open(CACHE);
      const hit = await cache.match(cacheKey(url));
      return hit ?? fetch(request);
    })(),
  );
});
