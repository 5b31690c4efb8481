import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { headerLogin } from '../helpers';

// The screens against a server that is not ours (issue 28): Prism answers each call with random
// data the contract allows, behind a router that sets only what signing in and being offered
// every screen need (scripts/lib/foreign-router.mjs PINS). Run through `npm run test:foreign`.
// Each file of a project (a role and a pass) signs in once and visits its screens in order, in
// one page, navigating as the site does (client side); a screen that fails starts the next one in
// a fresh, signed-in page. On each screen: no uncaught error, nothing blank or frozen, no raw
// text key or raw value, and no fault in the site's own code that takes down more than a row or
// a panel.

export type Role = 'member' | 'agent';

/** The signed-in page of a project, and what it saw since the screen began. */
export interface Visit {
  page: Page;
  /** Uncaught errors of the page. */
  pageErrors: string[];
  /** The console's errors that are exceptions of the site's code (caught by an error boundary). */
  exceptions: string[];
  /** Calls answered with an error status. */
  failedCalls: string[];
}

/** The project's page, signed in or not yet. */
interface Session extends Visit {
  signedIn: boolean;
}

export const test = base.extend<{ visit: Visit }, { role: Role; session: Session }>({
  role: ['member', { option: true, scope: 'worker' }],
  session: [
    async ({ browser }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL ?? 'http://127.0.0.1';
      const origin = new URL(baseURL).origin;
      const context = await browser.newContext({ ...workerInfo.project.use, baseURL });
      // The site's page only: an init script runs in every frame, and a game frame's storage may be closed to it.
      await context.addInitScript(() => {
        if (window.top === window) localStorage.setItem('hisLang', 'EN');
      });
      // Prism's addresses (images, game and chat frames) name hosts that do not exist: they get an
      // empty answer instead of the browser's own error page.
      await context.route(
        (url) => url.origin !== origin,
        (route) => route.fulfill({ status: 204 }),
      );
      const page = await context.newPage();
      const session: Session = { page, signedIn: false, pageErrors: [], exceptions: [], failedCalls: [] };
      page.on('pageerror', (error) => {
        // Where it was thrown: the first frame of its stack.
        const at = error.stack
          ?.split('\n')
          .find((line) => /^\s+at /.test(line))
          ?.trim();
        session.pageErrors.push(`${error.name}: ${error.message}${at ? ` (${at})` : ''}`);
      });
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        // A failed call logs "Failed to load resource"; an exception logs its name and message.
        if (/^\w*(Error|Exception)\b/.test(text) || /\bat \w.*\(.*\.js:\d+/.test(text)) session.exceptions.push(text.split('\n').slice(0, 2).join(' '));
      });
      page.on('response', (response) => {
        const url = new URL(response.url());
        if (response.status() >= 400 && /^\/(wps|lgw|lotto)\//.test(url.pathname)) session.failedCalls.push(`${response.status()} ${url.pathname}`);
      });
      await use(session);
      await context.close();
    },
    { scope: 'worker' },
  ],
  // Signs in at the project's first screen, and again at the next one when that failed (a page
  // whose first calls met a Prism that was down or stuck): one failed sign-in fails one screen.
  visit: [
    async ({ session, role }, use) => {
      const { page } = session;
      if (!session.signedIn) {
        const baseURL = test.info().project.use.baseURL ?? 'http://127.0.0.1';
        await page.context().addCookies([{ name: 'foreign_role', value: role, domain: new URL(baseURL).hostname, path: '/' }]);
        session.failedCalls.length = 0;
        await page.goto('/index');
        await headerLogin(page, `foreign${role}`, 'Foreign123');
        await expect(userMenu(page), `signed in (calls that failed: ${session.failedCalls.join(', ') || 'none'})`).toBeVisible({ timeout: 30_000 });
        session.signedIn = true;
      }
      session.pageErrors.length = 0;
      session.exceptions.length = 0;
      session.failedCalls.length = 0;
      await use(session);
    },
    { timeout: 90_000 },
  ],
});

export const userMenu = (page: Page) => page.getByRole('banner').locator('.user-menu__button');

/**
 * Closes whatever opened over the page but the dialog named `keep` (after-login pop-ups, a
 * withdrawal waiting for its confirmation, which the site opens whenever it learns of one).
 */
export async function closeDialogs(page: Page, keep?: string): Promise<void> {
  const open = page.locator('[role="dialog"]:visible, [role="alertdialog"]:visible');
  for (let i = 0; i < 8; i += 1) {
    const names = await open.evaluateAll((nodes) =>
      nodes.map((n) => n.getAttribute('aria-label') ?? document.getElementById(n.getAttribute('aria-labelledby') ?? '')?.textContent ?? ''),
    );
    if (names.every((name) => keep !== undefined && name.trim() === keep)) return;
    await page.keyboard.press('Escape');
    await page.waitForTimeout(200);
  }
}

/** Client-side navigation, as a link in the site does it (the router follows the history). */
export async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    const index = Number((history.state as { __TSR_index?: number } | null)?.__TSR_index ?? 0) + 1;
    const key = Math.random().toString(36).slice(2, 10);
    const state = { ...(history.state as object), __TSR_index: index, key, __TSR_key: key };
    history.pushState(state, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state }));
  }, path);
  await expect(page).toHaveURL((url) => url.pathname === new URL(path, url).pathname);
}

// ---- the text keys of every locale part, to tell a raw key on screen -------------------------

export const LOCALES = join(import.meta.dirname, '..', '..', 'locales');
const PLURAL = /_(zero|one|two|few|many|other)$/;
const keys = new Set<string>();
const branches = new Set<string>();
function collect(node: Record<string, unknown>, prefix: string) {
  for (const [name, value] of Object.entries(node)) {
    const key = prefix ? `${prefix}.${name}` : name;
    if (value && typeof value === 'object') {
      branches.add(key);
      collect(value as Record<string, unknown>, key);
    } else {
      keys.add(key);
      // A plural is looked up, and shown when missing, by its key without the suffix.
      keys.add(key.replace(PLURAL, ''));
    }
  }
}
collect(JSON.parse(readFileSync(join(LOCALES, 'en.json'), 'utf8')), '');
for (const part of readdirSync(LOCALES, { withFileTypes: true })) {
  if (part.isDirectory()) collect(JSON.parse(readFileSync(join(LOCALES, part.name, 'en.json'), 'utf8')), '');
}

/**
 * Raw text keys in a text: a key of the locale files verbatim (`games.view_all`,
 * `in_need_true_account`), or a dotted name under a branch of them that names no text (a key
 * the site builds from a reply, `agent.contracts.offer_waiting.X`). Addresses (a token after
 * `/`, `@` or `:`, or before `/`) are not keys.
 */
export function rawKeys(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(/[A-Za-z][A-Za-z0-9_]*(?:\.[A-Za-z0-9_]+)*/g)) {
    const token = match[0];
    const before = text[match.index - 1] ?? '';
    const after = text[match.index + token.length] ?? '';
    if (before !== '' && '/@:'.includes(before)) continue;
    if (after === '/') continue;
    const segments = token.split('.');
    if (segments.length === 1) {
      if (token.includes('_') && keys.has(token)) found.add(token);
      continue;
    }
    // Under a deeper branch the last segment may be a reply's value (`offer_waiting.DIVIDEND`).
    const prefix = segments.slice(0, -1);
    const named = prefix.every((s) => /^[a-z][A-Za-z0-9_]*$/.test(s)) && (prefix.length > 1 || /^[a-z]/.test(segments.at(-1) ?? ''));
    if (keys.has(token) || (branches.has(prefix.join('.')) && named)) found.add(token);
  }
  return [...found];
}

/**
 * Values no person should read: what JavaScript prints for a missing or broken value, or an
 * unfilled placeholder. (Not `null`: Prism's random text cuts "nulla" to it.)
 */
const RAW_VALUE = /\bundefined\b|\bNaN\b|\[object Object\]|\bInvalid Date\b|\{\{\s*[\w.]+\s*\}\}/;

// ---- one screen --------------------------------------------------------------------------------

/** Settled: nothing on the screen loading or asking again (45 s at most, past the router's 20 s gateway time-out: longer is a frozen screen). */
const SETTLE_MS = 45_000;

/** The checks every screen gets, over `scope` (the main landmark, a dialog or a centre's panel). */
export async function checkScreen(visit: Visit, scope: Locator, what: string): Promise<void> {
  const { page } = visit;
  await expect(scope, `${what} is on screen`).toBeVisible();
  await expect(scope.locator('.status-view[aria-live]'), `${what} still loading after ${SETTLE_MS / 1000} s`).toHaveCount(0, { timeout: SETTLE_MS });
  await expect(scope.locator('[aria-busy="true"]'), `${what} still asking after ${SETTLE_MS / 1000} s`).toHaveCount(0, { timeout: SETTLE_MS });
  // Lazy content comes a moment after its loading view.
  await page.waitForTimeout(300);

  const text = (await scope.innerText()).trim();
  expect(text, `${what} is blank`).not.toBe('');
  const box = await scope.boundingBox();
  expect(box && box.height > 0 && box.width > 0, `${what} has no size`).toBe(true);

  const body = await page.locator('body').innerText();
  expect(rawKeys(body), 'raw text keys on screen').toEqual([]);
  const raw = RAW_VALUE.exec(body);
  expect(raw ? body.slice(Math.max(0, raw.index - 60), raw.index + raw[0].length + 20).replace(/\s+/g, ' ') : null, 'a raw value on screen').toBeNull();

  // A failure view in place of the whole screen is fine for a call that failed (the reply the
  // contract does not allow, a server error); for an exception of the site's own code it means
  // one bad value took down more than its row or panel.
  const whole = scope.locator('.status-view[role="alert"]').filter({ has: page.getByRole('heading', { name: 'Something went wrong' }) });
  if ((await whole.count()) > 0) {
    expect(visit.exceptions, `${what} fell whole to "Something went wrong" for an exception`).toEqual([]);
    test
      .info()
      .annotations.push({ type: 'failure view', description: `${what} shows "Something went wrong" (${visit.failedCalls.join(', ') || 'no call failed'})` });
  }
  // What the screen met, for the report: calls that failed, exceptions an error boundary caught.
  if (visit.failedCalls.length) test.info().annotations.push({ type: 'calls answered with an error', description: [...new Set(visit.failedCalls)].join(', ') });
  if (visit.exceptions.length) test.info().annotations.push({ type: 'caught exceptions', description: visit.exceptions.join(' || ') });
  expect(visit.pageErrors, 'uncaught errors').toEqual([]);
}

// ---- the centres ---------------------------------------------------------------------------------

const rootEn = JSON.parse(readFileSync(join(LOCALES, 'en.json'), 'utf8')) as { agentCentre: { item: Record<string, string> }; account: Record<string, string> };
export const MEMBER_CENTRE = rootEn.account.member_centre!;
export const AGENT_CENTRE = rootEn.account.agent_centre!;
/** The agent centre's items and labels (src/features/agent-centre/items.ts, in its order). */
export const AGENT_ITEMS = Object.entries(rootEn.agentCentre.item);

/** Opens a centre from the user menu, unless it is open; closes what opened over it. */
async function openCentre(page: Page, name: string): Promise<Locator> {
  const centre = page.getByRole('dialog', { name });
  await closeDialogs(page, name);
  if (await centre.isVisible()) return centre;
  await userMenu(page).click({ timeout: 5_000 });
  await page.getByRole('menuitem', { name }).click({ timeout: 5_000 });
  await expect(centre.getByRole('navigation').getByRole('button').first()).toBeVisible();
  return centre;
}

/** Opens a centre's panel from its menu and checks it. */
export async function visitPanel(visit: Visit, centreName: string, label: string): Promise<void> {
  const { page } = visit;
  const centre = page.getByRole('dialog', { name: centreName });
  const item = centre.getByRole('navigation').getByRole('button', { name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\d+)?$`) });
  // A pop-up the site opens meanwhile (a withdrawal to confirm) covers the centre: closed, and tried again.
  await expect(async () => {
    await openCentre(page, centreName);
    await expect(item, `the menu offers ${label}`).toBeVisible({ timeout: 5_000 });
    await item.click({ timeout: 5_000 });
    await expect(item).toHaveAttribute('aria-current', 'page', { timeout: 5_000 });
  }).toPass({ timeout: 45_000 });
  // The panel beside the menu (src/ui/SideMenuLayout.tsx), named after its item.
  const panel = centre.locator('section.side-menu-layout__panel');
  await expect(panel).toHaveAttribute('aria-label', label);
  await checkScreen(visit, panel, `the ${label} panel`);
}

export { expect };
