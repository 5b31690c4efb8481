import { expect, test } from '@playwright/test';
import { apiLogin, inEnglish } from './helpers';

test.beforeEach(async ({ page }) => inEnglish(page));

test('the header lists the header languages with flags, by keyboard too', async ({ page }) => {
  await page.goto('/index');
  const button = page.getByRole('banner').getByRole('button', { name: 'Language: English' });
  await button.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'Language' });
  await expect(menu.getByRole('menuitemradio')).toHaveText(['简体中文', 'English', '日本語', 'ไทย', 'Tiếng Việt']);
  await expect(menu.getByRole('menuitemradio', { name: 'English' })).toBeFocused();
  expect(await menu.locator('img.flag').count()).toBe(5);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitemradio', { name: 'Tiếng Việt' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(page.locator('html')).toHaveAttribute('data-lang', 'VI');
  await expect(button.or(page.getByRole('banner').getByRole('button', { name: /Tiếng Việt/ }))).toBeFocused();
});

test("a signed-in member's language change is saved on the account", async ({ page }) => {
  await apiLogin(page, 'member01', 'Member123');
  await page.goto('/index');
  await expect(page.getByRole('banner').getByRole('button', { name: /member01/ })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Language: English' }).click();
  const saved = page.waitForResponse((r) => r.url().includes('/wps/member/language') && r.request().method() === 'PUT');
  await page.getByRole('menu', { name: 'Language' }).getByRole('menuitemradio', { name: 'ไทย' }).click();
  const response = await saved;
  expect(response.status()).toBe(200);
  expect(response.request().postDataJSON()).toEqual({ language: 'TH' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
});

test('the main navigation shows each game type that has vendors, with hot vendors marked', async ({ page }) => {
  await page.goto('/index');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  for (const name of ['Home', 'Lottery', 'Live casino', 'Sports', 'Slots', 'Fish', 'Promotions', 'App download']) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await nav.getByRole('link', { name: 'Slots', exact: true }).hover();
  const slots = nav.getByRole('list', { name: 'Slots vendors' });
  await expect(slots).toBeVisible();
  expect(await slots.getByRole('link').count()).toBeGreaterThan(6);
  await expect(page.locator('.vendor-dropdown--wide').getByRole('list', { name: 'Slots vendors' })).toHaveCount(1);
  await expect(slots.getByText('HOT').first()).toBeVisible();
  await slots.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/rng\?vassalage=/);
});

test('on a narrower screen the navigation keeps one row, with what does not fit under More', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto('/index');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const more = nav.getByRole('button', { name: 'More' });
  await expect(more).toBeVisible();
  const row = nav.locator('.main-nav__list > li[data-entry]');
  const shownTops = () =>
    row.evaluateAll((items) => [...new Set(items.filter((i) => i.getBoundingClientRect().width > 0).map((i) => Math.round(i.getBoundingClientRect().top)))]);
  expect(await shownTops()).toHaveLength(1);
  const out = await row.evaluateAll((items) => items.filter((i) => i.getBoundingClientRect().width === 0).map((i) => i.querySelector('a')!.textContent));
  expect(out.length).toBeGreaterThan(0);
  await expect(nav.getByRole('link', { name: 'App download', exact: true })).toBeHidden();
  // By keyboard: the button opens the menu of exactly those entries; Escape closes it.
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  const menu = page.locator(`[id="${await more.getAttribute('aria-controls')}"]`);
  await expect(menu.getByRole('link')).toHaveText(out);
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('link', { name: out[0]!, exact: true })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await expect(more).toBeFocused();
  await expect(menu).toBeHidden();
  // Chosen from the menu, a page marks More as the current page's place, as a row link is marked.
  const marked = await nav.getByRole('link', { name: 'Home', exact: true }).evaluate((a) => getComputedStyle(a).borderBottomColor);
  await page.keyboard.press('Enter');
  for (const _ of out) await page.keyboard.press('Tab');
  await expect(menu.getByRole('link', { name: 'App download' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/down$/);
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await expect(more).toHaveCSS('border-bottom-color', marked);
  // A phone's width makes the row scroll, with every entry on it and no More.
  await page.setViewportSize({ width: 412, height: 800 });
  await expect(more).toHaveCount(0);
  await expect(nav.locator('li[data-out]')).toHaveCount(0);
  await nav.getByRole('link', { name: 'App download', exact: true }).scrollIntoViewIfNeeded();
  await expect(nav.getByRole('link', { name: 'App download', exact: true })).toBeVisible();
  // A wider window takes them back into the row.
  await page.setViewportSize({ width: 1366, height: 800 });
  await expect(nav.getByRole('link', { name: 'App download', exact: true })).toBeVisible();
  await expect(more).toBeHidden();
  expect(await shownTops()).toHaveLength(1);
});

test('a vendor dropdown works by keyboard: arrows move in it, it is one Tab stop, Escape closes it', async ({ page }) => {
  await page.goto('/index');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const slotsLink = nav.getByRole('link', { name: 'Slots', exact: true });
  await slotsLink.focus();
  const slots = nav.getByRole('list', { name: 'Slots vendors' });
  await page.keyboard.press('ArrowDown');
  const vendors = slots.getByRole('link');
  await expect(vendors.first()).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(vendors.nth(1)).toBeFocused();
  await page.keyboard.press('End');
  await expect(vendors.last()).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(vendors.first()).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(vendors.last()).toBeFocused();
  // The whole list is one Tab stop: Tab leaves it for the next entry, which closes it.
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'Fish', exact: true })).toBeFocused();
  await expect(slots).toBeHidden();
  await page.keyboard.press('Shift+Tab');
  await expect(slotsLink).toBeFocused();
  // Opened again, it is back on the vendor last chosen.
  await page.keyboard.press('ArrowDown');
  await expect(vendors.last()).toBeFocused();
  // Escape hides it and puts the focus back on the entry, which keeps it hidden while focused.
  await page.keyboard.press('Escape');
  await expect(slotsLink).toBeFocused();
  await expect(slots).toBeHidden();
  await page.keyboard.press('ArrowDown');
  await expect(slots).toBeVisible();
});

test('a dropdown opened by the pointer closes with Escape wherever the focus is', async ({ page }) => {
  await page.goto('/index');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  // The focus is elsewhere on the page: in the header's username field.
  await page.getByRole('banner').getByRole('textbox', { name: 'Username' }).focus();
  await nav.getByRole('link', { name: 'Slots', exact: true }).hover();
  const slots = nav.getByRole('list', { name: 'Slots vendors' });
  await expect(slots).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(slots).toBeHidden();
  await expect(page.getByRole('banner').getByRole('textbox', { name: 'Username' })).toBeFocused();
  // It opens again when the pointer comes back.
  await nav.getByRole('link', { name: 'Home', exact: true }).hover();
  await nav.getByRole('link', { name: 'Slots', exact: true }).hover();
  await expect(slots).toBeVisible();
});

test('the right bar offers only configured http(s) shortcuts; live chat opens the decrypted link', async ({ page, context }) => {
  await context.route('https://chat.example.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>chat</title>' }));
  await page.goto('/index');
  const bar = page.getByRole('complementary', { name: 'Shortcuts' });
  await expect(bar.getByRole('link', { name: 'Telegram 1' })).toHaveAttribute('href', 'https://t.me/example_support');
  await expect(bar.getByRole('link', { name: 'Telegram 2' })).toHaveAttribute('href', 'https://t.me/example_promo');
  await expect(bar.getByRole('link', { name: 'Viber' })).toHaveAttribute('href', /^https:\/\//);
  await expect(bar.getByRole('link', { name: 'App' })).toHaveAttribute('href', '/down');
  const popup = context.waitForEvent('page');
  await bar.getByRole('button', { name: 'Live chat' }).click();
  const chat = await popup;
  await expect.poll(() => chat.url()).toContain('https://chat.example.com/livechat?merchant=DEMO');
});

test('on a phone the navigation row scrolls to the current page’s link, on arrival and after each navigation', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  /** How much of the link lies outside the row's visible part, in pixels (0: all of it in sight). */
  const hidden = (name: string) =>
    nav.getByRole('link', { name, exact: true }).evaluate((link) => {
      const row = link.closest('ul')!.getBoundingClientRect();
      const box = link.getBoundingClientRect();
      return Math.max(0, row.left - box.left) + Math.max(0, box.right - row.right);
    });
  // The row is wider than the phone: its last entry starts out of sight on a page of the first ones.
  await page.goto('/index');
  await expect(nav.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('aria-current', 'page');
  expect(await hidden('App download')).toBeGreaterThan(0);
  await page.goto('/down');
  await expect(nav.getByRole('link', { name: 'App download', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect.poll(() => hidden('App download')).toBe(0);
  expect(await hidden('Home')).toBeGreaterThan(0);
  await page.getByRole('link', { name: 'WPS Gaming' }).first().click();
  await expect(nav.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect.poll(() => hidden('Home')).toBe(0);
});

test('the footer has the provider banner, the help menu and the copyright line', async ({ page }) => {
  await page.goto('/index');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText(/Copyright © \d{4} WPS Gaming/)).toBeVisible();
  const help = footer.getByRole('navigation', { name: 'Help' });
  // The help categories come from the help-centre call, before the fixed links.
  const category = help.locator('a[href*="/help?category="]').first();
  await expect(category).toBeVisible();
  // Activated by keyboard: the footer moves while the images above it load.
  await category.press('Enter');
  await expect(page).toHaveURL(/\/help\?category=\d+/);
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  // Operator HTML is sanitised: no script ran, no handler survived.
  expect(await page.evaluate(() => document.querySelectorAll('.rich-text script, .rich-text [onerror], .rich-text [onclick]').length)).toBe(0);
});

test('the announcements dialog numbers 7 a page with two digits, dated yyyy-MM-dd hh:mm:ss, and closes with Escape', async ({ page }) => {
  await page.goto('/index');
  // The marquee stops while it has focus, so a keyboard user can pick an item.
  const first = page.locator('.marquee__item').first();
  await first.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Announcements' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('tab', { name: /Notices/ })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.locator('.announcement-list__number').first()).toHaveText('01');
  await expect(dialog.locator('time').first()).toHaveText(/^\d{4}-\d{2}-\d{2} (0[1-9]|1[0-2]):\d{2}:\d{2}$/);
  expect(await dialog.locator('.announcement-list > li').count()).toBeLessThanOrEqual(7);
  // The page behind does not scroll while the dialog is open.
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(first).toBeFocused();
});

test('on /lottery the header navigation can be hidden and shown again', async ({ page }) => {
  await page.goto('/lottery');
  const toggle = page.getByRole('button', { name: 'Hide menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await toggle.click();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
  await page.getByRole('button', { name: 'Show menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await page.goto('/index');
  await expect(page.getByRole('button', { name: /Hide menu|Show menu/ })).toHaveCount(0);
});

test('the balance hides as asterisks and refreshes on click', async ({ page }) => {
  await apiLogin(page, 'member01', 'Member123');
  await page.goto('/index');
  const amount = page.locator('.balance__amount');
  await expect(amount).toHaveText(/\d/);
  await page.getByRole('button', { name: 'Hide balance' }).click();
  await expect(amount).toHaveText(/^\*{4,8}$/);
  await page.getByRole('button', { name: 'Hide balance' }).click();
  await expect(amount).toHaveText(/12,580,000/);
  // The platform's balance changes behind the page; a click on the balance shows the new one.
  await page.route('**/wps/v2/wallets/balance*', async (route) => {
    const reply = await route.fetch();
    const body = await reply.json();
    await route.fulfill({ response: reply, json: { ...body, value: { ...body.value, sumBalance: 4_321_000 } } });
  });
  await page.getByRole('button', { name: /^Balance .*Refresh$/ }).click();
  await expect(amount).toHaveText(/4,321,000/);
});
