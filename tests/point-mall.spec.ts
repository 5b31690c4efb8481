import { expect, type Locator, type Page, test } from '@playwright/test';
import { apiLogin, inEnglish } from './helpers';

test.beforeEach(async ({ page }) => inEnglish(page));

const DAY = 86_400_000;
/** 39,058 pts or ₫ 12,000,000 as a number. */
const amount = (text: string | null) => Number((text ?? '').replace(/[^\d.-]/g, ''));
/** A figure of the points summary (a <dt> and its <dd>). */
const figure = (page: Page, label: string) =>
  page
    .locator('.pm-figures > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');
const rewards = (page: Page) => page.getByRole('list', { name: 'Rewards' });
const card = (page: Page, name: string) => rewards(page).getByRole('article', { name });
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const panel = (page: Page) => page.getByRole('tabpanel');
/** A record table's rows (the table's caption names it). */
const rows = (page: Page, table: string) => page.getByRole('table', { name: table }).locator('tbody tr');
const cell = (row: Locator, column: number) => row.locator('td').nth(column);
/** The browser's short date of a time, as the record tables write it (en-US, e.g. 11/24/26). */
/** A day as the site writes it in English (Nov 27, 2026), which begins a moment's text (Nov 27, 2026, 5:40 AM). */
const day = (time: number) => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(time);
const isoDay = (time: number) => {
  const d = new Date(time);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** Opens a page as member01, signed in (the login is auth.spec.ts's). */
async function asMember(page: Page, path = '/pointMall') {
  await apiLogin(page, 'member01', 'Member123');
  await page.goto(path);
  await expect(figure(page, 'Points balance')).toHaveText(/^[\d,]+ pts$/);
}

test('visitors see the catalogue and how points are earned, with a login prompt', async ({ page }) => {
  await page.goto('/pointMall');
  await expect(rewards(page).getByRole('listitem')).toHaveCount(8);
  await expect(card(page, 'AirPods 4')).toContainText('12,000 pts');
  await expect(card(page, 'Apple Watch SE')).toContainText('+ 1,500,000');
  await expect(card(page, 'WPS hoodie').getByRole('button', { name: 'Sold out' })).toBeDisabled();
  await expect(page.getByText(/^1 point per 1,000 of valid bets; Lottery, E-lottery: 0\.5$/)).toBeVisible();
  await expect(page.getByText('Points never expire.', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Virtual', exact: true }).click();
  await expect(rewards(page).getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: 'Physical', exact: true }).click();
  await expect(rewards(page).getByRole('listitem')).toHaveCount(6);

  await tab(page, 'Redeem history').click();
  await expect(panel(page).getByText('Log in to see this part of the points mall.')).toBeVisible();
  await tab(page, 'Rewards').click();
  await card(page, 'AirPods 4').getByRole('button', { name: 'Log in to redeem' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
});

/** Opens the redeem dialog of AirPods 4 and fills it (the password left to the caller). */
async function openAirPods(page: Page) {
  await card(page, 'AirPods 4').getByRole('button', { name: 'Redeem AirPods 4' }).click();
  const dialog = page.getByRole('dialog', { name: 'Redeem AirPods 4' });
  await expect(dialog.getByText('Points to pay')).toBeVisible();
  return dialog;
}

test('the redeem form checks its fields, and a wrong withdrawal password is refused with the form kept', async ({ page }) => {
  await asMember(page);
  const before = await figure(page, 'Points balance').textContent();
  // The catalogue says what the member cannot afford.
  await expect(card(page, 'iPhone 17 Pro 256GB').getByRole('button', { name: /^Need [\d,]+ more points$/ })).toBeDisabled();
  const dialog = await openAirPods(page);
  await dialog.getByRole('button', { name: 'Redeem now' }).click();
  await expect(dialog.getByText('Input cannot be empty.')).toHaveCount(3);

  await dialog.getByLabel('Receiving address').fill('12 Nguyễn Huệ, Phường Bến Nghé, Quận 1, TP. Hồ Chí Minh');
  await dialog.getByLabel('Mobile number').fill('09123');
  await dialog.getByLabel('Withdrawal password').fill('246810');
  await dialog.getByRole('button', { name: 'Redeem now' }).click();
  await expect(dialog.getByText('Enter a mobile number of 6 to 15 digits; it may start with +.')).toBeVisible();

  await dialog.getByLabel('Mobile number').fill('0912345678');
  await dialog.getByLabel('Withdrawal password').fill('111111');
  await dialog.getByRole('button', { name: 'Redeem now' }).click();
  await expect(dialog.getByText('The withdrawal password is wrong.')).toBeVisible();
  // The form keeps what was typed; only the password is asked again.
  await expect(dialog.getByLabel('Receiving address')).toHaveValue('12 Nguyễn Huệ, Phường Bến Nghé, Quận 1, TP. Hồ Chí Minh');
  await expect(dialog.getByLabel('Mobile number')).toHaveValue('0912345678');
  await expect(dialog.getByLabel('Withdrawal password')).toHaveValue('');
  await expect(figure(page, 'Points balance')).toHaveText(before ?? '');
});

test('a redemption with the right withdrawal password lowers the points balance and shows in the redeem history', async ({ page }) => {
  await asMember(page);
  const before = amount(await figure(page, 'Points balance').textContent());
  expect(before).toBeGreaterThanOrEqual(30_000);
  const dialog = await openAirPods(page);
  await dialog.getByLabel('Receiving address').fill('12 Nguyễn Huệ, Phường Bến Nghé, Quận 1, TP. Hồ Chí Minh');
  await dialog.getByLabel('Mobile number').fill('0912345678');
  await dialog.getByLabel('Withdrawal password').fill('246810');
  await dialog.getByRole('button', { name: 'Redeem now' }).click();
  await expect(dialog).toBeHidden();
  await expect(tab(page, 'Redeem history')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'Redemption submitted.' })).toBeVisible();
  await expect(figure(page, 'Points balance')).toHaveText(`${(before - 12_000).toLocaleString('en-US')} pts`);
  const first = rows(page, 'Redeem history').first();
  await expect(first).toContainText('AirPods 4');
  await expect(first).toContainText('In process');
  await expect(first).toContainText('091****678');
  await tab(page, 'Rewards').click();
  await expect(card(page, 'AirPods 4')).toContainText('39 left');
});

test('a points conversion adds to the main wallet, shows in the account record, and closing the member centre clears the points mall', async ({ page }) => {
  await asMember(page);
  const points = amount(await figure(page, 'Points balance').textContent());
  const main = amount(await figure(page, 'Main wallet').textContent());
  await tab(page, 'Convert').click();
  await panel(page).getByLabel('Points to convert').fill('50');
  await panel(page).getByLabel('Withdrawal password').fill('246810');
  await panel(page).getByRole('button', { name: 'Convert', exact: true }).click();
  await expect(panel(page).getByText('Convert at least 100 points, in whole points.')).toBeVisible();

  await panel(page).getByLabel('Points to convert').fill('4000');
  await expect(panel(page).getByText(/^= ₫\s40,000$/)).toBeVisible();
  await panel(page).getByLabel('Withdrawal password').fill('246810');
  await panel(page).getByRole('button', { name: 'Convert', exact: true }).click();
  const result = page.getByRole('region', { name: 'Points converted' });
  await expect(result).toContainText('4,000 pts');
  await expect(result).toContainText('₫ 40,000');
  await expect(figure(page, 'Points balance')).toHaveText(`${(points - 4_000).toLocaleString('en-US')} pts`);
  await expect(figure(page, 'Main wallet')).toHaveText(`₫ ${(main + 40_000).toLocaleString('en-US')}`);

  // The account record has the POINTS_CONVERT row.
  await page
    .getByRole('banner')
    .getByRole('button', { name: /member01/ })
    .click();
  await page.getByRole('menuitem', { name: 'Member centre' }).click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  await centre
    .getByRole('navigation')
    .getByRole('button', { name: /^Account record/ })
    .click();
  const record = centre.getByRole('region', { name: 'Account record', exact: true });
  await record.getByRole('button', { name: 'Points', exact: true }).click();
  const row = record.getByRole('table').locator('tbody tr').first();
  await expect(row).toContainText('Points conversion');
  await expect(row).toContainText('Points conversion 4,000 points');
  await expect(row).toContainText('₫ 40,000');

  // Closing the member centre clears the points mall: back on its first tab.
  await expect(tab(page, 'Convert')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Escape');
  await expect(centre).toBeHidden();
  await expect(tab(page, 'Rewards')).toHaveAttribute('aria-selected', 'true');
});

test('the redeem history filters by status: in process, rejected, approved', async ({ page }) => {
  await asMember(page);
  await tab(page, 'Redeem history').click();
  const history = rows(page, 'Redeem history');
  await expect(history.first()).toBeVisible();
  await panel(page).getByRole('button', { name: 'Custom', exact: true }).click();
  await panel(page)
    .getByLabel('From')
    .fill(isoDay(Date.now() - 60 * DAY));
  await expect(history).toHaveCount(3);

  await panel(page).getByRole('button', { name: 'In process', exact: true }).click();
  await expect(history).toHaveCount(1);
  await expect(history.first()).toContainText('Grab voucher 200.000 ₫');
  await expect(history.first()).toContainText('In process');

  await panel(page).getByRole('button', { name: 'Rejected', exact: true }).click();
  await expect(history).toHaveCount(1);
  await expect(history.first()).toContainText('AirPods 4');
  await expect(history.first()).toContainText('Address incomplete: please add the ward and district.');

  await panel(page).getByRole('button', { name: 'Approved', exact: true }).click();
  await expect(history).toHaveCount(1);
  await expect(history.first()).toContainText('Viettel top-up 100.000 ₫');
  await expect(history.first()).toContainText('Top-up code sent by SMS');
});

test('the points details show every field of a points record, filtered by date and type', async ({ page }) => {
  await asMember(page);
  await tab(page, 'Points details').click();
  const table = page.getByRole('table', { name: 'Points details' });
  const headers = [
    'Transaction no.',
    'Apply time',
    'Type',
    'Name',
    'Quantity',
    'Points required',
    'Amount required',
    'Status',
    'Points changed',
    'Points balance',
    'Remark',
    'Betting unit',
    'Points ratio',
    'Redeem amount',
    'Receiving address',
  ];
  await expect(table.locator('thead th')).toHaveText(headers);
  await expect(panel(page).getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
  const details = rows(page, 'Points details');
  await expect(details.first()).toBeVisible();
  const week = Array.from({ length: 7 }, (_, i) => day(Date.now() - i * DAY));
  for (const text of await details.locator('td:nth-child(2)').allTextContents()) expect(week).toContain(text.split(', ').slice(0, 2).join(', '));
  // An earning: its betting unit, ratio and changed points in green.
  const earned = details.filter({ hasText: 'Betting points · ' }).first();
  await expect(cell(earned, 11)).toHaveText('₫ 1,000');
  await expect(cell(earned, 8)).toHaveText(/^\+[\d,]+$/);

  await panel(page).getByRole('button', { name: 'Redeemed', exact: true }).click();
  await expect(details.first()).toContainText('Grab voucher 200.000 ₫');
  for (const text of await details.locator('td:nth-child(3)').allTextContents()) expect(text).toBe('Redeemed');

  await panel(page).getByRole('button', { name: 'Custom', exact: true }).click();
  const from = Date.now() - 30 * DAY;
  const to = Date.now() - 20 * DAY;
  await panel(page).getByLabel('From').fill(isoDay(from));
  await panel(page).getByLabel('To').fill(isoDay(to));
  await panel(page).getByRole('button', { name: 'Refunded', exact: true }).click();
  await expect(details).toHaveCount(1);
  await expect(details.first()).toContainText('AirPods 4');
  await expect(cell(details.first(), 8)).toHaveText('+12,000');
});

test('the empty scenario shows no rewards and no records', async ({ page }) => {
  await asMember(page, '/pointMall?scenario=empty');
  await expect(page.getByText('No rewards yet.')).toBeVisible();
  await expect(figure(page, 'Points balance')).toHaveText('0 pts');
  await tab(page, 'Redeem history').click();
  await expect(panel(page).getByText('No records in this period.')).toBeVisible();
  await tab(page, 'Points details').click();
  await expect(panel(page).getByText('No records in this period.')).toBeVisible();
});

test('the server-error scenario shows the error view', async ({ page }) => {
  await page.goto('/pointMall?scenario=server-error');
  await expect(
    page
      .getByRole('alert')
      .filter({ has: page.getByRole('button', { name: 'Try again' }) })
      .first(),
  ).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('body')).not.toContainText(/system\.error|undefined|\[object|pointMall\./);
});

test('with the page loaded and every call failing (server-error scenario), each section shows its error with a retry', async ({ page }) => {
  await asMember(page);
  const url = new URL(page.url());
  await page.context().addCookies([{ name: 'mock_scenario', value: 'server-error', domain: url.hostname, path: '/' }]);
  await page.getByRole('button', { name: 'Refresh', exact: true }).click();
  await expect(
    page
      .locator('.pm-summary')
      .getByRole('alert')
      .filter({ has: page.getByRole('button', { name: 'Try again' }) }),
  ).toBeVisible({ timeout: 15_000 });
  await tab(page, 'Redeem history').click();
  await expect(
    panel(page)
      .getByRole('alert')
      .filter({ has: page.getByRole('button', { name: 'Try again' }) }),
  ).toBeVisible({ timeout: 15_000 });
  await tab(page, 'Points details').click();
  await expect(
    panel(page)
      .getByRole('alert')
      .filter({ has: page.getByRole('button', { name: 'Try again' }) }),
  ).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('body')).not.toContainText(/system\.error|undefined|\[object|pointMall\./);
});
