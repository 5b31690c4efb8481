import { expect, type Locator, type Page, test } from '@playwright/test';
import { apiLogin, dismissPopups, holdReplies, inEnglish } from './helpers';

test.beforeEach(async ({ page }) => inEnglish(page));

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/** Opens a page as member01, signed in (the login is auth.spec.ts's). */
async function loginAsMember(page: Page, path = '/index') {
  await apiLogin(page, 'member01', 'Member123');
  await page.goto(path);
  await expect(page.getByRole('banner').getByRole('button', { name: /member01/ })).toBeVisible();
}

/** The game tile of `name` in the first game list. */
const tile = (page: Page, name: string) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) })
    .first();

test('every game type shows its vendors in a dropdown that opens its lobby', async ({ page }) => {
  await page.goto('/index');
  const entries: [string, string, string, RegExp, string][] = [
    ['Slots', 'PG Soft', 'Slots vendors', /\/rng\?vassalage=PG$/, 'Slots'],
    ['Fish', 'JDB', 'Fish vendors', /\/fish\?vassalage=JDB$/, 'Fish'],
    ['Live casino', 'Evolution', 'Live casino vendors', /\/live\?vassalage=EVO$/, 'Live casino'],
    ['Card games', 'V8 Poker', 'Card games vendors', /\/pvp\?vassalage=V8$/, 'Player versus player'],
    ['Sports', 'SABA Sports', 'Sports vendors', /\/sports$/, 'Sports'],
    ['E-sports', 'TF Gaming', 'E-sports vendors', /\/sports\?tab=esports$/, 'Sports'],
    ['E-lottery', 'GPI Lottery', 'E-lottery vendors', /\/elott$/, 'E-lottery'],
  ];
  for (const [entry, vendor, list, url, heading] of entries) {
    await nav(page).getByRole('link', { name: entry, exact: true }).hover();
    const dropdown = nav(page).getByRole('list', { name: list });
    await expect(dropdown).toBeVisible();
    await dropdown.getByRole('link', { name: vendor }).click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  // The chosen vendor is marked in the lobby's vendor bar; e-sports shows only e-sports vendors.
  await expect(page.getByRole('listitem').filter({ hasText: 'IM Esports' }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'SABA Sports' })).toHaveCount(0);
});

test('the lottery dropdown has the HOT strip and the weekday selector filters by draw day', async ({ page }) => {
  // Saturday 21 November 2026 in the browser's clock: the selectors default to Saturday (7).
  await page.clock.setFixedTime(new Date('2026-11-21T10:00:00+07:00'));
  await page.goto('/index');
  await nav(page).getByRole('link', { name: 'Lottery', exact: true }).hover();
  const menu = nav(page).getByRole('region', { name: 'Lottery games' });
  await expect(menu.getByRole('region', { name: 'Popular lottery games' }).getByRole('link', { name: 'Xổ số Miền Bắc' })).toBeVisible();
  const central = menu.getByRole('region', { name: 'Miền Trung' });
  await expect(central.getByRole('button', { name: 'Sat' })).toHaveAttribute('aria-pressed', 'true');
  // Saturday: Đà Nẵng (4,7) draws, Huế (1,2) does not.
  await expect(central.getByRole('link', { name: 'Đà Nẵng' })).toBeVisible();
  await expect(central.getByRole('link', { name: 'Thừa Thiên Huế' })).toHaveCount(0);
  await central.getByRole('button', { name: 'Mon' }).click();
  await expect(central.getByRole('link')).toHaveText(['Thừa Thiên Huế', 'Phú Yên']);
  await central.getByRole('button', { name: 'All' }).click();
  await expect(central.getByRole('link')).toHaveCount(14);
  await central.getByRole('button', { name: 'Mon' }).click();
  await central.getByRole('link', { name: 'Phú Yên' }).click();
  await expect(page).toHaveURL(/\/vnlottery\?gameCode=PHUYEN$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Phú Yên' })).toBeVisible();
});

test('/lottery?gameCode=X&playType=Y opens game X on play type Y', async ({ page }) => {
  await loginAsMember(page, '/lottery?gameCode=HN1F&playType=DX');
  await expect(page.getByRole('heading', { level: 1, name: 'Hà Nội 1 phút' })).toBeVisible();
  await expect(page.getByTestId('play-type')).toHaveText('DX');
  await expect(page.getByRole('region', { name: 'Latest draw' }).getByRole('list', { name: 'Winning numbers' }).getByRole('listitem')).toHaveCount(5);
  const game = page.frameLocator('iframe[title="Hà Nội 1 phút"]');
  await expect(game.locator('#game-name')).toHaveText('Hà Nội 1 phút');
  await expect(game.locator('[data-field="playType"]')).toHaveText('DX');
  await expect(page.locator('iframe[title="Hà Nội 1 phút"]')).toHaveAttribute('sandbox', /allow-scripts/);
});

test('a visitor who clicks a game gets the login popup', async ({ page }) => {
  await page.goto('/rng?vassalage=PG');
  await expect(page.getByText('Log in to see every game and play for real money.')).toBeVisible();
  await tile(page, 'Mahjong Ways 2').getByRole('button', { name: 'Play Mahjong Ways 2', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
});

test('member01 launches a game into the sandboxed frame on /game, and it becomes a recent game', async ({ page }) => {
  await loginAsMember(page, '/rng?vassalage=PG');
  await expect(page.getByText(/Showing 27 of 27 games/)).toBeVisible();
  await tile(page, 'Lucky Neko').getByRole('button', { name: 'Play Lucky Neko', exact: true }).click();
  await expect(page).toHaveURL(/\/game$/);
  const frame = page.locator('iframe[title="Game"]');
  await expect(frame).toHaveAttribute('src', /^https?:\/\//);
  await expect(frame).toHaveAttribute('sandbox', /allow-scripts/);
  await expect(page.frameLocator('iframe[title="Game"]').locator('#game-name')).toHaveText('Lucky Neko');
  // The game fills the page below the header.
  const box = await frame.boundingBox();
  expect(box?.width).toBeGreaterThan(1000);
  expect(box?.height).toBeGreaterThan(400);
  await expect(page.frameLocator('iframe[title="Game"]').locator('#game-mode')).toHaveText('REAL MONEY');
  // The game stays after a reload, and shows first among the recent games.
  await page.reload();
  await expect(page.frameLocator('iframe[title="Game"]').locator('#game-name')).toHaveText('Lucky Neko');
  await page.goto('/rng?vassalage=PG');
  await page.getByRole('button', { name: 'Recently played', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Recently played' }).getByRole('heading').first()).toHaveText('Lucky Neko');
});

test('a launch failure shows its message and keeps the member on the lobby', async ({ page }) => {
  await loginAsMember(page, '/rng?vassalage=PG&scenario=launch-round-open');
  await tile(page, 'Lucky Neko').getByRole('button', { name: 'Play Lucky Neko', exact: true }).click();
  await expect(page.getByRole('dialog').getByText('A game round is still open. Please finish it first.')).toBeVisible();
  await expect(page).toHaveURL(/\/rng/);
});

test('a guest is refused real-money play but may play the free games', async ({ page }) => {
  await page.goto('/rng?vassalage=PG');
  await page.getByRole('banner').getByRole('button', { name: 'Free demo' }).click();
  await dismissPopups(page);
  await expect(page.getByRole('button', { name: 'Favourites', exact: true })).toBeVisible();
  await tile(page, 'Mahjong Ways 2').getByRole('button', { name: 'Play Mahjong Ways 2', exact: true }).click();
  const warning = page.getByRole('dialog').filter({ hasText: 'real account' });
  await expect(warning).toBeVisible();
  await warning.getByRole('button').first().click();
  await tile(page, 'Mahjong Ways 2').getByRole('button', { name: 'Play Mahjong Ways 2 for free', exact: true }).click();
  await expect(page).toHaveURL(/\/game$/);
  await expect(page.frameLocator('iframe[title="Game"]').locator('#game-mode')).toHaveText('DEMO');
});

test('favourites are kept by the server and survive a reload', async ({ page }) => {
  await loginAsMember(page, '/rng?vassalage=PG');
  const heart = tile(page, 'Lucky Neko').getByRole('button', { name: /Lucky Neko to favourites|Lucky Neko from favourites/ });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  // The heart fills at once; the reload waits for the server's reply, as a member's would not
  // (a toggle still on its way when the page goes is lost, like any unsent form).
  const saved = page.waitForResponse(/MCSFE_addFavoriteGameV2/);
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  expect((await saved).ok()).toBe(true);
  await page.reload();
  await expect(tile(page, 'Lucky Neko').getByRole('button', { name: 'Remove Lucky Neko from favourites' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Favourites', exact: true }).click();
  const favourites = page.getByRole('list', { name: 'Favourites' });
  await expect(favourites.getByRole('heading', { name: 'Lucky Neko' })).toBeVisible();
  await favourites.getByRole('button', { name: 'Remove Lucky Neko from favourites' }).click();
  await expect(favourites.getByRole('heading', { name: 'Lucky Neko' })).toHaveCount(0);
});

test('the slot search finds games by name and scrolling loads the next page', async ({ page }) => {
  await loginAsMember(page, '/rng');
  await expect(page.getByText(/Showing 30 of \d+ games/)).toBeVisible();
  await page.mouse.wheel(0, 20_000);
  await expect(page.getByText(/Showing 60 of \d+ games/)).toBeVisible();
  // Until the answer comes the list says it is searching, and shows none of the old rows.
  const answer = await holdReplies(page, /GCSGAME_gameList.*keyword=fortune/);
  await page.getByRole('searchbox', { name: 'Search games' }).fill('fortune');
  await expect(page.getByRole('status').filter({ hasText: 'Searching…' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Games' })).toHaveCount(0);
  answer();
  await expect(page.getByText(/Showing \d+ of \d+ games matching “fortune”/)).toBeVisible();
  const names = await page.getByRole('list', { name: 'Games' }).getByRole('heading').allTextContents();
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) expect(name.toLowerCase()).toContain('fortune');
});

/** The lobby's count of games shown and in all ("Showing 30 of 354 games"). */
async function shownOf(page: Page): Promise<[number, number]> {
  const text = await page.getByText(/^Showing \d+ of \d+ games$/).innerText();
  const [, shown, total] = /Showing (\d+) of (\d+)/.exec(text) ?? [];
  return [Number(shown), Number(total)];
}

/** Scrolls to the end of the page until the lobby has loaded at least `count` games. */
async function loadGames(page: Page, count: number, timeout = 30_000) {
  await expect(page.getByText(/^Showing 30 of \d+ games$/)).toBeVisible();
  await expect
    .poll(
      async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        return (await shownOf(page))[0];
      },
      { timeout, intervals: [250] },
    )
    .toBeGreaterThanOrEqual(count);
}

const gameTiles = (page: Page) => page.getByRole('list', { name: 'Games' }).locator(':scope > li.game-tile');
const placeOf = async (tile: Locator) => Number(await tile.getAttribute('aria-posinset'));

test('a long lobby (every slot, a page at a time) draws only the rows of tiles near the screen and scrolls to the last game', async ({ page }) => {
  // Twelve pages to load, a scroll to the end for each.
  test.slow();
  await loginAsMember(page, '/rng');
  const [, total] = await shownOf(page);
  expect(total).toBeGreaterThan(300);
  await loadGames(page, total, 70_000);
  const tiles = gameTiles(page);
  // At the end of the page: the last rows are drawn, not the hundreds above them.
  await expect(tiles.last()).toHaveAttribute('aria-posinset', String(total));
  await expect(tiles.first()).toHaveAttribute('aria-setsize', String(total));
  expect(await tiles.count()).toBeLessThan(80);
  expect(await placeOf(tiles.first())).toBeGreaterThan(total - 80);
  await tiles.last().scrollIntoViewIfNeeded();
  await expect(tiles.last()).toBeInViewport();
  await expect(tiles.last().getByRole('heading')).toHaveText(/\S/);
  // The list ends with its last row (the rows above are its height, as if drawn).
  const list = await page.getByRole('list', { name: 'Games' }).boundingBox();
  const last = await tiles.last().boundingBox();
  expect(Math.abs((list?.y ?? 0) + (list?.height ?? 0) - (last?.y ?? 0) - (last?.height ?? 0))).toBeLessThan(4);
  // Back at the top, the first games are drawn again, and few.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(tiles.first()).toHaveAttribute('aria-posinset', '1');
  expect(await tiles.count()).toBeLessThan(80);
});

test('Tab walks on from the last tile drawn into the rows past it; a focused tile stays while the list scrolls away', async ({ page }) => {
  test.slow();
  await loginAsMember(page, '/rng');
  await loadGames(page, 120);
  await page.evaluate(() => window.scrollTo(0, 0));
  const tiles = gameTiles(page);
  await expect(tiles.first()).toHaveAttribute('aria-posinset', '1');
  const lastDrawn = await placeOf(tiles.last());
  expect(lastDrawn).toBeLessThan(100);
  /** The place in the list of the tile that has the focus (0: none). */
  const focusedPlace = () => page.evaluate(() => Number(document.activeElement?.closest('ul.game-grid > li.game-tile')?.getAttribute('aria-posinset') ?? 0));
  // The last tile drawn is below the screen: the focus scrolls it into view, and Tab goes on
  // through the tiles that were not drawn, one after the other, two rows and more.
  await tiles
    .last()
    .getByRole('button', { name: /^Play / })
    .first()
    .focus();
  let place = lastDrawn;
  while (place <= lastDrawn + 15) {
    await page.keyboard.press('Tab');
    const next = await focusedPlace();
    expect([place, place + 1]).toContain(next);
    place = next;
  }
  const focused = page.locator(':focus');
  await expect(focused).toBeInViewport();
  // Scrolled far below, the focused tile is still there, and Tab goes on from it to the next game.
  const name = await focused.getAttribute('aria-label');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(async () => placeOf(tiles.last())).toBeGreaterThan(place + 40);
  await expect(tiles.and(page.locator(`[aria-posinset="${place + 2}"]`))).toHaveCount(0);
  await expect(page.getByRole('button', { name: name ?? '', exact: true })).toBeFocused();
  let next = place;
  while (next === place) {
    await page.keyboard.press('Tab');
    next = await focusedPlace();
    expect([place, place + 1]).toContain(next);
  }
  await expect(page.locator(':focus')).toBeInViewport();
});

const lobbies = ['/rng', '/pvp', '/fish', '/live', '/sports', '/sports?tab=esports', '/elott', '/lottery?gameCode=HN1F', '/vnlottery', '/seamless'];

for (const path of lobbies) {
  test(`${path} shows its empty and its server-error states`, async ({ page }) => {
    const join = path.includes('?') ? '&' : '?';
    await page.goto(`${path}${join}scenario=empty`);
    await expect(page.getByText(/No game providers are available right now\.|No lottery games are available right now\./).first()).toBeVisible();
    await page.goto(`${path}${join}scenario=server-error`);
    await expect(
      page
        .getByRole('alert')
        .filter({ has: page.getByRole('button', { name: 'Try again' }) })
        .first(),
    ).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('body')).not.toContainText(/system\.error|undefined|\[object/);
    await page.goto(`${path}${join}scenario=default`);
  });
}
