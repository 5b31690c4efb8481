import { expect, type Locator, type Page, test } from '@playwright/test';
import { apiLogin, inEnglish } from './helpers';

// One date and time style for the whole site (issue 30): a moment reads the same in the member
// centre and in the agent centre, in the same language on the same day.
test.beforeEach(async ({ page }) => inEnglish(page));

/** A moment in English: Nov 27, 2026, 5:40 AM (Intl may put a narrow space before AM). */
const MOMENT = /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s?[AP]M$/;

/** Opens a centre from agent01's account menu (the login is auth.spec.ts's). */
async function openCentre(page: Page, centre: 'Member centre' | 'Agent centre'): Promise<Locator> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /agent01/ })
    .click();
  await page.getByRole('menuitem', { name: centre }).click();
  const dialog = page.getByRole('dialog', { name: centre });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** One of a centre's items, opened from its menu. */
async function openItem(centre: Locator, item: string): Promise<Locator> {
  await centre
    .getByRole('navigation')
    .getByRole('button', { name: new RegExp(`^${item}( \\d+)?$`) })
    .click();
  const panel = centre.getByRole('region', { name: item, exact: true });
  await expect(panel.getByRole('heading', { name: item, exact: true })).toBeVisible();
  return panel;
}

/** The texts of a table's column, by its header, once the table has rows. */
async function column(table: Locator, header: string): Promise<string[]> {
  const rows = table.locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  const headers = (await table.locator('thead th').allTextContents()).map((h) => h.replace(/[▲▼↕]/g, '').trim());
  const index = headers.indexOf(header);
  expect(index, `${header} in ${headers.join(', ')}`).toBeGreaterThanOrEqual(0);
  const texts = await rows.locator(`:scope > :nth-child(${index + 1})`).allTextContents();
  expect(texts.length).toBeGreaterThan(0);
  return texts;
}

test('a moment reads the same in the member centre and the agent centre', async ({ page }) => {
  await apiLogin(page, 'agent01', 'Agent123');
  // Over /game (No game is open), where nothing moves behind the dialogs.
  await page.goto('/game');

  // The member centre: the account record and the betting record.
  const member = await openCentre(page, 'Member centre');
  const account = await openItem(member, 'Account record');
  const accountTimes = await column(account.getByRole('table', { name: 'Account record' }), 'Time');
  const betting = await openItem(member, 'Betting record');
  const bettingTimes = await column(betting.getByRole('table', { name: 'Betting record' }), 'Time');
  await page.keyboard.press('Escape');
  await expect(member).toBeHidden();

  // The agent centre: My contracts' history, and a salary record's payment times.
  const agent = await openCentre(page, 'Agent centre');
  const contracts = await openItem(agent, 'My contracts');
  await contracts.getByRole('tab', { name: /^Daily salary/ }).click();
  const historyTimes = await column(contracts.getByRole('table', { name: /^History of the daily salary contracts/ }), 'Time');
  const wages = await openItem(agent, 'Daily wages');
  // Paid wages (those not yet paid show a dash, or the deadline of a due one).
  const paidTimes = (await column(wages.getByRole('table', { name: 'Daily wages' }), 'Paid')).filter((text) => text !== '—' && !text.startsWith('due by'));
  expect(paidTimes.length).toBeGreaterThan(0);

  for (const times of [accountTimes, bettingTimes, historyTimes, paidTimes]) {
    for (const time of times) expect(time).toMatch(MOMENT);
  }
});
