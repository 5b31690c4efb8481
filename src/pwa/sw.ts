/**
 * The lite app's service worker (issue 32), built by vite-plugin-pwa with Workbox
 * (`injectManifest`: the build writes the list of files to precache into `self.__WB_MANIFEST`).
 *
 * - Precached: the offline view and the shell: the entry, the app's start and the libraries it
 *   runs on, with their CSS (the list: vite.config.ts, `precacheShell`), and the manifest.
 * - Hashed files (`/assets/`) from the cache first: they never change. Those fetched at run time
 *   (a screen's chunk, the language's texts, a font) are kept in the `assets` cache, at most 400
 *   for 60 days; the page tells the worker which it loaded (CACHE_ASSETS, register.ts).
 * - Where the browser has static routes (Chromium 123 on, `addRoutes`), the worker is not woken
 *   for what it does not change: hashed files come from the caches (the network when missing) and
 *   every other request but a page's from the network, straight. Waking the worker for each of a
 *   screen's chunks or calls put it on the way of every click: 280 ms against 60 ms for a chunk on
 *   a slow phone (issue 29).
 * - Pages (navigations) from the network first; when it fails, the offline view, in the member's
 *   language, with Try again. A page is never kept: a stale one would name files no longer there.
 * - Anything else, the API above all (replies, sessions, balances: NETWORK_ONLY_PATHS), is not
 *   touched: the browser fetches it as if there were no worker, and nothing of it is cached.
 * - A new version waits until the member chooses Reload in the page (SKIP_WAITING): nothing
 *   reloads by itself, so no open dialog or form is lost.
 */
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, getCacheKeyForURL, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ASSETS_CACHE, ASSETS_PATH, NETWORK_ONLY_PATHS, OFFLINE_PAGE, type WorkerMessage } from './paths';

/** What this worker uses of its global scope (the DOM's types, which the site's code is checked against, have none of it). */
interface ExtendableEventLike extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
/** A static route's condition and source (the Service Worker spec's RouterRule; the DOM's types have none). */
interface RouterCondition {
  urlPattern?: { pathname: string };
  requestMethod?: string;
  requestMode?: RequestMode;
  or?: RouterCondition[];
}
interface RouterRule {
  condition: RouterCondition;
  source: 'network' | 'cache' | 'fetch-event';
}
interface InstallEventLike extends ExtendableEventLike {
  addRoutes?: (rules: RouterRule[]) => Promise<void>;
}
interface WorkerScope {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
  location: Location;
  registration: { navigationPreload?: { enable(): Promise<void> } };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install', listener: (event: InstallEventLike) => void): void;
  addEventListener(type: 'activate', listener: (event: ExtendableEventLike) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableEventLike & { data: unknown }) => void): void;
}
declare const self: WorkerScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first version takes the open pages at once, so offline works from the first visit on.
clientsClaim();

// The static routes, in order (the first that matches a request wins; a page's falls through to
// the fetch handler below). Each is added alone: a browser that refuses one (an older Chromium
// without `or`) keeps the others.
self.addEventListener('install', (event) => {
  const add = event.addRoutes?.bind(event);
  if (!add) return;
  const routes: RouterRule[] = [
    { condition: { urlPattern: { pathname: `${ASSETS_PATH}*` }, requestMethod: 'GET' }, source: 'cache' },
    { condition: { or: [{ requestMode: 'cors' }, { requestMode: 'no-cors' }, { requestMode: 'same-origin' }] }, source: 'network' },
  ];
  event.waitUntil(Promise.all(routes.map((route) => add([route]).catch(() => undefined))));
});

self.addEventListener('activate', (event) => {
  // A page's request starts while the worker starts, not after.
  event.waitUntil(self.registration.navigationPreload?.enable() ?? Promise.resolve());
});

const isOwnAsset = (url: URL) => url.origin === self.location.origin && url.pathname.startsWith(ASSETS_PATH);

/** Only a file as it is: never a page the server gave for a missing one (the SPA fallback answers any path with index.html). */
const onlyFiles: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (response.status === 200 && !response.headers.get('content-type')?.startsWith('text/html') ? response : null),
};

const assets = new CacheFirst({
  cacheName: ASSETS_CACHE,
  plugins: [onlyFiles, new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 60 * 24 * 60 * 60, purgeOnQuotaError: true })],
});
registerRoute(({ url, request }) => request.method === 'GET' && isOwnAsset(url), assets);

registerRoute(
  ({ url, request }) => request.mode === 'navigate' && request.destination === 'document' && !NETWORK_ONLY_PATHS.test(url.pathname),
  async ({ request, event }) => {
    try {
      const preloaded = (await (event as { preloadResponse?: Promise<Response | undefined> }).preloadResponse) ?? null;
      return preloaded ?? (await fetch(request));
    } catch {
      return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
    }
  },
);

self.addEventListener('message', (event) => {
  const message = event.data as WorkerMessage | null;
  if (message?.type === 'SKIP_WAITING') {
    void self.skipWaiting();
  } else if (message?.type === 'CACHE_ASSETS' && Array.isArray(message.urls)) {
    const urls = message.urls.map((href) => new URL(href, self.location.href)).filter((url) => isOwnAsset(url) && !getCacheKeyForURL(url.href));
    event.waitUntil(Promise.all(urls.map((url) => assets.handle({ event, request: new Request(url.href) }).catch(() => undefined))));
  }
});
