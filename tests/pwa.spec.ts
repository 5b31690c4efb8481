import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { tsImport } from 'tsx/esm/api';
import { chromiumLaunchOptions } from '../scripts/lib/chromium.mjs';
import { jpegSize, themeTokens } from '../scripts/lib/pwa';
import { apiLogin, inEnglish } from './helpers';

/**
 * The lite app (issue 32) on the production build: the manifest and Chromium's installability
 * check, the service worker (after the first paint; the shell precached; no API reply cached),
 * the offline view and its Try again, a new build offered with "A new version is ready", and the
 * download page's Install.
 */

const API = /\/(wps|lgw|lotto|mock-cdn|__mock)\//;

/** The service worker runs and controls the page (the first version claims it). */
async function controlled(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** Every cached request, by cache. */
const cached = (page: Page) =>
  page.evaluate(async () => {
    const all: Record<string, string[]> = {};
    for (const name of await caches.keys()) all[name] = (await (await caches.open(name)).keys()).map((request) => request.url);
    return all;
  });

/** A PNG's width and height (its IHDR chunk). */
const pngSize = (data: Buffer) => ({ width: data.readUInt32BE(16), height: data.readUInt32BE(20) });

test.describe('installable', () => {
  test('the manifest is linked and valid, Chromium can install the site, and the iOS Lite card offers Install', async ({ playwright, request }, info) => {
    const html = await (await request.get('/index')).text();
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(html).toMatch(/<meta name="viewport" content="[^"]*viewport-fit=cover/);
    const reply = await request.get('/manifest.webmanifest');
    expect(reply.headers()['content-type']).toBe('application/manifest+json');
    const manifest = await reply.json();
    const tokens = themeTokens(readFileSync('src/ui/theme.css', 'utf8'));
    expect(manifest).toMatchObject({
      name: 'WPS Gaming',
      short_name: 'WPS',
      display: 'standalone',
      start_url: '/index',
      scope: '/',
      background_color: tokens['--color-bg'],
      theme_color: tokens['--color-surface'],
    });
    expect(manifest.description).toBeTruthy();
    // The icons are there, in their sizes: plain and maskable, 192 and 512; iOS's 180.
    const icons = manifest.icons as { src: string; sizes: string; purpose: string; type: string }[];
    expect(icons.map((icon) => `${icon.purpose} ${icon.sizes}`).sort()).toEqual(['any 192x192', 'any 512x512', 'maskable 192x192', 'maskable 512x512']);
    const apple = /<link rel="apple-touch-icon" href="([^"]+)">/.exec(html)?.[1];
    expect(apple).toBeTruthy();
    for (const icon of [...icons, { src: apple!, sizes: '180x180', type: 'image/png' }]) {
      const image = await request.get(icon.src);
      expect(image.headers()['content-type'], icon.src).toBe(icon.type);
      const { width, height } = pngSize(await image.body());
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
    }
    const screenshots = manifest.screenshots as { src: string; sizes: string; form_factor: string }[];
    expect(screenshots.map((s) => s.form_factor).sort()).toEqual(['narrow', 'wide']);
    for (const shot of screenshots) {
      const { width, height } = jpegSize(await (await request.get(shot.src)).body());
      expect(`${width}x${height}`).toBe(shot.sizes);
    }

    // Chromium offers to install only outside incognito: a profile of the test's own.
    const profile = mkdtempSync(join(tmpdir(), 'wps-pwa-profile-'));
    const context = await playwright.chromium.launchPersistentContext(profile, {
      ...chromiumLaunchOptions(),
      baseURL: info.project.use.baseURL,
      locale: 'en-US',
      viewport: { width: 1366, height: 900 },
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.addInitScript(() => localStorage.setItem('hisLang', 'EN'));
      await page.goto('/down');
      const cdp = await context.newCDPSession(page);
      expect((await cdp.send('Page.getAppManifest')).errors).toEqual([]);
      await expect.poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);
      const lite = page.getByRole('article', { name: 'iOS Lite', exact: true });
      const installButton = lite.getByRole('button', { name: 'Install iOS Lite on this device' });
      await expect(installButton).toBeVisible();
      // The Install button takes the link's place; the other cards keep theirs.
      await expect(lite.getByRole('link', { name: 'Install iOS Lite' })).toHaveCount(0);
      await expect(page.getByRole('article', { name: 'iOS', exact: true }).getByRole('link', { name: 'Install iOS', exact: true })).toBeVisible();
      await page.screenshot({ path: info.outputPath('download-card.png') });
      // Once the browser says it is installed, the card says so.
      await page.evaluate(() => dispatchEvent(new Event('appinstalled')));
      await expect(lite.getByRole('status')).toHaveText('Installed on this device');
      await expect(installButton).toHaveCount(0);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  test.describe('on an iPhone', () => {
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
    test.use({ viewport: { width: 390, height: 844 }, userAgent: iphone });

    test('Safari shows the Share → Add to Home Screen steps; another browser says to open Safari', async ({ page }) => {
      await inEnglish(page);
      await page.goto('/down');
      const lite = page.getByRole('article', { name: 'iOS Lite', exact: true });
      const steps = lite.getByRole('region', { name: 'Add it to your Home Screen' });
      await expect(steps.getByRole('listitem')).toHaveText(["Tap Share in Safari's toolbar.", 'Choose Add to Home Screen.', 'Tap Add.']);
      await expect(lite.getByRole('button', { name: /Install iOS Lite/ })).toHaveCount(0);
      await page.screenshot({ path: test.info().outputPath('download-card-iphone.png'), fullPage: true });
    });

    test('started from the home screen: the card says so, and the header keeps clear of the notch', async ({ page, context }) => {
      await inEnglish(page);
      // Safari's flag for a page started from the home screen, and an iPhone's safe-area insets.
      await page.addInitScript(() => Object.defineProperty(navigator, 'standalone', { value: true }));
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setSafeAreaInsetsOverride', { insets: { top: 47, bottom: 34, left: 0, right: 0 } });
      await page.goto('/down');
      const lite = page.getByRole('article', { name: 'iOS Lite', exact: true });
      await expect(lite.getByRole('status')).toHaveText("You're using the installed app");
      await expect(lite.getByRole('region', { name: 'Add it to your Home Screen' })).toHaveCount(0);
      const bar = page.getByRole('banner').locator('.site-header__bar');
      expect((await bar.boundingBox())?.y).toBe(47);
      await page.screenshot({ path: test.info().outputPath('standalone-notch.png') });
    });

    test('another browser on iOS says to open the page in Safari', async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, userAgent: iphone.replace('Version/17.4', 'CriOS/126.0') });
      const page = await context.newPage();
      await inEnglish(page);
      await page.goto('/down');
      await expect(page.getByRole('article', { name: 'iOS Lite', exact: true })).toContainText('To install it, open this page in Safari.');
      await context.close();
    });
  });
});

test.describe('the service worker', () => {
  test.beforeEach(async ({ page }) => inEnglish(page));

  test('registers after the first paint, precaches the shell and keeps no API reply', async ({ page }) => {
    await apiLogin(page, 'member01', 'Member123');
    await page.goto('/index');
    await controlled(page);
    const [paint, register] = await page.evaluate(() => [
      performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      performance.getEntriesByName('pwa:register')[0]?.startTime ?? null,
    ]);
    expect(paint).not.toBeNull();
    expect(register).toBeGreaterThan(paint!);

    // A member's screens: the balance, the promotions, the member centre's deposit.
    await expect(page.getByRole('banner').getByRole('button', { name: 'Deposit' })).toBeVisible();
    const api = page.waitForResponse((response) => API.test(new URL(response.url()).pathname));
    await page.goto('/promotions');
    expect((await api).fromServiceWorker()).toBe(false);
    await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'Deposit' }).click();
    await expect(page.getByRole('dialog', { name: 'Member centre' }).getByRole('heading', { name: 'Deposit', level: 3 })).toBeVisible();

    const caches = await cached(page);
    const urls = Object.values(caches).flat();
    const precache = Object.entries(caches).find(([name]) => name.startsWith('workbox-precache'))?.[1] ?? [];
    const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(await (await page.request.get('/index')).text())?.[1];
    expect(precache.map((url) => new URL(url).pathname)).toEqual(expect.arrayContaining(['/offline.html', entry, '/manifest.webmanifest']));
    // Hashed files, the offline view and the manifest: nothing else, no reply of the platform's.
    expect(urls.filter((url) => API.test(new URL(url).pathname))).toEqual([]);
    expect(urls.filter((url) => !/^\/(assets\/|offline\.html|manifest\.webmanifest)/.test(new URL(url).pathname))).toEqual([]);
    // Every hashed file the page loaded is kept for the next start: the language's texts (English),
    // loaded before the worker ran, and the deposit's screen, loaded after (past the worker, where
    // static routes send it straight to the network).
    const english = readFileSync('dist/.vite/manifest.json', 'utf8');
    const texts = (JSON.parse(english) as Record<string, { file: string }>)['locales/en.json']!.file;
    const loaded = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => new URL(name).pathname.startsWith('/assets/')),
    );
    expect(loaded.some((url) => url.endsWith(texts))).toBe(true);
    await expect
      .poll(async () => {
        const kept = Object.values(await cached(page)).flat();
        return loaded.filter((url) => !kept.includes(url));
      })
      .toEqual([]);
  });

  for (const path of ['/index', '/promotions']) {
    test(`offline, a reload of ${path} shows the offline view, and Try again recovers`, async ({ page, context }) => {
      await page.goto(path);
      await controlled(page);
      await context.setOffline(true);
      await page.reload();
      const view = page.getByRole('region', { name: "You're offline" });
      await expect(view.getByRole('heading', { level: 1 })).toHaveText("You're offline");
      await expect(page).toHaveTitle("You're offline");
      expect(new URL(page.url()).pathname).toBe(path);
      const retry = view.getByRole('button', { name: 'Try again' });
      await retry.click();
      await expect(view.getByRole('status')).toHaveText('Still offline. Check your connection and try again.');
      await context.setOffline(false);
      await retry.click();
      if (path === '/promotions') await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
      else await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Slots', exact: true })).toBeVisible();
      await expect(view).toHaveCount(0);
    });
  }
});

test.describe('the offline view in the member’s language', () => {
  for (const [code, title, dir] of [
    ['MY', 'အင်တာနက် ချိတ်ဆက်မှု မရှိပါ', 'ltr'],
    ['AR', 'أنت غير متصل بالإنترنت', 'rtl'],
  ] as const) {
    test(`${code}: ${dir}`, async ({ page, context }) => {
      await page.addInitScript((language) => localStorage.setItem('hisLang', language), code);
      await page.goto('/promotions');
      await controlled(page);
      await context.setOffline(true);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      await page.screenshot({ path: test.info().outputPath(`offline-${code}.png`) });
      await context.setOffline(false);
    });
  }
});

/**
 * The build served from a folder of the test's own (the mock server, another port: another
 * origin, so its service worker is the test's alone), where the test deploys a next build.
 */
async function ownDeployment() {
  const dir = mkdtempSync(join(tmpdir(), 'wps-pwa-site-'));
  cpSync('dist', dir, { recursive: true });
  const { startMockHttpServer } = (await tsImport('../mocks/server.ts', import.meta.url)) as typeof import('../mocks/server');
  const server = await startMockHttpServer({ port: 0, staticDir: dir });
  return {
    url: server.url,
    /** A next build: its offline view changed, so the service worker's list of files changed with it. */
    deployNextBuild() {
      const offline = readFileSync(join(dir, 'offline.html'), 'utf8').replace('</body>', '<!-- the next build --></body>');
      writeFileSync(join(dir, 'offline.html'), offline);
      const revision = createHash('md5').update(offline).digest('hex');
      const worker = readFileSync(join(dir, 'sw.js'), 'utf8');
      const next = worker.replace(/("revision":")[0-9a-f]{32}(","url":"offline\.html")/, `$1${revision}$2`);
      expect(next).not.toBe(worker);
      writeFileSync(join(dir, 'sw.js'), next);
    },
    async close() {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

test.describe('a new build', () => {
  test('an open tab says "A new version is ready"; nothing reloads until Reload, which loads it', async ({ browser }) => {
    // A server of its own, then two installs of the service worker.
    test.setTimeout(90_000);
    const site = await ownDeployment();
    let context: BrowserContext | undefined;
    try {
      context = await browser.newContext({ baseURL: site.url, locale: 'en-US', viewport: { width: 1366, height: 900 } });
      const page = await context.newPage();
      await inEnglish(page);
      await page.goto('/index');
      await controlled(page);
      // A form filled in and a dialog open when the new build comes.
      await page.getByRole('banner').getByRole('textbox', { name: 'Username' }).fill('member01');
      await page.getByRole('banner').getByRole('button', { name: 'Register' }).click();
      const dialog = page.getByRole('dialog', { name: 'Register' });
      await expect(dialog).toBeVisible();
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));

      site.deployNextBuild();
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
      const toast = page.getByRole('region', { name: 'A new version is ready' });
      await expect(toast.getByRole('status')).toHaveText('A new version is ready');
      // Nothing reloaded: the dialog and the typed name are still there.
      await expect(dialog).toBeVisible();
      await expect(page.getByRole('banner').getByRole('textbox', { name: 'Username' })).toHaveValue('member01');
      expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await page.screenshot({ path: test.info().outputPath('update-toast.png') });
      // The page loads again once the new version has taken it (its activation first).
      const reloaded = page.waitForEvent('load');
      await toast.getByRole('button', { name: 'Reload' }).click();
      await reloaded;
      expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument ?? false)).toBe(false);
      await controlled(page);
      // The next build runs: no version waits, and its offline view is the one precached.
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
      expect(
        Object.values(await cached(page))
          .flat()
          .some((url) => url.includes('offline.html?__WB_REVISION__=')),
      ).toBe(true);
      const offline = await page.evaluate(async () => (await (await caches.match('/offline.html', { ignoreSearch: true }))?.text()) ?? '');
      expect(offline).toContain('<!-- the next build -->');
      await expect(toast).toHaveCount(0);
    } finally {
      await context?.close();
      await site.close();
    }
  });
});
