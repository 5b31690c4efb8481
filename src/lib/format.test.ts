import { describe, expect, it } from 'vitest';
import { currencyDigits, formatMoney } from './format';

describe('money', () => {
  it('puts the symbol where the platform says, joined to the amount by a no-break space (never a line apart)', () => {
    expect(formatMoney(1234.5, { language: 'en', symbol: '₫' })).toBe('₫\u00a01,234.50');
    expect(formatMoney(1234.5, { language: 'en', symbol: '₫', position: 'SUFFIX' })).toBe('1,234.50\u00a0₫');
  });

  it("writes the currency's decimals: none for whole đồng, cents for dollars, two places for an amount with a fraction", () => {
    expect(formatMoney(12_580_000, { language: 'en', symbol: '₫', currency: 'VND' })).toBe('₫\u00a012,580,000');
    expect(formatMoney(3_897.5, { language: 'en', symbol: '₫', currency: 'VND' })).toBe('₫\u00a03,897.50');
    expect(formatMoney(12.5, { language: 'en', symbol: '$', currency: 'USD' })).toBe('$\u00a012.50');
    expect(formatMoney(1.2345, { language: 'en', symbol: 'KD', currency: 'KWD' })).toBe('KD\u00a01.235');
    expect(formatMoney(1_000, { language: 'vi', symbol: '₫', position: 'SUFFIX', currency: 'VND' })).toBe('1.000\u00a0₫');
    // Fixed decimals win (the jackpot shows whole units).
    expect(formatMoney(1.5, { language: 'en', symbol: '$', currency: 'USD', fractionDigits: 0 })).toBe('$\u00a02');
  });

  it('writes a minus before the symbol, and none for an amount that rounds to nothing', () => {
    expect(formatMoney(-219_000, { language: 'en', symbol: '₫', currency: 'VND' })).toBe('-₫\u00a0219,000');
    expect(formatMoney(-10.5, { language: 'vi', symbol: '₫', position: 'SUFFIX', currency: 'VND' })).toBe('-10,50\u00a0₫');
    expect(formatMoney(-0.001, { language: 'en', symbol: '$', currency: 'USD' })).toBe('$\u00a00.00');
  });

  it('writes the number alone without a symbol: whole amounts of an unknown currency without decimals', () => {
    expect(formatMoney(5_000_000, { language: 'en' })).toBe('5,000,000');
    expect(formatMoney(3_897.5, { language: 'en' })).toBe('3,897.50');
    expect(formatMoney(1_000, { language: 'en', symbol: '₫', position: 'SUFFIX' })).toBe('1,000\u00a0₫');
  });

  it('knows the decimals of ISO currencies, and takes two for an unknown code', () => {
    expect(currencyDigits('VND')).toBe(0);
    expect(currencyDigits('JPY')).toBe(0);
    expect(currencyDigits('THB')).toBe(2);
    expect(currencyDigits('BHD')).toBe(3);
    expect(currencyDigits('ZZZ')).toBe(2);
    expect(currencyDigits('not a code')).toBe(2);
    expect(currencyDigits(undefined)).toBe(2);
  });
});
