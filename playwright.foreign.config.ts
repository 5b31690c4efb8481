import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/lib/chromium.mjs';

// Run through `npm run test:foreign` (scripts/foreign.mjs), which builds the site, starts Prism
// over the contract and the router in front of it, and passes its address as FOREIGN_URL.
// Every screen as a member and as an agent, twice: Prism's replies are random, so each pass sees
// other data. Each file of a project visits its screens in order in one signed-in page (tests/foreign/visit.ts).
const url = process.env.FOREIGN_URL ?? 'http://127.0.0.1:4173';
const jsonReport = process.env.FOREIGN_JSON_REPORT;

export default defineConfig<object, { role: 'member' | 'agent' }>({
  testDir: 'tests/foreign',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/foreign/artifacts',
  // One page per role and pass, its screens in order; the projects run side by side.
  fullyParallel: false,
  workers: 2,
  // Random replies: a retry would hide what one reply did. A failure is a finding.
  retries: 0,
  reporter: jsonReport ? [['list'], ['json', { outputFile: jsonReport }]] : [['list']],
  // A busy machine is slow, not wrong: each screen has 90 s; a panel still loading after
  // 45 s (tests/foreign/visit.ts SETTLE_MS) counts as frozen.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: url,
    viewport: { width: 1366, height: 900 },
    locale: 'en-US',
    launchOptions: chromiumLaunchOptions(),
    screenshot: 'only-on-failure',
  },
  projects: [
    // The agent centre is for agents: a member's menu does not offer it.
    { name: 'member, pass 1', use: { role: 'member' }, testIgnore: '**/agent-centre.spec.ts' },
    { name: 'agent, pass 1', use: { role: 'agent' } },
    { name: 'member, pass 2', use: { role: 'member' }, testIgnore: '**/agent-centre.spec.ts' },
    { name: 'agent, pass 2', use: { role: 'agent' } },
  ],
});
