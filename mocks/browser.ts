/**
 * The mock platform in the browser (`npm start`): MSW's service worker answers every call.
 * The scenario comes from `?scenario=NAME` on any URL and is kept for the tab's session; the
 * platform's state (accounts, sessions, favourites, money, ...) survives reloads in
 * localStorage (a saved state of another STATE_VERSION is discarded).
 *
 * In the console: `mockPlatform.reset()`, `mockPlatform.state()`, `mockPlatform.now()` and
 * `mockPlatform.advanceClock(ms)` (moves the mock clock and runs what fell due: deposits paid
 * or expired, withdrawals paid or auto-confirmed). The mock payment page the dev server serves
 * (`/__mock/deposit`) reaches this tab's platform over a BroadcastChannel.
 */
import { setupWorker } from 'msw/browser';
import { createMockHandlers } from './handlers';
import { now } from './platform/core/clock';
import { isScenario, SCENARIO_PARAM, SCENARIO_STORAGE_KEY, SCENARIOS, type ScenarioName } from './platform/core/scenarios';
import { type PlatformState, type PlatformStore, STATE_VERSION } from './platform/core/state';
import { depositPageAction, MOCK_CHANNEL } from './platform/deposit-page';
import { advanceClock, settle } from './platform/money';
import { createInitialState } from './platform/seed/platform';

const STATE_KEY = 'mock-platform-state';
/** Saving the whole state (its ledgers run to hundreds of kilobytes) waits for a quiet moment. */
const SAVE_DELAY_MS = 250;

/** A fresh platform whose real-time salary follows the real time (the live view updates by itself). */
function liveState(): PlatformState {
  const state = createInitialState();
  state.contracts.live = true;
  return state;
}

function browserStore(): PlatformStore {
  const load = (): PlatformState => {
    try {
      const saved = JSON.parse(localStorage.getItem(STATE_KEY) ?? 'null') as PlatformState | null;
      if (saved?.version === STATE_VERSION) return saved;
    } catch {
      // a broken saved state is replaced below
    }
    return liveState();
  };
  let timer: ReturnType<typeof setTimeout> | null = null;
  const write = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    try {
      localStorage.setItem(STATE_KEY, JSON.stringify(store.state));
    } catch (error) {
      console.warn('[mocks] could not save the mock platform state', error);
    }
  };
  const store: PlatformStore = {
    state: load(),
    save() {
      timer ??= setTimeout(write, SAVE_DELAY_MS);
    },
    reset() {
      store.state = liveState();
      write();
    },
  };
  window.addEventListener('pagehide', () => {
    if (timer) write();
  });
  return store;
}

/** Answers the dev server's payment page (mocks/platform/deposit-page.ts) from this tab's platform. */
function answerDepositPage(store: PlatformStore): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(MOCK_CHANNEL);
  channel.onmessage = (event: MessageEvent<{ type?: string; orderNo?: string; id?: string }>) => {
    const { type, orderNo, id } = event.data ?? {};
    if ((type !== 'deposit-get' && type !== 'deposit-pay') || !id) return;
    settle(store.state);
    const reply = depositPageAction(store.state, window.location.origin, type === 'deposit-pay' ? 'pay' : 'get', String(orderNo ?? ''));
    store.save();
    channel.postMessage({ replyTo: id, reply: reply.body });
  };
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

/** The platform of this tab, as `window.mockPlatform` (the console) and the developer controls see it. */
export interface MockPlatformApi {
  reset(): void;
  state(): PlatformState;
  /** The mock clock's time (epoch ms). */
  now(): number;
  /** Moves the mock clock forward by `ms`, runs what fell due, and returns the new time. */
  advanceClock(ms: number): number;
}

export async function startMockWorker(): Promise<MockPlatformApi> {
  const store = browserStore();
  const worker = setupWorker(...createMockHandlers({ store, scenarioOf: () => currentScenario() }));
  await worker.start({ quiet: true, onUnhandledFrame: 'bypass' });
  const scenario = currentScenario();
  console.info(
    `[mocks] mock platform on, scenario "${scenario}": ${SCENARIOS[scenario]}\n` +
      `[mocks] demo accounts: member01/Member123, agent01/Agent123 (team of 30), agent02/Agent123 (team of 150), expired01/Expired123, newbie01/Abc123456; add ?scenario=NAME to switch (${Object.keys(SCENARIOS).join(', ')}).`,
  );
  answerDepositPage(store);
  const mockPlatform: MockPlatformApi = {
    reset: () => store.reset(),
    state: () => store.state,
    now: () => now(store.state),
    advanceClock: (ms: number) => {
      const time = advanceClock(store.state, ms);
      store.save();
      return time;
    },
  };
  Object.assign(window, { mockPlatform });
  return mockPlatform;
}
