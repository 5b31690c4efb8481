const formats = new Map<string, Intl.NumberFormat>();

/** Money as the member's language writes it, always in Latin digits (one formatter per language and precision: making one is slow). */
export function moneyFormat(language: string, fractionDigits = 2): Intl.NumberFormat {
  const key = `${language}/${fractionDigits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits, numberingSystem: 'latn' });
    formats.set(key, format);
  }
  return format;
}

const currencyDigitsCache = new Map<string, number>();

/** The decimals a currency is written with (ISO 4217: VND 0, USD 2, KWD 3); 2 for an unknown one. */
export function currencyDigits(currency: string | undefined): number {
  if (!currency) return 2;
  let digits = currencyDigitsCache.get(currency);
  if (digits === undefined) {
    try {
      digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    } catch {
      digits = 2;
    }
    currencyDigitsCache.set(currency, digits);
  }
  return digits;
}

/** The currency's decimals for an amount whole in them, else two (or the currency's, if more): ₫ 1,000 but ₫ 3,897.50. */
function moneyDigits(amount: number, currencyDigits: number): number {
  const most = Math.max(currencyDigits, 2);
  const scale = 10 ** most;
  const rounded = Math.round(amount * scale) / scale;
  return Number.isInteger(Math.round(rounded * 10 ** currencyDigits * 1e6) / 1e6) ? currencyDigits : most;
}

export type CurrencyPosition = 'PREFIX' | 'SUFFIX';

/**
 * An amount with the member's currency symbol where the platform puts it (`currencyPosition`).
 * With the `currency`, it has the currency's decimals (whole đồng show none); an amount with a
 * fraction of its currency shows two places, so rows still add up to their totals;
 * `fractionDigits` fixes the decimals instead.
 */
export function formatMoney(
  amount: number,
  { language, symbol, position = 'PREFIX', currency, fractionDigits }: { language: string; symbol: string; position?: CurrencyPosition | undefined; currency?: string | undefined; fractionDigits?: number },
): string {
  const digits = fractionDigits ?? moneyDigits(amount, currencyDigits(currency));
  const number = moneyFormat(language, digits).format(amount);
  return position === 'SUFFIX' ? `${number} ${symbol}` : `${symbol} ${number}`;
}
