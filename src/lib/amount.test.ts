import { describe, expect, it } from 'vitest';
import { checkAmount, feeOf, parseAmount } from './amount';

describe('amounts', () => {
  it('reads what a member types, with thousands separators', () => {
    expect(parseAmount('1,500,000')).toBe(1_500_000);
    expect(parseAmount(' 250.5 ')).toBe(250.5);
    expect(parseAmount('12a')).toBeNull();
    expect(parseAmount('-5')).toBeNull();
  });

  it('names the first rule an amount breaks', () => {
    expect(checkAmount('')).toBe('required');
    expect(checkAmount('abc')).toBe('format');
    expect(checkAmount('1e5')).toBe('format');
    expect(checkAmount('10.123')).toBe('decimals');
    expect(checkAmount('0')).toBe('positive');
    expect(checkAmount('0.00')).toBe('positive');
    expect(checkAmount('99', { min: 100 })).toBe('below_min');
    expect(checkAmount('1001', { min: 100, max: 1000 })).toBe('above_max');
    expect(checkAmount('500', { min: 100, max: 1000, balance: 400 })).toBe('over_balance');
    expect(checkAmount('400.50', { min: 100, max: 1000, balance: 400.5 })).toBeNull();
  });

  it('takes a share as the fee, at least the minimum, plus a fixed part, in cents', () => {
    expect(feeOf(1_000_000, { rate: 0.01 })).toBe(10_000);
    expect(feeOf(1_000, { rate: 0.01, min: 50 })).toBe(50);
    expect(feeOf(333.33, { rate: 0.015 })).toBe(5);
    expect(feeOf(1_000, { fixed: 20 })).toBe(20);
    expect(feeOf(0, { rate: 0.01, min: 50 })).toBe(0);
  });
});
