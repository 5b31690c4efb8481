/**
 * The mock payment page and the mock clock's helpers: the page stands alone (no outside
 * assets), shows the order read from the platform or, on the dev server, asks the app's tab;
 * paying works once; the clock only moves forward and runs what fell due in time order.
 */
import { describe, expect, it } from 'vitest';
import { DAY, dayStart, MINUTE, now, stamp } from './core/clock';
import { MAIN_WALLET } from './core/ledger';
import type { DepositOrder } from './core/state';
import { depositPage, depositPageAction, platformDepositPage, standaloneDepositPage } from './deposit-page';
import { advanceClock } from './money';
import { createInitialState } from './seed/platform';

const T = Date.UTC(2026, 10, 24, 5, 0);

function pendingOrder(state: ReturnType<typeof createInitialState>, channelId = 'BT-MANUAL'): DepositOrder {
  const time = now(state);
  const order: DepositOrder = {
    orderNo: 'DP20261124120000001',
    amount: 750_000,
    fee: 0,
    creditAmount: 750_000,
    channelId,
    channelName: 'Manual bank transfer',
    methodCode: 'BANK_TRANSFER',
    bankCode: 'VCB',
    status: 'PENDING',
    createdAt: time,
    expiresAt: time + 30 * MINUTE,
  };
  state.deposits.member01!.push(order);
  return order;
}

describe('the mock payment page', () => {
  it('shows the order from the platform with a "Mark as paid" form, self-contained', () => {
    const state = createInitialState();
    const order = pendingOrder(state);
    const { status, html } = platformDepositPage(state, new URL(`http://mock.test/__mock/deposit?orderNo=${order.orderNo}`));
    expect(status).toBe(200);
    expect(html).toContain('<dd data-field="amount">750,000</dd>');
    expect(html).toContain('Vietcombank · CONG TY TNHH THANH TOAN DEMO');
    expect(html).toContain('<form method="post" action="/__mock/deposit/pay">');
    expect(html).toContain('"standalone":false');
    expect(html).not.toMatch(/<(link|img|iframe)\b|\bsrc=|https?:\/\//);
  });

  it('says when there is no such order', () => {
    const state = createInitialState();
    const { status, html } = platformDepositPage(state, new URL('http://mock.test/__mock/deposit?orderNo=DP1'));
    expect(status).toBe(404);
    expect(html).toContain('data-status="MISSING">No such order<');
    expect(html).toMatch(/<form [^>]* hidden>/);
  });

  it("on the dev server asks the app's tab for the order over a BroadcastChannel", () => {
    const html = standaloneDepositPage(new URL('http://127.0.0.1:5173/__mock/deposit?orderNo=DP20261124120000001'));
    expect(html).toContain('data-status="LOADING">Loading…<');
    expect(html).toContain('"standalone":true');
    expect(html).toContain('new BroadcastChannel(config.channel)');
    const hostile = depositPage(new URL('http://x/__mock/deposit?orderNo=%3C/script%3E%3Cb%3E'), undefined);
    expect(hostile.split('</script>')).toHaveLength(2);
    expect(hostile).not.toContain('<b>');
  });

  it('pays a pending order once, crediting the main wallet', () => {
    const state = createInitialState();
    const order = pendingOrder(state);
    const before = state.accounts.member01!.wallets[MAIN_WALLET]!;
    const paid = depositPageAction(state, 'http://mock.test', 'pay', order.orderNo);
    expect(paid).toMatchObject({ status: 200, body: { success: true, value: { status: 'PAID' } } });
    expect(Math.abs(order.paidAt! - now(state))).toBeLessThan(1000);
    expect(state.accounts.member01!.wallets[MAIN_WALLET]).toBe(before + 750_000);
    expect(state.ledger.member01!.at(-1)).toMatchObject({
      type: 'DEPOSIT',
      reference: order.orderNo,
      amount: 750_000,
      remark: 'Manual bank transfer Vietcombank',
    });
    expect(depositPageAction(state, 'http://mock.test', 'pay', order.orderNo)).toMatchObject({ status: 409, body: { code: 'deposit.not.pending' } });
    expect(depositPageAction(state, 'http://mock.test', 'get', 'DP0')).toMatchObject({ status: 400, body: { code: 'deposit.not.exist' } });
  });
});

describe('the mock clock', () => {
  it('is the real time plus the offset, and only moves forward', () => {
    const state = createInitialState();
    const start = now(state);
    expect(Math.abs(start - Date.now())).toBeLessThan(1000);
    const moved = advanceClock(state, 2 * DAY);
    expect(moved - start).toBeGreaterThanOrEqual(2 * DAY);
    expect(state.clock.offsetMs).toBe(2 * DAY);
    expect(() => advanceClock(state, -1)).toThrow(RangeError);
    expect(() => advanceClock(state, Number.NaN)).toThrow(RangeError);
  });

  it('runs what falls due: an auto-paid channel pays 2 minutes in, a manual one expires', () => {
    const state = createInitialState();
    const manual = pendingOrder(state);
    const auto = { ...pendingOrder(state, 'BT-LOCAL'), orderNo: 'DP20261124120000002' };
    state.deposits.member01![state.deposits.member01!.length - 1] = auto;
    advanceClock(state, 2 * MINUTE);
    expect(auto).toMatchObject({ status: 'PAID', paidAt: auto.createdAt + 2 * MINUTE });
    expect(manual.status).toBe('PENDING');
    advanceClock(state, 28 * MINUTE);
    expect(manual.status).toBe('EXPIRED');
    expect(state.ledger.member01!.filter((e) => e.reference === manual.orderNo)).toEqual([]);
  });

  it('counts days in Vietnam time and stamps transaction numbers with it', () => {
    expect(dayStart(Date.UTC(2026, 10, 24, 16, 59))).toBe(Date.UTC(2026, 10, 23, 17, 0));
    expect(dayStart(Date.UTC(2026, 10, 24, 17, 0))).toBe(Date.UTC(2026, 10, 24, 17, 0));
    expect(stamp(T)).toBe('20261124120000');
  });
});
