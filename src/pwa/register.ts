/**
 * Registers the lite app's service worker (src/pwa/sw.ts), in production only, after the first
 * page is drawn and loaded and the app's script is here (the entry imports this then,
 * src/main.tsx), at an idle moment, and offers a new version
 * when one is deployed: "A new version is ready" with Reload (./update-toast.ts, loaded only then).
 * Nothing reloads by itself: the new version waits until the member chooses Reload, so an open
 * dialog or a half-filled form is never lost; a tab that did not choose it keeps running.
 */
import { ASSETS_PATH, SW_URL, type WorkerMessage } from './paths';

/** Marks when the registration starts (the browser tests check it comes after the first paint). */
export const REGISTER_MARK = 'pwa:register';
/** How often an open tab asks whether a new version is out (and whenever it is shown again). */
const CHECK_EVERY_MS = 60 * 60 * 1000;

const post = (worker: ServiceWorker | null | undefined, message: WorkerMessage) => worker?.postMessage(message);

/** A moment the page has nothing else to do (the app's first render done), 3 s at most; Safari before 18 has no requestIdleCallback. */
const idle = () =>
  new Promise<void>((resolve) => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 3000 });
    else setTimeout(resolve, 300);
  });

/**
 * Tells the worker, at idle moments, each hashed file this page loads (its texts, fonts and
 * screens, those loaded before the worker ran too), which it keeps for offline: where static
 * routes send them past the worker (sw.ts), this is how it learns of them.
 */
function reportLoadedAssets(worker: ServiceWorker | null) {
  const prefix = `${window.location.origin}${ASSETS_PATH}`;
  let batch: string[] = [];
  const send = () => {
    post(worker, { type: 'CACHE_ASSETS', urls: batch });
    batch = [];
  };
  new PerformanceObserver((list) => {
    const urls = list
      .getEntries()
      .map((entry) => entry.name)
      .filter((name) => name.startsWith(prefix));
    if (urls.length === 0) return;
    if (batch.length === 0) void idle().then(send);
    batch.push(...urls);
  }).observe({ type: 'resource', buffered: true });
}

export async function registerServiceWorker(): Promise<void> {
  await idle();
  const workers = navigator.serviceWorker;
  performance.mark(REGISTER_MARK);
  // Refused (a private window of some browsers, a server without the worker): the site runs as before.
  const registration = await workers.register(SW_URL, { scope: '/' }).catch(() => null);
  if (!registration) return;
  void workers.ready.then((ready) => reportLoadedAssets(ready.active));

  let reloading = false;
  const reload = () => {
    reloading = true;
    // The version waiting now (a newer one may have replaced the one first offered).
    if (registration.waiting) post(registration.waiting, { type: 'SKIP_WAITING' });
    else window.location.reload();
  };
  // Only this tab, when its member chose Reload: the first version taking the page, or another
  // tab's Reload, change the controller too.
  workers.addEventListener('controllerchange', () => {
    if (reloading) window.location.reload();
  });
  const offer = () => {
    if (registration.waiting && workers.controller) void import('./update-toast').then((toast) => toast.showUpdateToast(reload));
  };
  offer();
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offer();
    });
  });

  const check = () => void registration.update().catch(() => undefined);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
  setInterval(check, CHECK_EVERY_MS);
}
