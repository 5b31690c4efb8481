// `npm test`: everything CI checks, in order, stopping at the first failure. The README's Scripts
// table gives each step's time on a 2-core machine.
import { step, stepCount } from './lib/proc.mjs';

/** Days ahead the mock platform's tests run again (TEST_CLOCK_DAYS), in about a minute. */
const CLOCK_AHEAD_DAYS = 12;

const started = Date.now();
await step('contract check', 'node', ['scripts/contract-check.mjs']);
await step('contract bounds (Spectral, OWASP API4)', 'spectral', [
  'lint',
  'openapi/wps.yaml',
  'openapi/relay.yaml',
  'openapi/lgw.yaml',
  '-r',
  '.spectral-owasp.yaml',
  '--fail-severity',
  'error',
  '--display-only-failures',
]);
await step('typecheck', 'tsc', ['--noEmit', '-p', 'tsconfig.json']);
await step('format and lint (biome)', 'biome', ['check', '--error-on-warnings']);
await step('layers (dependency-cruiser)', 'node', ['scripts/deps.mjs']);
await step('unit and component tests (vitest)', 'vitest', ['run']);
// The mock platform seeds its state from today: its tests again as if today were later
// (src/test/clock-ahead.ts), so one that holds only on some days fails before it lands.
await step(`the mock platform's tests ${CLOCK_AHEAD_DAYS} days ahead (vitest)`, 'vitest', ['run', 'mocks', 'src/test'], {
  env: { TEST_CLOCK_DAYS: String(CLOCK_AHEAD_DAYS) },
});
await step('size check (builds dist/)', 'node', ['scripts/size.mjs']);
await step('browser tests (Playwright, Chromium)', 'node', ['scripts/e2e.mjs', '--no-build']);
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)}s.`);
console.log(`checks: ${stepCount.passed} passed, 0 failed`);
