import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { apiLogin, headerLogin, inEnglish, trackRequests } from './helpers';

// Responsible gaming (issue 31): the member centre's limits, their effect on deposits, launches and
// logins, the reality check on the mock clock, a time-out, and the agent's view of a downline in one.
test.beforeEach(async ({ page }) => inEnglish(page));

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Moves the test's own mock platform's clock forward. */
async function advanceClock(page: Page, ms: number) {
  const reply = await page.request.post('/__mock/clock', { data: { advanceMs: ms } });
  expect(reply.ok()).toBe(true);
}

/** Signs in through the platform's call (the login form is auth.spec.ts's) and opens a page. */
async function login(page: Page, username: string, password: string, path = '/index') {
  await apiLogin(page, username, password);
  await page.goto(path);
  await expect(page.getByRole('banner').getByRole('button', { name: new RegExp(username) })).toBeVisible();
}

const centre = (page: Page) => page.getByRole('dialog', { name: 'Member centre' });
const panel = (page: Page, item: string) => centre(page).getByRole('region', { name: item, exact: true });
const rg = (page: Page) => panel(page, 'Responsible gaming');
/** A deposit or loss limit's card. */
const card = (page: Page, section: 'Deposit limits' | 'Loss limits', period: 'Daily' | 'Weekly' | 'Monthly') =>
  rg(page)
    .getByRole('region', { name: section })
    .getByRole('article', { name: `${period} limit` });

/** Opens the member centre from the member's menu, on an item. */
async function openCentre(page: Page, username: string, item = 'Responsible gaming') {
  await page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(username) })
    .click();
  await page.getByRole('menuitem', { name: 'Member centre' }).click();
  await openItem(page, item);
}

async function openItem(page: Page, item: string) {
  const button = centre(page)
    .getByRole('navigation')
    .getByRole('button', { name: new RegExp(`^${item}( \\d+)?$`) });
  await button.click();
  await expect(button).toHaveAttribute('aria-current', 'page');
  await expect(panel(page, item).getByRole('heading', { name: item, exact: true })).toBeVisible();
}

/** A game tile's Play button in the first game list. */
const play = (page: Page, name: string) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) })
    .first()
    .getByRole('button', { name: `Play ${name}`, exact: true });

test('a daily deposit limit refuses a deposit past it with what is left; a raise waits 24 hours of the clock', async ({ page }) => {
  // Several screens, two accounts and the clock: more than one screen's time on a busy machine.
  test.slow();
  await login(page, 'member01', 'Member123');
  await openCentre(page, 'member01');
  const daily = card(page, 'Deposit limits', 'Daily');
  await expect(daily.getByText('No limit', { exact: true })).toBeVisible();
  await daily.getByRole('textbox', { name: 'New daily limit' }).fill('1000000');
  await daily.getByRole('button', { name: 'Set limit' }).click();
  await expect(daily.getByRole('status')).toHaveText('Your new limit holds now.');
  await expect(daily.getByText('₫ 1,000,000', { exact: true })).toBeVisible();
  await expect(daily.getByRole('progressbar', { name: 'Daily limit used' })).toHaveAttribute('aria-valuetext', 'Used today: ₫\u00a00 of ₫\u00a01,000,000');

  await openItem(page, 'Deposit');
  const form = panel(page, 'Deposit').getByRole('form', { name: 'Deposit' });
  await form.getByRole('combobox', { name: 'Bank' }).selectOption({ label: 'Vietcombank' });
  await form.getByRole('textbox', { name: 'Amount' }).fill('1200000');
  await form.getByRole('button', { name: 'Deposit now' }).click();
  await expect(form.getByRole('alert')).toHaveText('This deposit would pass your daily deposit limit of ₫ 1,000,000: ₫ 1,000,000 left today.');
  // What was typed stays, to change it.
  await expect(form.getByRole('textbox', { name: 'Amount' })).toHaveValue('1200000');

  await openItem(page, 'Responsible gaming');
  await daily.getByRole('textbox', { name: 'New daily limit' }).fill('2000000');
  await daily.getByRole('button', { name: 'Set limit' }).click();
  await expect(daily.getByRole('status')).toHaveText(/^Your change takes effect on .+\.$/);
  await expect(daily.getByText(/^Pending: ₫\s2,000,000 from .+/)).toBeVisible();
  await expect(daily.getByText('₫ 1,000,000', { exact: true })).toBeVisible();

  await advanceClock(page, 24 * HOUR);
  await openItem(page, 'My account');
  await openItem(page, 'Responsible gaming');
  await expect(daily.getByText('₫ 2,000,000', { exact: true })).toBeVisible();
  await expect(daily.getByText(/^Pending:/)).toHaveCount(0);
});

test('limited01 plays near its daily loss limit, and cannot launch a game once past it', async ({ page }) => {
  // Several screens, two accounts and the clock: more than one screen's time on a busy machine.
  test.slow();
  await login(page, 'limited01', 'Limited123', '/rng?vassalage=PG');
  await openCentre(page, 'limited01');
  await expect(card(page, 'Loss limits', 'Daily').getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'Used today: ₫\u00a0950,000 of ₫\u00a01,000,000');
  await page.keyboard.press('Escape');

  await play(page, 'Lucky Neko').click();
  await expect(page).toHaveURL(/\/game$/);
  // A round lost in the game (the mock platform's developer control plays it).
  const round = await page.request.post('/__mock/bet', { data: { username: 'limited01', stake: 100_000 } });
  expect(round.ok()).toBe(true);

  await page.goto('/rng?vassalage=PG');
  await play(page, 'Lucky Neko').click();
  const refusal = page.getByRole('dialog').filter({ hasText: 'daily loss limit' });
  await expect(refusal).toContainText(/^.*You have reached your daily loss limit of ₫\s1,000,000\. Games open again on .+\./);
  await expect(page).toHaveURL(/\/rng/);
});

test('the reality check appears after the chosen interval of mock time, with the session’s length and result', async ({ page }) => {
  // Several screens, two accounts and the clock: more than one screen's time on a busy machine.
  test.slow();
  // The page's own timers follow a clock the test moves with the platform's.
  await page.clock.install();
  await login(page, 'member01', 'Member123');
  await openCentre(page, 'member01');
  const reality = rg(page).getByRole('form', { name: 'Reality check' });
  await reality.getByRole('combobox', { name: 'Reality check' }).selectOption({ label: 'Every 15 minutes' });
  await reality.getByRole('button', { name: 'Save' }).click();
  await expect(reality.getByRole('status')).toHaveText('Saved.');
  await page.keyboard.press('Escape');
  await expect(centre(page)).toBeHidden();
  const round = await page.request.post('/__mock/bet', { data: { username: 'member01', stake: 50_000, payout: 20_000 } });
  expect(round.ok()).toBe(true);

  const check = page.getByRole('dialog', { name: 'Reality check' });
  await advanceClock(page, 14 * MINUTE);
  await page.clock.fastForward('14:00');
  await expect(check).toHaveCount(0);
  await advanceClock(page, MINUTE + 5_000);
  await page.clock.fastForward('01:05');
  await expect(check).toBeVisible();
  await expect(check).toContainText(/You have been signed in for 15 minutes\./);
  await expect(check).toContainText('You are ₫ 30,000 down.');
  expect((await new AxeBuilder({ page }).withTags(WCAG).exclude('iframe').setLegacyMode().include('[role="dialog"]').analyze()).violations).toEqual([]);

  await check.getByRole('button', { name: 'View my account record' }).click();
  await expect(check).toBeHidden();
  await expect(panel(page, 'Account record').getByRole('heading', { name: 'Account record' })).toBeVisible();
  await page.keyboard.press('Escape');

  // Continue: the next check comes an interval later.
  await advanceClock(page, 15 * MINUTE + 5_000);
  await page.clock.fastForward('15:05');
  await expect(check).toBeVisible();
  await check.getByRole('button', { name: 'Continue' }).click();
  await expect(check).toBeHidden();
});

test('a 24-hour time-out signs the member out until the clock passes it; the upline sees it in team management', async ({ page }) => {
  // Several screens, two accounts and the clock: more than one screen's time on a busy machine.
  test.slow();
  await login(page, 'member01', 'Member123');
  await openCentre(page, 'member01');
  const timeout = rg(page).getByRole('region', { name: 'Take a break' }).locator('.rg-card').filter({ hasText: 'Time-out' });
  await timeout.getByRole('radio', { name: '24 hours' }).check();
  await timeout.getByRole('button', { name: 'Take a time-out' }).click();
  // The second step says plainly what will happen.
  const confirm = timeout.getByRole('region', { name: 'Confirm your time-out' });
  await expect(confirm).toContainText(
    /You will be signed out now and cannot sign in, deposit or play until .+ \(24 hours\)\. It cannot be undone or shortened from the site\./,
  );
  await confirm.getByRole('button', { name: 'Yes, take the time-out' }).click();
  const notice = page.getByRole('dialog').filter({ hasText: 'You are signed out.' });
  await expect(notice).toContainText(/Your time-out lasts until .+\./);
  await notice.getByRole('button').last().click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();

  await headerLogin(page, 'member01', 'Member123');
  await expect(page.getByRole('banner').getByRole('alert')).toHaveText(/^You are taking a time-out until .+\. You cannot sign in before then\.$/);

  // The upline, in a tab of its own on the same platform, sees the time-out and none of the member's figures.
  const agent = await page.context().newPage();
  await apiLogin(agent, 'agent01', 'Agent123');
  await agent.goto('/index');
  await agent
    .getByRole('banner')
    .getByRole('button', { name: /agent01/ })
    .click();
  await agent.getByRole('menuitem', { name: 'Agent centre' }).click();
  const agentCentre = agent.getByRole('dialog', { name: 'Agent centre' });
  await agentCentre
    .getByRole('navigation')
    .getByRole('button', { name: /^Team management/ })
    .click();
  await agentCentre.getByRole('searchbox', { name: 'Find a username' }).fill('member01');
  const row = agentCentre.getByRole('table', { name: 'Team management' }).getByRole('row').filter({ hasText: 'member01' });
  await expect(row).toContainText(/Time-out until .+/);

  await advanceClock(page, 24 * HOUR);
  await headerLogin(page, 'member01', 'Member123');
  await expect(page.getByRole('banner').getByRole('button', { name: /member01/ })).toBeVisible();
});

test('timeout01 cannot sign in while its time-out lasts', async ({ page }) => {
  await page.goto('/index');
  await headerLogin(page, 'timeout01', 'Timeout123');
  await expect(page.getByRole('banner').getByRole('alert')).toHaveText(/^You are taking a time-out until .+\. You cannot sign in before then\.$/);
});

test('the panel is axe clean, and says when it cannot load', async ({ page }) => {
  await login(page, 'limited01', 'Limited123');
  await openCentre(page, 'limited01');
  await expect(card(page, 'Loss limits', 'Daily')).toBeVisible();
  await expect(centre(page).locator('[aria-busy="true"]')).toHaveCount(0);
  await page.waitForFunction(() => document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'));
  expect((await new AxeBuilder({ page }).withTags(WCAG).exclude('iframe').setLegacyMode().analyze()).violations.map((v) => v.id)).toEqual([]);

  await page.route('**/MCSFE_getResponsibleGaming*', (route) =>
    route.fulfill({ status: 500, json: { success: false, code: 'system.error', message: 'System error' } }),
  );
  await openItem(page, 'My account');
  await centre(page).getByRole('navigation').getByRole('button', { name: 'Responsible gaming' }).click();
  await expect(rg(page).getByRole('alert')).toContainText('System error');
  await expect(rg(page).getByRole('alert').getByRole('button', { name: 'Try again' })).toBeVisible();
});

test('resting on its menu item fetches the panel, its texts and its limits; the click shows them with no loading view', async ({ page }) => {
  await login(page, 'member01', 'Member123');
  await page.getByRole('banner').getByRole('button', { name: 'Deposit' }).click();
  await expect(centre(page).getByRole('form', { name: 'Deposit' })).toBeVisible();
  const item = centre(page).getByRole('navigation').getByRole('button', { name: 'Responsible gaming', exact: true });
  const limits = page.waitForResponse((r) => r.url().includes('/MCSFE_getResponsibleGaming') && r.ok());
  const fetched = trackRequests(page);
  await item.hover();
  await limits;
  // …and the panel's chunk and its texts (its locale part).
  await fetched();
  await page.evaluate(() => {
    const w = window as unknown as { spinners: number };
    w.spinners = 0;
    new MutationObserver(() => {
      w.spinners += document.querySelectorAll('[role="dialog"] .spinner').length;
    }).observe(document.body, { subtree: true, childList: true });
  });
  await item.click();
  await expect(card(page, 'Deposit limits', 'Daily')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { spinners: number }).spinners)).toBe(0);
});
