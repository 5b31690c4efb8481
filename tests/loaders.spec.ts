import { expect, type Page, type Request, test } from '@playwright/test';
import { apiLogin, inEnglish, trackRequests } from './helpers';

// Issue 29: a route's loader fetches the page's first replies on the intent to open it (the
// pointer on a link to it), with the options the page reads, so the click draws the page with
// its content and no loading view in the default scenario.

test.beforeEach(async ({ page }) => inEnglish(page));

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/** The addresses the page asks for from now on. */
function recordCalls(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

/** Waits until every call of `paths` has been asked for (the router's preload runs the loader a moment after the hover). */
async function expectAsked(urls: readonly string[], paths: readonly string[]) {
  for (const path of paths) await expect.poll(() => urls.some((url) => url.includes(path)), { message: `${path} asked`, timeout: 15_000 }).toBe(true);
}

/** The page's code and these calls: what a hover fetched (the home page's own polls are left out). */
const codeOr =
  (...paths: string[]) =>
  (request: Request) =>
    request.resourceType() === 'script' || paths.some((path) => request.url().includes(path));

/**
 * Records every loading view (a spinner, a "Loading…" line or placeholder) that shows in `scope`
 * from now on, once the address is `pathname`: the page left behind is not watched.
 */
async function watchLoadingViews(page: Page, pathname: string, scope = 'main') {
  await page.evaluate(
    ({ pathname, scope }) => {
      const w = window as unknown as { loadingViews: string[] };
      w.loadingViews = [];
      const check = () => {
        if (window.location.pathname !== pathname) return;
        for (const root of document.querySelectorAll(scope)) {
          for (const view of root.querySelectorAll('.spinner, [aria-label="Loading…"]')) w.loadingViews.push(view.outerHTML.slice(0, 120));
          if (root.textContent?.includes('Loading…')) w.loadingViews.push(`"Loading…" in ${scope}`);
        }
      };
      new MutationObserver(check).observe(document.body, { subtree: true, childList: true, characterData: true });
    },
    { pathname, scope },
  );
  return () => page.evaluate(() => (window as unknown as { loadingViews: string[] }).loadingViews);
}

test("resting on Promotions asks for a member's promotions, claim hall and rebate; the click shows them with no loading view", async ({ page }) => {
  await apiLogin(page, 'member01', 'Member123');
  await page.goto('/index');
  const link = nav(page).getByRole('link', { name: 'Promotions', exact: true });
  await expect(link).toBeVisible();

  const calls = ['/PROMOFE_getPromoAnnounceV2', '/PROMOFE_getPromotionAnnouncementCategory', '/MCS2_getPromotionClaimList', '/ODSFE2_getRebate'];
  const urls = recordCalls(page);
  const fetched = trackRequests(page, codeOr(...calls));
  await link.hover();
  await expectAsked(urls, calls);
  await fetched();
  await expect(page).toHaveURL(/\/index$/);

  const loadingViews = await watchLoadingViews(page, '/promotions');
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Promotions', exact: true }).getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Claim hall', exact: true }).getByRole('list', { name: 'Rewards waiting to be claimed' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Rebate', exact: true }).getByRole('table', { name: 'Rebate by game type' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Winners board', exact: true }).getByRole('listitem').first()).toBeVisible();
  expect(await loadingViews()).toEqual([]);
});

test("resting on a link to the points mall asks for its config, catalogue and the member's points; the click shows them with no loading view", async ({
  page,
}) => {
  await apiLogin(page, 'member01', 'Member123');
  // The points mall's promotion leads there.
  await page.goto('/promoDetail?id=8902');
  const link = page.getByRole('main').getByRole('link', { name: 'Open the points mall' });
  await expect(link).toBeVisible();

  const calls = ['/MCS2_getPointConfig', '/MCS2_getPointReward', '/MCS2_getPointBalance'];
  const urls = recordCalls(page);
  const fetched = trackRequests(page, codeOr(...calls));
  await link.hover();
  await expectAsked(urls, calls);
  await fetched();
  await expect(page).toHaveURL(/\/promoDetail\?id=8902$/);

  const loadingViews = await watchLoadingViews(page, '/pointMall');
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Points mall' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Rewards' }).getByRole('article').first()).toBeVisible();
  await expect(page.locator('.pm-figures > div').filter({ hasText: 'Points balance' }).locator('dd')).toHaveText(/^[\d,]+ pts$/);
  await expect(page.getByText('Points never expire.', { exact: true })).toBeVisible();
  expect(await loadingViews()).toEqual([]);
});

test('resting on a help topic in the footer readies the help centre; the click shows its articles with no loading view', async ({ page }) => {
  // A light page with the footer (the home page's sections keep a busy machine busier).
  await page.goto('/down');
  const topic = page.getByRole('contentinfo').getByRole('navigation', { name: 'Help' }).locator('a[href*="/help?category="]').first();
  await expect(topic).toBeVisible();
  const name = (await topic.textContent()) ?? '';

  const urls = recordCalls(page);
  const fetched = trackRequests(page, codeOr('/wps/system/helpCenter'));
  await topic.hover();
  // The page's code comes on the hover; the loader finds the help centre's reply in the cache,
  // where the footer's topics came from (the same query), and asks nothing more.
  await expectAsked(urls, ['/HelpPage-']);
  await fetched();
  expect(urls.filter((url) => url.includes('/wps/system/helpCenter'))).toEqual([]);

  const loadingViews = await watchLoadingViews(page, '/help');
  await topic.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Help centre' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(page.getByRole('main').locator('details').first()).toBeVisible();
  expect(await loadingViews()).toEqual([]);
  expect(urls.filter((url) => url.includes('/wps/system/helpCenter'))).toEqual([]);
});

test("resting on a game of the lottery menu asks for the game's latest draw; the click shows it and the menu with no loading view", async ({ page }) => {
  await apiLogin(page, 'member01', 'Member123');
  await page.goto('/index');
  await nav(page).getByRole('link', { name: 'Lottery', exact: true }).hover();
  const game = nav(page)
    .getByRole('region', { name: 'Lottery games' })
    .getByRole('region', { name: 'Xổ số nhanh' })
    .getByRole('link', { name: 'Hà Nội 1 phút' });
  await expect(game).toBeVisible();

  // The menu has asked for the lottery menus itself; the game's latest draw only the route's loader asks for.
  const urls = recordCalls(page);
  const fetched = trackRequests(page, codeOr('/lgw/'));
  await game.hover();
  await expectAsked(urls, ['/lotto/lgw/games/opened/numero?gameCode=HN1F']);
  await fetched();
  await expect(page).toHaveURL(/\/index$/);

  // The game's frame launches on the click (a launch is not fetched ahead): only the menu and the draw are watched.
  const loadingViews = await watchLoadingViews(page, '/lottery', '.lottery-page__menu, .lottery-page__draw');
  await game.click();
  await expect(page).toHaveURL(/\/lottery\?gameCode=HN1F/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hà Nội 1 phút' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Latest draw' }).getByRole('list', { name: 'Winning numbers' }).getByRole('listitem')).toHaveCount(5);
  await expect(page.getByRole('complementary', { name: 'Lottery menu' }).getByRole('link', { name: 'Hà Nội 1 phút' })).toBeVisible();
  expect(await loadingViews()).toEqual([]);
});
