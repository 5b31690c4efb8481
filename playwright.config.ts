import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/lib/chromium.mjs';

// Run through `npm run test:e2e` (scripts/e2e.mjs), which finds Chromium, builds the site and
// picks a free port. The production build is served by the mock server on one origin.
const port = Number(process.env.E2E_PORT ?? 4173);
// `npm run test:e2e:stress` runs the suite with every core busy and one retry, so that a test
// which fails only sometimes is reported as flaky.
const stress = Boolean(process.env.E2E_STRESS);
const jsonReport = process.env.E2E_JSON_REPORT;

export default defineConfig({
  testDir: 'tests',
  testMatch: '**/*.spec.ts',
  // The run against an independent server has its own config (playwright.foreign.config.ts).
  testIgnore: 'foreign/**',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI || stress ? 1 : 0,
  // A test that passes only on its retry fails the run: a retry may not hide a race.
  failOnFlakyTests: true,
  reporter: jsonReport ? [['list'], ['json', { outputFile: jsonReport }]] : [['list']],
  timeout: 30_000,
  // A busy machine is slow, not wrong: waits are for states, with room for a loaded CPU.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1366, height: 900 },
    locale: 'en-US',
    launchOptions: chromiumLaunchOptions(),
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: `node scripts/mock-server.mjs --static dist --port ${port}`,
    url: `http://127.0.0.1:${port}/wps/system/status?host=localhost`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
  },
});
