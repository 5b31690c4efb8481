/**
 * The ledger: every movement of a member's money is one entry, written by `post`, which also
 * changes the wallet it moves. Balances (`account.wallets`, `account.balance`), the account
 * record (`getMemberTransactionDetails`) and the orders therefore always agree.
 *
 * Wallets: the main wallet (account type 1) and one wallet per vendor wallet of the catalogue
 * (the vendor cards' `accountTypeId`, named by the vendor's display name).
 */
import { VENDORS } from './catalog';
import { stamp } from './clock';
import type { BonusType, EntryStatus, LedgerEntry, MockAccount, PlatformState, TransactionType } from './state';

export const MAIN_WALLET = 1;

export interface WalletInfo {
  accountTypeId: number;
  name: string;
  /** The vendor code; absent for the main wallet. */
  vassalage?: string;
}

/** Every wallet of the merchant: the main wallet, then one per vendor wallet of the catalogue. */
export const WALLETS: readonly WalletInfo[] = [
  { accountTypeId: MAIN_WALLET, name: 'Main wallet' },
  ...VENDORS.filter((v, i) => v.accountTypeId !== MAIN_WALLET && VENDORS.findIndex((w) => w.accountTypeId === v.accountTypeId) === i).map((v) => ({
    accountTypeId: v.accountTypeId,
    name: v.displayName,
    vassalage: v.vassalage,
  })),
];

export const walletInfo = (accountTypeId: number): WalletInfo | undefined => WALLETS.find((w) => w.accountTypeId === accountTypeId);
export const walletName = (accountTypeId: number): string => walletInfo(accountTypeId)?.name ?? `Wallet ${accountTypeId}`;

/** The wallet of a vendor code (`vassalage`), or the main wallet for vendors that play from it. */
export const walletOfVendor = (vassalage: string): number =>
  VENDORS.find((v) => v.vassalage === vassalage && v.accountTypeId !== MAIN_WALLET)?.accountTypeId ?? MAIN_WALLET;

/** Money rounded to cents (the platform's two decimals). */
export const round2 = (value: number): number => Math.round(value * 100) / 100;

/** A positive amount of money with at most two decimals. */
export function isAmount(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 && Math.abs(round2(value) - value) < 1e-9;
}

/** The wallets of an account, every wallet of the merchant present (0 when empty). */
export function walletsOf(account: MockAccount): { accountTypeId: number; name: string; vassalage?: string; balance: number }[] {
  return WALLETS.map((w) => ({ ...w, balance: account.wallets[w.accountTypeId] ?? 0 }));
}

export const mainBalance = (account: MockAccount): number => account.wallets[MAIN_WALLET] ?? 0;

/** The sum of an account's wallets. */
export const totalBalance = (wallets: Record<number, number>): number => round2(Object.values(wallets).reduce((sum, b) => sum + b, 0));

/** A new order or transaction number: prefix, Vietnam time to the second, then a sequence. */
export function nextNo(state: PlatformState, prefix: string, time: number): string {
  state.seq += 1;
  return `${prefix}${stamp(time)}${String(state.seq % 1000).padStart(3, '0')}`;
}

export interface Movement {
  time: number;
  type: TransactionType;
  amount: number;
  accountTypeId: number;
  reference: string;
  status?: EntryStatus;
  remark: string;
  nodeId?: number;
  bonusType?: BonusType;
}

/**
 * Moves money: changes the wallet and appends the entry to the member's ledger. Throws when the
 * account or wallet does not exist or the wallet would go below zero (routes check first).
 */
export function post(state: PlatformState, username: string, movement: Movement): LedgerEntry {
  const account = state.accounts[username];
  if (!account) throw new Error(`post: no account ${username}`);
  if (!walletInfo(movement.accountTypeId)) throw new Error(`post: no wallet ${movement.accountTypeId}`);
  const amount = round2(movement.amount);
  const after = round2((account.wallets[movement.accountTypeId] ?? 0) + amount);
  if (after < 0) throw new Error(`post: ${username}'s wallet ${movement.accountTypeId} would go below zero`);
  account.wallets[movement.accountTypeId] = after;
  account.balance = totalBalance(account.wallets);
  state.seq += 1;
  const entry: LedgerEntry = {
    id: `E${state.seq}`,
    time: movement.time,
    type: movement.type,
    amount,
    balanceAfter: after,
    accountTypeId: movement.accountTypeId,
    reference: movement.reference,
    status: movement.status ?? 'DONE',
    remark: movement.remark,
    ...(movement.nodeId === undefined ? {} : { nodeId: movement.nodeId }),
    ...(movement.bonusType === undefined ? {} : { bonusType: movement.bonusType }),
  };
  listOf(state.ledger, username).push(entry);
  return entry;
}

/** The list kept under `key`, made empty when there is none yet. */
export function listOf<T>(lists: Record<string, T[]>, key: string): T[] {
  const list = lists[key] ?? [];
  lists[key] = list;
  return list;
}

/** Moves money between two wallets of one member (two entries, one reference). */
export function moveBetweenWallets(state: PlatformState, username: string, from: number, to: number, amount: number, reference: string, time: number) {
  const out = post(state, username, { time, type: 'TRANSFER_OUT', amount: -amount, accountTypeId: from, reference, remark: `To ${walletName(to)}` });
  const into = post(state, username, { time, type: 'TRANSFER_IN', amount, accountTypeId: to, reference, remark: `From ${walletName(from)}` });
  return { out, into };
}

/** A member's ledger, newest first (entries of the same time: the later written first). */
export function newestFirst(entries: readonly LedgerEntry[]): LedgerEntry[] {
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => b.entry.time - a.entry.time || b.index - a.index)
    .map((x) => x.entry);
}
