/** The mock platform for unit and component tests (msw/node). */
import { setupServer } from 'msw/node';
import { createMockHandlers, scenarioFromHeader } from './handlers';
import type { ScenarioName } from './platform/core/scenarios';
import { advanceClock } from './platform/money';
import { memoryStore } from './platform/seed/platform';

export const mockStore = memoryStore();
let scenario: ScenarioName | null = null;

export const mockServer = setupServer(
  ...createMockHandlers({ store: mockStore, scenarioOf: (request) => scenario ?? scenarioFromHeader(request), slowMs: 50 }),
);

/** Sets the scenario for the rest of the test (reset by `resetMocks`). */
export function useScenario(name: ScenarioName): void {
  scenario = name;
}

export function resetMocks(): void {
  scenario = null;
  mockStore.reset();
  mockServer.resetHandlers();
}

/** Moves the mock platform's clock forward by `ms` and runs what fell due; returns the new time. */
export function advanceMockClock(ms: number): number {
  return advanceClock(mockStore.state, ms);
}

// What the site's tests may use of the platform's insides: its clock and its ledger.
export { MINUTE, now } from './platform/core/clock';
export { MAIN_WALLET, mainBalance, post } from './platform/core/ledger';
