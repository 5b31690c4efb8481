/**
 * The ledger: `post` moves a wallet and writes the entry in one step, so every account's
 * wallets, its balance and its record agree, for the seeded history as for new movements.
 */
import { describe, expect, it } from 'vitest';
import { createInitialState } from '../seed/platform';
import { isAmount, MAIN_WALLET, moveBetweenWallets, newestFirst, post, WALLETS, walletName, walletOfVendor } from './ledger';
import type { LedgerEntry, PlatformState } from './state';

const T = Date.UTC(2026, 10, 24, 5, 0);
const PG = walletOfVendor('PG');

/** Replays a member's ledger per wallet: each entry's balance follows from the one before, the last is the wallet's balance. */
function expectConsistent(state: PlatformState, username: string) {
  const account = state.accounts[username]!;
  const entries = state.ledger[username] ?? [];
  const last: Record<number, number> = {};
  const opening: Record<number, number> = {};
  for (const e of entries) {
    if (!(e.accountTypeId in last)) opening[e.accountTypeId] = Math.round((e.balanceAfter - e.amount) * 100) / 100;
    else expect(Math.round((last[e.accountTypeId]! + e.amount) * 100) / 100, `${username} ${e.id}`).toBe(e.balanceAfter);
    expect(e.balanceAfter, `${username} ${e.id} below zero`).toBeGreaterThanOrEqual(0);
    last[e.accountTypeId] = e.balanceAfter;
  }
  for (const [id, balance] of Object.entries(last)) expect(balance, `${username} wallet ${id}`).toBe(account.wallets[Number(id)] ?? 0);
  for (const value of Object.values(opening)) expect(value).toBeGreaterThanOrEqual(0);
  const sum = Object.values(account.wallets).reduce((a, b) => a + b, 0);
  expect(account.balance).toBe(Math.round(sum * 100) / 100);
}

describe('the ledger', () => {
  it('has the main wallet first, then one wallet per vendor wallet of the catalogue', () => {
    expect(WALLETS[0]).toEqual({ accountTypeId: 1, name: 'Main wallet' });
    expect(walletName(PG)).toBe('PG Soft');
    expect(new Set(WALLETS.map((w) => w.accountTypeId)).size).toBe(WALLETS.length);
    expect(WALLETS.length).toBeGreaterThan(20);
  });

  it('moves the wallet and writes the entry in one step', () => {
    const state = createInitialState(T);
    const account = state.accounts.member01!;
    const before = account.wallets[MAIN_WALLET]!;
    const entry = post(state, 'member01', { time: T + 1, type: 'BONUS', amount: 50_000.5, accountTypeId: MAIN_WALLET, reference: 'BN1', remark: 'test' });
    expect(entry).toMatchObject({ amount: 50_000.5, balanceAfter: before + 50_000.5, status: 'DONE', reference: 'BN1', accountTypeId: 1 });
    expect(account.wallets[MAIN_WALLET]).toBe(before + 50_000.5);
    expect(account.balance).toBe(12_580_000 + 50_000.5);
    expect(state.ledger.member01!.at(-1)).toBe(entry);
    expectConsistent(state, 'member01');
  });

  it('refuses to take a wallet below zero or to use an unknown wallet', () => {
    const state = createInitialState(T);
    const before = structuredClone(state.accounts.member01);
    expect(() => post(state, 'member01', { time: T, type: 'BET', amount: -580_000.01, accountTypeId: PG, reference: 'x', remark: '' })).toThrow(/below zero/);
    expect(() => post(state, 'member01', { time: T, type: 'BET', amount: 1, accountTypeId: 2, reference: 'x', remark: '' })).toThrow(/no wallet/);
    expect(() => post(state, 'nobody', { time: T, type: 'BET', amount: 1, accountTypeId: 1, reference: 'x', remark: '' })).toThrow(/no account/);
    expect(state.accounts.member01).toEqual(before);
  });

  it('moves money between wallets as two entries of one reference, the total unchanged', () => {
    const state = createInitialState(T);
    const { out, into } = moveBetweenWallets(state, 'member01', PG, MAIN_WALLET, 80_000, 'TF1', T + 5);
    expect(out).toMatchObject({ type: 'TRANSFER_OUT', amount: -80_000, balanceAfter: 500_000, remark: 'To Main wallet' });
    expect(into).toMatchObject({ type: 'TRANSFER_IN', amount: 80_000, balanceAfter: 12_080_000, remark: 'From PG Soft' });
    expect(state.accounts.member01!.balance).toBe(12_580_000);
    expectConsistent(state, 'member01');
  });

  it('accepts positive amounts with at most two decimals', () => {
    for (const good of [1, 0.01, 10.5, 1_000_000, 99.99]) expect(isAmount(good), String(good)).toBe(true);
    for (const bad of [0, -1, 1.001, Number.NaN, Number.POSITIVE_INFINITY, '1', null]) expect(isAmount(bad), String(bad)).toBe(false);
  });

  it('lists newest first, later writes first among entries of one time', () => {
    const e = (id: string, time: number) => ({ id, time }) as LedgerEntry;
    expect(newestFirst([e('a', 1), e('b', 3), e('c', 3), e('d', 2)]).map((x) => x.id)).toEqual(['c', 'b', 'd', 'a']);
  });

  it('agrees with every seeded account, to the cent', () => {
    const state = createInitialState(T);
    for (const username of Object.keys(state.accounts)) expectConsistent(state, username);
  });
});
