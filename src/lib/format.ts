/** Money as the member's language writes it, always in Latin digits. */
export function moneyFormat(language: string, fractionDigits = 2): Intl.NumberFormat {
  return new Intl.NumberFormat(language, { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits, numberingSystem: 'latn' });
}
