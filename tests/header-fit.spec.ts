import { expect, type Page, test } from '@playwright/test';
import { LANGUAGES } from '../src/i18n/languages';
import { apiLogin } from './helpers';

// Issue 30: the header fits every language from 320 to 1920 px. Each language is loaded once and
// the window resized through the widths: nothing in the header's bar overlaps or is cut, every
// language's flag shows, and the navigation's entries do not overlap (it scrolls sideways on a
// narrow screen, by design).

const WIDTHS = [1920, 1440, 1024, 768, 360, 320];

/** What is wrong with the header at the current width, in words (empty when it fits). */
function headerProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const shown = (el: Element) => {
      const rect = el.getBoundingClientRect();
      return rect.width > 0 && rect.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''} "${(el.getAttribute('aria-label') ?? el.getAttribute('placeholder') ?? el.textContent ?? '').trim().slice(0, 30)}"`;
    const overlaps = (a: DOMRect, b: DOMRect) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
    const check = (root: Element, clipping: boolean) => {
      const controls = [...root.querySelectorAll('a[href], button, input, select, .flag')].filter(shown);
      for (const [i, a] of controls.entries()) {
        const ra = a.getBoundingClientRect();
        for (const b of controls.slice(i + 1)) {
          if (a.contains(b) || b.contains(a)) continue;
          if (overlaps(ra, b.getBoundingClientRect())) problems.push(`${name(a)} overlaps ${name(b)}`);
        }
        if (!clipping) continue;
        if (ra.left < -0.5 || ra.right > innerWidth + 0.5) problems.push(`${name(a)} runs off the window (${Math.round(ra.left)}–${Math.round(ra.right)})`);
        // A label wider than its button or link is cut (inputs scroll their own text).
        if (a.tagName !== 'INPUT' && a.scrollWidth > a.clientWidth + 1 && a.clientWidth > 0) problems.push(`${name(a)} cuts its label`);
        // Nor does a text of the bar break over two lines (a balance's figures, a button's label).
        const texts = document.createTreeWalker(a, NodeFilter.SHOW_TEXT);
        for (let text = texts.nextNode(); text; text = texts.nextNode()) {
          const range = document.createRange();
          range.selectNodeContents(text);
          const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          if (lines.size > 1) problems.push(`${name(a)} breaks "${text.textContent?.trim()}" over ${lines.size} lines`);
        }
        for (let up = a.parentElement; up && up !== root.parentElement; up = up.parentElement) {
          if (getComputedStyle(up).overflowX === 'visible') continue;
          const box = up.getBoundingClientRect();
          if (ra.left < box.left - 0.5 || ra.right > box.right + 0.5) problems.push(`${name(a)} is cut by ${name(up)}`);
        }
      }
    };
    const bar = document.querySelector('.site-header__bar');
    if (!bar) return ['no header bar'];
    check(bar, true);
    const nav = document.querySelector('#main-nav');
    if (nav) check(nav, false);
    for (const flag of document.querySelectorAll('.site-header .flag')) {
      if (!(flag instanceof HTMLImageElement) || !flag.complete || flag.naturalWidth === 0)
        problems.push(`no flag for ${document.documentElement.dataset.lang}`);
    }
    return problems;
  });
}

async function walk(page: Page, ready: (page: Page) => Promise<void>, codes: readonly string[]) {
  const found: string[] = [];
  for (const code of codes) {
    await page.evaluate((lang) => localStorage.setItem('hisLang', lang), code);
    await page.setViewportSize({ width: 1920, height: 900 });
    // /game with no game open: the header alone, without the home page's carousel and lists.
    await page.goto('/game');
    await expect(page.locator('html')).toHaveAttribute('data-lang', code);
    await ready(page);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    // The flag is an image of its own: wait until it has loaded or failed (a busy machine can take
    // longer than the walk through the widths), then the walk tells which.
    await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('.site-header img.flag')].every((img) => img.complete));
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      // Two frames: the resize's layout, then whatever the header changes in answer to it.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      for (const problem of await headerProblems(page)) found.push(`${code} at ${width} px: ${problem}`);
    }
  }
  return found;
}

const CODES = LANGUAGES.map((l) => l.code);
const HALVES = [CODES.slice(0, 14), CODES.slice(14)];

for (const [half, codes] of HALVES.entries()) {
  test(`a visitor's header fits ${codes.join(', ')} from 320 to 1920 px (part ${half + 1})`, async ({ page }) => {
    test.slow();
    await page.goto('/index');
    const found = await walk(page, (p) => expect(p.locator('.header-login')).toBeVisible(), codes);
    expect(found).toEqual([]);
  });

  test(`a member's header fits ${codes.join(', ')} from 320 to 1920 px (part ${half + 1})`, async ({ page }) => {
    test.slow();
    await page.goto('/index');
    await apiLogin(page, 'member01', 'Member123');
    const found = await walk(page, (p) => expect(p.locator('.account-block')).toBeVisible(), codes);
    expect(found).toEqual([]);
  });
}
