import { expect, type Page, test } from '@playwright/test';
import { apiLogin, headerLogin, inEnglish } from './helpers';

test.beforeEach(async ({ page }) => inEnglish(page));

const MINUTE = 60_000;

/** Signs in (the login is auth.spec.ts's) and opens a page. */
async function login(page: Page, username: string, password: string, path = '/index') {
  await apiLogin(page, username, password);
  await page.goto(path);
  await expect(page.getByRole('banner').getByRole('button', { name: new RegExp(username) })).toBeVisible();
}

/** Moves the test's own mock platform's clock forward. */
async function advanceClock(page: Page, ms: number) {
  const reply = await page.request.post('/__mock/clock', { data: { advanceMs: ms } });
  expect(reply.ok()).toBe(true);
}

const centre = (page: Page) => page.getByRole('dialog', { name: 'Member centre' });
const headerBalance = (page: Page) => page.locator('.balance__amount');

/** Opens a member-centre item from the menu (the centre must be open) and waits for its panel. */
async function openItem(page: Page, item: string) {
  await centre(page).getByRole('navigation').getByRole('button', { name: item, exact: true }).click();
  await expect(centre(page).getByRole('navigation').getByRole('button', { name: item, exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(centre(page).getByRole('region', { name: item, exact: true }).getByRole('heading', { name: item, exact: true })).toBeVisible();
}

/** A tiny valid PNG, as a member's proof screenshot. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

test('a deposit order is paid on the mock page and shows in the deposits, the account record and the header balance', async ({ page, context }) => {
  await login(page, 'member01', 'Member123');
  await expect(headerBalance(page)).toHaveText('₫ 12,580,000');
  await page.getByRole('banner').getByRole('button', { name: 'Deposit' }).click();
  const panel = centre(page);
  await expect(panel.getByRole('heading', { name: 'Deposit', level: 3 })).toBeVisible();
  const form = panel.getByRole('form', { name: 'Deposit' });
  await expect(form.getByRole('button', { name: /Bank transfer/ })).toHaveAttribute('aria-pressed', 'true');
  // The channel's limits are checked before anything is sent.
  await form.getByRole('textbox', { name: 'Amount' }).fill('50000');
  await form.getByRole('button', { name: 'Deposit now' }).click();
  await expect(form.getByText('The minimum is ₫ 100,000.')).toBeVisible();
  await expect(form.getByText('Choose a bank.')).toBeVisible();
  await form.getByRole('combobox', { name: 'Bank' }).selectOption({ label: 'Vietcombank' });
  await form.getByRole('button', { name: '₫ 500,000' }).click();
  await expect(form.getByRole('textbox', { name: 'Amount' })).toHaveValue('500000');
  await form.getByRole('button', { name: 'Deposit now' }).click();

  const order = panel.getByRole('region', { name: 'Your deposit order' });
  await expect(order.getByText('Pending', { exact: true })).toBeVisible();
  await expect(order.getByRole('timer')).toHaveText(/Time left to pay: \d{2}:\d{2}/);
  const reference = (await order.locator('.copy-line__value').first().textContent())!;
  expect(reference).toMatch(/^DP\d+/);
  await expect(order.getByRole('button', { name: 'Copy Reference' })).toBeVisible();

  // The payment page of the mock (where a real vendor's page would be) marks it paid.
  const opened = context.waitForEvent('page');
  await order.getByRole('link', { name: 'Open the payment page' }).click();
  const payment = await opened;
  await payment.getByRole('button', { name: 'Mark as paid' }).click();
  await expect(payment.locator('#deposit-status')).toHaveText('Paid');
  await payment.close();

  await order.getByRole('button', { name: 'I have paid – check status' }).click();
  await expect(order.getByRole('status')).toHaveText('Paid: ₫ 500,000 is in your wallet.');
  await expect(headerBalance(page)).toHaveText('₫ 13,080,000');
  const row = panel.getByRole('region', { name: 'Recent deposits' }).getByRole('row').filter({ hasText: reference });
  await expect(row.getByText('Paid')).toBeVisible();

  await openItem(page, 'Account record');
  const record = panel.getByRole('row').filter({ hasText: 'Deposit' }).first();
  await expect(record).toContainText('₫ 500,000');
  await expect(record).toContainText('₫ 12,500,000');
});

test('a transfer to a game wallet and the recall change both wallets', async ({ page }) => {
  await login(page, 'member01', 'Member123');
  await page
    .getByRole('banner')
    .getByRole('button', { name: /member01/ })
    .click();
  await page.getByRole('menuitem', { name: 'Member centre' }).click();
  await openItem(page, 'Wallet');
  const panel = centre(page);
  const main = panel.locator('.money-summary > div').filter({ hasText: 'Main wallet' }).locator('dd');
  await expect(main).toHaveText('₫ 12,000,000');
  const wallet = (name: string) => panel.getByRole('list', { name: 'Game wallets' }).getByRole('listitem').filter({ hasText: name });
  await expect(wallet('PG Soft')).toContainText('₫ 580,000');
  await expect(wallet('Evolution')).toContainText('₫ 0');

  const form = panel.getByRole('form', { name: 'Transfer between wallets' });
  const select = form.getByRole('combobox', { name: 'Game wallet' });
  await select.selectOption((await select.locator('option', { hasText: 'Evolution' }).getAttribute('value'))!);
  await form.getByRole('textbox', { name: 'Amount' }).fill('20000000');
  await form.getByRole('button', { name: 'Transfer' }).click();
  await expect(form.getByText('You have only ₫ 12,000,000 available.')).toBeVisible();
  await form.getByRole('textbox', { name: 'Amount' }).fill('1000000');
  await form.getByRole('button', { name: 'Transfer' }).click();
  await expect(form.getByRole('status')).toHaveText('₫ 1,000,000 moved to Evolution.');
  await expect(wallet('Evolution')).toContainText('₫ 1,000,000');
  await expect(main).toHaveText('₫ 11,000,000');
  // The total does not change: the money only moved.
  await expect(headerBalance(page)).toHaveText('₫ 12,580,000');

  await panel.getByRole('button', { name: 'Recall all to main wallet' }).click();
  await expect(panel.getByText('₫ 1,580,000 recalled to the main wallet.')).toBeVisible();
  await expect(main).toHaveText('₫ 12,580,000');
  await expect(wallet('Evolution')).toContainText('₫ 0');
  await expect(wallet('PG Soft')).toContainText('₫ 0');
});

test('a single-wallet merchant shows one wallet and no transfers', async ({ page }) => {
  await login(page, 'member01', 'Member123', '/index?scenario=single-wallet');
  await page
    .getByRole('banner')
    .getByRole('button', { name: /member01/ })
    .click();
  await page.getByRole('menuitem', { name: 'Member centre' }).click();
  await openItem(page, 'Wallet');
  const panel = centre(page).getByRole('region', { name: 'Wallet', exact: true });
  await expect(panel.getByText('This site keeps one wallet for every game, so there is nothing to transfer.')).toBeVisible();
  await expect(panel.getByText('₫ 12,580,000')).toBeVisible();
  await expect(panel.getByRole('form', { name: 'Transfer between wallets' })).toHaveCount(0);
  await expect(panel.getByRole('list', { name: 'Game wallets' })).toHaveCount(0);
});

test('a bank card is added in the real name only', async ({ page }) => {
  await login(page, 'member01', 'Member123');
  await page.getByRole('banner').getByRole('button', { name: 'Withdraw' }).click();
  const panel = centre(page);
  const cards = panel.getByRole('list', { name: 'Bank cards' });
  await expect(cards.getByRole('listitem')).toHaveCount(1);
  await panel.getByRole('button', { name: 'Add a bank card' }).click();
  const form = panel.getByRole('form', { name: 'Add a bank card' });
  await form.getByRole('combobox', { name: 'Bank' }).selectOption({ label: 'Techcombank' });
  await form.getByRole('textbox', { name: 'Account name' }).fill('Tran Van B');
  await form.getByRole('textbox', { name: 'Account number' }).fill('1903 4567 8901 2');
  await form.getByLabel('Withdrawal password').fill('246810');
  await form.getByRole('button', { name: 'Add card' }).click();
  await expect(form.getByText('The account name must match your real name (Nguyen Van An).')).toBeVisible();
  await form.getByRole('textbox', { name: 'Account name' }).fill('NGUYEN VAN AN');
  await form.getByRole('button', { name: 'Add card' }).click();
  await expect(cards.getByRole('listitem')).toHaveCount(2);
  await expect(cards.getByRole('listitem').filter({ hasText: 'Techcombank' })).toContainText('9012');
});

test('a wrong withdrawal password is refused and keeps the form; the right one withdraws, and the payout is confirmed in full', async ({ page }) => {
  await login(page, 'member01', 'Member123');
  await page.getByRole('banner').getByRole('button', { name: 'Withdraw' }).click();
  const panel = centre(page);
  const form = panel.getByRole('form', { name: 'Withdraw to a card' });
  await form.getByRole('textbox', { name: 'Amount' }).fill('1000000');
  await form.getByLabel('Withdrawal password').fill('111111');
  await form.getByRole('button', { name: 'Withdraw' }).click();
  await expect(form.getByRole('alert')).toHaveText('The withdrawal password is wrong.');
  await expect(form.getByRole('textbox', { name: 'Amount' })).toHaveValue('1000000');
  await expect(headerBalance(page)).toHaveText('₫ 12,580,000');

  await form.getByLabel('Withdrawal password').fill('246810');
  await form.getByRole('button', { name: 'Withdraw' }).click();
  await expect(form.getByRole('status')).toContainText('of ₫ 1,000,000 is on its way.');
  await expect(headerBalance(page)).toHaveText('₫ 11,580,000');
  const orders = panel.getByRole('region', { name: 'Recent withdrawals' });
  await expect(orders.getByRole('row').nth(1)).toContainText('Pending');

  // A minute later the payout is made, and waits for the member's answer.
  await advanceClock(page, MINUTE);
  await openItem(page, 'Wallet');
  await openItem(page, 'Withdraw');
  const row = orders.getByRole('row').nth(1);
  await expect(row).toContainText('Awaiting your confirmation');
  await row.getByRole('button', { name: 'Confirm receipt' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm your withdrawal' });
  await expect(dialog.getByRole('timer')).toHaveText(/^\d{2}:\d{2}$/);
  await expect(dialog.getByText(/counts as received \(a forced receipt\), and it will not be refunded/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Choose an answer.')).toBeVisible();
  await dialog.getByLabel('Yes, in full').check();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Thank you. The withdrawal is complete.');
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(row).toContainText('Received');
});

test('the confirmation takes a partial answer and a not-received answer with a proof image', async ({ page }) => {
  await login(page, 'member01', 'Member123');
  await page.getByRole('banner').getByRole('button', { name: 'Withdraw' }).click();
  const panel = centre(page);
  const form = panel.getByRole('form', { name: 'Withdraw to a card' });
  for (const amount of ['1000000', '2000000']) {
    await form.getByRole('textbox', { name: 'Amount' }).fill(amount);
    await form.getByLabel('Withdrawal password').fill('246810');
    await form.getByRole('button', { name: 'Withdraw' }).click();
    await expect(form.getByRole('status')).toContainText(`of ₫ ${Number(amount).toLocaleString('en-US')} is on its way.`);
  }
  await expect(headerBalance(page)).toHaveText('₫ 9,580,000');
  await advanceClock(page, MINUTE);
  await openItem(page, 'Wallet');
  await openItem(page, 'Withdraw');
  const orders = panel.getByRole('region', { name: 'Recent withdrawals' });
  const waiting = orders.getByRole('row').filter({ hasText: 'Awaiting your confirmation' });
  await expect(waiting).toHaveCount(2);

  // Partly: the amount received, and the remainder comes back.
  await waiting.filter({ hasText: '₫ 1,000,000' }).getByRole('button', { name: 'Confirm receipt' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm your withdrawal' });
  await dialog.getByLabel('Partly').check();
  await dialog.getByRole('textbox', { name: 'Amount received' }).fill('1200000');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Enter more than zero and less than the amount paid.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Amount received' }).fill('400000');
  await expect(dialog.getByText('Remainder to be returned to your wallet: ₫ 600,000')).toBeVisible();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Thank you. The remainder has been returned to your wallet.');
  await expect(headerBalance(page)).toHaveText('₫ 10,180,000');
  await dialog.getByRole('button', { name: 'Close' }).last().click();

  // Not received: at least one proof image, png or jpg only.
  await orders.getByRole('row').filter({ hasText: 'Awaiting your confirmation' }).getByRole('button', { name: 'Confirm receipt' }).click();
  await dialog.getByLabel('No, not received').check();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Upload at least one image as proof.')).toBeVisible();
  const upload = dialog.getByLabel('Proof that the money did not arrive');
  await upload.setInputFiles({ name: 'receipt.gif', mimeType: 'image/gif', buffer: PNG });
  await expect(dialog.getByText('receipt.gif is not a PNG or JPG image.')).toBeVisible();
  await upload.setInputFiles({ name: 'bank-statement.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByRole('img', { name: 'bank-statement.png' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Thank you. The amount has been returned to your wallet while we check your proof.');
  await expect(headerBalance(page)).toHaveText('₫ 12,180,000');
});

test('an unanswered payout counts as received when the clock passes its minutes', async ({ page }) => {
  await login(page, 'member01', 'Member123');
  await page.getByRole('banner').getByRole('button', { name: 'Withdraw' }).click();
  const panel = centre(page);
  const form = panel.getByRole('form', { name: 'Withdraw to a card' });
  await form.getByRole('textbox', { name: 'Amount' }).fill('500000');
  await form.getByLabel('Withdrawal password').fill('246810');
  await form.getByRole('button', { name: 'Withdraw' }).click();
  await expect(form.getByRole('status')).toContainText('is on its way.');
  const row = panel.getByRole('region', { name: 'Recent withdrawals' }).getByRole('row').nth(1);
  await advanceClock(page, MINUTE);
  await openItem(page, 'Wallet');
  await openItem(page, 'Withdraw');
  await expect(row).toContainText('Awaiting your confirmation');
  await advanceClock(page, 15 * MINUTE);
  await openItem(page, 'Wallet');
  await openItem(page, 'Withdraw');
  await expect(row).toContainText('Received (auto-confirmed)');
  await expect(row.getByRole('button', { name: 'Confirm receipt' })).toHaveCount(0);
});

test('a payout waiting for an answer opens the confirmation after login, above the pop-ups', async ({ page }) => {
  await page.goto('/index');
  await headerLogin(page, 'le_hoa', 'Member123');
  const dialog = page.getByRole('dialog', { name: 'Confirm your withdrawal' });
  await expect(dialog.getByText('Did you receive the money?')).toBeVisible();
  await expect(dialog).toContainText('₫ 1,500,000');
  // The money question comes first; the pop-up announcements wait under it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('dialog', { name: 'Announcements' })).toBeVisible();
});

test('agent01 sends money to a downline', async ({ page }) => {
  await login(page, 'agent01', 'Agent123');
  await expect(headerBalance(page)).toHaveText('₫ 88,400,000');
  await page
    .getByRole('banner')
    .getByRole('button', { name: /agent01/ })
    .click();
  await page.getByRole('menuitem', { name: 'Member centre' }).click();
  await openItem(page, 'Upline and downline transfers');
  const form = centre(page).getByRole('form', { name: 'Transfer to a downline' });
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByText('Choose a downline.')).toBeVisible();
  await form.getByRole('combobox', { name: 'Downline' }).selectOption('tran_minh');
  await form.getByRole('textbox', { name: 'Amount' }).fill('250000');
  await form.getByLabel('Withdrawal password').fill('246810');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByRole('status')).toHaveText('₫ 250,000 sent to tran_minh.');
  await expect(headerBalance(page)).toHaveText('₫ 88,150,000');
});

// One test a panel.
for (const [item, text] of [
  ['Wallet', /There are no game wallets\./],
  ['Deposit', /No payment channel is open right now\.[\s\S]*No deposits yet\./],
  ['Withdraw', /You have no bank card yet\.[\s\S]*No withdrawals yet\./],
  ['Transfer to upline', /Available in Main wallet: ₫\s0/],
] as const) {
  test(`${item} shows its empty state (empty scenario)`, async ({ page }) => {
    await login(page, 'member01', 'Member123', '/index?scenario=empty');
    await page.getByRole('banner').getByRole('button', { name: 'Deposit' }).click();
    const panel = centre(page);
    await openItem(page, item);
    await expect(panel.getByRole('region', { name: item, exact: true })).toContainText(text);
    await expect(panel).not.toContainText(/not available on this site|undefined|\[object/);
  });
}

for (const item of ['Deposit', 'Wallet', 'Withdraw']) {
  test(`${item} shows a failure with a retry (server-error scenario)`, async ({ page, baseURL }) => {
    await login(page, 'member01', 'Member123');
    // The signed-in page has its answers (the balance is the header's last) before every call fails.
    await expect(headerBalance(page)).toHaveText(/^₫\s[\d,]+$/);
    // From now on every call fails (the mock server reads the scenario from this cookie).
    await page.context().addCookies([{ name: 'mock_scenario', value: 'server-error', url: baseURL! }]);
    await page.getByRole('banner').getByRole('button', { name: 'Deposit' }).click();
    const panel = centre(page);
    await openItem(page, item);
    const region = panel.getByRole('region', { name: item, exact: true });
    await expect(region.getByRole('alert').first()).toContainText('System error');
    await expect(region.getByRole('button', { name: 'Try again' }).first()).toBeVisible();
    await expect(panel).not.toContainText(/not available on this site|undefined|\[object/);
  });
}
