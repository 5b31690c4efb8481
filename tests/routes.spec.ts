import { expect, type Page, test } from '@playwright/test';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('hisLang', 'EN'));
});

async function expectShell(page: Page, header: boolean, footer: boolean) {
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(header ? 1 : 0);
  await expect(page.getByRole('contentinfo')).toHaveCount(footer ? 1 : 0);
}

const full: [string, string][] = [
  ['/pointMall', 'Points mall'],
  ['/elott', 'E-lottery'],
  ['/sports', 'Sports'],
  ['/rng', 'Slots'],
  ['/pvp', 'Player versus player'],
  ['/fish', 'Fish'],
  ['/live', 'Live casino'],
  ['/promotions', 'Promotions'],
  ['/promoDetail', 'Promotion details'],
  ['/help', 'Help centre'],
  ['/down', 'App download'],
  ['/download', 'App download'],
  ['/join', 'Join us'],
];

for (const [path, title] of full) {
  test(`${path} renders its area with the header and the footer`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expectShell(page, true, true);
    // The document title names the page.
    await expect(page).toHaveTitle(`${title} · WPS Gaming`);
  });
}

test('the page title follows the route and the language', async ({ page }) => {
  await page.goto('/promotions');
  await expect(page).toHaveTitle('Promotions · WPS Gaming');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page).toHaveTitle('Home · WPS Gaming');
  await page.getByRole('banner').getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menu', { name: 'Language' }).getByRole('menuitemradio', { name: 'Tiếng Việt' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(page).toHaveTitle('Trang chủ · WPS Gaming');
  await page.getByRole('banner').getByRole('link', { name: 'Khuyến mãi', exact: true }).click();
  await expect(page).toHaveTitle('Khuyến mãi · WPS Gaming');
});

for (const [path, title] of [
  ['/lottery', 'Lottery'],
  ['/vnlottery', 'Vietnamese lottery'],
  ['/seamless', 'Seamless games'],
  ['/game', 'No game is open'],
] as const) {
  test(`${path} shows the header only`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expectShell(page, true, false);
  });
}

test('/helpmc shows help content with no header', async ({ page }) => {
  await page.goto('/helpmc');
  await expect(page.getByRole('heading', { level: 1, name: 'Help centre' })).toBeVisible();
  await expectShell(page, false, false);
});

test('typed search params reach the page and bad values are dropped', async ({ page }) => {
  await page.goto('/lottery?gameCode=HN1F&playType=lo_2so');
  await expect(page.getByRole('heading', { level: 1, name: 'Hà Nội 1 phút' })).toBeVisible();
  await expect(page.getByTestId('play-type')).toHaveText('lo_2so');
  await page.goto('/vnlottery?gameCode=%3Cscript%3E');
  await expect(page.getByRole('heading', { level: 1, name: 'Vietnamese lottery' })).toBeVisible();
  await expect(page.getByText('<script>')).toHaveCount(0);
  await page.goto('/rng?vassalage=PG');
  await expect(page.getByRole('navigation', { name: 'Vendors' }).getByRole('link', { name: /PG Soft/ })).toHaveAttribute('aria-current', 'page');
  await page.goto('/rng?vassalage=%3Cb%3E');
  await expect(page.getByRole('navigation', { name: 'Vendors' }).getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
});

test('the region-restricted scenario replaces every route', async ({ page }) => {
  await page.goto('/sports?scenario=region-restricted');
  await expect(page.getByRole('heading', { name: 'Access restricted' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sports' })).toHaveCount(0);
  await page.goto('/index?scenario=default');
});

test('the login-required scenario sends visitors to /login except on the exempt paths', async ({ page }) => {
  await page.goto('/index?scenario=login-required');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Please log in first' })).toBeVisible();
  await page.goto('/helpmc');
  // The exempt page shows (the guard has run), and the address stays.
  await expect(page.getByRole('heading', { level: 1, name: 'Help centre' })).toBeVisible();
  await expect(page).toHaveURL(/\/helpmc$/);
  await page.goto('/sports');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/index?scenario=default');
  await expect(page.getByRole('region', { name: 'Hot games' })).toBeVisible();
  await expect(page).toHaveURL(/\/index/);
});

test('a chunk that fails to load shows a message and a retry that works', async ({ page }) => {
  await page.route(/SportsPage-.*\.js$/, (route) => route.abort());
  await page.goto('/sports');
  await expect(page.getByRole('alert')).toContainText('This part of the page did not load');
  await page.unroute(/SportsPage-.*\.js$/);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sports' })).toBeVisible();
});
