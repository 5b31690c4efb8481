/**
 * The mock platform's developer controls (`npm start` only: ../dev.ts starts them with the app's
 * own sign-in and sign-out, src/app/dev-platform.ts; the production build never contains them):
 *
 * - the "Mock platform" panel (./MockPanel.tsx), bottom-start corner: the mock clock and its moves,
 *   the scenario, sign in as a demo account, reset;
 * - the address parameters, read once on load and then removed from the address:
 *   `?mockAdvance=5m|1h|1d|end-of-day|end-of-half-month` (or any `Nm`, `Nh`, `Nd`) moves the
 *   clock before the site renders; `?mockAs=USERNAME` signs in as that account of the platform
 *   (its password is known to the mock) through the site's own login path.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { DevApp } from '../../src/app/dev-app';
import { currentScenario, type MockPlatformApi } from '../browser';
import { MockPanel } from './MockPanel';
import { formatVietnamTime, parseAdvance } from './time';

export const ADVANCE_PARAM = 'mockAdvance';
export const SIGN_IN_PARAM = 'mockAs';

/** Takes the developer parameters out of the address (before the router reads it). */
function takeParams(): { advance: string | null; as: string | null } {
  const url = new URL(window.location.href);
  const advance = url.searchParams.get(ADVANCE_PARAM);
  const as = url.searchParams.get(SIGN_IN_PARAM);
  if (advance !== null || as !== null) {
    url.searchParams.delete(ADVANCE_PARAM);
    url.searchParams.delete(SIGN_IN_PARAM);
    window.history.replaceState(window.history.state, '', url.href);
  }
  return { advance, as };
}

async function applyParams(platform: MockPlatformApi, app: DevApp): Promise<void> {
  const { advance, as } = takeParams();
  if (advance) {
    const ms = parseAdvance(advance, platform.now());
    if (ms === null) console.warn(`[mocks] ?${ADVANCE_PARAM}=${advance}: use 5m, 1h, 1d (any Nm, Nh, Nd), end-of-day or end-of-half-month`);
    else console.info(`[mocks] mock clock moved to ${formatVietnamTime(platform.advanceClock(ms))} (Vietnam time)`);
  }
  if (as) {
    const password = platform.state().accounts[as]?.password;
    if (password === undefined) {
      console.warn(`[mocks] ?${SIGN_IN_PARAM}=${as}: no such account on the mock platform`);
      return;
    }
    // Before the site renders, so its guards see the session; the site's own client then
    // loads what it shows.
    await app.signIn(as, password).then(
      () => console.info(`[mocks] signed in as ${as}`),
      (error: unknown) => console.warn(`[mocks] ?${SIGN_IN_PARAM}=${as}: the login failed`, error),
    );
  }
}

function mountPanel(platform: MockPlatformApi, app: DevApp): void {
  const host = document.createElement('div');
  host.id = 'mock-devtools';
  document.body.append(host);
  // An open site dialog makes the rest of the page inert; the panel stays usable over it.
  new MutationObserver(() => {
    if (host.hasAttribute('inert')) host.removeAttribute('inert');
  }).observe(host, { attributes: true, attributeFilter: ['inert'] });
  createRoot(host).render(
    <StrictMode>
      <MockPanel
        platform={platform}
        scenario={currentScenario()}
        // Marks every query stale and refetches those on screen, as after a reload.
        refresh={() => app.queryClient.invalidateQueries()}
        signInAs={app.signIn}
        signOut={app.signOut}
        reload={(url) => window.location.assign(url)}
      />
    </StrictMode>,
  );
}

/** Starts the controls: call after the worker started and before the site renders. */
export async function startMockDevtools(platform: MockPlatformApi, app: DevApp): Promise<void> {
  // The app's client in the console, as `__queryClient`.
  Object.assign(window, { __queryClient: app.queryClient });
  await applyParams(platform, app);
  mountPanel(platform, app);
}
