import { expect, test } from '@playwright/test';
import { apiLogin } from './helpers';

// The production build, served with the mock server on one origin (see playwright.config.ts).

test('the home page shows what the mock platform serves', async ({ page }) => {
  const failures: string[] = [];
  page.on('pageerror', (error) => failures.push(error.message));
  await page.addInitScript(() => localStorage.setItem('hisLang', 'EN'));
  await page.goto('/');
  await expect(page).toHaveURL(/\/index$/);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  const hot = page.getByRole('region', { name: 'Hot games' });
  await expect(hot.getByText('Mahjong Ways 2')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Latest winners' }).getByText('ng***89')).toBeVisible();
  await expect(page.getByText(/SABA Sports maintenance/)).toBeVisible();
  // Images come from the mock image CDN and load.
  const icon = hot.locator('img').first();
  await expect(icon).toHaveJSProperty('complete', true);
  expect(await icon.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(failures).toEqual([]);
});

test('the default language is Burmese and the choice survives a reload', async ({ page }) => {
  await page.goto('/index');
  // data-lang is the app's own mark (index.html already says lang="my" before the app runs).
  await expect(page.locator('html')).toHaveAttribute('data-lang', 'MY');
  await expect(page.locator('html')).toHaveAttribute('lang', 'my');
  await page.getByRole('banner').getByRole('button', { name: /မြန်မာ/ }).click();
  await page.getByRole('menuitemradio', { name: '简体中文' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  expect(await page.evaluate(() => localStorage.getItem('hisLang'))).toBe('CN');
});

test('the maintenance scenario replaces the page with the maintenance view', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('hisLang', 'EN'));
  await page.goto('/index?scenario=maintenance');
  await expect(page.getByRole('heading', { name: 'System maintenance' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Hot games' })).toHaveCount(0);
  // The scenario is kept for the following pages.
  await page.goto('/index');
  await expect(page.getByRole('heading', { name: 'System maintenance' })).toBeVisible();
  await page.goto('/index?scenario=default');
  await expect(page.getByRole('region', { name: 'Hot games' })).toBeVisible();
});

test('a platform failure shows a message and a retry, not a blank page', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('hisLang', 'EN'));
  await page.goto('/index?scenario=server-error');
  await expect(page.getByRole('alert').first()).toContainText(/System error|error/i);
  await expect(page.getByRole('button', { name: 'Try again' }).first()).toBeVisible();
});

test('an unknown path shows the not-found view with a way home', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('hisLang', 'EN'));
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/index$/);
});

test('the first banner shows before the app’s script loads, where the app then shows it, and its calls are made once', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (/\/wps\/(system\/status|relay\/MCSFE_getListAnnouncements)/.test(request.url())) calls.push(new URL(request.url()).pathname);
  });
  // The app's script is held back until the entry's banner has been looked at.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/start-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/index');
  const early = page.locator('#shell-banner img');
  await expect(early).toHaveJSProperty('complete', true);
  expect(await early.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(early).toHaveAttribute('fetchpriority', 'high');
  const where = await early.boundingBox();
  const src = await early.getAttribute('src');
  release();
  const banner = page.locator('.carousel .home-banner__image').first();
  await expect(banner).toBeVisible();
  await expect(early).toHaveCount(0);
  expect(await banner.getAttribute('src')).toBe(src);
  // Already loaded: it does not fade in again, and it sits where the entry drew it.
  await expect(banner).not.toHaveClass(/remote-image--fresh/);
  expect(await banner.boundingBox()).toEqual(where);
  expect(calls.sort()).toEqual(['/wps/relay/MCSFE_getListAnnouncements', '/wps/system/status']);
});

test('a signed-in member’s home page asks for its first calls once too, with the session', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('hisLang', 'EN'));
  // Signed in, as a reload after a login finds the session.
  await apiLogin(page, 'member01', 'Member123');
  const calls: (string | null)[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/wps/relay/MCSFE_getListAnnouncements')) calls.push(request.headers().authorization ?? null);
  });
  await page.goto('/index');
  await expect(page.locator('.carousel .home-banner__image').first()).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: /member01/ })).toBeVisible();
  expect(calls).toHaveLength(1);
  expect(calls[0]).toBeTruthy();
});
