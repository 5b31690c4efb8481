/**
 * The member's rebate by product type (docs/design/issue15.md, "Mock: rebate").
 *
 * - Rates: the account's `rebates` (percent). LOTT and ELOTT are paid by the platform (AUTO),
 *   the others claimed by the member (MANUAL) once a row reaches `MIN_CLAIM_AMOUNT`.
 * - A MANUAL row counts the valid bets settled since its last claim, or since the start of
 *   yesterday (Vietnam time) when that is later: older rebate is forfeited.
 * - An AUTO row counts today's valid bets settled since the last automatic payment. At each
 *   01:00 (`rebateDue`, run by `settle` in money.ts) the platform pays every member, per AUTO
 *   product type, the rebate of the bets settled in the day before (a REBATE entry). The
 *   payments start with the state's first day: the seeded history (all before the anchor, the
 *   start of the day the state was made; its rebates were paid by the seed) is never paid again.
 * - A claim is a REBATE entry of the ledger per product type (reference `RB…`); the row's period
 *   starts again at the claim.
 */
import { DAY, dayStart, HOUR } from './core/clock';
import { MAIN_WALLET, mainBalance, nextNo, post, round2 } from './core/ledger';
import { type LedgerEntry, type MockAccount, type PlatformState, PRODUCT_TYPES, type ProductType } from './core/state';
import { betsCached, vnDate } from './team';

export const MIN_CLAIM_AMOUNT = 1_000;
export const AUTO_PRODUCT_TYPES: readonly ProductType[] = ['LOTT', 'ELOTT'];
export type RebateMode = 'MANUAL' | 'AUTO';
export type RebateRowStatus = 'CLAIMABLE' | 'BELOW_MINIMUM' | 'NONE' | 'AUTO';

export interface MemberRebate {
  /** When the member last claimed each MANUAL product type. */
  lastClaim: Partial<Record<ProductType, number>>;
}

export interface RebateState {
  members: Record<string, MemberRebate>;
  /** The automatic rebate is paid for the bets settled before this time (the end of the last day paid). */
  autoPaidUntil: number;
}

type WithRebate = PlatformState & { rebate?: RebateState };

/** The rebate state, made on first use: nothing claimed, the automatic rebate paid up to the anchor. */
export function rebateState(state: PlatformState): RebateState {
  const holder = state as WithRebate;
  holder.rebate ??= { members: {}, autoPaidUntil: state.ledgerAnchor };
  return holder.rebate;
}

export function memberRebate(state: PlatformState, username: string): MemberRebate {
  const members = rebateState(state).members;
  const member = members[username] ?? { lastClaim: {} };
  members[username] = member;
  return member;
}

export const rebateMode = (productType: ProductType): RebateMode => (AUTO_PRODUCT_TYPES.includes(productType) ? 'AUTO' : 'MANUAL');

/** Valid bets of one product type settled in `[from, to]` (both inclusive). */
export function validBetsSettled(state: PlatformState, username: string, productType: ProductType, from: number, to: number): number {
  let sum = 0;
  for (const b of betsCached(state, username)) {
    if (b.status !== 'SETTLED' || b.gameType !== productType || b.settledAt === undefined) continue;
    if (b.settledAt >= from && b.settledAt <= to) sum += b.validBet;
  }
  return round2(sum);
}

/** `validBet` × `rate` / 100, rounded down to the cent. */
export const rebateAmount = (validBet: number, rate: number): number => Math.floor(validBet * rate + 1e-6) / 100;

export interface RebateRow {
  productType: ProductType;
  mode: RebateMode;
  status: RebateRowStatus;
  periodStart: number;
  validBet: number;
  rate: number;
  amount: number;
}

/** A member's rebate rows at `time`, in the order LIVE, RNG, SPORTS, LOTT, ELOTT, FISH, PVP, ESPORTS. */
export function rebateRows(state: PlatformState, account: MockAccount, time: number): RebateRow[] {
  const member = memberRebate(state, account.username);
  const autoPaidUntil = rebateState(state).autoPaidUntil;
  const today = dayStart(time);
  return PRODUCT_TYPES.map((productType) => {
    const mode = rebateMode(productType);
    const rate = account.rebates[productType] ?? 0;
    const periodStart = mode === 'AUTO' ? Math.max(today, autoPaidUntil) : Math.max(member.lastClaim[productType] ?? 0, today - DAY);
    const validBet = validBetsSettled(state, account.username, productType, periodStart, time);
    const amount = rebateAmount(validBet, rate);
    const status: RebateRowStatus = mode === 'AUTO' ? 'AUTO' : amount >= MIN_CLAIM_AMOUNT ? 'CLAIMABLE' : amount > 0 ? 'BELOW_MINIMUM' : 'NONE';
    return { productType, mode, status, periodStart, validBet, rate, amount };
  });
}

/** The contract's `RebateSummary` of a member at `time`. */
export function rebateSummary(state: PlatformState, account: MockAccount, time: number) {
  const rows = rebateRows(state, account, time);
  const claims = Object.values(memberRebate(state, account.username).lastClaim);
  return {
    rows,
    totalValidBet: round2(rows.reduce((s, r) => s + r.validBet, 0)),
    totalAmount: round2(rows.reduce((s, r) => s + r.amount, 0)),
    claimableAmount: round2(rows.filter((r) => r.status === 'CLAIMABLE').reduce((s, r) => s + r.amount, 0)),
    minClaimAmount: MIN_CLAIM_AMOUNT,
    ...(claims.length > 0 ? { lastClaimTime: Math.max(...claims) } : {}),
    autoPayTime: dayStart(time) + DAY + HOUR,
  };
}

/** The rebate summary when there is nothing (the `empty` scenario): every row NONE with 0, totals 0. */
export function emptyRebateSummary(account: MockAccount, time: number) {
  const today = dayStart(time);
  return {
    rows: PRODUCT_TYPES.map((productType) => {
      const mode = rebateMode(productType);
      return {
        productType,
        mode,
        status: mode === 'AUTO' ? 'AUTO' : 'NONE',
        periodStart: mode === 'AUTO' ? today : today - DAY,
        validBet: 0,
        rate: account.rebates[productType] ?? 0,
        amount: 0,
      };
    }),
    totalValidBet: 0,
    totalAmount: 0,
    claimableAmount: 0,
    minClaimAmount: MIN_CLAIM_AMOUNT,
    autoPayTime: today + DAY + HOUR,
  };
}

const money = (amount: number) => `${amount.toLocaleString('en-US', { maximumFractionDigits: 2 })} ₫`;

export interface RebateCredit {
  productType: ProductType;
  validBet: number;
  rate: number;
  amount: number;
  transactionNo: string;
}

/**
 * Claims the CLAIMABLE rows of `productTypes` (every CLAIMABLE row when empty): a REBATE entry
 * each, the row's period starting again now. Returns what was credited (empty: nothing to claim).
 */
export function claimRebate(
  state: PlatformState,
  account: MockAccount,
  productTypes: readonly ProductType[],
  time: number,
): { claimed: RebateCredit[]; last: LedgerEntry | undefined } {
  const member = memberRebate(state, account.username);
  const rows = rebateRows(state, account, time).filter((r) => r.status === 'CLAIMABLE' && (productTypes.length === 0 || productTypes.includes(r.productType)));
  const claimed: RebateCredit[] = [];
  let last: LedgerEntry | undefined;
  for (const row of rows) {
    const transactionNo = nextNo(state, 'RB', time);
    last = post(state, account.username, {
      time,
      type: 'REBATE',
      amount: row.amount,
      accountTypeId: MAIN_WALLET,
      reference: transactionNo,
      remark: `Rebate ${row.productType} ${row.rate}% of ${money(row.validBet)}`,
    });
    member.lastClaim[row.productType] = time;
    claimed.push({ productType: row.productType, validBet: row.validBet, rate: row.rate, amount: row.amount, transactionNo });
  }
  return { claimed, last };
}

/** The main wallet after a claim (the last credit's balance, or the wallet as it is). */
export const balanceAfter = (account: MockAccount, last: LedgerEntry | undefined): number => last?.balanceAfter ?? mainBalance(account);

/** Pays the automatic rebate of the day starting at `day` to every member (bets settled in `[day, day + DAY)`). */
export function payAutoRebate(state: PlatformState, day: number): void {
  const time = day + DAY + HOUR;
  for (const account of Object.values(state.accounts)) {
    for (const productType of AUTO_PRODUCT_TYPES) {
      const rate = account.rebates[productType] ?? 0;
      if (rate <= 0) continue;
      const amount = rebateAmount(validBetsSettled(state, account.username, productType, day, day + DAY - 1), rate);
      if (amount <= 0) continue;
      post(state, account.username, {
        time,
        type: 'REBATE',
        amount,
        accountTypeId: MAIN_WALLET,
        reference: nextNo(state, 'RB', time),
        remark: `Daily rebate ${productType} ${vnDate(day)}`,
      });
    }
  }
}

/** The next automatic payment: at 01:00 after the day that follows the last one paid. */
export function rebateDue(state: PlatformState): { time: number; run(): void }[] {
  const rebate = rebateState(state);
  const day = rebate.autoPaidUntil;
  return [
    {
      time: day + DAY + HOUR,
      run: () => {
        payAutoRebate(state, day);
        rebate.autoPaidUntil = day + DAY;
      },
    },
  ];
}
