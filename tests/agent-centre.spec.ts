import { expect, type Locator, type Page, test } from '@playwright/test';
import { AGENT_CENTRE_ITEMS, apiLogin, dismissPopups, inEnglish, passSlider } from './helpers';

test.beforeEach(async ({ page }) => inEnglish(page));

const centre = (page: Page) => page.getByRole('dialog', { name: 'Agent centre' });
const panel = (page: Page, item: string) => centre(page).getByRole('region', { name: item, exact: true });
/** ₫ 1,234.50 or 12 as a number. */
const amount = (text: string | null) => Number((text ?? '').replace(/[^\d.-]/g, ''));
/** The value of an overview figure: the first <dd> of its card. */
const figure = (scope: Locator, label: string) =>
  scope
    .locator('dl > div')
    .filter({ has: scope.page().locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd')
    .first();

/** Opens the agent centre of a signed-in agent (the login is auth.spec.ts's). */
async function openCentre(page: Page, username = 'agent01', password = 'Agent123', path = '/index') {
  await apiLogin(page, username, password);
  await page.goto(path);
  await page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(username) })
    .click();
  await page.getByRole('menuitem', { name: 'Agent centre' }).click();
  await expect(centre(page)).toBeVisible();
}

async function openItem(page: Page, item: string) {
  await centre(page)
    .getByRole('navigation')
    .getByRole('button', { name: new RegExp(`^${item}( \\d+)?$`) })
    .click();
  await expect(panel(page, item).getByRole('heading', { name: item, exact: true })).toBeVisible();
}

/** Waits until the team table shows the answer to the latest request. */
async function teamSettled(page: Page) {
  const item = panel(page, 'Team management');
  await expect(item.getByRole('table', { name: 'Team management' })).toBeVisible();
  await expect(item.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(item).not.toHaveAttribute('aria-busy', 'true');
  return item.getByRole('table', { name: 'Team management' });
}
const teamNames = async (page: Page) => (await teamSettled(page)).locator('tbody tr td:first-child .agent-table__name').allTextContents();

test('the overview shows the team’s figures, their changes and a trend chart', async ({ page }) => {
  await openCentre(page);
  const overview = panel(page, 'Team overview');
  await expect(centre(page).getByRole('button', { name: 'Team overview' })).toHaveAttribute('aria-current', 'page');
  await expect(figure(overview, 'Team size')).toHaveText(/^[1-9]\d*$/);
  expect(amount(await figure(overview, 'Team size').textContent())).toBeGreaterThanOrEqual(20);
  await expect(figure(overview, 'Valid bets')).toHaveText(/\d/);
  await expect(figure(overview, 'My income')).toHaveText(/\d/);
  // Each card says how it moved against the previous period, in words for screen readers.
  await expect(overview.getByText(/^(Up|Down) .*on the previous period|^The same as the previous period/).first()).toBeAttached();
  // A bar a platform (Vietnam) day of the last 7 days: 7 or 8 of them, by the browser's time zone.
  const chart = overview.getByRole('img', { name: /^Valid bets over [78] days: .* in all; highest .*, lowest .*\.$/ });
  await expect(chart).toBeVisible();
  const days = await chart.locator('rect').count();
  expect(days).toBeGreaterThanOrEqual(7);
  await overview.getByRole('button', { name: 'Active members', exact: true }).click();
  await expect(overview.getByRole('button', { name: 'Active members', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(overview.getByRole('img', { name: new RegExp(`^Active members over ${days} days: highest`) })).toBeVisible();
  await overview.locator('summary', { hasText: 'Active members day by day' }).click();
  await expect(overview.getByRole('table', { name: 'Active members day by day' }).locator('tbody tr')).toHaveCount(days);
  await expect(centre(page)).not.toContainText(/undefined|NaN|agent\.|\[object/);
});

test('an account opened in the register centre shows in team management and in the new members', async ({ page }) => {
  await openCentre(page);
  const overview = panel(page, 'Team overview');
  await expect(figure(overview, 'New members')).toHaveText(/^\d+$/);
  const before = amount(await figure(overview, 'New members').textContent());

  await openItem(page, 'Account opening');
  const item = panel(page, 'Account opening');
  await expect(item.getByRole('tab', { name: 'Open an account' })).toHaveAttribute('aria-selected', 'true');
  // The tabs follow the arrow keys.
  await item.getByRole('tab', { name: 'Open an account' }).press('ArrowRight');
  await expect(item.getByRole('tab', { name: 'Promotion links' })).toBeFocused();
  await expect(item.getByRole('tab', { name: 'Promotion links' })).toHaveAttribute('aria-selected', 'true');
  await item.getByRole('tab', { name: 'Promotion links' }).press('ArrowLeft');
  const form = item.getByRole('form', { name: 'Open an account' });
  await expect(form).toBeVisible();

  // The username is checked when the field is left.
  const username = form.getByRole('textbox', { name: 'Username' });
  await username.fill('member01');
  await username.blur();
  await expect(form.getByText('member01 is already taken. Please choose another.')).toBeVisible();
  await username.fill('new_member7');
  await username.blur();
  await expect(form.getByText('new_member7 is available.')).toBeVisible();
  await form.getByLabel('Password', { exact: true }).fill('Member123');
  await form.getByLabel('Confirm password').fill('Member124');
  await form.getByRole('radio', { name: 'Member' }).check();
  // A rate above the agent's own is refused before anything is sent.
  const live = form.getByRole('spinbutton', { name: 'Live casino rate (%)' });
  await live.fill('99');
  await form.getByRole('button', { name: 'Open the account' }).click();
  await expect(form.getByText('The two passwords do not match.')).toBeVisible();
  await expect(form.getByText(/^At most [\d.]+%\.$/)).toBeVisible();
  await form.getByLabel('Confirm password').fill('Member123');
  await live.fill('0.5');
  await form.getByRole('button', { name: 'Open the account' }).click();
  await expect(form.getByRole('status').filter({ hasText: 'The account new_member7 is open.' })).toBeVisible();

  await form.getByRole('button', { name: 'View it in team management' }).click();
  const team = panel(page, 'Team management');
  await expect(team.getByRole('searchbox', { name: 'Find a username' })).toHaveValue('new_member7');
  await expect.poll(() => teamNames(page)).toEqual(['new_member7']);
  const row = (await teamSettled(page)).locator('tbody tr').first();
  await expect(row).toContainText('Active');
  await row.getByRole('button', { name: 'Details of new_member7' }).click();
  const detail = page.getByRole('dialog', { name: 'Details of new_member7' });
  await expect(detail.getByRole('spinbutton', { name: 'Live casino rate (%)' })).toHaveValue('0.5');
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();

  await openItem(page, 'Team overview');
  await expect(figure(panel(page, 'Team overview'), 'New members')).toHaveText(String(before + 1));
});

/**
 * Creates a promotion link for members (slots 0.3%, remarked "Facebook group") in Account opening:
 * its code and its card. Over /game (No game is open), where nothing moves: behind the dialog, the
 * home page's carousel and jackpot keep a third of a core busy, and a newcomer's page shares the machine.
 */
async function createLink(page: Page) {
  await openCentre(page, 'agent01', 'Agent123', '/game');
  await openItem(page, 'Account opening');
  const item = panel(page, 'Account opening');
  await item.getByRole('tab', { name: 'Promotion links' }).click();
  const create = item.getByRole('form', { name: 'New promotion link' });
  await create.getByRole('radio', { name: 'Member' }).check();
  await create.getByRole('spinbutton', { name: 'Slots rate (%)' }).fill('0.3');
  await create.getByRole('textbox', { name: 'Remark (optional)' }).fill('Facebook group');
  await create.getByRole('button', { name: 'Create the link' }).click();
  const made = create.getByRole('status').filter({ hasText: /^Link [A-Z0-9]{6,8} created\.$/ });
  await expect(made).toBeVisible();
  const code = /Link ([A-Z0-9]+) created/.exec((await made.textContent()) ?? '')![1]!;
  const link = item.getByRole('article', { name: `Code ${code}` });
  await expect(link.locator('dl > div').filter({ hasText: 'Registrations' }).locator('dd')).toHaveText('0');
  return { item, code, link };
}

test('a promotion link shows its remark, its address and its QR code', async ({ page, baseURL }) => {
  const { code, link } = await createLink(page);
  await expect(link).toContainText('Facebook group');
  await expect(link.getByText(`${baseURL}/register?affiliateCode=${code}`)).toBeVisible();
  await link.getByText('QR code').click();
  await expect(link.getByRole('img', { name: `QR code of promotion link ${code}` })).toBeVisible();
});

test('a promotion link registers a newcomer under the agent and counts the registration', async ({ page, browser, baseURL }) => {
  const { item, code, link } = await createLink(page);

  // A newcomer opens the link in a browser of his own (the same mock platform).
  const newcomer = await browser.newContext({ baseURL: baseURL!, locale: 'en-US' });
  await newcomer.addCookies((await page.context().cookies()).filter((c) => c.name === 'mock_state'));
  await newcomer.addInitScript(() => localStorage.setItem('hisLang', 'EN'));
  const other = await newcomer.newPage();
  await other.goto(`/register?affiliateCode=${code}`);
  const dialog = other.getByRole('dialog', { name: 'Register' });
  await dialog.getByRole('tab', { name: 'Username' }).click();
  await dialog.getByPlaceholder('* Username').fill('linkfriend1');
  await dialog.getByPlaceholder('* Password', { exact: true }).fill('Lucky2026');
  await dialog.getByPlaceholder('* Confirm password').fill('Lucky2026');
  await dialog.getByPlaceholder('* Mobile number').fill('987654322');
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByRole('button', { name: /Resend in \d+s/ })).toBeDisabled();
  await dialog.getByPlaceholder('* Verification code').fill('123456');
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Register' }).click();
  await passSlider(other);
  await dismissPopups(other);
  await expect(other.getByRole('banner').getByRole('button', { name: /linkfriend1/ })).toBeVisible();
  await newcomer.close();

  // Back with the agent: the link counts him, and lists him.
  await item.getByRole('tab', { name: 'Open an account' }).click();
  await item.getByRole('tab', { name: 'Promotion links' }).click();
  await expect(link.locator('dl > div').filter({ hasText: 'Registrations' }).locator('dd')).toHaveText('1');
  await link.getByRole('button', { name: `Registrations through ${code}` }).click();
  const registrations = link.getByRole('region', { name: `Registrations through ${code}` });
  await expect(registrations.getByRole('row', { name: /linkfriend1/ })).toBeVisible();

  // Deleting asks first.
  await link.getByRole('button', { name: `Delete link ${code}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(confirm).toContainText(`Delete promotion link ${code}?`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(link).toBeHidden();
});

test('team management drills into sub-agents and back up through the breadcrumbs', async ({ page }) => {
  await openCentre(page);
  await openItem(page, 'Team management');
  const team = panel(page, 'Team management');
  // Newest first: the sub-agents are on the first page, member01 (the oldest) on the second.
  await expect.poll(() => teamNames(page)).toEqual(expect.arrayContaining(['hung_agent', 'thu_agent']));
  await team.getByRole('navigation', { name: 'Team pages' }).getByRole('button', { name: 'Page 2' }).click();
  await expect.poll(() => teamNames(page)).toContain('member01');
  await team.getByRole('navigation', { name: 'Team pages' }).getByRole('button', { name: 'Page 1' }).click();
  await expect(team.getByRole('navigation', { name: 'Team levels' })).toHaveCount(0);

  // The type filter: the sub-agents only.
  await team.getByRole('combobox', { name: 'Type' }).selectOption('AGENT');
  await expect.poll(() => teamNames(page)).toEqual(['thu_agent', 'hung_agent']);
  await team.getByRole('button', { name: 'Show the team of thu_agent' }).click();
  const crumbs = team.getByRole('navigation', { name: 'Team levels' });
  await expect(crumbs.getByText('thu_agent')).toHaveAttribute('aria-current', 'page');
  // Filters stay while drilling: thu_agent's sub-agent only, then all of its team.
  await expect.poll(() => teamNames(page)).toEqual(['son_agent']);
  await team.getByRole('combobox', { name: 'Type' }).selectOption('');
  await expect.poll(() => teamNames(page)).toEqual(expect.arrayContaining(['son_agent', 'tong_nhi']));
  const son = (await teamSettled(page)).locator('tbody tr').filter({ hasText: 'son_agent' });
  await expect(son.locator('td').nth(1)).toHaveText('2');
  await son.getByRole('button', { name: 'Show the team of son_agent' }).click();
  await expect(crumbs.getByText('son_agent')).toHaveAttribute('aria-current', 'page');
  await expect.poll(() => teamNames(page)).toEqual(expect.arrayContaining(['kieu_trang', 'duong_vinh']));
  await expect((await teamSettled(page)).locator('tbody tr').first().locator('td').nth(1)).toHaveText('3');
  await crumbs.getByRole('button', { name: 'thu_agent' }).click();
  await expect(crumbs.getByText('thu_agent')).toHaveAttribute('aria-current', 'page');
  await expect.poll(() => teamNames(page)).toContain('son_agent');
  await son.getByRole('button', { name: 'Details of son_agent' }).click();
  const detail = page.getByRole('dialog', { name: 'Details of son_agent' });
  await expect(detail.getByRole('heading', { name: 'Profile' })).toBeVisible();
  await expect(detail.getByText('Only thu_agent, the direct upline, can change the rates of this account or transfer to it.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();

  await crumbs.getByRole('button', { name: 'My team' }).click();
  await expect(crumbs).toBeHidden();
  await expect.poll(() => teamNames(page)).toContain('hung_agent');

  // Sorting by username: aria-sort tells which way.
  const header = (await teamSettled(page)).locator('thead th').filter({ hasText: /^Username/ });
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await expect
    .poll(async () => {
      const names = await teamNames(page);
      return names.join() === [...names].sort().join();
    })
    .toBe(true);

  // The search looks through the whole team, at any depth.
  await team.getByRole('searchbox', { name: 'Find a username' }).fill('son_');
  await expect.poll(() => teamNames(page)).toEqual(['son_agent']);
});

test('a direct downline’s details: rates saved and a transfer from the main wallet', async ({ page }) => {
  await openCentre(page);
  await openItem(page, 'Team management');
  const team = panel(page, 'Team management');
  await team.getByRole('searchbox', { name: 'Find a username' }).fill('tran_minh');
  await expect.poll(() => teamNames(page)).toEqual(['tran_minh']);
  await team.getByRole('button', { name: 'Details of tran_minh' }).click();
  const detail = page.getByRole('dialog', { name: 'Details of tran_minh' });
  await expect(detail.getByRole('heading', { name: 'Wallets' })).toBeVisible();
  const rates = detail.getByRole('form', { name: 'Rebate rates' });
  await rates.getByRole('spinbutton', { name: 'Sports rate (%)', exact: true }).fill('0.2');
  await rates.getByRole('button', { name: 'Save the rates' }).click();
  await expect(rates.getByRole('status')).toHaveText('The rates of tran_minh are saved.');

  const transfer = detail.getByRole('form', { name: 'Transfer to tran_minh' });
  await transfer.getByRole('textbox', { name: 'Amount' }).fill('1000');
  await transfer.getByLabel('Withdrawal password').fill('246810');
  await transfer.getByRole('button', { name: 'Send' }).click();
  await expect(transfer.getByRole('status')).toContainText('tran_minh');
});

test('a member who forces the centre open is refused (in_need_true_account)', async ({ page }) => {
  await apiLogin(page, 'member01', 'Member123');
  await page.goto('/index');
  await expect(page.getByRole('banner').getByRole('button', { name: /member01/ })).toBeVisible();
  // The stored session says agent: the menu offers the centre, the platform still refuses.
  await page.evaluate(() => {
    sessionStorage.setItem('isAgent', 'true');
    sessionStorage.setItem('memberType', '1');
  });
  await page.reload();
  await page
    .getByRole('banner')
    .getByRole('button', { name: /member01/ })
    .click();
  await page.getByRole('menuitem', { name: 'Agent centre' }).click();
  await expect(centre(page).getByRole('alert').first()).toHaveText(/This needs a real account/);
});

test('the overview shows a failure with a retry (server-error scenario)', async ({ page, baseURL }) => {
  await openCentre(page);
  const overview = panel(page, 'Team overview');
  await expect(figure(overview, 'Team size')).toHaveText(/\d/);
  await page.context().addCookies([{ name: 'mock_scenario', value: 'server-error', url: baseURL! }]);
  await overview.getByRole('button', { name: 'Yesterday' }).click();
  await expect(overview.getByRole('alert')).toContainText('System error');
  await page.context().addCookies([{ name: 'mock_scenario', value: 'default', url: baseURL! }]);
  await overview.getByRole('button', { name: 'Try again' }).click();
  await expect(overview.getByRole('alert')).toHaveCount(0);
  await expect(figure(overview, 'Team size')).toHaveText(/\d/);
});

for (const [scenario, path] of [
  ['default', '/index'],
  ['empty', '/index?scenario=empty'],
]) {
  test(`the menu holds every item once the contract flags have added the records (${scenario} scenario)`, async ({ page }) => {
    await openCentre(page, 'agent01', 'Agent123', path);
    await expect(centre(page).getByRole('navigation').getByRole('button')).toHaveText(AGENT_CENTRE_ITEMS.map((item) => new RegExp(`^${item}\\s*\\d*$`)));
  });
}

// One test an item: an agent with no team yet (the empty scenario).
for (const item of AGENT_CENTRE_ITEMS) {
  test(`${item} shows its empty state (empty scenario)`, async ({ page }) => {
    await openCentre(page, 'agent01', 'Agent123', '/index?scenario=empty');
    await openItem(page, item);
    const region = panel(page, item);
    // An empty state says so in words; a loading state would be "Loading…".
    const said = region.getByRole('status').filter({ hasText: /\S/ }).filter({ hasNotText: 'Loading' }).first();
    if (item === 'Team overview') {
      await expect(figure(region, 'Team size')).toHaveText('0');
      await expect(figure(region, 'My income')).toHaveText(/^\D*0$/);
    } else if (item === 'Account opening') {
      // The form's rebate table stays; the agent's promotion links are none.
      await region.getByRole('tab', { name: 'Promotion links' }).click();
      await expect(said).toBeVisible();
    } else {
      await expect(said).toBeVisible();
      await expect(region.getByRole('table')).toHaveCount(0);
    }
    await expect(centre(page)).not.toContainText(/not available|undefined|\[object|agent\.|reports\./);
  });
}

// One test an item; the announcements were read by the home page before the failure, the overview by the opening.
for (const item of AGENT_CENTRE_ITEMS.filter((i) => i !== 'Announcement' && i !== 'Team overview')) {
  test(`${item} shows a failure with a retry (server-error scenario)`, async ({ page, baseURL }) => {
    await openCentre(page);
    // The contract flags have added the records: the menu is whole.
    await expect(centre(page).getByRole('navigation').getByRole('button', { name: 'Real-time salary' })).toBeVisible();
    await page.context().addCookies([{ name: 'mock_scenario', value: 'server-error', url: baseURL! }]);
    await openItem(page, item);
    const region = panel(page, item);
    // A failed read is asked twice more (after 1 and 2 s) before it shows.
    await expect(region.getByRole('alert').first()).toContainText('System error', { timeout: 15_000 });
    await expect(region.getByRole('button', { name: 'Try again' }).first()).toBeVisible();
    await expect(centre(page)).not.toContainText(/not available|undefined|\[object/);
  });
}

test('the announcement item lists the player announcements, each read in place', async ({ page }) => {
  await openCentre(page);
  await openItem(page, 'Announcement');
  const list = panel(page, 'Announcement').getByRole('list');
  const first = list.getByRole('listitem').first();
  await expect(first).toContainText(/^01/);
  await first.locator('summary').click();
  await expect(first.locator('.announcement-list__content')).toBeVisible();
  await expect(first.locator('.announcement-list__content')).not.toBeEmpty();
});
