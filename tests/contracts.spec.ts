import { type Browser, expect, type Page, test } from '@playwright/test';
import { apiLogin, inEnglish } from './helpers';

// Contracts between uplines and downlines (issue 14), on the test's own mock platform.
test.beforeEach(async ({ page }) => inEnglish(page));

const centre = (page: Page) => page.getByRole('dialog', { name: 'Agent centre' });
const panel = (page: Page, item: string) => centre(page).getByRole('region', { name: item, exact: true });

/**
 * Opens the agent centre of a signed-in agent (the login is auth.spec.ts's), over /game (No game
 * is open), where nothing moves: behind the dialog, the home page's carousel and jackpot keep a
 * third of a core busy, and two users' pages share the machine here.
 */
async function openCentre(page: Page, username: string) {
  await apiLogin(page, username, 'Agent123');
  await page.goto('/game');
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
  return panel(page, item);
}

/** My contracts, on a kind's tab. */
async function contractsTab(page: Page, tab: string) {
  const item = await openItem(page, 'My contracts');
  await item.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
  await expect(item.getByRole('tab', { name: new RegExp(`^${tab}`) })).toHaveAttribute('aria-selected', 'true');
  return item.getByRole('tabpanel');
}

/** Another signed-in user of the same mock platform (the test's `mock_state` cookie), in a page of their own. */
async function asAnother(browser: Browser, username: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await inEnglish(page);
  await openCentre(page, username);
  return page;
}

const advance = (page: Page, advanceMs: number) => page.request.post('/__mock/clock', { data: { advanceMs } });

/** agent01's form to change hung_agent's daily salary terms, from the current ones (0.4%), with a tier added. */
async function changeHungsTerms(page: Page) {
  await openCentre(page, 'agent01');
  const tab = await contractsTab(page, 'Daily salary');
  const downlines = tab.getByRole('table', { name: /^Contracts with my downlines/ });
  await expect(downlines.getByRole('row', { name: /hung_agent/ })).toContainText('0.4%');
  await tab.getByRole('button', { name: 'Change terms with hung_agent' }).click();
  const form = page.getByRole('dialog', { name: /Change the daily salary terms with hung_agent/ });
  await expect(form).toBeVisible();
  await form.getByRole('button', { name: 'Add a tier' }).click();
  const rates = form.getByRole('textbox', { name: /Share of the team's valid bets/ });
  const bets = form.getByRole('textbox', { name: /Team valid bets in a day/ });
  return { downlines, form, rates, bets };
}

test('an upline offers a daily salary: a tier that needs less than the one before is refused at the field', async ({ page }) => {
  const { downlines, form, rates, bets } = await changeHungsTerms(page);
  // The form starts from the current terms; a second tier that needs less than the first is refused at the field.
  await bets.last().fill('1000');
  await rates.last().fill('0.6');
  await form.getByRole('button', { name: 'Send the offer' }).click();
  await expect(form.getByText(/^Must be more than tier 2/)).toBeVisible();
  await bets.last().fill('50000000');
  await expect(form.getByText(/downline earns at least .*300,000/)).toBeVisible();
  await form.getByRole('button', { name: 'Send the offer' }).click();
  await expect(form).toBeHidden();
  await expect(downlines.getByRole('row', { name: /hung_agent/ })).toContainText('0.6% offered');
});

test('the downline sees an offered daily salary, accepts it, and both see it in force', async ({ page, browser }) => {
  const { downlines, form, rates, bets } = await changeHungsTerms(page);
  await bets.last().fill('50000000');
  await rates.last().fill('0.6');
  await form.getByRole('button', { name: 'Send the offer' }).click();
  await expect(form).toBeHidden();
  await expect(downlines.getByRole('row', { name: /hung_agent/ })).toContainText('0.6% offered');

  const hung = await asAnother(browser, 'hung_agent');
  await expect(centre(hung).getByText('Your upline offered you a daily salary contract.')).toBeVisible();
  await centre(hung).getByRole('button', { name: 'Review it' }).click();
  const offer = centre(hung).getByRole('article', { name: 'Offer from agent01' });
  await expect(offer).toContainText(/It replaces your current contract DS000000000102: top rate 0\.4% → 0\.6%/);
  await offer.getByRole('button', { name: 'Accept' }).click();
  await expect(centre(hung).getByRole('status').filter({ hasText: 'You accepted the daily salary contract from agent01' })).toBeVisible();
  const active = centre(hung).getByRole('article', { name: 'Contract with agent01' });
  await expect(active).toContainText('In force');
  await expect(active.getByRole('table')).toContainText('0.6%');
  await expect(centre(hung).getByText('Your upline offered you a daily salary contract.')).toBeHidden();

  // The upline sees it in force (after its screen asks again).
  await openItem(page, 'Team overview');
  const tab = await contractsTab(page, 'Daily salary');
  await expect(tab.getByRole('table', { name: /^Contracts with my downlines/ }).getByRole('row', { name: /hung_agent/ })).not.toContainText('offered');
  await expect(tab.getByRole('table', { name: /^Contracts with my downlines/ }).getByRole('row', { name: /hung_agent/ })).toContainText('0.6%');
  await expect(
    tab
      .getByRole('table', { name: /^History of the daily salary contracts/ })
      .locator('tbody tr')
      .first(),
  ).toContainText('Accepted');
});

test('accepting a lower rate names the contract it ends, and ends it after the confirmation', async ({ page, browser }) => {
  await openCentre(page, 'thu_agent');
  const tab = await contractsTab(page, 'Hourly salary');
  const offer = tab.getByRole('article', { name: 'Offer from agent01' });
  await expect(offer.getByText('Accepting ends your contract with son_agent (0.03%)')).toBeVisible();
  await offer.getByRole('button', { name: 'Accept' }).click();
  const confirm = page.getByRole('dialog', { name: 'Accept the offer from agent01?' });
  await expect(confirm).toContainText(/son_agent \(0\.03%\), contract HS000000000303/);
  await confirm.getByRole('button', { name: 'Accept and end them' }).click();
  await expect(confirm).toBeHidden();
  await expect(panel(page, 'My contracts').getByRole('status').filter({ hasText: 'Your contract with son_agent (0.03%) has ended.' })).toBeVisible();
  await expect(tab.getByRole('article', { name: 'Contract with agent01' })).toContainText('0.02%');
  await expect(tab.getByRole('table', { name: /^Contracts with my downlines/ }).getByRole('row', { name: /son_agent/ })).toContainText('None');

  // son_agent has no hourly contract any more, and its history says why.
  const son = await asAnother(browser, 'son_agent');
  const sonTab = await contractsTab(son, 'Hourly salary');
  await expect(sonTab.getByText('You have no hourly salary contract from your upline.')).toBeVisible();
  await expect(
    sonTab
      .getByRole('table', { name: /^History of the hourly salary contracts/ })
      .locator('tbody tr')
      .first(),
  ).toContainText('Ended: a lower rate was accepted above');
});

test('a termination by the downline shows on both sides', async ({ page, browser }) => {
  await openCentre(page, 'son_agent');
  const tab = await contractsTab(page, 'Dividend');
  await tab.getByRole('button', { name: 'Terminate the contract with thu_agent' }).click();
  const confirm = page.getByRole('dialog', { name: 'Terminate the contract?' });
  await expect(confirm).toContainText('DC000000000301');
  await confirm.getByRole('button', { name: 'Terminate' }).click();
  await expect(tab.getByText('You have no dividend contract from your upline.')).toBeVisible();

  const thu = await asAnother(browser, 'thu_agent');
  const thuTab = await contractsTab(thu, 'Dividend');
  await expect(thuTab.getByRole('table', { name: /^Contracts with my downlines/ }).getByRole('row', { name: /son_agent/ })).toContainText('None');
  await expect(
    thuTab
      .getByRole('table', { name: /^History of the dividend contracts/ })
      .locator('tbody tr')
      .first(),
  ).toContainText(/Terminated.*son_agent/);
});

test('five minutes of lottery rounds add real-time wages to the view and the ledger', async ({ page }) => {
  await openCentre(page, 'hung_agent');
  // The mock server settles real-time salary only when its clock moves: the first move plays the last two hours.
  await advance(page, 60_000);
  const item = await openItem(page, 'Real-time salary');
  const wages = item.getByRole('table').locator('tbody tr');
  await expect(wages.first()).toContainText('Keno 5 phút');
  const before = await wages.count();
  const rounds = Number(
    (
      await item
        .getByText(/^Rounds/)
        .locator('..')
        .textContent()
    )?.replace(/\D/g, ''),
  );
  await advance(page, 5 * 60_000);
  await item.getByRole('button', { name: 'Refresh' }).click();
  await expect(item.getByRole('status').filter({ hasText: /^New wages: [1-9]/ })).toBeVisible();
  await expect
    .poll(async () =>
      Number(
        (
          await item
            .getByText(/^Rounds/)
            .locator('..')
            .textContent()
        )?.replace(/\D/g, ''),
      ),
    )
    .toBeGreaterThan(rounds);
  expect(await wages.count()).toBeGreaterThanOrEqual(before);
  // The same wages are SALARY entries of hung_agent's account record (the remark names the round and the player).
  const round = ((await wages.first().locator('td').nth(1).textContent()) ?? '').trim();
  const player = ((await wages.first().locator('td').nth(2).textContent()) ?? '').trim();
  await centre(page).getByRole('button', { name: 'Close' }).first().click();
  await page
    .getByRole('banner')
    .getByRole('button', { name: /hung_agent/ })
    .click();
  await page.getByRole('menuitem', { name: 'Member centre' }).click();
  const member = page.getByRole('dialog', { name: 'Member centre' });
  await member.getByRole('navigation').getByRole('button', { name: 'Account record' }).click();
  await member.getByRole('button', { name: 'Salary', exact: true }).click();
  // Other salaries may be paid in the same minutes (an hourly one at 5 past the hour): look for the real-time ones.
  await expect(
    member
      .getByRole('table')
      .locator('tbody tr')
      .filter({ hasText: /Real-time salary Keno 5 phút/ })
      .first(),
  ).toBeVisible();
  await expect(
    member
      .getByRole('table')
      .locator('tbody tr')
      .filter({ hasText: `${round} ${player}` })
      .first(),
  ).toBeVisible();
});

test('a dividend left unpaid is taken by the platform and freezes the upline', async ({ page }) => {
  await openCentre(page, 'agent01');
  // To the end of the half month: agent01's dividends fall due; 10 hours later the unpaid ones are forced.
  const { now } = (await (await page.request.get('/__mock/clock')).json()) as { now: number };
  const local = new Date(now + 7 * 3_600_000);
  const boundary =
    local.getUTCDate() < 16 ? Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 16) : Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 1);
  await advance(page, boundary - 7 * 3_600_000 + 60_000 - now);
  let item = await openItem(page, 'Dividend record');
  await expect(item.getByRole('button', { name: /^Pay .* to (hung_agent|thu_agent)$/ }).first()).toBeVisible();
  await advance(page, 11 * 3_600_000);
  await openItem(page, 'Team overview');
  item = await openItem(page, 'Dividend record');
  await expect(item.getByRole('button', { name: /^Pay / })).toHaveCount(0);
  await expect(item.getByRole('table').locator('tbody tr').filter({ hasText: 'Forced' }).first()).toBeVisible();
  // Opened again, the centre says the account is frozen.
  await centre(page).getByRole('button', { name: 'Close' }).first().click();
  await page
    .getByRole('banner')
    .getByRole('button', { name: /agent01/ })
    .click();
  await page.getByRole('menuitem', { name: 'Agent centre' }).click();
  await expect(
    centre(page)
      .getByRole('alert')
      .filter({ hasText: /Your account is frozen until/ }),
  ).toBeVisible();
  const tab = await contractsTab(page, 'Daily salary');
  await expect(tab.getByText('Your account is frozen: you cannot offer contracts until the freeze ends.')).toBeVisible();
});

test('My contracts shows its error state with a retry, and its empty state', async ({ page }) => {
  await openCentre(page, 'agent01');
  // The daily-salary contracts cannot be read: a translated failure and a way to try again.
  await page.route('**/MCSFE_getContractDailySalInfo**', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, code: 'system.error', message: 'down' }) }),
  );
  const tab = await contractsTab(page, 'Daily salary');
  await expect(tab.getByRole('alert')).toContainText('Try again');
  await page.unroute('**/MCSFE_getContractDailySalInfo**');
  await tab.getByRole('alert').getByRole('button', { name: 'Try again' }).click();
  await expect(tab.getByRole('table', { name: /^Contracts with my downlines/ })).toBeVisible();

  // The `empty` scenario: no contracts, no downline agents, no history.
  // (No pop-up announcements there: the scenario empties every list.)
  await page.goto('/game?scenario=empty');
  await page
    .getByRole('banner')
    .getByRole('button', { name: /agent01/ })
    .click();
  await page.getByRole('menuitem', { name: 'Agent centre' }).click();
  const empty = await contractsTab(page, 'Dividend');
  await expect(empty.getByText('You have no dividend contract from your upline.')).toBeVisible();
  await expect(empty.getByText('You have no downline agents to sign contracts with.')).toBeVisible();
  await expect(empty.getByText('No contract events yet.')).toBeVisible();
});
