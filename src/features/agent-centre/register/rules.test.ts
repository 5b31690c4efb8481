import { describe, expect, it } from 'vitest';
import { confirmProblem, memberKind, passwordProblem, ratesOf, rebateProblem, rebateProblems, typedRates, usernameProblem } from './rules';

describe('the account-opening checks', () => {
  it('takes usernames of 4 to 16 lower-case letters, digits and underscores, starting with a letter', () => {
    expect(usernameProblem('')).toBe('required');
    expect(usernameProblem('new_member1')).toBeNull();
    expect(usernameProblem('abc')).toBe('format');
    expect(usernameProblem('Abcd')).toBe('format');
    expect(usernameProblem('1abcd')).toBe('format');
    expect(usernameProblem('a'.repeat(16))).toBeNull();
    expect(usernameProblem('a'.repeat(17))).toBe('format');
  });

  it('wants passwords of 6 to 20 characters with a letter and a digit, confirmed', () => {
    expect(passwordProblem('')).toBe('required');
    expect(passwordProblem('ab12')).toBe('length');
    expect(passwordProblem(`a1${'x'.repeat(19)}`)).toBe('length');
    expect(passwordProblem('abcdefg')).toBe('letter_digit');
    expect(passwordProblem('1234567')).toBe('letter_digit');
    expect(passwordProblem('Member123')).toBeNull();
    expect(confirmProblem('Member123', '')).toBe('required');
    expect(confirmProblem('Member123', 'Member124')).toBe('mismatch');
    expect(confirmProblem('Member123', 'Member123')).toBeNull();
  });

  it('keeps rebate rates to one decimal within the quota, empty meaning 0', () => {
    expect(rebateProblem('', 1.5)).toBeNull();
    expect(rebateProblem('1.5', 1.5)).toBeNull();
    expect(rebateProblem('1.6', 1.5)).toBe('above');
    expect(rebateProblem('0.25', 1.5)).toBe('format');
    expect(rebateProblem('-1', 1.5)).toBe('format');
    expect(rebateProblem('abc', 1.5)).toBe('format');
  });

  it('sends one rate per product type of the quota', () => {
    const quota = [
      { productType: 'LIVE', rate: 1.5 },
      { productType: 'RNG', rate: 2 },
    ];
    const typed = typedRates(quota, [{ productType: 'RNG', rate: 0.5 }]);
    expect(typed).toEqual({ LIVE: '0', RNG: '0.5' });
    expect(ratesOf(quota, { ...typed, LIVE: ' 1.2 ' })).toEqual([
      { productType: 'LIVE', rate: 1.2 },
      { productType: 'RNG', rate: 0.5 },
    ]);
    expect(ratesOf(quota, { LIVE: '' })).toEqual([
      { productType: 'LIVE', rate: 0 },
      { productType: 'RNG', rate: 0 },
    ]);
    expect(rebateProblems(quota, { LIVE: '2', RNG: '1' })).toEqual({ LIVE: 'above' });
  });

  it('tells members from agents by type', () => {
    expect(memberKind(0)).toBe('member');
    expect(memberKind(2)).toBe('agent');
    expect(memberKind(42)).toBe('agent');
  });
});
