/**
 * Sports and e-sports matches, the jackpot and the mini games in the lobbies (issue 17), against
 * the mock platform, whose matches move with its clock (docs/design/sports.md).
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { apiLogin, inEnglish } from './helpers';

test.beforeEach(async ({ page }) => inEnglish(page));

const board = (page: Page) => page.getByRole('tabpanel');
const matchList = (page: Page) => board(page).getByRole('list', { name: /^Matches at / });
const matches = (page: Page) => matchList(page).getByRole('article');
const leagues = (page: Page) => matchList(page).getByRole('heading', { level: 3 });
const advance = (page: Page, advanceMs: number) => page.request.post('/__mock/clock', { data: { advanceMs } });
/** A match row's prices, by their accessible names. */
const oddsOf = (match: Locator) => match.getByRole('list', { name: /^Odds of / }).getByRole('button');

/** Opens `path` as member01, signed in (the login is auth.spec.ts's). */
async function loginAsMember(page: Page, path: string) {
  await apiLogin(page, 'member01', 'Member123');
  await page.goto(path);
}

test("lists the matches in play with their score, minute and odds, and today's with their start time", async ({ page }) => {
  await page.goto('/sports');
  await expect(page.getByRole('heading', { name: 'Matches', level: 2 })).toBeVisible();
  const inPlay = page.getByRole('tab', { name: /^In play/ });
  await expect(inPlay).toHaveAttribute('aria-selected', 'true');
  await expect(matches(page).first()).toBeVisible();
  const rolling = await matches(page).count();
  // The tab counts the vendor's matches in play: the rows shown.
  await expect(inPlay).toHaveText(`In play${rolling}`);
  const first = matches(page).first();
  await expect(first).toContainText('Live');
  await expect(first.getByRole('button', { name: /^\S.* \d+ .+ \d+ Open in the sportsbook$/ })).toBeVisible();
  // 1X2 (or a two-way winner), the handicap and over/under.
  await expect(first.getByRole('button', { name: / to win, odds \d+\.\d\d$/ })).toHaveCount(2);
  await expect(oddsOf(first).first().locator('.odd__label')).toHaveText('1');
  await expect(first.getByRole('button', { name: /^Over [\d.]+, odds \d+\.\d\d$/ })).toBeVisible();
  await expect(first.getByRole('button', { name: /^Handicap .+, odds \d+\.\d\d$/ })).toHaveCount(2);

  await page.getByRole('tab', { name: /^Today/ }).click();
  await expect(page).toHaveURL(/list=today/);
  await expect(page.getByRole('tab', { name: /^Today/ })).toHaveAttribute('aria-selected', 'true');
  await expect(matches(page).first().locator('time')).toHaveText(/\d\d:\d\d/);
  // No live badge (a team such as Liverpool may contain the word).
  await expect(matches(page).first().locator('.match__live')).toHaveCount(0);
  expect(
    Number(
      await page
        .getByRole('tab', { name: /^Today/ })
        .locator('.match-board__count')
        .innerText(),
    ),
  ).toBeGreaterThan(20);
});

/** Every clock of the board, as toHaveText reads it (textContent: innerText puts line breaks between the parts). */
const clocks = (page: Page) => matchList(page).locator('.match__clock');
const clocksText = async (page: Page) => (await clocks(page).allTextContents()).join('|');

test('a rolling match moves on when the clock does: its minute and odds change, and the moves are marked', async ({ page }) => {
  await page.goto('/sports');
  const first = matches(page).first();
  await expect(first).toBeVisible();
  const before = await clocksText(page);
  const oddsBefore = await matchList(page).locator('.odd__value').allTextContents();
  await expect(page.locator('.odd--up, .odd--down')).toHaveCount(0);
  await advance(page, 3 * 60_000);
  await page.getByRole('button', { name: 'Refresh odds' }).click();
  // A match at half-time keeps its clock; the others (basketball, tennis) move on.
  await expect.poll(() => clocksText(page)).not.toBe(before);
  // At least one price moved, and says which way, on screen and by name.
  const marked = matchList(page).getByRole('button', { name: /, odds \d+\.\d\d (up|down)$/ });
  await expect(marked.first()).toBeVisible();
  await expect(marked.first().locator('.odd__move')).toHaveText(/^[▲▼]$/);
  expect(await matchList(page).locator('.odd__value').allTextContents()).not.toEqual(oddsBefore);
});

test('the odds refresh by themselves while matches are in play', async ({ page }) => {
  // The page's timers run on the test's clock: the poll's ten seconds pass at once.
  await page.clock.install();
  await page.goto('/sports');
  await expect(matches(page).first()).toBeVisible();
  const updated = page.getByText(/^Odds at /);
  const stamp = (await updated.textContent()) ?? '';
  const before = await clocksText(page);
  await advance(page, 2 * 60_000);
  // No click: the 10-second poll brings the new minute and a new time of the odds.
  await page.clock.fastForward(10_000);
  await expect(updated).not.toHaveText(stamp);
  await expect.poll(() => clocksText(page)).not.toBe(before);
});

test('a hidden tab asks for no odds; showing it again brings them at once', async ({ page }) => {
  // The page's timers run on the test's clock: the poll's ten seconds pass at once.
  await page.clock.install();
  await page.goto('/sports');
  await expect(matches(page).first()).toBeVisible();
  const asked: number[] = [];
  page.on('request', (r) => {
    if (r.url().includes('GCSGAME_getGameMatchV2')) asked.push(Date.now());
  });
  const setVisibility = (state: 'hidden' | 'visible') =>
    page.evaluate((s) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => s });
      document.dispatchEvent(new Event('visibilitychange'));
    }, state);
  await setVisibility('hidden');
  // Longer than the 10-second poll, whose timer fires: nothing is asked while hidden (a request would be seen by now).
  await page.clock.fastForward(13_000);
  expect(asked).toEqual([]);
  await setVisibility('visible');
  // The next poll asks again.
  await page.clock.fastForward(10_000);
  await expect.poll(() => asked.length).toBeGreaterThan(0);
});

test('the sport and league filters change the rows, and the URL keeps them', async ({ page }) => {
  await page.goto('/sports?list=today');
  await expect(matches(page).first()).toBeVisible();
  const sportOf = (page: Page) => matchList(page).locator('.match-league__sport');
  const firstMatch = await matches(page).first().getAttribute('aria-label');

  await page.getByRole('button', { name: 'Basketball', exact: true }).click();
  await expect(page).toHaveURL(/sport=BASKETBALL/);
  await expect(page.getByRole('button', { name: 'Basketball', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(matches(page).first()).not.toHaveAttribute('aria-label', firstMatch ?? '');
  await expect(sportOf(page).first()).toHaveText(/basketball/i);
  for (const sport of await sportOf(page).allInnerTexts()) expect(sport).toMatch(/basketball/i);

  const league = page.getByRole('combobox', { name: 'League' });
  const options = await league.locator('option').allInnerTexts();
  expect(options.length).toBeGreaterThan(2);
  const chosen = options[1]!;
  await league.selectOption({ label: chosen });
  await expect(page).toHaveURL(/league=/);
  await expect(leagues(page)).toHaveCount(1);
  await expect(leagues(page).first()).toContainText(chosen);

  // The sport chip resets the league.
  await page.getByRole('button', { name: 'All sports' }).click();
  await expect(page).not.toHaveURL(/league=/);
  await expect.poll(async () => leagues(page).count()).toBeGreaterThan(1);
});

test('a poll or a filter keeps the rows on screen: a poll quietly, a filter dimmed until the new rows come', async ({ page }) => {
  await page.clock.install();
  await page.goto('/sports');
  await expect(matches(page).first()).toBeVisible();
  const first = (await matches(page).first().getAttribute('aria-label')) ?? '';
  // The board's next replies are held until the test lets them go.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/GCSGAME_getGameMatchV2/, async (route) => {
    await held;
    await route.continue();
  });
  const refresh = page.getByRole('button', { name: 'Refresh' });
  // A poll in the background: the Refresh button stays as it was, the rows stay as they were.
  const polled = page.waitForRequest(/GCSGAME_getGameMatchV2/);
  await page.clock.fastForward(10_000);
  await polled;
  await expect(refresh).toBeEnabled();
  await expect(board(page)).not.toHaveAttribute('aria-busy', 'true');
  // Another sport: the football rows stay, marked busy, with no loading state in their place.
  const asked = page.waitForRequest((r) => r.url().includes('GCSGAME_getGameMatchV2') && r.url().includes('BASKETBALL'));
  await page.getByRole('button', { name: 'Basketball', exact: true }).click();
  await asked;
  await expect(board(page)).toHaveAttribute('aria-busy', 'true');
  await expect(matches(page).first()).toHaveAttribute('aria-label', first);
  await expect(page.getByText('Loading matches')).toHaveCount(0);
  release();
  await expect(board(page)).not.toHaveAttribute('aria-busy', 'true');
  await expect(matchList(page).locator('.match-league__sport').first()).toHaveText(/basketball/i);
});

test('the e-sports tab lists e-sports matches by game title, and another vendor can be chosen', async ({ page }) => {
  await page.goto('/sports');
  await page.getByRole('navigation', { name: 'Sports or e-sports' }).getByRole('link', { name: 'E-sports' }).click();
  await expect(page).toHaveURL(/tab=esports/);
  await expect(page.getByRole('heading', { name: 'E-sports matches' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'League of Legends', exact: true })).toBeVisible();
  await page.getByRole('tab', { name: /^Today/ }).click();
  await expect(matches(page).first()).toBeVisible();
  await expect(matchList(page)).toHaveAccessibleName('Matches at TF Gaming');
  const titles = (await leagues(page).allInnerTexts()).join(' ');
  expect(titles).toMatch(/Counter-Strike 2|Dota 2|League of Legends|Valorant|Arena of Valor/i);
  expect(titles).not.toMatch(/Football|Basketball|Tennis/i);
  await page.getByRole('combobox', { name: 'Sportsbook' }).selectOption({ label: 'IM Esports' });
  await expect(matchList(page)).toHaveAccessibleName('Matches at IM Esports');
});

test('visitors are asked to log in before a match opens; a member opens the sportsbook at the match', async ({ page }) => {
  await page.goto('/sports');
  const first = matches(page).first();
  await oddsOf(first).first().click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await page.keyboard.press('Escape');

  await loginAsMember(page, '/sports');
  const match = matches(page).first();
  const name = (await match.getAttribute('aria-label')) ?? '';
  const [home, away] = name.split(' v ');
  await oddsOf(match).first().click();
  await expect(page).toHaveURL(/\/game$/);
  const game = page.frameLocator('iframe[title="Game"]');
  await expect(game.locator('[data-field="vendor"]')).toHaveText('SABA Sports');
  await expect(game.locator('[data-field="event"]')).toContainText(`${home} v ${away}`);
});

test("a long list (SBOBET's few hundred matches today) draws only the rows near the screen and scrolls to the end", async ({ page }) => {
  await page.goto('/sports?list=today&vendor=SBO');
  await expect(matchList(page)).toHaveAccessibleName('Matches at SBOBET');
  const total = Number(
    (
      await page
        .getByRole('tab', { name: /^Today/ })
        .locator('.match-board__count')
        .innerText()
    ).trim(),
  );
  expect(total).toBeGreaterThan(200);
  await expect(matches(page).first()).toBeVisible();
  const drawn = await matches(page).count();
  expect(drawn).toBeLessThan(60);
  const items = matchList(page).locator(':scope > li');
  const size = Number(await items.first().getAttribute('aria-setsize'));
  expect(size).toBeGreaterThan(total);
  await page.keyboard.press('End');
  // The end of the page is past the list: its last row is drawn, and shows when scrolled to.
  await expect(items.last()).toHaveAttribute('aria-posinset', String(size));
  await items.last().scrollIntoViewIfNeeded();
  await expect(items.last()).toBeInViewport();
  await expect(items.last().getByRole('article')).toHaveAttribute('aria-label', / v /);
});

test('the jackpot shows on the home page and counts up', async ({ page }) => {
  await page.goto('/index');
  const jackpot = page.getByRole('region', { name: 'Jackpot' });
  const amount = jackpot.getByTestId('jackpot-amount');
  await expect(amount).toHaveText(/^₫\s[\d,]{9,}$/);
  const read = async () => Number((await amount.innerText()).replace(/\D/g, ''));
  const first = await read();
  await expect.poll(read, { timeout: 5_000 }).toBeGreaterThan(first);
});

test('the lobbies show the jackpot and the mini games; a mini game asks a visitor to log in and opens in the popup for a member', async ({ page }) => {
  await page.goto('/rng');
  await expect(page.getByRole('region', { name: 'Jackpot' })).toBeVisible();
  const minis = page.getByRole('region', { name: 'Mini games' });
  await minis.getByRole('button').first().click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await page.keyboard.press('Escape');

  await loginAsMember(page, '/rng');
  const game = minis.getByRole('button').first();
  const name = (await game.locator('.mini-games__name').innerText()).trim();
  await game.click();
  const popup = page.getByRole('dialog', { name, exact: true });
  await expect(popup).toBeVisible();
  await expect(popup.frameLocator('iframe').locator('#game-name')).toHaveText(name);
});

test('the empty scenario says no match is in play; the server-error scenario shows a failure with a retry and hides the jackpot', async ({ page, baseURL }) => {
  await page.goto('/sports?scenario=empty');
  await expect(page.getByText("No matches are in play right now. Today's matches are in the Today tab.")).toBeVisible();
  await page.getByRole('tab', { name: /^Today/ }).click();
  await expect(page.getByText('No more matches start today.')).toBeVisible();

  await page.context().addCookies([{ name: 'mock_scenario', value: 'server-error', url: baseURL! }]);
  await page.goto('/sports');
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Jackpot' })).toHaveCount(0);
  await page.context().addCookies([{ name: 'mock_scenario', value: 'default', url: baseURL! }]);
});
