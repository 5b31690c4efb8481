import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { apiLogin, inEnglish } from './helpers';

test.beforeEach(async ({ page }) => inEnglish(page));

const centre = (page: Page) => page.getByRole('dialog', { name: 'Agent centre' });
const panel = (page: Page, item: string) => centre(page).getByRole('region', { name: item, exact: true });
/** ₫ 1,234.50 or ₫ -1,234.50 as a number. */
const amount = (text: string | null) => Number((text ?? '').replace(/[^\d.-]/g, ''));
const cents = (n: number) => Math.round(n * 100);

/** Opens agent01's agent centre, signed in (the login is auth.spec.ts's). */
async function openCentre(page: Page, path = '/index') {
  await apiLogin(page, 'agent01', 'Agent123');
  await page.goto(path);
  await page
    .getByRole('banner')
    .getByRole('button', { name: /agent01/ })
    .click();
  await page.getByRole('menuitem', { name: 'Agent centre' }).click();
  await expect(centre(page)).toBeVisible();
}

async function openItem(page: Page, item: string) {
  await centre(page)
    .getByRole('navigation')
    .getByRole('button', { name: new RegExp(`^${item}`) })
    .click();
  await expect(panel(page, item).getByRole('heading', { name: item, exact: true })).toBeVisible();
}

/** The value of a figure in a panel's totals list (a <dt> and its <dd>). */
const figure = (scope: Locator, label: string) =>
  scope
    .locator('dl > div')
    .filter({ has: scope.page().locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');

/** A report's table, its body rows and the texts of one column (by its header's position). */
function report(page: Page, item: string) {
  const table = panel(page, item).getByRole('table', { name: item });
  const rows = table.locator('tbody tr');
  const columnIndex = async (header: string) => {
    const headers = await table.locator('thead th').allTextContents();
    const index = headers.findIndex((h) => h.replace(/[▲▼↕]/g, '').trim() === header);
    expect(index, header).toBeGreaterThanOrEqual(0);
    return index;
  };
  const column = async (header: string) => {
    const index = await columnIndex(header);
    return rows.locator(`:scope > :nth-child(${index + 1})`).allTextContents();
  };
  const total = async (header: string) =>
    table
      .locator('tfoot tr > *')
      .nth(await columnIndex(header))
      .textContent();
  return { table, rows, column, total, header: (name: string) => table.locator('thead th').filter({ hasText: new RegExp(`^${name}`) }) };
}

/** Waits until a report shows its rows (not a previous answer's, not loading). */
async function settled(page: Page, item: string) {
  const r = report(page, item);
  await expect(r.rows.first()).toBeVisible();
  await expect(panel(page, item).locator('[aria-busy="true"]')).toHaveCount(0);
  return r;
}

/** Splits CSV text (RFC 4180, as the reports write it) into rows of fields. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else field += c;
  }
  return rows;
}

test('downline profit: the totals are the sum of the rows and the overview’s figures', async ({ page }) => {
  await openCentre(page);
  // The team overview opens first, on the last 7 days, like every report.
  const overview = panel(page, 'Team overview');
  const overviewValid = figure(overview, 'Valid bets').first();
  await expect(overviewValid).toHaveText(/\d/);
  const valid = amount(await overviewValid.textContent());

  await openItem(page, 'Downline profit and loss');
  const item = panel(page, 'Downline profit and loss');
  const profit = await settled(page, 'Downline profit and loss');
  // The rows of every page (agent01 has a page and a bit of direct downlines), summed by column.
  const headers = ['Valid bets', 'Win/loss', 'Profit/loss', 'Deposits'] as const;
  const sums = new Map<string, number>(headers.map((h) => [h, 0]));
  const usernames: string[] = [];
  const pages = item.getByRole('navigation', { name: 'Downline profit and loss' });
  for (let n = 1; ; n += 1) {
    if (n > 1) {
      await pages.getByRole('button', { name: `Page ${n}` }).click();
      await expect(pages.getByRole('button', { name: `Page ${n}` })).toHaveAttribute('aria-current', 'page');
      await expect(item.locator('[aria-busy="true"]')).toHaveCount(0);
    }
    usernames.push(...(await profit.column('Member')));
    for (const header of headers) sums.set(header, sums.get(header)! + (await profit.column(header)).reduce((s, text) => s + cents(amount(text)), 0));
    if ((await pages.count()) === 0 || (await pages.getByRole('button', { name: 'Next page' }).isDisabled())) break;
  }
  expect(usernames).toEqual(expect.arrayContaining(['hung_agent', 'thu_agent']));
  expect(new Set(usernames).size).toBe(usernames.length);
  for (const header of headers) {
    expect(cents(amount(await profit.total(header))), header).toBe(sums.get(header));
    expect(cents(amount(await figure(item, header).textContent())), header).toBe(sums.get(header));
  }
  expect(cents(amount(await profit.total('Valid bets')))).toBe(cents(valid));

  // A sub-agent's row opens its own team; the breadcrumbs lead back.
  if ((await pages.count()) > 0) await pages.getByRole('button', { name: 'Page 1' }).click();
  await profit.table.getByRole('button', { name: 'Show the team of thu_agent' }).click();
  const crumbs = panel(page, 'Downline profit and loss').getByRole('navigation', { name: 'Team levels' });
  await expect(crumbs.getByText('thu_agent')).toHaveAttribute('aria-current', 'page');
  await expect(profit.rows.first()).toBeVisible();
  await expect.poll(() => profit.column('Member')).toContain('son_agent');
  await crumbs.getByRole('button', { name: 'My team' }).click();
  await expect(crumbs).toBeHidden();
  await expect.poll(() => profit.column('Member')).toContain('hung_agent');
});

test('team betting: one member’s bets, sorting by a column, and the CSV of the rows shown', async ({ page }) => {
  await openCentre(page);
  await openItem(page, 'Team betting');
  const betting = await settled(page, 'Team betting');
  const item = panel(page, 'Team betting');

  // Sorting by stake: the server orders the rows, aria-sort tells which way.
  const stakeHeader = betting.header('Stake');
  await stakeHeader.getByRole('button').click();
  await expect(stakeHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(betting.header('Time')).toHaveAttribute('aria-sort', 'none');
  await expect(item.locator('[aria-busy="true"]')).toHaveCount(0);
  const descending = (await betting.column('Stake')).map(amount);
  expect(descending).toEqual([...descending].sort((a, b) => b - a));
  await stakeHeader.getByRole('button').click();
  await expect(stakeHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(item.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect.poll(async () => (await betting.column('Stake')).map(amount)).not.toEqual(descending);
  const ascending = (await betting.column('Stake')).map(amount);
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

  // One team member: only his bets.
  const members = await betting.column('Member');
  const name = members[0]!.replace(/Level \d+$/, '');
  await item.getByRole('combobox', { name: 'Team member' }).fill(name);
  await item.getByRole('combobox', { name: 'Team member' }).press('Enter');
  await expect.poll(async () => new Set((await betting.column('Member')).map((m) => m.replace(/Level \d+$/, '')))).toEqual(new Set([name]));
  await expect(item.getByRole('button', { name: 'Whole team' })).toBeVisible();

  // The CSV holds the headers, exactly the rows shown, then the totals.
  const shownIds = await betting.column('Bet ID');
  const downloading = page.waitForEvent('download');
  await item.getByRole('button', { name: 'Export CSV (Team betting)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(new RegExp(`^team-betting_\\d{4}-\\d{2}-\\d{2}_\\d{4}-\\d{2}-\\d{2}_${name}\\.csv$`));
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [headers, ...lines] = parseCsv(bytes.subarray(3).toString('utf8'));
  expect(headers).toEqual(['Member', 'Time', 'Game', 'Bet ID', 'Stake', 'Valid bets', 'Win/loss']);
  const data = lines.slice(0, -1);
  const totals = lines.at(-1)!;
  expect(data.map((l) => l[3])).toEqual(shownIds);
  for (const line of data) expect(line[0]).toBe(name);
  const stakes = await betting.column('Stake');
  expect(data.map((l) => cents(Number(l[4])))).toEqual(stakes.map((s) => cents(amount(s))));
  expect(totals[0]).toBe('Total');
  expect(cents(Number(totals[4]))).toBe(cents(amount(await betting.total('Stake'))));
});

test('the dividend record lists paid and pending dividends', async ({ page }) => {
  await openCentre(page);
  await openItem(page, 'Dividend record');
  const item = panel(page, 'Dividend record');
  await item.getByRole('button', { name: 'Last 30 days' }).click();
  const dividends = await settled(page, 'Dividend record');
  await expect(dividends.table.locator('.status-badge', { hasText: /^Paid$/ }).first()).toBeVisible();
  await expect(dividends.table.locator('.status-badge', { hasText: /^Pending$/ }).first()).toBeVisible();
  for (const upline of await dividends.column('Paid by')) expect(upline).toBe('agent01');
  // Paid to me: agent01 is at the top of the mock's tree, so nobody pays it.
  await item.getByRole('button', { name: 'Paid to me' }).click();
  await expect(item.getByText('No records in this period.')).toBeVisible();
});

test('the reports show their empty state (empty scenario)', async ({ page }) => {
  await openCentre(page, '/index?scenario=empty');
  const expectations: [string, string][] = [
    ['Team betting', 'No team bets in this period.'],
    ['Downline profit and loss', 'No downlines in this view.'],
    ['My income', 'No income in this period.'],
    ['Downline transaction details', 'No team transactions in this period.'],
  ];
  for (const [item, text] of expectations) {
    await openItem(page, item);
    await expect(panel(page, item).getByRole('status').filter({ hasText: text })).toBeVisible();
  }
  await expect(centre(page)).not.toContainText(/undefined|\[object|reports\./);
});

test('a report shows a failure with a retry (server-error scenario)', async ({ page, baseURL }) => {
  await openCentre(page);
  await page.context().addCookies([{ name: 'mock_scenario', value: 'server-error', url: baseURL! }]);
  for (const item of ['Team betting', 'My income']) {
    await openItem(page, item);
    const region = panel(page, item);
    await expect(region.getByRole('alert').first()).toContainText('System error');
    await expect(region.getByRole('button', { name: 'Try again' }).first()).toBeVisible();
  }
  await page.context().addCookies([{ name: 'mock_scenario', value: 'default', url: baseURL! }]);
  await panel(page, 'My income').getByRole('button', { name: 'Try again' }).first().click();
  await expect(panel(page, 'My income').getByRole('alert')).toHaveCount(0);
});
