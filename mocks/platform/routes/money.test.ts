/**
 * The money routes of the mock platform, through the real client transport (bodies encrypted
 * where the contract says so, every reply checked against the contract): wallets and transfers,
 * deposits with the mock clock (paid by themselves, by the payment page, expired, cancelled),
 * bank cards and the withdrawal password, withdrawals and their confirmation (Y, P, N, and no
 * answer), transfers to the upline and to downlines, and the account record.
 */
import { describe, expect, it } from 'vitest';
import { apiFetch } from '../../../src/api/fetcher';
import { freePlayLogin, login } from '../../../src/generated/wps/endpoints/session/session';
import { ApiError } from '../../../src/lib/errors';
import { setSessionToken } from '../../../src/state/session';
import { advanceMockClock, mockStore, useScenario } from '../../node';
import { MAIN_WALLET, WALLETS, walletOfVendor } from '../core/ledger';
import { ORIGIN } from './harness';

const MINUTE = 60_000;
const PG = walletOfVendor('PG');
const MEMBER_CARD = 'BC1000100001';
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const PASSWORDS: Record<string, string> = {
  member01: 'Member123',
  agent01: 'Agent123',
  expired01: 'Expired123',
  newbie01: 'Abc123456',
  tran_minh: 'Member123',
  le_hoa: 'Member123',
};

async function as(username: string) {
  const { value } = await login({ username, password: PASSWORDS[username]!, type: 'username' });
  setSessionToken(value.token);
}

// biome-ignore lint/suspicious/noExplicitAny: replies are checked against the contract by the transport; tests read them loosely.
type Any = any;

async function call(method: string, path: string, body?: unknown, query?: Record<string, string | number>): Promise<Any> {
  const search = query ? `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}` : '';
  const init: RequestInit = body === undefined ? { method } : { method, body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } };
  const reply = await apiFetch<{ value: unknown }>(`${path}${search}`, init);
  return reply.value;
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('the call succeeded');
}

async function expectFailure(promise: Promise<unknown>, status: number, code: string) {
  const error = await failure(promise);
  expect({ status: error.status, code: error.code }).toEqual({ status, code });
  return error;
}

const R = '/wps/relay';
const balance = () => call('GET', '/wps/v2/wallets/balance');
const mainOf = async () => ((await balance()).balance as Any[]).find((b) => b.accountTypeId === MAIN_WALLET).availBalance as number;
const record = (query: Record<string, string | number> = {}) => call('GET', `${R}/ODSFE2_MemTransDet`, undefined, { pageNo: 1, pageSize: 20, ...query });
const transfer = (fromAccountTypeId: number, toAccountTypeId: number, amount: number) =>
  call('POST', `${R}/GCS_walletTransfer`, { fromAccountTypeId, toAccountTypeId, amount });
const createDeposit = (amount: number, channelId: string, bankCode?: string) =>
  call('POST', `${R}/MCSFE_createDepositOrder`, { amount, channelId, ...(bankCode ? { bankCode } : {}) });
const depositOrders = (query: Record<string, string | number> = {}) =>
  call('GET', `${R}/MCSFE_getDepositTransactionReport`, undefined, { pageNo: 1, pageSize: 10, ...query });
const withdraw = (amount: number, password = '246810', bankCardId = MEMBER_CARD) =>
  call('POST', '/wps/v2/transaction/withdraw', { check: 'v2', amount, bankCardId, password });
const withdrawOrders = (query: Record<string, string | number> = {}) =>
  call('GET', `${R}/MCSFE_getWithdrawTransactionReport`, undefined, { pageNo: 1, pageSize: 10, ...query });
const confirmations = () => call('GET', `${R}/MCSFE_getPaymentConfirmationList`);
const answer = (payDetailId: string, isMoneyReceived: string, extra: Record<string, unknown> = {}) =>
  call('POST', `${R}/MCSFE_processC2CTransaction`, { payDetailId, isMoneyReceived, ...extra });
const settings = () => call('GET', `${R}/MCSFE_getWithdrawSettings`);
const addCard = (body: Record<string, unknown>) =>
  call('PUT', '/wps/member/bankCard', { bankCode: 'TCB', accountName: 'Nguyen Van An', accountNumber: '19036612345678', withdrawPassword: '246810', ...body });

const origin = () => ORIGIN;
const mockFetch = (path: string, init?: RequestInit) => fetch(new URL(path, origin()), init);

describe('wallets', () => {
  it('answers the balance from the wallets: the main wallet, then every vendor wallet by name', async () => {
    await as('member01');
    const value = await balance();
    expect(value).toMatchObject({ sumBalance: 12_580_000, currency: 'VND', currencySymbol: '₫', currencyPosition: 'PREFIX', mainAccountTypeId: 1 });
    expect(value.balance).toHaveLength(WALLETS.length);
    expect(value.balance[0]).toEqual({ accountTypeId: 1, accountName: 'Main wallet', availBalance: 12_000_000 });
    expect(value.balance.find((b: Any) => b.accountTypeId === PG)).toEqual({
      accountTypeId: PG,
      accountName: 'PG Soft',
      availBalance: 580_000,
      vassalage: 'PG',
    });
  });

  it('transfers between wallets and writes both sides in the record', async () => {
    await as('member01');
    const result = await transfer(MAIN_WALLET, PG, 100_000.5);
    expect(result).toMatchObject({ fromAccountTypeId: 1, toAccountTypeId: PG, amount: 100_000.5, fromBalance: 11_899_999.5, toBalance: 680_000.5 });
    expect(result.transactionNo).toMatch(/^TF\d{17}$/);
    expect((await balance()).sumBalance).toBe(12_580_000);
    const rows = (await record()).list.slice(0, 2);
    expect(rows).toEqual([
      expect.objectContaining({
        transactionNo: result.transactionNo,
        type: 'TRANSFER_IN',
        amount: 100_000.5,
        balance: 680_000.5,
        accountTypeId: PG,
        status: 'DONE',
        remark: 'From Main wallet',
      }),
      expect.objectContaining({
        transactionNo: result.transactionNo,
        type: 'TRANSFER_OUT',
        amount: -100_000.5,
        balance: 11_899_999.5,
        accountTypeId: 1,
        remark: 'To PG Soft',
      }),
    ]);
  });

  it('refuses transfers that are too large, not positive, of three decimals or between unknown wallets', async () => {
    await as('member01');
    await expectFailure(transfer(PG, MAIN_WALLET, 580_001), 400, 'wallet.insufficient.balance');
    await expectFailure(transfer(MAIN_WALLET, PG, 1.005), 400, 'wallet.amount.invalid');
    await expectFailure(transfer(MAIN_WALLET, 2, 1000), 400, 'wallet.not.exist');
    await expectFailure(transfer(PG, PG, 1000), 400, 'wallet.not.exist');
    expect(await mainOf()).toBe(12_000_000);
  });

  it('refuses transfers with 403 when the merchant runs a single wallet', async () => {
    await as('member01');
    expect(await call('GET', `${R}/GCS_merchantWallet`, undefined, { merchantCode: 'DEMO' })).toEqual({ isSingle: false });
    useScenario('single-wallet');
    expect(await call('GET', `${R}/GCS_merchantWallet`, undefined, { merchantCode: 'DEMO' })).toEqual({ isSingle: true });
    await expectFailure(transfer(MAIN_WALLET, PG, 1000), 403, 'wallet.single.mode');
  });

  it('moves every vendor wallet back to the main wallet', async () => {
    await as('member01');
    await transfer(MAIN_WALLET, walletOfVendor('EVO'), 20_000);
    const result = await call('POST', `${R}/GCS_walletReturn`, {});
    expect(result).toMatchObject({ amount: 600_000, balance: 12_580_000 });
    expect(result.returned).toEqual(
      expect.arrayContaining([
        { accountTypeId: PG, amount: 580_000 },
        { accountTypeId: walletOfVendor('EVO'), amount: 20_000 },
      ]),
    );
    expect(await call('POST', `${R}/GCS_walletReturn`, {})).toMatchObject({ amount: 0, balance: 12_580_000, returned: [] });
  });

  it('tells the turnover still to reach and what may be withdrawn', async () => {
    await as('member01');
    expect(await call('GET', `${R}/MCSFE_getTurnoverInfo`)).toEqual({
      requiredTurnover: 8_000_000,
      completedTurnover: 9_450_000,
      remainingTurnover: 0,
      withdrawableBalance: 12_000_000,
    });
    await as('expired01');
    expect(await call('GET', `${R}/MCSFE_getTurnoverInfo`)).toMatchObject({ remainingTurnover: 1_800_000, withdrawableBalance: 0 });
  });
});

describe('deposits', () => {
  it('lists the payment methods with their channels and banks', async () => {
    await as('member01');
    const { methods } = await call('GET', `${R}/MCSFE_getDepositPaymentChannels`, undefined, { webSupported: 'Y', mobileSupported: 'N' });
    expect(methods.map((m: Any) => m.code)).toEqual(['BANK_TRANSFER', 'QR', 'EWALLET', 'CRYPTO', 'CARD']);
    const local = methods[0].channels.find((c: Any) => c.channelId === 'BT-LOCAL');
    expect(local).toMatchObject({ min: 100_000, max: 300_000_000, feeRate: 0, expiryMinutes: 30 });
    expect(local.banks[0]).toMatchObject({ bankCode: 'VCB', bankName: 'Vietcombank' });
    expect(methods[1].channels[0].banks).toEqual([]);
  });

  it('pays an order by itself 2 minutes later and credits the amount less the fee', async () => {
    await as('member01');
    const order = await createDeposit(1_000_000, 'EW-MOMO');
    expect(order).toMatchObject({ amount: 1_000_000, fee: 10_000, creditAmount: 990_000, status: 'PENDING', channelName: 'MoMo', methodCode: 'EWALLET' });
    expect(order.expiresAt - order.createdAt).toBe(15 * MINUTE);
    expect(order.payTo).toMatchObject({ kind: 'WALLET', payUrl: `${origin()}/__mock/deposit?orderNo=${order.orderNo}` });
    advanceMockClock(MINUTE);
    expect((await depositOrders()).list[0]).toMatchObject({ orderNo: order.orderNo, status: 'PENDING' });
    advanceMockClock(MINUTE);
    const paid = (await depositOrders()).list[0];
    expect(paid).toMatchObject({ orderNo: order.orderNo, status: 'PAID', paidAt: order.createdAt + 2 * MINUTE });
    expect(await mainOf()).toBe(12_990_000);
    expect((await record({ type: 'DEPOSIT' })).list[0]).toMatchObject({ transactionNo: order.orderNo, amount: 990_000, balance: 12_990_000, status: 'DONE' });
  });

  it('gives bank orders the account to pay and a reference, QR orders an image', async () => {
    await as('member01');
    const bank = await createDeposit(1_000_000, 'BT-LOCAL', 'TCB');
    expect(bank.payTo).toMatchObject({
      kind: 'BANK',
      bankName: 'Techcombank',
      accountName: expect.any(String),
      accountNumber: expect.stringMatching(/^\d+$/),
      transferRemark: expect.any(String),
    });
    const qr = await createDeposit(500_000, 'QR-VIETQR');
    expect(qr.payTo.kind).toBe('QR');
    expect(qr.payTo.qrImageUrl).toContain('/mock-cdn/qr/');
  });

  it('leaves a manual bank transfer pending until it expires', async () => {
    await as('member01');
    const order = await createDeposit(500_000, 'BT-MANUAL', 'ACB');
    advanceMockClock(29 * MINUTE);
    expect((await depositOrders({ status: 'PENDING' })).list.map((o: Any) => o.orderNo)).toEqual([order.orderNo]);
    advanceMockClock(MINUTE);
    expect((await depositOrders()).list[0]).toMatchObject({ orderNo: order.orderNo, status: 'EXPIRED' });
    expect(await mainOf()).toBe(12_000_000);
    await expectFailure(call('POST', `${R}/MCSFE_cancelDeposit`, { orderNo: order.orderNo }), 409, 'deposit.not.pending');
  });

  it('cancels a pending order', async () => {
    await as('member01');
    const order = await createDeposit(500_000, 'BT-MANUAL', 'ACB');
    expect(await call('POST', `${R}/MCSFE_cancelDeposit`, { orderNo: order.orderNo })).toMatchObject({ orderNo: order.orderNo, status: 'CANCELLED' });
    await expectFailure(call('POST', `${R}/MCSFE_cancelDeposit`, { orderNo: order.orderNo }), 409, 'deposit.not.pending');
    await expectFailure(call('POST', `${R}/MCSFE_cancelDeposit`, { orderNo: 'DP0' }), 400, 'deposit.not.exist');
    advanceMockClock(10 * MINUTE);
    expect(await mainOf()).toBe(12_000_000);
  });

  it('refuses bad amounts, unknown channels, a missing bank and a fourth pending order', async () => {
    await as('member01');
    await expectFailure(createDeposit(100.123, 'BT-LOCAL', 'VCB'), 400, 'deposit.amount.invalid');
    await expectFailure(createDeposit(0, 'BT-LOCAL', 'VCB'), 400, 'deposit.amount.invalid');
    await expectFailure(createDeposit(1_000_000, 'NOPE'), 400, 'deposit.channel.not.exist');
    await expectFailure(createDeposit(1_000_000, 'BT-LOCAL'), 400, 'deposit.bank.required');
    await expectFailure(createDeposit(1_000_000, 'BT-LOCAL', 'STB'), 400, 'deposit.bank.required');
    await expectFailure(createDeposit(99_999, 'BT-LOCAL', 'VCB'), 400, 'deposit.amount.below.min');
    await expectFailure(createDeposit(300_000_001, 'BT-LOCAL', 'VCB'), 400, 'deposit.amount.above.max');
    for (let i = 0; i < 3; i += 1) await createDeposit(200_000, 'BT-MANUAL', 'VCB');
    await expectFailure(createDeposit(200_000, 'BT-MANUAL', 'VCB'), 409, 'deposit.pending.exists');
  });

  it('lists orders newest first, by status and time, a page at a time', async () => {
    await as('member01');
    const all = await depositOrders({ pageSize: 100 });
    expect(all.totalCount).toBe(mockStore.state.deposits.member01!.length);
    expect(all.list.every((o: Any, i: number) => i === 0 || o.createdAt <= all.list[i - 1].createdAt)).toBe(true);
    const paid = await depositOrders({ status: 'PAID', pageSize: 5, pageNo: 2 });
    expect(paid).toMatchObject({ pageNo: 2, pageSize: 5 });
    expect(paid.list.every((o: Any) => o.status === 'PAID')).toBe(true);
    const since = Date.now() - 3 * 86_400_000;
    const recent = await depositOrders({ startTime: since, endTime: Date.now(), pageSize: 100 });
    expect(recent.list.every((o: Any) => o.createdAt >= since)).toBe(true);
    expect(recent.totalCount).toBeLessThan(all.totalCount);
    await expectFailure(depositOrders({ status: 'LOST' }), 400, 'request_param_err');
  });
});

describe('the mock payment page and clock', () => {
  it('shows an order, marks it paid, then shows "Paid"', async () => {
    await as('member01');
    const order = await createDeposit(2_000_000, 'BT-MANUAL', 'VCB');
    const page = await mockFetch(`/__mock/deposit?orderNo=${order.orderNo}`);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain(`<dd data-field="orderNo">${order.orderNo}</dd>`);
    expect(html).toContain('<dd data-field="amount">2,000,000</dd>');
    expect(html).toContain('data-status="PENDING">Pending<');
    expect(html).toContain('>Mark as paid</button>');
    expect(html).not.toMatch(/<(link|img)\b|src=/);

    const paid = await mockFetch('/__mock/deposit/pay', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ orderNo: order.orderNo }),
    });
    expect(await paid.json()).toMatchObject({ success: true, value: { orderNo: order.orderNo, status: 'PAID' } });
    expect(await (await mockFetch(`/__mock/deposit?orderNo=${order.orderNo}`)).text()).toContain('data-status="PAID">Paid<');
    expect(await mainOf()).toBe(14_000_000);

    const again = await mockFetch('/__mock/deposit/pay', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ orderNo: order.orderNo }),
    });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ success: false, code: 'deposit.not.pending' });
    const missing = await mockFetch('/__mock/deposit?orderNo=DP0');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('No such order');
  });

  it("pays from the page's form without its script and sends the browser back to the page", async () => {
    await as('member01');
    const order = await createDeposit(300_000, 'BT-MANUAL', 'VCB');
    const reply = await mockFetch('/__mock/deposit/pay', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `orderNo=${order.orderNo}`,
      redirect: 'manual',
    });
    expect(reply.status).toBe(303);
    expect(reply.headers.get('location')).toBe(`/__mock/deposit?orderNo=${order.orderNo}`);
    expect((await depositOrders()).list[0].status).toBe('PAID');
  });

  it('tells and moves the mock clock', async () => {
    const before = (await (await mockFetch('/__mock/clock')).json()) as { now: number };
    expect(Math.abs(before.now - Date.now())).toBeLessThan(5000);
    const moved = await mockFetch('/__mock/clock', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceMs: 3_600_000 }),
    });
    const after = (await moved.json()) as { now: number };
    expect(after.now - before.now).toBeGreaterThanOrEqual(3_600_000);
    expect(after.now - before.now).toBeLessThan(3_600_000 + 5000);
    const bad = await mockFetch('/__mock/clock', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ advanceMs: -1 }) });
    expect(bad.status).toBe(400);
  });

  it('runs what falls due when the clock moves: an unanswered confirmation counts as received', async () => {
    await as('le_hoa');
    expect((await confirmations()).list).toHaveLength(1);
    await mockFetch('/__mock/clock', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ advanceMs: 15 * MINUTE }) });
    expect((await confirmations()).list).toEqual([]);
    expect((await withdrawOrders()).list[0]).toMatchObject({ status: 'AUTO_CONFIRMED', receivedAmount: 1_500_000 });
  });
});

describe('bank cards and the withdrawal password', () => {
  it('lists the banks and the member’s cards, masked, with the real name', async () => {
    await as('member01');
    const banks = (await call('GET', `${R}/MCSFE_getBanks`)).list;
    expect(banks).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ bankCode: 'VCB', bankName: 'Vietcombank', cardType: 'BC' }),
        expect.objectContaining({ bankCode: 'MOMO', cardType: 'EW' }),
      ]),
    );
    const info = await call('GET', `${R}/MCSFE_getWithdrawAccountInfo`);
    expect(info).toMatchObject({ maxCardCount: 5, realName: 'Nguyen Van An' });
    expect(info.cards).toEqual([
      expect.objectContaining({
        bankCardId: MEMBER_CARD,
        bankCode: 'VCB',
        bankName: 'Vietcombank',
        cardType: 'BC',
        accountName: 'NGUYEN VAN AN',
        maskedNumber: '**** **** 6789',
        isWithdrawActive: true,
      }),
    ]);
    expect(JSON.stringify(info)).not.toContain('0451000456789');
  });

  it('adds a card in the real name, whatever the case and spaces', async () => {
    await as('member01');
    const card = await addCard({ accountName: '  nguyen   VAN an ' });
    expect(card).toMatchObject({ bankCode: 'TCB', bankName: 'Techcombank', maskedNumber: '**** **** 5678', accountName: 'nguyen VAN an' });
    expect((await call('GET', `${R}/MCSFE_getWithdrawAccountInfo`)).cards).toHaveLength(2);
    const wallet = await addCard({ bankCode: 'MOMO', accountNumber: '0912345678' });
    expect(wallet.cardType).toBe('EW');
  });

  it('refuses a wrong name, number, bank or password, a card bound already and a sixth card', async () => {
    await as('member01');
    await expectFailure(addCard({ accountName: 'Tran Thi Binh' }), 400, 'bankcard.name.mismatch');
    await expectFailure(addCard({ accountNumber: '1234567' }), 400, 'bankcard.number.invalid');
    await expectFailure(addCard({ accountNumber: '12345678901234567890' }), 400, 'bankcard.number.invalid');
    await expectFailure(addCard({ bankCode: 'MOMO', accountNumber: '091234567890' }), 400, 'bankcard.number.invalid');
    await expectFailure(addCard({ bankCode: 'XYZ' }), 400, 'bank.not.exist');
    await expectFailure(addCard({ withdrawPassword: '111111' }), 400, 'payment.password.invalid');
    await expectFailure(addCard({ accountNumber: '19034567894321' }), 400, 'bankcard.duplicate'); // agent01's card
    for (const n of ['11111111', '22222222', '33333333', '44444444']) await addCard({ accountNumber: n });
    await expectFailure(addCard({ accountNumber: '55555555' }), 400, 'bankcard.limit.reached');
  });

  it('takes the name of the first card as the real name of a member who has none, once a password is set', async () => {
    await as('newbie01');
    expect(await call('GET', '/wps/member/hasWithdrawalPassword')).toEqual({ hasPassword: false });
    await expectFailure(addCard({ accountName: 'Le Van Moi' }), 400, 'payment.password.not.exists');
    await expectFailure(
      call('PUT', '/wps/member/paymentPassword', { paymentPassword: '12345', confirmPaymentPassword: '12345' }),
      400,
      'payment.password.format',
    );
    await expectFailure(
      call('PUT', '/wps/member/paymentPassword', { paymentPassword: '123456', confirmPaymentPassword: '654321' }),
      400,
      'payment.password.mismatch',
    );
    expect(await call('PUT', '/wps/member/paymentPassword', { paymentPassword: '123456', confirmPaymentPassword: '123456' })).toBe(true);
    expect(await call('GET', '/wps/member/hasWithdrawalPassword')).toEqual({ hasPassword: true });
    await expectFailure(
      call('PUT', '/wps/member/paymentPassword', { paymentPassword: '123456', confirmPaymentPassword: '123456' }),
      409,
      'payment.password.exists',
    );
    await addCard({ accountName: 'Le Van Moi', withdrawPassword: '123456' });
    expect((await call('GET', `${R}/MCSFE_getWithdrawAccountInfo`)).realName).toBe('Le Van Moi');
  });

  it('changes the withdrawal password', async () => {
    await as('member01');
    const change = (oldPassword: string, newPassword: string, confirmNewPassword = newPassword) =>
      call('POST', '/wps/member/paymentPassword', { oldPassword, newPassword, confirmNewPassword });
    await expectFailure(change('111111', '135790'), 400, 'payment.password.invalid');
    await expectFailure(change('246810', '13579a'), 400, 'payment.password.format');
    await expectFailure(change('246810', '135790', '135791'), 400, 'payment.password.mismatch');
    expect(await change('246810', '135790')).toBe(true);
    await expectFailure(withdraw(200_000, '246810'), 400, 'invalid.payment.pw');
    expect((await withdraw(200_000, '135790')).status).toBe('PENDING');
  });

  it('removes a card, not one a pending withdrawal goes to', async () => {
    await as('member01');
    const remove = (bankCardId: string, withdrawPassword = '246810') => call('POST', `${R}/MCSFE_removeBankCard`, { bankCardId, withdrawPassword });
    const card = await addCard({});
    await expectFailure(remove('BC0'), 400, 'bankcard.not.exist');
    await expectFailure(remove(card.bankCardId, '000000'), 400, 'payment.password.invalid');
    expect(await remove(card.bankCardId)).toBe(true);
    await withdraw(200_000);
    await expectFailure(remove(MEMBER_CARD), 409, 'bankcard.in.use');
    advanceMockClock(MINUTE);
    expect(await remove(MEMBER_CARD)).toBe(true);
    expect((await call('GET', `${R}/MCSFE_getWithdrawAccountInfo`)).cards).toEqual([]);
  });
});

describe('withdrawals', () => {
  it('gives the settings with what the day has used', async () => {
    await as('member01');
    const before = await settings();
    expect(before).toMatchObject({
      minimumAmount: 100_000,
      maximumAmount: 100_000_000,
      dailyCountLimit: 5,
      freeCountPerDay: 2,
      confirmMinutes: 15,
      withdrawDateFrom: '00:00',
      withdrawDateTo: '23:59',
    });
    await withdraw(300_000);
    const after = await settings();
    expect(after.dailyCountUsed).toBe(before.dailyCountUsed + 1);
    expect(after.dailyAmountUsed).toBe(before.dailyAmountUsed + 300_000);
  });

  it('debits at once, pays a minute later and waits for the confirmation', async () => {
    await as('member01');
    const { dailyCountUsed } = await settings();
    const order = await withdraw(2_000_000);
    const fee = dailyCountUsed < 2 ? 0 : 20_000;
    expect(order).toMatchObject({
      amount: 2_000_000,
      fee,
      receiveAmount: 2_000_000 - fee,
      status: 'PENDING',
      bankCardId: MEMBER_CARD,
      bankName: 'Vietcombank',
      maskedNumber: '**** **** 6789',
    });
    expect(await mainOf()).toBe(10_000_000);
    expect((await record()).list[0]).toMatchObject({
      transactionNo: order.orderNo,
      type: 'WITHDRAWAL',
      amount: -2_000_000,
      balance: 10_000_000,
      status: 'PENDING',
    });
    advanceMockClock(MINUTE);
    const paid = (await withdrawOrders()).list[0];
    expect(paid).toMatchObject({
      orderNo: order.orderNo,
      status: 'AWAITING_CONFIRMATION',
      paidAt: order.createdAt + MINUTE,
      confirmBy: order.createdAt + 16 * MINUTE,
    });
    expect((await record()).list[0]).toMatchObject({ transactionNo: order.orderNo, status: 'DONE' });
    const waiting = (await confirmations()).list.find((c: Any) => c.orderNo === order.orderNo);
    expect(waiting).toMatchObject({
      payDetailId: paid.payDetailId,
      amount: 2_000_000 - fee,
      remainingAmount: 2_000_000 - fee,
      isAutoConfirmed: false,
      minutesLeft: 15,
    });
    expect(await answer(paid.payDetailId, 'Y')).toMatchObject({ status: 'CONFIRMED', receivedAmount: 2_000_000 - fee });
    await expectFailure(answer(paid.payDetailId, 'Y'), 409, 'c2c.already.confirmed');
    expect(await mainOf()).toBe(10_000_000);
  });

  it('starts le_hoa with one confirmation; partly received refunds the rest', async () => {
    await as('le_hoa');
    const main = await mainOf();
    const [waiting] = (await confirmations()).list;
    expect(waiting).toMatchObject({ amount: 1_500_000, remainingAmount: 1_500_000, isAutoConfirmed: false });
    expect(waiting.minutesLeft).toBeGreaterThanOrEqual(11);
    expect(waiting.minutesLeft).toBeLessThanOrEqual(12);
    await expectFailure(answer(waiting.payDetailId, 'P', { receivedAmount: 1_500_000 }), 400, 'c2c.receivedAmount.invalid');
    await expectFailure(answer(waiting.payDetailId, 'P', { receivedAmount: 0 }), 400, 'c2c.receivedAmount.invalid');
    expect(await answer(waiting.payDetailId, 'P', { receivedAmount: 1_000_000 })).toMatchObject({ status: 'PARTLY_RECEIVED', receivedAmount: 1_000_000 });
    expect(await mainOf()).toBe(main + 500_000);
    expect((await record()).list[0]).toMatchObject({ type: 'WITHDRAWAL_REFUND', amount: 500_000, balance: main + 500_000, transactionNo: waiting.orderNo });
    expect((await confirmations()).list).toEqual([]);
  });

  it('refunds the whole amount when nothing arrived, with a proof', async () => {
    await as('le_hoa');
    const main = await mainOf();
    const [waiting] = (await confirmations()).list;
    await expectFailure(answer(waiting.payDetailId, 'N'), 400, 'c2c.proof.required');
    await expectFailure(answer(waiting.payDetailId, 'N', { proofOfNotReceive: [PNG, PNG, PNG, PNG] }), 400, 'c2c.proof.too.many');
    await expectFailure(answer(waiting.payDetailId, 'N', { proofOfNotReceive: ['data:image/gif;base64,R0lGODlhAQABAAAAACw='] }), 400, 'c2c.proof.invalid');
    const huge = `data:image/jpeg;base64,${'A'.repeat(Math.ceil((5 * 1024 * 1024 + 3) / 3) * 4)}`;
    await expectFailure(answer(waiting.payDetailId, 'N', { proofOfNotReceive: [huge] }), 400, 'c2c.proof.invalid');
    await expectFailure(answer('PD0', 'Y'), 400, 'c2c.not.exist');
    expect(await answer(waiting.payDetailId, 'N', { proofOfNotReceive: [PNG] })).toMatchObject({ status: 'NOT_RECEIVED', receivedAmount: 0 });
    expect(await mainOf()).toBe(main + 1_500_000);
    expect(mockStore.state.withdrawals.le_hoa!.at(-1)!.proof).toEqual([{ type: 'image/png', bytes: 70 }]);
  });

  it('counts an unanswered payout as received once confirmMinutes pass', async () => {
    await as('member01');
    const order = await withdraw(500_000);
    advanceMockClock(MINUTE + 15 * MINUTE - 5000);
    expect((await withdrawOrders()).list[0]).toMatchObject({ orderNo: order.orderNo, status: 'AWAITING_CONFIRMATION' });
    advanceMockClock(5000);
    const done = (await withdrawOrders()).list[0];
    expect(done).toMatchObject({ orderNo: order.orderNo, status: 'AUTO_CONFIRMED', receivedAmount: order.receiveAmount });
    await expectFailure(answer(done.payDetailId, 'N', { proofOfNotReceive: [PNG] }), 409, 'c2c.already.confirmed');
    expect(await mainOf()).toBe(11_500_000);
  });

  it('pays and auto-confirms in time order when the clock jumps past both', async () => {
    await as('member01');
    const order = await withdraw(400_000);
    advanceMockClock(3_600_000);
    expect((await withdrawOrders()).list[0]).toMatchObject({ orderNo: order.orderNo, status: 'AUTO_CONFIRMED', paidAt: order.createdAt + MINUTE });
    expect((await confirmations()).list).toEqual([]);
  });

  it('refuses a wrong password, bad amounts, an unknown card, too little money and the day’s limit', async () => {
    await as('member01');
    await expectFailure(withdraw(200_000, '000000'), 400, 'invalid.payment.pw');
    await expectFailure(withdraw(200_000.001), 400, 'withdraw.amount.invalid');
    await expectFailure(withdraw(99_999), 400, 'withdraw.amount.below.min');
    await expectFailure(withdraw(100_000_001), 400, 'withdraw.amount.above.max');
    await expectFailure(withdraw(200_000, '246810', 'BC0'), 400, 'bankcard.not.exist');
    await expectFailure(withdraw(50_000_000), 400, 'wallet.insufficient.balance');
    const { dailyCountUsed } = await settings();
    for (let i = dailyCountUsed; i < 5; i += 1) await withdraw(100_000);
    await expectFailure(withdraw(100_000), 400, 'withdraw.daily.limit.reached');
  });

  it('refuses members without a password or with turnover to go', async () => {
    await as('newbie01');
    await expectFailure(withdraw(200_000, ''), 400, 'not.exists.payment.password');
    await as('expired01');
    await addCard({});
    const card = (await call('GET', `${R}/MCSFE_getWithdrawAccountInfo`)).cards[0];
    const error = await expectFailure(withdraw(200_000, '246810', card.bankCardId), 400, 'withdraw.turnover.not.met');
    expect(error.value).toEqual({ remainingTurnover: 1_800_000 });
  });
});

describe('transfers to the upline and to downlines', () => {
  it('moves money from the member to the upline, on both records', async () => {
    await as('member01');
    const result = await call('PUT', '/wps/member/transferUpline', { transferAmount: 1_000_000, password: '246810', remark: 'Tiền cược tuần này' });
    expect(result).toMatchObject({ amount: 1_000_000, balance: 11_000_000, upline: 'agent01' });
    expect((await record()).list[0]).toMatchObject({
      transactionNo: result.transactionNo,
      type: 'TRANSFER_OUT',
      amount: -1_000_000,
      remark: 'To upline agent01: Tiền cược tuần này',
    });
    await as('agent01');
    expect(await mainOf()).toBe(89_400_000);
    expect((await record()).list[0]).toMatchObject({
      transactionNo: result.transactionNo,
      type: 'TRANSFER_IN',
      amount: 1_000_000,
      balance: 89_400_000,
      remark: 'From downline member01: Tiền cược tuần này',
    });
  });

  it('refuses upline transfers without an upline, from a type-2 agent, or with a wrong password, amount or balance', async () => {
    const up = (transferAmount: number, password = '246810') => call('PUT', '/wps/member/transferUpline', { transferAmount, password });
    await as('member01');
    await expectFailure(up(1000, '000000'), 400, 'invalid.payment.pw');
    await expectFailure(up(12_000_001), 400, 'wallet.insufficient.balance');
    await expectFailure(up(-5), 400, 'wallet.amount.invalid');
    await expectFailure(up(10.001), 400, 'wallet.amount.invalid');
    await as('agent01');
    await expectFailure(up(1000), 403, 'transfer.upline.not.allowed');
    mockStore.state.accounts.tran_minh!.type = 2;
    await as('tran_minh');
    await expectFailure(up(1000), 403, 'transfer.upline.not.allowed');
  });

  it('lets an agent move money to a direct downline, on both records', async () => {
    await as('agent01');
    const downlines = (await call('GET', `${R}/ODSFE2_subordinateSimple`)).list;
    expect(downlines.map((d: Any) => d.customerName).sort()).toEqual([
      'bui_thao',
      'dang_khoa',
      'do_mai',
      'hoang_nam',
      'hung_agent',
      'le_hoa',
      'luong_tam',
      'member01',
      'nguyen_tuan',
      'pham_duc',
      'quach_hieu',
      'thu_agent',
      'tran_minh',
      'vo_lan',
    ]);
    expect(downlines.find((d: Any) => d.customerName === 'tran_minh')).toEqual({
      customerId: 10_020,
      customerName: 'tran_minh',
      nickname: 'tran minh',
      type: 0,
      balance: 1_500_000,
    });
    expect((await call('GET', `${R}/ODSFE2_subordinateSimple`, undefined, { customerName: 'TRAN' })).list.map((d: Any) => d.customerName)).toEqual([
      'tran_minh',
    ]);
    const result = await call('PUT', '/wps/agent/transferDownline', {
      downline: 'tran_minh',
      transferAmount: 500_000,
      password: '246810',
      remark: 'Thưởng tuần',
    });
    expect(result).toMatchObject({ amount: 500_000, balance: 87_900_000, downline: 'tran_minh' });
    expect((await record()).list[0]).toMatchObject({ type: 'TRANSFER_OUT', amount: -500_000, remark: 'To downline tran_minh: Thưởng tuần' });
    await as('tran_minh');
    expect(await mainOf()).toBe(2_000_000);
    expect((await record()).list[0]).toMatchObject({
      transactionNo: result.transactionNo,
      type: 'TRANSFER_IN',
      amount: 500_000,
      balance: 2_000_000,
      remark: 'From upline agent01: Thưởng tuần',
    });
  });

  it('refuses downline transfers from members, to others than direct downlines, and with a wrong password or balance', async () => {
    const down = (downline: string, transferAmount: number, password = '246810') =>
      call('PUT', '/wps/agent/transferDownline', { downline, transferAmount, password });
    await as('member01');
    await expectFailure(down('tran_minh', 1000), 403, 'member.not.agent');
    expect((await call('GET', `${R}/ODSFE2_subordinateSimple`)).list).toEqual([]);
    await as('agent01');
    await expectFailure(down('expired01', 1000), 400, 'agent.downline.not.exist');
    await expectFailure(down('nobody', 1000), 400, 'agent.downline.not.exist');
    await expectFailure(down('tran_minh', 1000, '000000'), 400, 'invalid.payment.pw');
    await expectFailure(down('tran_minh', 88_400_001), 400, 'wallet.insufficient.balance');
    await expectFailure(down('tran_minh', 0.001), 400, 'wallet.amount.invalid');
  });
});

describe('the account record', () => {
  it('pages the ledger newest first, by type and time range', async () => {
    await as('member01');
    const entries = mockStore.state.ledger.member01!;
    const first = await record({ pageSize: 10 });
    expect(first.totalCount).toBe(entries.length);
    expect(first.totalPages).toBe(Math.ceil(entries.length / 10));
    const newest = entries.reduce((a, b) => (b.time > a.time ? b : a));
    expect(first.list[0]).toMatchObject({
      type: newest.type,
      amount: newest.amount,
      balance: newest.balanceAfter,
      status: newest.status,
      accountTypeId: newest.accountTypeId,
    });
    const times = first.list.map((r: Any) => r.time);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const bets = await record({ type: 'BET', pageSize: 100 });
    expect(bets.totalCount).toBe(entries.filter((e) => e.type === 'BET').length);
    expect(bets.list.every((r: Any) => r.type === 'BET' && r.amount < 0)).toBe(true);
    const end = Date.now() - 7 * 86_400_000;
    const start = end - 7 * 86_400_000;
    const week = await record({ startTime: start, endTime: end, pageSize: 100 });
    expect(week.totalCount).toBe(entries.filter((e) => e.time >= start && e.time <= end).length);
    expect(week.list.every((r: Any) => r.time >= start && r.time <= end)).toBe(true);
    await expectFailure(record({ type: 'LOTTERY' }), 400, 'request_param_err');
  });

  it('filters by a list of types and sums money in and out over the whole filter', async () => {
    await as('member01');
    const entries = mockStore.state.ledger.member01!;
    const round = (n: number) => Math.round(n * 100) / 100;
    const all = await record({ pageSize: 5 });
    expect(all.totalIn).toBe(round(entries.filter((e) => e.amount > 0).reduce((t, e) => t + e.amount, 0)));
    expect(all.totalOut).toBe(round(-entries.filter((e) => e.amount < 0).reduce((t, e) => t + e.amount, 0)));
    const credits = await record({ types: 'BONUS,REBATE', pageSize: 100 });
    const wanted = entries.filter((e) => e.type === 'BONUS' || e.type === 'REBATE');
    expect(credits.totalCount).toBe(wanted.length);
    expect(credits.list.every((r: Any) => r.type === 'BONUS' || r.type === 'REBATE')).toBe(true);
    expect(credits.totalIn).toBe(round(wanted.reduce((t, e) => t + e.amount, 0)));
    expect(credits.totalOut).toBe(0);
    const bets = await record({ types: 'BET,PAYOUT', type: 'BET', pageSize: 1 });
    expect(bets.totalCount).toBe(entries.filter((e) => e.type === 'BET').length);
    expect(bets.totalIn).toBe(0);
    expect(bets.totalOut).toBe(round(-entries.filter((e) => e.type === 'BET').reduce((t, e) => t + e.amount, 0)));
    expect((await record({ types: 'DEPOSIT', type: 'BET' })).totalCount).toBe(0);
    await expectFailure(record({ types: 'BONUS,LOTTERY' }), 400, 'request_param_err');
  });

  it('gives a free-play guest its trial balance as a record entry', async () => {
    const { value } = await freePlayLogin({ os: 'Linux', platform: 'W' });
    setSessionToken(value.token);
    expect(await mainOf()).toBe(2_000_000);
    expect((await record()).list).toEqual([expect.objectContaining({ type: 'BONUS', amount: 2_000_000, balance: 2_000_000, remark: 'Trial balance' })]);
  });
});
