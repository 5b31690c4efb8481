/**
 * The entry: a few kilobytes that draw the first view before the app's script loads (issue 16).
 * On the home page it starts the first calls and draws the first banner into the HTML shell; the
 * app (./app/start.tsx: React, the router, the texts) loads once that banner is on screen, or
 * after 1.5 s at most, and takes the same replies instead of asking again.
 */
import { paintFirstBanner } from './boot/first-banner';
import { warmIntl } from './boot/intl-warm';
import { listenForInstall } from './pwa/install';
import { storedLanguageCode } from './state/language-code';
import './ui/theme.css';
import './app/shell/shell.css';

const FIRST_BANNER_WAIT_MS = 1500;

/** The app, and the face of the language's script beside it (src/i18n/fonts.ts). */
function startApp(): void {
  const app = import('./app/start');
  void import('./i18n/fonts').then((fonts) => fonts.preloadScriptFont(storedLanguageCode()));
  // The lite app's service worker (issue 32), production only: once the app's script is here (what
  // the worker precaches then comes from the HTTP cache, not the network a second time) and the
  // page has loaded and drawn; src/pwa/register.ts waits for an idle moment too.
  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    const register = () => afterPaint(() => void import('./pwa/register').then((pwa) => pwa.registerServiceWorker()));
    void app.then(() => (document.readyState === 'complete' ? register() : addEventListener('load', register, { once: true })));
  }
}

/** Runs `run` once the frame after now is painted (a hidden tab paints no frames: 100 ms at most). */
function afterPaint(run: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    run();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, 100);
}
// The browser's number and date data, which the page's first formatter would wait for (issue 16, 29).
warmIntl(document.documentElement.lang);

// The browser's offer to install the lite app may come at any time: kept for the download page.
listenForInstall();

const slot = document.getElementById('shell-banner');
const home = window.location.pathname === '/' || window.location.pathname === '/index';
// The development mock platform answers only once its worker runs, which the app starts.
const mockWorker = import.meta.env.DEV && import.meta.env.VITE_MOCKS === 'on';

if (slot && home && !mockWorker) {
  const drawn = paintFirstBanner(slot).catch(() => undefined);
  const waited = new Promise((resolve) => setTimeout(resolve, FIRST_BANNER_WAIT_MS));
  void Promise.race([drawn, waited]).then(() => afterPaint(startApp));
} else {
  startApp();
}
