import { describe, expect, it } from 'vitest';
import { formatMoney } from './format';

describe('money', () => {
  it('puts the symbol where the platform says', () => {
    expect(formatMoney(1234.5, { language: 'en', symbol: '₫' })).toBe('₫ 1,234.50');
    expect(formatMoney(1234.5, { language: 'en', symbol: '₫', position: 'SUFFIX' })).toBe('1,234.50 ₫');
  });
});
