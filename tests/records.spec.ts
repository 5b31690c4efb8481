import { expect, type Page, test } from '@playwright/test';
import { apiLogin, inEnglish } from './helpers';

test.beforeEach(async ({ page }) => inEnglish(page));

const centre = (page: Page) => page.getByRole('dialog', { name: 'Member centre' });
const panel = (page: Page, item: string) => centre(page).getByRole('region', { name: item, exact: true });
/** ₫ 1,234.50 or ₫ -1,234.50 as a number. */
const amount = (text: string | null) => Number((text ?? '').replace(/[^\d.-]/g, ''));

/** Opens a member-centre item of member01, signed in (the login is auth.spec.ts's). */
async function openCentre(page: Page, item: string, path = '/index') {
  await apiLogin(page, 'member01', 'Member123');
  await page.goto(path);
  await page
    .getByRole('banner')
    .getByRole('button', { name: /member01/ })
    .click();
  await page.getByRole('menuitem', { name: 'Member centre' }).click();
  await openItem(page, item);
}

async function openItem(page: Page, item: string) {
  await centre(page)
    .getByRole('navigation')
    .getByRole('button', { name: new RegExp(`^${item}`) })
    .click();
  await expect(panel(page, item).getByRole('heading', { name: item, exact: true })).toBeVisible();
}

/** The value of a figure in a totals list (a <dt> and its <dd>). */
const figure = (page: Page, item: string, label: string) =>
  panel(page, item)
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');

test('the betting record filters by period, game type and status, with totals and bet details', async ({ page }) => {
  await openCentre(page, 'Betting record');
  const bets = figure(page, 'Betting record', 'Bets');
  await expect(bets).toHaveText(/^\d+$/);
  const week = Number(await bets.textContent());
  await panel(page, 'Betting record').getByRole('button', { name: 'Last 30 days' }).click();
  await expect(bets).not.toHaveText(String(week));
  const month = Number(await bets.textContent());
  expect(month).toBeGreaterThan(week);

  await panel(page, 'Betting record').getByRole('combobox', { name: 'Game type' }).selectOption({ label: 'Lottery' });
  await expect(bets).not.toHaveText(String(month));
  const rows = panel(page, 'Betting record').getByRole('table').getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  // A lottery bet's details show its round and numbers.
  await rows
    .nth(1)
    .getByRole('button', { name: /^Details of bet/ })
    .click();
  const details = panel(page, 'Betting record').locator('.records-detail');
  await expect(details).toContainText('Round');
  await expect(details).toContainText('Numbers');

  await panel(page, 'Betting record').getByRole('combobox', { name: 'Game type' }).selectOption({ label: 'All' });
  await panel(page, 'Betting record').getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Cancelled' });
  // Cancelled bets count for nothing: a few of them, no valid bet, a row each.
  await expect(figure(page, 'Betting record', 'Valid bet')).toHaveText('₫ 0');
  const cancelled = Number(await bets.textContent());
  expect(cancelled).toBeGreaterThan(0);
  expect(cancelled).toBeLessThan(month);
  await expect(rows).toHaveCount(cancelled + 1);
});

test('the account record filters by type, with the balance after each row and the totals in and out', async ({ page }) => {
  await openCentre(page, 'Account record');
  const record = panel(page, 'Account record');
  await record.getByRole('button', { name: 'Last 30 days' }).click();
  await expect(figure(page, 'Account record', 'Total out')).not.toHaveText('₫ 0');
  await record.getByRole('button', { name: 'Deposits', exact: true }).click();
  await expect(figure(page, 'Account record', 'Total out')).toHaveText('₫ 0');
  const types = record.getByRole('table').getByRole('row').locator('td:nth-child(2)');
  await expect(types.first()).toContainText('Deposit');
  for (const text of await types.allTextContents()) expect(text).toMatch(/^Deposit/);
  await record.getByRole('button', { name: 'Bets', exact: true }).click();
  await expect(figure(page, 'Account record', 'Total in')).toHaveText('₫ 0');
  await expect(types.first()).toContainText('Bet');
});

test('the profit and loss chart draws the figures beside it', async ({ page }) => {
  await openCentre(page, 'Personal profit and loss');
  const profit = panel(page, 'Personal profit and loss');
  await profit.getByRole('button', { name: 'Last 30 days' }).click();
  // The chart of the 30 days asked for (not the one shown before the click).
  const chart = profit.getByRole('img', { name: /^Profit and loss over 3\d days/ });
  await expect(chart).toBeVisible();
  const total = amount(await figure(page, 'Personal profit and loss', 'Profit/loss').textContent());
  const bars = await chart.locator('rect').evaluateAll((rects) => rects.map((r) => Number(r.getAttribute('data-value'))));
  expect(bars.length).toBeGreaterThanOrEqual(30);
  expect(Math.round(bars.reduce((a, b) => a + b, 0) * 100) / 100).toBe(total);
  // The summary adds up: win/loss, bonuses and rebates make the profit.
  const [winLoss, bonus, rebate] = await Promise.all(
    ['Win/loss', 'Bonuses', 'Rebates'].map(async (l) => amount(await figure(page, 'Personal profit and loss', l).textContent())),
  );
  expect(Math.round((winLoss! + bonus! + rebate!) * 100) / 100).toBe(total);
  await profit.getByRole('combobox', { name: 'Game type' }).selectOption({ label: 'Slots' });
  await expect(profit.getByRole('table').getByRole('row')).toHaveCount(2);
});

test('bonus details show each bonus with its turnover, by type', async ({ page }) => {
  await openCentre(page, 'Bonus details');
  const bonus = panel(page, 'Bonus details');
  await bonus.getByRole('button', { name: 'Last 30 days' }).click();
  const items = bonus.getByRole('list', { name: 'Bonus details' }).getByRole('listitem');
  await expect(items.first()).toBeVisible();
  await expect(items.first().getByRole('progressbar')).toHaveAttribute('aria-valuenow', /^\d+$/);
  await bonus.getByRole('button', { name: 'Referral', exact: true }).click();
  await expect(items.first()).toContainText('Referral');
  for (const text of await items.allTextContents()) expect(text).toContain('Referral');
});

test('an activity is applied for with an image, reviewed, then claimed into the wallet', async ({ page }) => {
  await openCentre(page, 'Reward centre');
  const rewards = panel(page, 'Reward centre');
  const status = rewards.getByRole('combobox', { name: 'Status' });
  const card = rewards.getByRole('article', { name: 'Share your experience' });
  await status.selectOption({ label: 'Open to join' });
  await card.getByRole('button', { name: 'Apply' }).click();
  const form = rewards.getByRole('form', { name: 'Apply for Share your experience' });
  await form.getByRole('button', { name: 'Send application' }).click();
  await expect(form.getByText('Add at least one image.')).toBeVisible();
  await form.locator('input[type=file]').setInputFiles({
    name: 'review.png',
    mimeType: 'image/png',
    buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'),
  });
  await expect(form.getByRole('img', { name: 'review.png' })).toBeVisible();
  await form.getByRole('button', { name: 'Send application' }).click();
  await expect(rewards.getByText('Your application for Share your experience was sent. It will be reviewed soon.')).toBeVisible();
  await status.selectOption({ label: 'Under review' });
  await expect(card.getByText('Under review')).toBeVisible();
  // The review comes two minutes later on the mock clock.
  await page.request.post('/__mock/clock', { data: { advanceMs: 2 * 60_000 } });
  await openItem(page, 'Wallet');
  await openItem(page, 'Reward centre');
  await status.selectOption({ label: 'Issued' });
  await expect(card.getByText('Issued')).toBeVisible();
  const before = await page.locator('.balance__amount').textContent();
  await card.getByRole('button', { name: 'Claim' }).click();
  await expect(rewards.getByRole('status').filter({ hasText: /is in your main wallet/ })).toBeVisible();
  await expect(page.locator('.balance__amount')).not.toHaveText(before!);
});

test('a mission is claimed and the menu badge falls', async ({ page }) => {
  await openCentre(page, 'Mission activity');
  const badge = centre(page)
    .getByRole('navigation')
    .getByRole('button', { name: /^Mission activity/ });
  await expect(badge).toHaveText('Mission activity 2');
  const missions = panel(page, 'Mission activity');
  await missions.getByRole('button', { name: 'Claim reward' }).first().click();
  await expect(missions.getByRole('status').filter({ hasText: /is in your main wallet/ })).toBeVisible();
  await expect(badge).toHaveText('Mission activity 1');
});

test('an inbox message is read and the unread counts fall, in the menu and in the header', async ({ page }) => {
  await openCentre(page, 'Platform information');
  const inbox = panel(page, 'Platform information');
  const menuItem = centre(page)
    .getByRole('navigation')
    .getByRole('button', { name: /^Platform information/ });
  await expect(menuItem).toHaveText('Platform information 5');
  await expect(page.getByRole('banner').getByText('Unread messages: 5')).toBeAttached();
  await inbox.getByRole('button', { name: 'Unread: Lucky wheel: your daily spin is waiting' }).click();
  await expect(inbox.locator('.inbox-item__body')).toBeVisible();
  await expect(inbox.getByText('Unread messages: 4')).toBeVisible();
  await expect(menuItem).toHaveText('Platform information 4');
  await expect(page.getByRole('banner').getByText('Unread messages: 4')).toBeAttached();
  // Operator HTML is sanitised.
  expect(await inbox.locator('.inbox-item__body script, .inbox-item__body [onerror]').count()).toBe(0);
  await inbox.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(inbox.getByText('Unread messages: 0')).toBeVisible();
  await expect(menuItem).toHaveText('Platform information');
});

test('the invitation link is copied', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
  await openCentre(page, 'Invite friends');
  const referral = panel(page, 'Invite friends');
  await expect(referral.getByText('LUCKY-AN88', { exact: true })).toBeVisible();
  await expect(referral.getByRole('img', { name: /QR/ })).toBeVisible();
  await referral.getByRole('button', { name: 'Copy invitation link' }).click();
  await expect(referral.getByRole('button', { name: 'Copy invitation link' })).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/register?affiliateCode=LUCKY-AN88`);
});

const PANELS = [
  'Betting record',
  'Account record',
  'Personal profit and loss',
  'Bonus details',
  'Reward centre',
  'Invite friends',
  'Mission activity',
  'Platform information',
];

// One test a panel.
for (const item of PANELS) {
  test(`${item} shows its empty state (empty scenario)`, async ({ page }) => {
    await openCentre(page, item, '/index?scenario=empty');
    await expect(panel(page, item).getByRole('status').first()).toBeVisible();
    await expect(panel(page, item)).not.toContainText(/not available on this site|undefined|\[object|NaN/);
  });

  test(`${item} shows a failure with a retry (server-error scenario)`, async ({ page, baseURL }) => {
    await apiLogin(page, 'member01', 'Member123');
    await page.goto('/index');
    // The signed-in page has its answers (the balance is the header's last) before every call fails.
    await expect(
      page
        .getByRole('banner')
        .getByText(/^₫\s[\d,.]+$/)
        .first(),
    ).toBeVisible();
    // Each panel shows its failure after the platform's 5xx answers are retried twice (about 3 s).
    await page.context().addCookies([{ name: 'mock_scenario', value: 'server-error', url: baseURL! }]);
    await page
      .getByRole('banner')
      .getByRole('button', { name: /member01/ })
      .click();
    await page.getByRole('menuitem', { name: 'Member centre' }).click();
    await openItem(page, item);
    await expect(panel(page, item).getByRole('alert').first()).toContainText('System error');
    await expect(panel(page, item).getByRole('button', { name: 'Try again' }).first()).toBeVisible();
  });
}
