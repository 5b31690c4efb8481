const formats = new Map<string, Intl.NumberFormat>();

/**
 * Money as the member's language writes it, always in Latin digits, with `fractionDigits` decimals
 * (at most `maxDigits`, at least `fractionDigits`); one formatter per language and precision:
 * making one is slow.
 */
export function moneyFormat(language: string, fractionDigits = 2, maxDigits = fractionDigits): Intl.NumberFormat {
  const key = `${language}/${fractionDigits}/${maxDigits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, { minimumFractionDigits: fractionDigits, maximumFractionDigits: maxDigits, numberingSystem: 'latn' });
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

export type CurrencyPosition = 'PREFIX' | 'SUFFIX';

/**
 * An amount with the member's currency symbol where the platform puts it (`currencyPosition`).
 * With the `currency`, it has the currency's decimals (whole đồng show none) and keeps a
 * fraction the amount has, to two places, so rows still add up to their totals; `fractionDigits`
 * fixes the decimals instead.
 */
export function formatMoney(
  amount: number,
  { language, symbol, position = 'PREFIX', currency, fractionDigits }: { language: string; symbol: string; position?: CurrencyPosition | undefined; currency?: string | undefined; fractionDigits?: number },
): string {
  const min = fractionDigits ?? currencyDigits(currency);
  const number = moneyFormat(language, min, fractionDigits ?? Math.max(min, 2)).format(amount);
  return position === 'SUFFIX' ? `${number} ${symbol}` : `${symbol} ${number}`;
}
