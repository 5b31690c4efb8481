// usage: node .shot.mjs <path> <width> <out.png> [username|-] [full] [lang]
import { chromium } from '@playwright/test';
const [, , path, width, out, user, full, lang] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const ctx = await browser.newContext({ viewport: { width: Number(width), height: 900 }, locale: 'en-US' });
const page = await ctx.newPage();
await ctx.addCookies([{ name: 'mock_state', value: `look${Date.now()}`, domain: '127.0.0.1', path: '/' }]);
await page.addInitScript((l) => localStorage.setItem('hisLang', l), lang ?? 'EN');
await page.goto('http://127.0.0.1:5555/index');
await page.waitForTimeout(2000);
if (user && user !== '-') {
  const header = page.getByRole('banner');
  await header.getByRole('textbox').first().fill(user);
  await header.locator('input[type=password]').fill(user.includes('agent') ? 'Agent123' : 'Member123');
  await header.getByRole('button').filter({ hasText: /Log in|Đăng nhập/ }).first().click();
  const slider = page.getByRole('slider');
  await slider.focus();
  await page.keyboard.press('End');
  await page.waitForTimeout(2500);
  await page.keyboard.press('Escape');
  await page.waitForTimeout(500);
}
await page.goto('http://127.0.0.1:5555' + path);
await page.waitForTimeout(3000);
if (full === 'full') { for (let y = 0; y < 12000; y += 600) { await page.mouse.wheel(0, 600); await page.waitForTimeout(120); } await page.waitForTimeout(1500); }
await page.screenshot({ path: out, fullPage: full === 'full' });
await browser.close();
