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

/**
 * The currency's decimals for an amount whole in them, else two (or the currency's, if more):
 * ₫ 1,000 but ₫ 3,897.50. With no currency known, a whole amount has none and another two.
 */
function moneyDigits(amount: number, currency: string | undefined): number {
  const currencyPlaces = currency ? currencyDigits(currency) : 0;
  const most = Math.max(currencyPlaces, 2);
  const scale = 10 ** most;
  const rounded = Math.round(amount * scale) / scale;
  return Number.isInteger(Math.round(rounded * 10 ** currencyPlaces * 1e6) / 1e6) ? currencyPlaces : most;
}

export type CurrencyPosition = 'PREFIX' | 'SUFFIX';

/**
 * An amount with the member's currency symbol where the platform puts it (`currencyPosition`),
 * or the number alone with no symbol. With the `currency`, it has the currency's decimals (whole
 * đồng show none); an amount with a fraction of its currency shows two places, so rows still add
 * up to their totals; `fractionDigits` fixes the decimals instead. A minus goes before the
 * symbol (-₫ 219,000), as money is written, and a no-break space keeps the symbol with its amount.
 */
export function formatMoney(
  amount: number,
  {
    language,
    symbol = '',
    position = 'PREFIX',
    currency,
    fractionDigits,
  }: { language: string; symbol?: string; position?: CurrencyPosition | undefined; currency?: string | undefined; fractionDigits?: number },
): string {
  const digits = fractionDigits ?? moneyDigits(amount, currency);
  const number = moneyFormat(language, digits).format(Math.abs(amount));
  // An amount that rounds to nothing has no sign.
  const sign = amount < 0 && /[1-9]/.test(number) ? '-' : '';
  if (!symbol) return `${sign}${number}`;
  // A no-break space: the symbol never ends a line its amount begins.
  return position === 'SUFFIX' ? `${sign}${number}\u00a0${symbol}` : `${sign}${symbol}\u00a0${number}`;
}
