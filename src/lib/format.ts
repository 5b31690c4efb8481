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

export type CurrencyPosition = 'PREFIX' | 'SUFFIX';

/** An amount with the member's currency symbol where the platform puts it (`currencyPosition`). */
export function formatMoney(amount: number, { language, symbol, position = 'PREFIX', fractionDigits = 2 }: { language: string; symbol: string; position?: CurrencyPosition | undefined; fractionDigits?: number }): string {
  const number = moneyFormat(language, fractionDigits).format(amount);
  return position === 'SUFFIX' ? `${number} ${symbol}` : `${symbol} ${number}`;
}

