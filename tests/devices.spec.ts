import { type Browser, expect, test } from '@playwright/test';
import { dismissPopups, inEnglish, passSlider } from './helpers';

// Every member's device (issue 19): a phone's header keeps Deposit and Withdraw on the screen.
test.beforeEach(async ({ page }) => inEnglish(page));

test('on a 360 px phone a member signs in and opens Deposit from the header', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/index');
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  // The login dialog starts on its first field.
  await expect(dialog.getByRole('textbox', { name: 'Username' })).toBeFocused();
  await dialog.getByRole('textbox', { name: 'Username' }).fill('member01');
  await dialog.getByLabel('Password').fill('Member123');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await passSlider(page);
  await dismissPopups(page);
  // Everything of the account block is inside the screen: the balance, Deposit, Withdraw, the menu.
  const deposit = header.getByRole('button', { name: 'Deposit', exact: true });
  const withdraw = header.getByRole('button', { name: 'Withdraw', exact: true });
  const menu = header.getByRole('button', { name: /member01/ });
  for (const control of [deposit, withdraw, menu, header.getByRole('button', { name: 'Hide balance' })]) {
    const box = await control.boundingBox();
    expect(box, 'a header control without a box').not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    // A touch target of at least 24 px.
    expect(box!.height).toBeGreaterThanOrEqual(24);
  }
  await deposit.click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  await expect(centre.getByRole('navigation').getByRole('button', { name: /^Deposit/ })).toHaveAttribute('aria-current', 'page');
});

/** Where the home page's landmarks sit (x of their start and end) in a language, at 1280 px. */
async function homeLayout(browser: Browser, lang: string) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript((code) => localStorage.setItem('hisLang', code), lang);
  await page.goto('/index');
  await expect(page.locator('html')).toHaveAttribute('data-lang', lang);
  await expect(page.locator('.game-tile .hot-badge').first()).toBeVisible();
  const box = async (selector: string) => {
    const b = await page.locator(selector).first().boundingBox();
    if (!b) throw new Error(`${selector} has no box`);
    return { start: b.x, end: b.x + b.width };
  };
  const layout = {
    dir: await page.locator('html').getAttribute('dir'),
    brand: await box('.site-header__brand'),
    firstNavEntry: await box('.main-nav__list > li:first-child'),
    previous: await box('.carousel__arrow--prev'),
    next: await box('.carousel__arrow--next'),
    rightBar: await box('.right-bar'),
    tile: await box('.game-tile'),
    hotBadge: await box('.game-tile .hot-badge'),
  };
  return { page, context, layout };
}

// English starts on the left, Arabic on the right: one page each.
const half = 640;

test('left to right, English keeps the header, the navigation, the carousel, the right bar and the tiles in reading order', async ({ browser }) => {
  const en = await homeLayout(browser, 'EN');
  expect(en.layout.dir).toBe('ltr');
  expect(en.layout.brand.end).toBeLessThan(half);
  expect(en.layout.firstNavEntry.end).toBeLessThan(half);
  expect(en.layout.previous.start).toBeLessThan(en.layout.next.start);
  // The right bar keeps to the end: the right edge in English.
  expect(en.layout.rightBar.end).toBeGreaterThan(1280 - 2);
  // A tile's HOT badge sits at its start corner.
  expect(en.layout.hotBadge.start - en.layout.tile.start).toBeLessThan(20);
  // The right bar covers nothing: the carousel's arrow beside it takes the click.
  await en.page.locator('.carousel__arrow--next').click({ trial: true });
  await en.context.close();
});

test('right to left, Arabic mirrors the header, the navigation, the carousel, the right bar and the tiles', async ({ browser }) => {
  const ar = await homeLayout(browser, 'AR');
  expect(ar.layout.dir).toBe('rtl');
  expect(ar.layout.brand.start).toBeGreaterThan(half);
  expect(ar.layout.firstNavEntry.start).toBeGreaterThan(half);
  expect(ar.layout.previous.start).toBeGreaterThan(ar.layout.next.start);
  // The right bar keeps to the end: the left edge in Arabic.
  expect(ar.layout.rightBar.start).toBeLessThan(2);
  // A tile's HOT badge sits at its start corner.
  expect(ar.layout.tile.end - ar.layout.hotBadge.end).toBeLessThan(20);
  // The right bar covers nothing, and the carousel moves the right way round: "next" shows the
  // next banner. The pointer on the arrow pauses the autoplay, which may have moved on already on
  // a slow machine: the banner shown is read then.
  const next = ar.page.locator('.carousel__arrow--next');
  await next.hover();
  const dots = ar.page.locator('.carousel__dot');
  const shown = await dots.evaluateAll((all) => all.findIndex((dot) => dot.getAttribute('aria-current') === 'true'));
  await next.click();
  await expect(dots.nth((shown + 1) % (await dots.count()))).toHaveAttribute('aria-current', 'true');
  await ar.context.close();
});

test('on a phone the shortcuts fold behind one button that opens them', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/index');
  const bar = page.getByRole('complementary', { name: 'Shortcuts' });
  const toggle = bar.getByRole('button', { name: 'Shortcuts' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(bar.getByRole('list')).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(bar.getByRole('link', { name: 'App' })).toBeVisible();
  const box = await toggle.boundingBox();
  expect(box!.width).toBeGreaterThanOrEqual(24);
  // It stays at the screen's bottom end corner, over the page (shell.css, in the first page's styles).
  expect(box!.x + box!.width).toBeGreaterThan(360 - 32);
  expect(box!.x + box!.width).toBeLessThanOrEqual(360);
  expect(box!.y + box!.height).toBeGreaterThan(740 - 100);
  expect(box!.y + box!.height).toBeLessThanOrEqual(740);
  await toggle.click();
  await expect(bar.getByRole('list')).toBeHidden();
});

// Every offered script draws with a real face: the languages whose script devices often lack
// load a self-hosted Noto face (src/i18n/fonts.ts), and the text of the page is drawn with it.
for (const [lang, family] of [
  ['KM', 'Noto Sans Khmer'],
  ['HI', 'Noto Sans Devanagari'],
  ['NE', 'Noto Sans Devanagari'],
  ['BN', 'Noto Sans Bengali'],
  ['TA', 'Noto Sans Tamil'],
  ['MY', 'Noto Sans Myanmar'],
  ['LO', 'Noto Sans Lao'],
  ['TH', 'Noto Sans Thai'],
  ['UR', 'Noto Nastaliq Urdu'],
] as const) {
  test(`${lang} text is drawn with ${family}, not boxes`, async ({ browser }, testInfo) => {
    const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.addInitScript((code) => localStorage.setItem('hisLang', code), lang);
    await page.goto('/index');
    await expect(page.locator('html')).toHaveAttribute('data-lang', lang);
    const home = page.locator('.main-nav__list > li:first-child a');
    await expect(home).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(
          (name) => document.fonts.ready.then(() => [...document.fonts].some((f) => f.family.replace(/"/g, '') === name && f.status === 'loaded')),
          family,
        ),
      )
      .toBe(true);
    // The fonts Chromium drew the navigation's first entry with: only the script's face.
    const cdp = await context.newCDPSession(page);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: '.main-nav__list > li:first-child a' });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    expect(fonts.map((f) => f.familyName)).toEqual([family]);
    await testInfo.attach(`${lang}.png`, { body: await page.screenshot(), contentType: 'image/png' });
    await context.close();
  });
}

test('a language the browser has no date data for (Burmese) writes dates with numbers, never in English', async ({ browser }, testInfo) => {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('hisLang', 'MY'));
  await page.goto('/down');
  await expect(page.locator('html')).toHaveAttribute('data-lang', 'MY');
  const main = page.getByRole('main');
  await expect(main.locator('dd').filter({ hasText: /2026/ }).first()).toBeVisible();
  const known = await page.evaluate(() => new Intl.DateTimeFormat('my').resolvedOptions().locale.startsWith('my'));
  // Chromium has no Burmese date data: numbers (2026-11-10); with it, Burmese. English month names never.
  if (!known) await expect(main).toContainText(/2026-\d{2}-\d{2}/);
  await expect(main).not.toContainText(/\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2}, 2026/);
  await context.close();
});
