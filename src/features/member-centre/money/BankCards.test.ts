import { describe, expect, it } from 'vitest';
import { cardNumberProblem, sameName } from './BankCards';

describe('bank card checks', () => {
  it('compares names without case or extra spaces', () => {
    expect(sameName('NGUYEN  VAN AN ', 'Nguyen Van An')).toBe(true);
    expect(sameName('Nguyen Van Anh', 'Nguyen Van An')).toBe(false);
  });

  it('wants 8 to 19 digits for a bank card and 9 to 11 for an e-wallet', () => {
    expect(cardNumberProblem('', 'BC')).toBe('required');
    expect(cardNumberProblem('0071 0012 3456 789', 'BC')).toBeNull();
    expect(cardNumberProblem('1234567', 'BC')).toBe('format');
    expect(cardNumberProblem('12345678901234567890', 'BC')).toBe('format');
    expect(cardNumberProblem('12ab5678', 'BC')).toBe('format');
    expect(cardNumberProblem('912345678', 'EW')).toBeNull();
    expect(cardNumberProblem('91234567', 'EW')).toBe('format');
  });
});
