import { expect, type Locator, type Page, type Request, test } from '@playwright/test';
import { apiLogin, holdReplies, inEnglish, trackRequests } from './helpers';

// Issue 29: what a member is about to open is fetched while the pointer rests on it, so the click
// finds it here and no loading view shows in the default scenario.

test.beforeEach(async ({ page }) => inEnglish(page));

const centre = (page: Page) => page.getByRole('dialog', { name: 'Member centre' });

/** member01 on the home page: the header's Deposit. */
async function depositOnHome(page: Page) {
  await apiLogin(page, 'member01', 'Member123');
  await page.goto('/index');
  const deposit = page.getByRole('banner').getByRole('button', { name: 'Deposit' });
  await expect(deposit).toBeVisible();
  return deposit;
}

/**
 * Rests the pointer on `target` until each reply named (a part of its address, or a pattern) has
 * come and the requests the pointer started are done (those `counted`, all by default).
 */
async function restOn(page: Page, target: Locator, replies: readonly (string | RegExp)[], counted?: (request: Request) => boolean) {
  const named = (url: string, reply: string | RegExp) => (typeof reply === 'string' ? url.includes(reply) : reply.test(url));
  const waits = replies.map((reply) => page.waitForResponse((r) => named(r.url(), reply) && r.ok()));
  const fetched = trackRequests(page, counted);
  await target.hover();
  await Promise.all(waits);
  await fetched();
}

/** Counts every spinner (each loading view has one) that appears in `scope` from now on: a dialog, or the page's main. */
async function countSpinners(page: Page, scope = '[role="dialog"]') {
  await page.evaluate((scope) => {
    const w = window as unknown as { spinners: number };
    w.spinners = 0;
    const seen = new WeakSet<Element>();
    new MutationObserver(() => {
      for (const spinner of document.querySelectorAll(`${scope} .spinner`)) {
        if (seen.has(spinner)) continue;
        seen.add(spinner);
        w.spinners += 1;
      }
    }).observe(document.body, { subtree: true, childList: true });
  }, scope);
  return () => page.evaluate(() => (window as unknown as { spinners: number }).spinners);
}

test('resting on Deposit fetches the deposit panel and its first replies; the click shows the form at once', async ({ page }) => {
  const deposit = await depositOnHome(page);
  const spinners = await countSpinners(page);

  // The hover alone asks for the deposit methods and the recent orders, before any click, and the
  // centre's chunk, the panel's and their texts.
  await restOn(page, deposit, ['/MCSFE_getDepositPaymentChannels', '/MCSFE_getDepositTransactionReport']);
  expect(await page.locator('[role="dialog"]').count()).toBe(0);

  await deposit.click();
  await expect(centre(page).getByRole('form', { name: 'Deposit' })).toBeVisible();
  await expect(centre(page).getByRole('heading', { name: 'Recent deposits' })).toBeVisible();
  expect(await spinners()).toBe(0);
});

test('a Deposit pressed before its first reply is here keeps the page, the button marked busy, and opens the form whole when it comes', async ({ page }) => {
  const deposit = await depositOnHome(page);
  // In the page: the press, each busy mark on a header control (with whether a dialog was there
  // then), and the dialog's first appearance (with whether it showed a loading view).
  await page.evaluate(() => {
    const w = window as unknown as OpeningLog;
    w.opening = { down: 0, marks: [], shown: null };
    addEventListener('pointerdown', () => (w.opening.down = performance.now()), true);
    new MutationObserver((changes) => {
      for (const change of changes)
        if ((change.target as Element).getAttribute('aria-busy') === 'true')
          w.opening.marks.push({ dialog: document.querySelector('[role="dialog"]') !== null });
    }).observe(document.querySelector('header') as Element, { subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
    new MutationObserver(() => {
      if (w.opening.shown || !document.querySelector('[role="dialog"]')) return;
      w.opening.shown = { at: performance.now(), loading: document.querySelector('[role="dialog"] .spinner') !== null };
    }).observe(document.body, { subtree: true, childList: true });
  });
  // The deposit methods are held until the press has been answered with the busy mark.
  const answer = await holdReplies(page, /MCSFE_getDepositPaymentChannels/);
  // The pointer rests first (the chunks and the other replies come), then presses.
  const fetched = trackRequests(page, (request) => !request.url().includes('MCSFE_getDepositPaymentChannels'));
  await deposit.hover();
  await fetched();
  await deposit.click();
  await page.waitForFunction(() => (window as unknown as OpeningLog).opening.marks.length > 0);
  answer();
  await expect(centre(page).getByRole('form', { name: 'Deposit' })).toBeVisible();
  await expect(deposit).not.toHaveAttribute('aria-busy');
  const { down, marks, shown } = await page.evaluate(() => (window as unknown as OpeningLog).opening);
  // No dialog while the button was busy; the dialog came whole, unless the reply (on a busy
  // machine) took longer than the second a dialog waits before it opens with its loading view.
  expect(marks.every((mark) => !mark.dialog)).toBe(true);
  expect(shown).not.toBeNull();
  if (shown?.loading) expect(shown.at - down).toBeGreaterThanOrEqual(990);
});

/** What the page notes of a dialog's opening (the test above). */
interface OpeningLog {
  opening: { down: number; marks: { dialog: boolean }[]; shown: { at: number; loading: boolean } | null };
}

test('a Deposit whose panel is truly slow (over a second) opens with its loading view', async ({ page }) => {
  const deposit = await depositOnHome(page);
  const answer = await holdReplies(page, /MCSFE_getDepositPaymentChannels/);
  await deposit.click();
  await expect(centre(page).getByRole('status').filter({ hasText: 'Loading' })).toBeVisible();
  await expect(deposit).not.toHaveAttribute('aria-busy');
  answer();
  await expect(centre(page).getByRole('form', { name: 'Deposit' })).toBeVisible();
});

test('resting on a member-centre item fetches its panel; the click switches to it with no loading view', async ({ page }) => {
  await apiLogin(page, 'member01', 'Member123');
  await page.goto('/index');
  await page.getByRole('banner').getByRole('button', { name: 'Deposit' }).click();
  await expect(centre(page).getByRole('form', { name: 'Deposit' })).toBeVisible();
  const spinners = await countSpinners(page);

  const item = centre(page).getByRole('navigation').getByRole('button', { name: 'Betting record', exact: true });
  await restOn(page, item, ['/ODSFE2_getBetRecords']);
  await item.click();
  await expect(item).toHaveAttribute('aria-current', 'page');
  await expect(centre(page).getByRole('region', { name: 'Betting record' }).getByRole('table')).toBeVisible();
  expect(await spinners()).toBe(0);
});

test("resting on an agent-centre item fetches its panel and first page; the click shows the team's table with no loading view", async ({ page }) => {
  await apiLogin(page, 'agent01', 'Agent123');
  await page.goto('/index');
  await page
    .getByRole('banner')
    .getByRole('button', { name: /agent01/ })
    .click();
  await page.getByRole('menuitem', { name: 'Agent centre' }).click();
  const agentCentre = page.getByRole('dialog', { name: 'Agent centre' });
  await expect(agentCentre.getByRole('heading', { name: 'Team overview', exact: true })).toBeVisible();
  const spinners = await countSpinners(page);

  const item = agentCentre.getByRole('navigation').getByRole('button', { name: 'Team management', exact: true });
  await restOn(page, item, ['/ODSFE2_getSubordinatev2']);
  await item.click();
  await expect(item).toHaveAttribute('aria-current', 'page');
  const panel = agentCentre.getByRole('region', { name: 'Team management' });
  await expect(panel.getByRole('table', { name: 'Team management' }).locator('tbody tr').first()).toBeVisible();
  // Its rows asked again in the background at the opening do not mark it busy.
  await expect(panel.locator('.agent-panel')).not.toHaveAttribute('aria-busy', 'true');
  expect(await spinners()).toBe(0);
});

test('resting on a lobby link fetches the lobby and its first games; the click draws the games with no loading view', async ({ page }) => {
  await apiLogin(page, 'member01', 'Member123');
  await page.goto('/index');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: 'Slots', exact: true }).hover();
  const vendor = nav.getByRole('list', { name: 'Slots vendors' }).getByRole('link', { name: 'PG Soft' });
  // The router's intent preload runs the lobby's loader: its first page of PG Soft's games.
  // The home page polls (jackpot, winners): only the lobby's code and its games are waited for.
  await restOn(page, vendor, [/\/GCSGAME_gameList\?.*vassalage=PG/], (r) => r.resourceType() === 'script' || r.url().includes('/GCSGAME_gameList'));
  const spinners = await countSpinners(page, 'main');
  await vendor.click();
  await expect(page).toHaveURL(/\/rng\?vassalage=PG$/);
  await expect(
    page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3 }) })
      .first(),
  ).toBeVisible();
  expect(await spinners()).toBe(0);
});

test('resting on Sports fetches the match board and its first matches; the click draws the board with no loading view', async ({ page }) => {
  await apiLogin(page, 'member01', 'Member123');
  await page.goto('/index');
  const sports = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Sports', exact: true });
  await expect(sports).toBeVisible();
  // The home page polls: only the board's code and its matches are waited for.
  await restOn(page, sports, ['/GCSGAME_getGameMatchV2'], (r) => r.resourceType() === 'script' || r.url().includes('/GCSGAME_getGameMatchV2'));
  const spinners = await countSpinners(page, 'main');
  await sports.click();
  await expect(page).toHaveURL(/\/sports$/);
  await expect(page.getByRole('main').getByRole('tabpanel').getByRole('article').first()).toBeVisible();
  expect(await spinners()).toBe(0);
});

test('a lobby slow to come keeps the page the member leaves, marked as on its way, until it is ready (slow scenario)', async ({ page }) => {
  await page.goto('/index?scenario=slow');
  const slots = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Slots', exact: true });
  await expect(slots).toBeVisible();
  const bar = page.locator('.app__navigating');
  await slots.click();
  // The lobby's loader waits for its replies (2 s each here): the page says it is on its way.
  await expect(bar).toBeVisible();
  await expect(page.getByRole('main')).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible({ timeout: 15_000 });
  await expect(bar).toHaveCount(0);
  await expect(page.getByRole('main')).not.toHaveAttribute('aria-busy', 'true');
});
