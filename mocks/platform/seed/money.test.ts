/**
 * The seeded money history: the same for every fresh state (only shifted to its own days),
 * 90 days long, ending at the demo balances, its deposits and withdrawals backed by orders, and
 * member01's withdrawal waiting for confirmation.
 */
import { describe, expect, it, vi } from 'vitest';
import { DAY, dayStart } from '../core/clock';
import { MAIN_WALLET, walletOfVendor } from '../core/ledger';
import type { LedgerEntry } from '../core/state';
import { SEED_DAYS } from './money';
import { createInitialState } from './platform';

const T = Date.UTC(2026, 10, 24, 5, 0);

describe('the seeded money history', () => {
  it('is the same for two fresh states made at the same time', () => {
    const a = createInitialState(T);
    const b = createInitialState(T);
    expect(b.ledger).toEqual(a.ledger);
    expect(b.deposits).toEqual(a.deposits);
    expect(b.withdrawals).toEqual(a.withdrawals);
    expect(b.accounts).toEqual(a.accounts);
  });

  it('is the same history, shifted, for a state made days later, and never uses Math.random', () => {
    const random = vi.spyOn(Math, 'random');
    const a = createInitialState(T);
    const b = createInitialState(T + 3 * DAY);
    expect(random).not.toHaveBeenCalled();
    expect(b.ledgerAnchor - a.ledgerAnchor).toBe(3 * DAY);
    // Dividends follow the calendar's half months, not the anchor: ledgers with them are compared
    // without them (nor the balances they shift); dates in remarks move with the days.
    const undated = (remark: string) => remark.replace(/\d{4}-\d{2}-\d{2}/g, 'DAY');
    for (const username of Object.keys(a.ledger)) {
      const calendar = [...a.ledger[username]!, ...b.ledger[username]!].some((e) => e.type === 'DIVIDEND');
      const x = a.ledger[username]!.filter((e) => e.type !== 'DIVIDEND');
      const y = b.ledger[username]!.filter((e) => e.type !== 'DIVIDEND');
      const shape = (e: LedgerEntry) => [e.type, e.amount, calendar ? 0 : e.balanceAfter, e.accountTypeId, undated(e.remark)];
      expect(y.map(shape), username).toEqual(x.map(shape));
      expect(y.every((e, i) => e.time - x[i]!.time === 3 * DAY)).toBe(true);
    }
  });

  it('covers the 90 days before the state was made, in time order, up to the moment it was made', () => {
    const state = createInitialState(T);
    expect(state.ledgerAnchor).toBe(dayStart(T));
    const entries = state.ledger.member01!;
    expect(entries[0]!.time).toBeGreaterThanOrEqual(state.ledgerAnchor - SEED_DAYS * DAY);
    expect(entries[0]!.time).toBeLessThan(state.ledgerAnchor - (SEED_DAYS - 3) * DAY);
    expect(entries.at(-1)!.time).toBeLessThanOrEqual(T);
    expect(entries.every((e, i) => i === 0 || e.time >= entries[i - 1]!.time)).toBe(true);
    const types = new Set(entries.map((e) => e.type));
    for (const type of ['DEPOSIT', 'WITHDRAWAL', 'WITHDRAWAL_REFUND', 'TRANSFER_IN', 'TRANSFER_OUT', 'BET', 'PAYOUT', 'REBATE'])
      expect(types, type).toContain(type);
    for (const username of ['agent01', 'expired01', 'tran_minh', 'dang_khoa']) expect(state.ledger[username]!.length, username).toBeGreaterThan(100);
    expect(state.ledger.newbie01).toEqual([]);
  });

  it('ends at the demo balances', () => {
    const state = createInitialState(T);
    const { member01, agent01, expired01, newbie01 } = state.accounts;
    expect(member01!.balance).toBe(12_580_000);
    expect(member01!.wallets).toEqual({ [MAIN_WALLET]: 12_000_000, [walletOfVendor('PG')]: 580_000 });
    expect(agent01!.wallets).toEqual({ [MAIN_WALLET]: 88_400_000 });
    expect(expired01!.balance).toBe(12_580_000);
    expect(newbie01!.balance).toBe(0);
    expect(state.ledger.member01!.filter((e) => e.accountTypeId === MAIN_WALLET).at(-1)!.balanceAfter).toBe(12_000_000);
  });

  it('backs every deposit and withdrawal entry with its order', () => {
    const state = createInitialState(T);
    for (const [username, entries] of Object.entries(state.ledger)) {
      for (const e of entries.filter((x) => x.type === 'DEPOSIT')) {
        const order = state.deposits[username]!.find((o) => o.orderNo === e.reference);
        expect(order, e.reference).toMatchObject({ status: 'PAID', creditAmount: e.amount, paidAt: e.time });
      }
      for (const e of entries.filter((x) => x.type === 'WITHDRAWAL')) {
        const order = state.withdrawals[username]!.find((o) => o.orderNo === e.reference);
        expect(order, e.reference).toMatchObject({ amount: -e.amount, createdAt: e.time });
        expect(e.status).toBe(order!.status === 'REJECTED' ? 'CANCELLED' : 'DONE');
      }
      for (const order of state.deposits[username]!.filter((o) => o.status !== 'PAID')) {
        expect(
          entries.some((e) => e.reference === order.orderNo),
          order.orderNo,
        ).toBe(false);
      }
    }
  });

  it('gives member01 a card, a real name and a recent paid deposit; le_hoa a withdrawal awaiting confirmation', () => {
    const state = createInitialState(T);
    const member = state.accounts.member01!;
    expect(member.realName).toBe('Nguyen Van An');
    expect(member.withdrawPassword).toBe('246810');
    expect(member.bankCards).toEqual([
      expect.objectContaining({ bankCardId: 'BC1000100001', bankName: 'Vietcombank', accountName: 'NGUYEN VAN AN', accountNumber: '0451000456789' }),
    ]);
    expect(state.withdrawals.member01!.some((o) => o.status === 'AWAITING_CONFIRMATION')).toBe(false);
    const waiting = state.withdrawals.le_hoa!.filter((o) => o.status === 'AWAITING_CONFIRMATION');
    expect(waiting).toEqual([
      expect.objectContaining({
        amount: 1_500_000,
        bankCardId: state.accounts.le_hoa!.bankCards[0]!.bankCardId,
        paidAt: T - 3 * 60_000,
        confirmBy: T + 12 * 60_000,
      }),
    ]);
    expect(waiting[0]!.payDetailId).toMatch(/^PD/);
    expect(state.deposits.member01!.some((o) => o.status === 'PAID' && o.paidAt! > T - 3 * DAY)).toBe(true);
    expect(state.withdrawals.agent01!.some((o) => o.status === 'AWAITING_CONFIRMATION')).toBe(false);
    expect(state.accounts.newbie01!).toMatchObject({ withdrawPassword: '', realName: '', bankCards: [] });
  });
});
