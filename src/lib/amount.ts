import type { TFunction } from 'i18next';

/**
 * Amounts as a banker checks them (issue 11): a positive number with at most two decimals, within
 * the channel's or the platform's limits and what the wallet holds. The member types text; this
 * decides whether it is money, and which rule it breaks first.
 */
export type AmountProblem = 'required' | 'format' | 'decimals' | 'positive' | 'below_min' | 'above_max' | 'over_balance';

export interface AmountLimits {
  min?: number | undefined;
  max?: number | undefined;
  /** What the source wallet holds; an amount above it is refused. */
  balance?: number | undefined;
}

/** Digits with an optional decimal point, thousands separators (`,`) allowed. */
const AMOUNT = /^\d+(?:\.\d*)?$/;

/** The number the member typed, or null when it is not an amount. */
export function parseAmount(text: string): number | null {
  const plain = text.trim().replaceAll(',', '');
  if (!AMOUNT.test(plain)) return null;
  return Number(plain);
}

export function checkAmount(text: string, limits: AmountLimits = {}): AmountProblem | null {
  const plain = text.trim().replaceAll(',', '');
  if (!plain) return 'required';
  if (!AMOUNT.test(plain)) return 'format';
  if ((plain.split('.')[1] ?? '').length > 2) return 'decimals';
  const amount = Number(plain);
  if (!(amount > 0)) return 'positive';
  if (limits.min !== undefined && amount < limits.min) return 'below_min';
  if (limits.max !== undefined && amount > limits.max) return 'above_max';
  if (limits.balance !== undefined && amount > limits.balance) return 'over_balance';
  return null;
}

/** Rounds to cents, the way the platform keeps money. */
export const cents = (amount: number): number => Math.round(amount * 100) / 100;

/** The fee of an amount: a share of it, at least `min`, plus a fixed part. */
export function feeOf(amount: number, { rate = 0, min = 0, fixed = 0 }: { rate?: number; min?: number; fixed?: number }): number {
  if (!(amount > 0)) return 0;
  const share = amount * rate;
  return cents(Math.max(share, rate > 0 ? min : 0) + fixed);
}

/** The translated message for an amount's problem, with the limits in the member's money. */
export function amountProblemText(t: TFunction, problem: AmountProblem, money: (n: number) => string, limits: AmountLimits = {}): string {
  return t(`money.problem.${problem}`, {
    min: limits.min === undefined ? '' : money(limits.min),
    max: limits.max === undefined ? '' : money(limits.max),
    balance: limits.balance === undefined ? '' : money(limits.balance),
  });
}
