import { expect, type Page, test } from '@playwright/test';
import { apiLogin, headerLogin, inEnglish } from './helpers';

test.beforeEach(async ({ page }) => inEnglish(page));

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const cards = (page: Page) => section(page, 'Promotions').getByRole('article');
const balance = (page: Page) =>
  page
    .getByRole('banner')
    .getByText(/^₫\s[\d,.]+$/)
    .first();

/** Opens `path` as member01, signed in (the login is auth.spec.ts's). */
async function loginOn(page: Page, path: string) {
  await apiLogin(page, 'member01', 'Member123');
  await page.goto(path);
}

test('visitors see the promotions by category, with images, periods and countdowns, and a login card for the rest', async ({ page }) => {
  await page.goto('/promotions');
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
  const list = section(page, 'Promotions');
  await expect(cards(page)).toHaveCount(22);
  const chips = list.getByRole('navigation', { name: 'Promotion categories' });
  await expect(chips.getByRole('link', { name: 'All 22' })).toHaveAttribute('aria-current', 'page');
  await expect(chips.getByRole('link')).toHaveCount(14);

  const first = cards(page).filter({ hasText: 'First deposit bonus 100%' });
  await expect(first.getByText('HOT')).toBeVisible();
  await expect(first.getByText('Up to 5,000,000', { exact: true })).toBeVisible();
  await expect(first.getByText(/\d\d\/\d\d\/\d{4} – \d\d\/\d\d\/\d{4}$/)).toBeVisible();
  await expect(first.locator('img')).toHaveAttribute('src', /\/mock-cdn\/promotions\/8801\.svg/);
  await expect(cards(page).filter({ hasText: 'Daily rebate up to 1.2%' }).getByText('Long-term')).toBeVisible();
  // Upcoming promotions count down to their start; those ending within a week to their end.
  await expect(
    cards(page)
      .filter({ hasText: 'Card games tournament' })
      .getByText(/^Starts in (\dd )?\d\d:\d\d:\d\d$/),
  ).toBeVisible();
  await expect(
    cards(page)
      .filter({ hasText: 'Live casino winning streak' })
      .getByText(/^Ends in (\dd )?\d\d:\d\d:\d\d$/),
  ).toBeVisible();
  // No activity status for visitors.
  await expect(list.getByText('Ready to claim')).toHaveCount(0);

  // A category in the address.
  await chips.getByRole('link', { name: 'Deposit 2' }).click();
  await expect(page).toHaveURL(/\/promotions\?category=deposit_promo$/);
  await expect(chips.getByRole('link', { name: 'Deposit 2' })).toHaveAttribute('aria-current', 'page');
  await expect(cards(page)).toHaveCount(2);
  await page.goto('/promotions?category=nonsense');
  await expect(chips.getByRole('link', { name: 'All 22' })).toHaveAttribute('aria-current', 'page');

  // The claim hall and the rebate are one login card; the winners board is its own section.
  const login = section(page, 'Claim hall and rebate');
  await expect(login).toContainText('Log in to claim your rewards and rebate.');
  await expect(section(page, 'Winners board').getByRole('listitem')).toHaveCount(6);
  await expect(section(page, 'Winners board')).toContainText('won 125,800,000');
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await expect(page.locator('body')).not.toContainText(/undefined|NaN|promotions\.|\[object/);
});

test('a promotion opens from the list with its sanitised rules and steps; visitors are asked to log in', async ({ page }) => {
  await page.goto('/promotions?category=live_promo');
  await cards(page).getByRole('link', { name: 'Live casino winning streak' }).click();
  await expect(page).toHaveURL(/\/promoDetail\?id=8905&category=live_promo$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Live casino winning streak' })).toBeVisible();
  const rules = section(page, 'Rules');
  await expect(rules).toContainText('Win 8 baccarat hands in a row');
  await expect(rules).toContainText('General terms apply.');
  // The operator's <img onerror> is gone.
  await expect(rules.locator('[onerror]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __rulesInjected?: boolean }).__rulesInjected)).toBeUndefined();
  await expect(section(page, 'How to qualify').getByRole('listitem')).toHaveCount(3);
  await expect(page.getByRole('main').getByText('Up to 1,888,000', { exact: true })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Take part' })).toContainText('No sign-up needed');

  await page.goto('/promoDetail?id=8801');
  await expect(page.getByRole('heading', { level: 1, name: 'First deposit bonus 100%' })).toBeVisible();
  await expect(section(page, 'Rules').locator('a[href^="javascript"]')).toHaveCount(0);
  const take = page.getByRole('complementary', { name: 'Take part' });
  await take.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await page.keyboard.press('Escape');

  // Back to the list, in the category it came from.
  await page.goto('/promoDetail?id=8905&category=live_promo');
  await page.getByRole('link', { name: 'All promotions' }).click();
  await expect(page).toHaveURL(/\/promotions\?category=live_promo$/);

  // An unknown or malformed id: not found, with the way back.
  for (const id of ['9999', 'abc']) {
    await page.goto(`/promoDetail?id=${id}`);
    await expect(page.getByText('This promotion does not exist or is no longer available.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Promotion details' })).toBeVisible();
  }
  await page.getByRole('link', { name: 'All promotions' }).click();
  await expect(page).toHaveURL(/\/promotions$/);
});

test('a home banner and an announcement with linkage type P open the promotion', async ({ page }) => {
  await page.goto('/index');
  await page.getByRole('button', { name: 'Nạp lần đầu thưởng 100%' }).click();
  await expect(page).toHaveURL(/\/promoDetail\?id=8801$/);
  await expect(page.getByRole('heading', { level: 1, name: 'First deposit bonus 100%' })).toBeVisible();

  await page.goto('/index');
  // The announcement line scrolls: the keyboard opens it.
  await page.getByRole('region', { name: 'Announcements' }).getByRole('button').first().press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Announcements' });
  await dialog.getByRole('tab', { name: /Promotions/ }).click();
  await dialog.getByRole('link', { name: 'Promotion details' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/promoDetail\?id=8801$/);
  await expect(page.getByRole('heading', { level: 1, name: 'First deposit bonus 100%' })).toBeVisible();
});

test('the claim hall claims one reward, draws the raffle and claims all; the money reaches the ledger', async ({ page }) => {
  await loginOn(page, '/promotions');
  const hall = section(page, 'Claim hall');
  const rows = hall.getByRole('list', { name: 'Rewards waiting to be claimed' }).getByRole('article');
  await expect(rows).toHaveCount(3);
  await expect(hall).toContainText('Waiting: 3 · ₫ 414,000');
  // Members see their status on the cards.
  await expect(cards(page).filter({ hasText: 'Daily login reward' }).getByText('Ready to claim')).toBeVisible();
  await expect(balance(page)).toHaveText('₫ 12,580,000');

  await rows.filter({ hasText: 'Daily login reward' }).getByRole('button', { name: 'Claim' }).click();
  await expect(hall.getByRole('status')).toHaveText('Daily login reward: ₫ 38,000 is in your main wallet.');
  await expect(rows).toHaveCount(2);
  await expect(balance(page)).toHaveText('₫ 12,618,000');

  await rows.filter({ hasText: 'Weekend lucky wheel' }).getByRole('button', { name: 'Draw' }).click();
  const prize = page.getByRole('dialog', { name: 'Your prize' });
  await expect(prize).toContainText('You won Prize 88,000 ₫');
  await prize.getByRole('button', { name: 'OK' }).click();
  await expect(prize).toBeHidden();
  await expect(rows).toHaveCount(1);

  await hall.getByRole('button', { name: 'Claim all' }).click();
  await expect(hall.getByRole('status').first()).toHaveText('₫ 288,000 is in your main wallet. Rewards claimed: 1.');
  await expect(hall).toContainText('No rewards waiting.');
  await expect(balance(page)).toHaveText('₫ 12,994,000');
  await expect(cards(page).filter({ hasText: 'VIP birthday gift' }).getByText('Claimed')).toBeVisible();

  // The account record shows the three BONUS rows.
  await page
    .getByRole('banner')
    .getByRole('button', { name: /member01/ })
    .click();
  await page.getByRole('menuitem', { name: 'Account record' }).click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  await expect(centre.getByRole('row').filter({ hasText: 'VIP birthday gift' })).toBeVisible();
  await expect(centre.getByRole('row').filter({ hasText: 'Weekend lucky wheel' })).toBeVisible();
  await expect(centre.getByRole('row').filter({ hasText: 'Daily login reward' })).toBeVisible();
});

test("today's rebate by game type is claimed by row and all at once", async ({ page }) => {
  await loginOn(page, '/promotions#rebate');
  const rebate = section(page, 'Rebate');
  const table = rebate.getByRole('table', { name: 'Rebate by game type' });
  await expect(table.getByRole('row', { name: /Live casino/ })).toContainText('800,000');
  await expect(table.getByRole('row', { name: /Live casino/ })).toContainText('0.7%');
  await expect(table.getByRole('row', { name: /Live casino/ })).toContainText('₫ 5,600');
  await expect(table.getByRole('row', { name: /^Lottery/ })).toContainText(/Automatic at/);
  await expect(rebate).toContainText(/Since /);
  await expect(rebate.getByRole('button', { name: 'Claim all ₫ 11,297' })).toBeEnabled();

  await table.getByRole('button', { name: 'Claim the Live casino rebate' }).click();
  await expect(rebate.getByRole('status')).toHaveText('Rebate claimed: ₫ 5,600 is in your main wallet.');
  await expect(table.getByRole('button', { name: 'Claim the Live casino rebate' })).toHaveCount(0);
  await expect(balance(page)).toHaveText('₫ 12,585,600');

  await rebate.getByRole('button', { name: 'Claim all ₫ 5,697' }).click();
  await expect(rebate.getByRole('status')).toHaveText('Rebate claimed: ₫ 5,697 is in your main wallet.');
  await expect(rebate.getByRole('button', { name: 'Nothing to claim yet' })).toBeDisabled();
  await expect(balance(page)).toHaveText('₫ 12,591,297');
});

test('a member joins, applies and claims from the promotion page', async ({ page }) => {
  await loginOn(page, '/promoDetail?id=8801');
  const take = page.getByRole('complementary', { name: 'Take part' });
  await expect(take.getByText('Open to join')).toBeVisible();
  await take.getByRole('button', { name: 'Join' }).click();
  await expect(take.getByRole('status')).toHaveText('You joined First deposit bonus 100%.');
  await expect(take.getByText('Joined', { exact: true })).toBeVisible();

  await page.goto('/promoDetail?id=8809');
  await expect(take).toContainText('The screenshot does not show the bet number.');
  const form = take.getByRole('form', { name: 'Apply for Lost bet insurance' });
  await form.getByRole('button', { name: 'Apply again' }).click();
  await expect(form.getByText('Add at least one image.')).toBeVisible();
  await form.getByLabel(/Images/).setInputFiles({
    name: 'slip.png',
    mimeType: 'image/png',
    buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'),
  });
  await form.getByRole('button', { name: 'Apply again' }).click();
  await expect(take.getByRole('status')).toContainText('Your application for Lost bet insurance was sent.');
  await expect(take.getByText('Under review').first()).toBeVisible();

  await page.goto('/promoDetail?id=8806');
  await expect(take.getByText('₫ 288,000')).toBeVisible();
  await take.getByRole('button', { name: 'Claim' }).click();
  await expect(take.getByRole('status')).toHaveText('VIP birthday gift: ₫ 288,000 is in your main wallet.');
  await expect(take).toContainText('You have claimed this reward.');

  // Where a promotion is taken up elsewhere: the rebate section.
  await page.goto('/promoDetail?id=8901');
  await take.getByRole('link', { name: 'Claim your rebate' }).click();
  await expect(page).toHaveURL(/\/promotions#rebate$/);
  // The link leads to the rebate section (the scroll to it is not timed here: the section renders after its data).
  await expect(section(page, 'Rebate')).toBeVisible();
});

test('the empty scenario shows the empty states', async ({ page }) => {
  await page.goto('/promotions?scenario=empty');
  await expect(section(page, 'Promotions')).toContainText('There are no promotions right now.');
  await expect(section(page, 'Winners board')).toContainText('No winners to show yet.');
  await headerLogin(page, 'member01', 'Member123');
  await expect(section(page, 'Claim hall')).toContainText('No rewards waiting.');
  await expect(section(page, 'Rebate')).toContainText('No rebate yet.');
  await page.goto('/promotions?scenario=default');
});

test('the empty scenario says a promotion does not exist on its detail page', async ({ page }) => {
  await page.goto('/promotions?scenario=empty');
  await headerLogin(page, 'member01', 'Member123');
  await page.goto('/promoDetail?id=8801');
  await expect(page.getByText('This promotion does not exist or is no longer available.')).toBeVisible();
});

test('the server-error scenario shows the error view, and each section its error with a retry', async ({ page, baseURL }) => {
  await page.goto('/promotions?scenario=server-error');
  await expect(page.getByRole('alert').first()).toContainText(/System error|error/i);
  await expect(page.getByRole('button', { name: 'Try again' }).first()).toBeVisible();
  await page.goto('/promotions?scenario=default');
  await loginOn(page, '/promotions');
  await expect(cards(page)).toHaveCount(22);
  await page.context().addCookies([{ name: 'mock_scenario', value: 'server-error', url: baseURL! }]);
  await page.getByRole('navigation', { name: 'Promotion categories' }).getByRole('link', { name: 'Deposit 2' }).click();
  await expect(section(page, 'Promotions').getByRole('alert')).toContainText('System error');
  await page.context().addCookies([{ name: 'mock_scenario', value: 'default', url: baseURL! }]);
  await section(page, 'Promotions').getByRole('button', { name: 'Try again' }).click();
  await expect(cards(page)).toHaveCount(2);
});
