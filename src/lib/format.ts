/** Money as the member's language writes it, always in Latin digits. */
export function moneyFormat(language: string, fractionDigits = 2): Intl.NumberFormat {
  return new Intl.NumberFormat(language, { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits, numberingSystem: 'latn' });
}

export type CurrencyPosition = 'PREFIX' | 'SUFFIX';

/** An amount with the member's currency symbol where the platform puts it (`currencyPosition`). */
export function formatMoney(amount: number, { language, symbol, position = 'PREFIX' }: { language: string; symbol: string; position?: CurrencyPosition | undefined }): string {
  const number = moneyFormat(language).format(amount);
  return position === 'SUFFIX' ? `${number} ${symbol}` : `${symbol} ${number}`;
}
