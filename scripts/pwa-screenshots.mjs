// `node scripts/pwa-screenshots.mjs`: takes the lite app's screenshots for its manifest (the
// install dialogs of Chromium show them) from the production build on the mock platform: the home
// page in the default language, wide (a computer) and narrow (a phone), into src/pwa/screenshots/.
// Run it again when the home page changes much, then build (scripts/lib/pwa.ts reads them).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './lib/chromium.mjs';
import { root, step } from './lib/proc.mjs';

const { register } = await import('tsx/esm/api');
register();
if (!process.argv.includes('--no-build')) await step('build', 'node', ['scripts/build.mjs']);
const { startMockHttpServer } = await import('../mocks/server.ts');
const server = await startMockHttpServer({ port: 0, staticDir: join(root, 'dist') });
const out = join(root, 'src', 'pwa', 'screenshots');
mkdirSync(out, { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  for (const [file, viewport] of [
    ['wide.jpg', { width: 1280, height: 720 }],
    ['narrow.jpg', { width: 412, height: 915 }],
  ]) {
    const page = await browser.newPage({ viewport, deviceScaleFactor: 1 });
    await page.goto(`${server.url}/index`, { waitUntil: 'networkidle' });
    // The images on screen have loaded (those further down load as they near it).
    await page.waitForFunction(() => [...document.images].filter((image) => image.getBoundingClientRect().top < innerHeight).every((image) => image.complete));
    await page.waitForTimeout(500);
    await page.screenshot({ path: join(out, file), type: 'jpeg', quality: 78 });
    await page.close();
    console.log(`[pwa-screenshots] ${file} (${viewport.width}x${viewport.height})`);
  }
} finally {
  await browser.close();
  await server.close();
}
