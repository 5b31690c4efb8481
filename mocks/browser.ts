/**
 * The mock platform in the browser (`npm start`): MSW's service worker answers every call.
 * The scenario comes from `?scenario=NAME` on any URL and is kept for the tab's session; the
 * platform's state (accounts, sessions, favourites, ...) survives reloads in localStorage.
 */
import { setupWorker } from 'msw/browser';
import { createMockHandlers } from './handlers';
import { isScenario, SCENARIO_PARAM, SCENARIO_STORAGE_KEY, SCENARIOS, type ScenarioName } from './platform/scenarios';
import { createInitialState, STATE_VERSION, type PlatformState, type PlatformStore } from './platform/state';

const STATE_KEY = 'mock-platform-state';

function browserStore(): PlatformStore {
  const load = (): PlatformState => {
    try {
      const saved = JSON.parse(localStorage.getItem(STATE_KEY) ?? 'null') as PlatformState | null;
      if (saved?.version === STATE_VERSION) return saved;
    } catch {
      // a broken saved state is replaced below
    }
    return createInitialState();
  };
  const store: PlatformStore = {
    state: load(),
    save() {
      localStorage.setItem(STATE_KEY, JSON.stringify(store.state));
    },
    reset() {
      store.state = createInitialState();
      store.save();
    },
  };
  return store;
}

/** Reads `?scenario=` from the address, keeps it for the tab, and returns the current one. */
export function currentScenario(): ScenarioName {
  const fromUrl = new URLSearchParams(window.location.search).get(SCENARIO_PARAM);
  if (fromUrl && isScenario(fromUrl)) {
    if (fromUrl === 'default') sessionStorage.removeItem(SCENARIO_STORAGE_KEY);
    else sessionStorage.setItem(SCENARIO_STORAGE_KEY, fromUrl);
  }
  const kept = sessionStorage.getItem(SCENARIO_STORAGE_KEY);
  return isScenario(kept) ? kept : 'default';
}

export async function startMockWorker(): Promise<void> {
  const store = browserStore();
  const worker = setupWorker(...createMockHandlers({ store, scenarioOf: () => currentScenario() }));
  await worker.start({ quiet: true, onUnhandledFrame: 'bypass' });
  const scenario = currentScenario();
  console.info(
    `[mocks] mock platform on, scenario "${scenario}": ${SCENARIOS[scenario]}\n` +
      `[mocks] demo accounts: member01/Member123, agent01/Agent123, expired01/Expired123, newbie01/Abc123456; add ?scenario=NAME to switch (${Object.keys(SCENARIOS).join(', ')}).`,
  );
  Object.assign(window, { mockPlatform: { reset: () => store.reset(), state: () => store.state } });
}
