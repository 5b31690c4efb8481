import { defineConfig } from '@playwright/test';

// Run through `npm run test:e2e` (scripts/e2e.mjs), which finds Chromium, builds the site and
// picks a free port. The production build is served by the mock server on one origin.
const port = Number(process.env.E2E_PORT ?? 4173);
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1366, height: 900 },
    locale: 'en-US',
    launchOptions: {
      executablePath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
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
