import { expect, test } from '@playwright/test';
import { checkHar } from '../scripts/lib/drift/har';
import { exitCodeOf } from '../scripts/lib/drift/report';

// The traffic of a real visit, recorded by the browser as a HAR, keeps the contract: what
// `npm run contract:verify -- --har FILE` checks for a backend team's recordings.

test('the har of a visit to the home page keeps the contract', async ({ browser, baseURL }, testInfo) => {
  const path = testInfo.outputPath('home.har');
  const context = await browser.newContext({ baseURL, recordHar: { path, content: 'embed' } });
  await context.addInitScript(() => localStorage.setItem('hisLang', 'EN'));
  const page = await context.newPage();
  await page.goto('/index');
  await expect(page.getByRole('region', { name: 'Hot games' }).getByText('Mahjong Ways 2')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Latest winners' }).getByText('ng***89')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await context.close(); // writes the HAR

  const report = checkHar(path);
  const exercised = report.operations.map((row) => row.operationId);
  expect(exercised).toEqual(expect.arrayContaining(['getSystemStatus', 'getHotGames', 'getWinnerBoard', 'getListAnnouncements']));
  const breaking = report.operations.filter((row) => row.outcome === 'breaking').map((row) => ({ operationId: row.operationId, findings: row.findings }));
  expect(breaking).toEqual([]);
  expect(exitCodeOf(report)).toBe(0);
  expect(report.coverage!.unknownCalls).toEqual([]);
  expect(report.coverage!.operationsNeverExercised).toContain('login');
});
