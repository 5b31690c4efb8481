/**
 * The jackpot pool (docs/design/sports.md): a pure function of the state's anchor and the time.
 * It grows 1,850 ₫ a second from its seed of 8,650,000,000 ₫ and is won (back to the seed) every
 * 7 days from the anchor; other currencies by a fixed table.
 */
import { DAY } from './core/clock';

export const JACKPOT_SEED = 8_650_000_000;
export const JACKPOT_GROWTH = 1850;
export const JACKPOT_CYCLE = 7 * DAY;

/** Currencies the pool is kept in: VND units per unit, symbol and where it goes. */
export const JACKPOT_CURRENCIES: Readonly<Record<string, { perUnit: number; symbol: string; position: 'PREFIX' | 'SUFFIX' }>> = {
  VND: { perUnit: 1, symbol: '₫', position: 'PREFIX' },
  USD: { perUnit: 25_400, symbol: '$', position: 'PREFIX' },
  THB: { perUnit: 720, symbol: '฿', position: 'PREFIX' },
  CNY: { perUnit: 3_500, symbol: '¥', position: 'PREFIX' },
  MMK: { perUnit: 12, symbol: 'K', position: 'SUFFIX' },
  IDR: { perUnit: 1.6, symbol: 'Rp', position: 'PREFIX' },
  PHP: { perUnit: 440, symbol: '₱', position: 'PREFIX' },
  MYR: { perUnit: 5_700, symbol: 'RM', position: 'PREFIX' },
  INR: { perUnit: 300, symbol: '₹', position: 'PREFIX' },
};

export const MERCHANT_CURRENCY = 'VND';

/** The pool in VND at `time`. */
export function jackpotVnd(anchor: number, time: number): number {
  const since = (((time - anchor) % JACKPOT_CYCLE) + JACKPOT_CYCLE) % JACKPOT_CYCLE;
  return JACKPOT_SEED + (JACKPOT_GROWTH * since) / 1000;
}

/** The contract's `Jackpot` in a currency of the table (undefined for any other). */
export function jackpotIn(currency: string, anchor: number, time: number) {
  const c = JACKPOT_CURRENCIES[currency];
  if (!c) return undefined;
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    amount: round(jackpotVnd(anchor, time) / c.perUnit),
    currency,
    currencySymbol: c.symbol,
    currencyPosition: c.position,
    growthPerSecond: round(JACKPOT_GROWTH / c.perUnit),
    updatedAt: time,
  };
}
