import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { CSP } from '../deploy/headers.mjs';
import { dismissPopups, headerLogin, inEnglish } from './helpers';

// The site is served under its Content-Security-Policy (deploy/headers.mjs) and runs under it:
// no inline script, no eval, nothing the policy refuses (issue 16).
test.beforeEach(async ({ page }) => {
  await inEnglish(page);
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
});

async function violations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

/** The policy's complaints the browser writes to the console, from now on. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content.Security.Policy/i.test(m.text())) errors.push(m.text());
  });
  return errors;
}

const banners = (page: Page) => page.getByRole('region', { name: 'Banners' }).or(page.locator('.home-banner').first());

const heading = (name: string) => (page: Page) => page.getByRole('heading', { level: 1, name });

// One test a page, each ready once it shows.
const PAGES: [path: string, ready: (page: Page) => Locator][] = [
  ['/index', banners],
  ['/promotions', heading('Promotions')],
  ['/down', heading('App download')],
  ['/pointMall', heading('Points mall')],
];

for (const [path, ready] of PAGES) {
  test(`${path} carries the policy and runs under it without a violation`, async ({ page }) => {
    const errors = consoleErrors(page);
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy']).toBe(CSP);
    await expect(ready(page)).toBeVisible();
    expect(await violations(page), path).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('a member signs in, opens the member centre and a mini game in its frame without a violation', async ({ page }) => {
  const errors = consoleErrors(page);
  // The slider and the encrypted login run under the policy too.
  await page.goto('/index');
  await headerLogin(page, 'member01', 'Member123');
  await dismissPopups(page);
  await page
    .getByRole('banner')
    .getByRole('button', { name: /member01/ })
    .click();
  await page.getByRole('menuitem', { name: 'Member centre' }).click();
  await expect(page.getByRole('dialog', { name: 'Member centre' }).getByRole('navigation')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Mini games', exact: true }).click();
  await page
    .getByRole('region', { name: 'Mini games' })
    .getByRole('button', { name: /Bầu Cua/ })
    .click();
  await expect(page.getByRole('dialog', { name: 'Bầu Cua', exact: true }).frameLocator('iframe').locator('#game-name')).toHaveText('Bầu Cua');
  expect(await violations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('the policy is in force: an inline script does not run, and is reported', async ({ page }) => {
  await page.goto('/index');
  await expect(banners(page)).toBeVisible();
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.inlineRan = true';
    document.body.append(script);
  });
  await expect.poll(() => violations(page)).toContainEqual(expect.stringMatching(/^script-src/));
  expect(await page.evaluate(() => (window as unknown as { inlineRan?: boolean }).inlineRan)).toBeUndefined();
});

/** deploy/nginx.conf with this machine's values on its `# @` lines: a free port, the build, the mock platform as the backend. */
function nginxConfig(dir: string, port: number, backend: number): string {
  const values: Record<string, string> = {
    pid: `pid ${dir}/nginx.pid;`,
    'error-log': `error_log ${dir}/error.log warn;`,
    temp: ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((k) => `${k}_temp_path ${dir}/${k};`).join(' '),
    listen: `listen 127.0.0.1:${port};`,
    root: `root ${join(process.cwd(), 'dist')};`,
    // The mock platform's pictures and developer endpoints go to it too.
    'api-paths': 'location ~ ^/(wps|lgw|lotto|mock-cdn|__mock)/ {',
    backend: `proxy_pass http://127.0.0.1:${backend};`,
    // The mock platform writes its pictures' addresses from the host it is asked on: this one.
    'backend-host': 'proxy_set_header Host $http_host;',
  };
  const config = readFileSync('deploy/nginx.conf', 'utf8').replace(/^(\s*).*# @([\w-]+)$/gm, (_line, indent: string, name: string) => {
    if (!(name in values)) throw new Error(`nginx.conf: no value for @${name}`);
    return `${indent}${values[name]}`;
  });
  // Started as root, nginx's workers would read the build as `nobody`, which a private checkout
  // (a 0700 temporary clone) refuses: here they keep the tester's user.
  return process.getuid?.() === 0 ? `user root;\n${config}` : config;
}

test.describe('the production nginx configuration', () => {
  const dir = mkdtempSync(join(tmpdir(), 'wps-nginx-'));
  let server: ChildProcess | undefined;
  let base = '';

  test.beforeAll(async () => {
    const nginx = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
    expect(existsSync(nginx), 'nginx is installed (scripts/e2e.mjs installs it as root)').toBe(true);
    const port = await new Promise<number>((resolvePort) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as { port: number };
        probe.close(() => resolvePort(free));
      });
    });
    writeFileSync(join(dir, 'nginx.conf'), nginxConfig(dir, port, Number(process.env.E2E_PORT ?? 4173)));
    server = spawn(nginx, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'inherit' });
    base = `http://127.0.0.1:${port}`;
    await expect.poll(async () => (await fetch(`${base}/index`).catch(() => null))?.status, { timeout: 15_000 }).toBe(200);
  });

  test.afterAll(() => {
    server?.kill();
    rmSync(dir, { recursive: true, force: true });
  });

  test('serves the site compressed, cached and with the policy, proxies the API, and the site runs under it', async ({ page }) => {
    const html = await fetch(`${base}/promotions`, { headers: { 'accept-encoding': 'gzip' } });
    expect(html.status).toBe(200);
    expect(html.headers.get('content-security-policy')).toBe(CSP);
    expect(html.headers.get('x-content-type-options')).toBe('nosniff');
    expect(html.headers.get('cache-control')).toBe('no-cache');
    expect(html.headers.get('content-encoding')).toBe('gzip');
    const text = await html.text();
    expect(text).toContain('<div id="root">');
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(text)?.[1];
    const asset = await fetch(`${base}${script}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    // The lite app's service worker and manifest (issue 32): asked for anew, each in its type; its offline view with the policy.
    const worker = await fetch(`${base}/sw.js`);
    expect(worker.headers.get('content-type')).toMatch(/javascript/);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    const manifest = await fetch(`${base}/manifest.webmanifest`);
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(`${base}/offline.html`)).headers.get('content-security-policy')).toBe(CSP);
    const status = await fetch(`${base}/wps/system/status?host=localhost`, { headers: { Merchant: 'DEMO' } });
    expect(((await status.json()) as { success: boolean }).success).toBe(true);

    await page.goto(`${base}/index`);
    await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Slots', exact: true })).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('dialog', { name: 'Register' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});
