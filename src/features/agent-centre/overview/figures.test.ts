import { describe, expect, it } from 'vitest';
import { changeKey, changeOf, trendDays, trendSummary } from './figures';

describe('the change of a figure against the previous period', () => {
  it('goes up or down by a whole percent of the previous value', () => {
    expect(changeOf(112, 100)).toEqual({ direction: 'up', percent: 12 });
    expect(changeOf(50, 200)).toEqual({ direction: 'down', percent: 75 });
    expect(changeKey(changeOf(112, 100))).toBe('agent.overview.change.up_percent');
  });

  it('measures a negative previous value by its size (a smaller loss is up)', () => {
    expect(changeOf(-50, -100)).toEqual({ direction: 'up', percent: 50 });
    expect(changeOf(-300, -100)).toEqual({ direction: 'down', percent: 200 });
  });

  it('has no percent when the previous period had nothing', () => {
    expect(changeOf(5, 0)).toEqual({ direction: 'up', percent: null });
    expect(changeOf(-5, 0)).toEqual({ direction: 'down', percent: null });
    expect(changeKey(changeOf(5, 0))).toBe('agent.overview.change.up');
    expect(changeOf(0, 0)).toEqual({ direction: 'same', percent: null });
    expect(changeKey(changeOf(7, 7))).toBe('agent.overview.change.same');
  });
});

describe('the trend of a measure', () => {
  const days = [
    { date: '2026-11-22', newMembers: 0, activeMembers: 3, deposits: 10, withdrawals: 0, validBet: 100, profit: -20, income: 1 },
    { date: '2026-11-23', newMembers: 1, activeMembers: 5, deposits: 0, withdrawals: 4, validBet: 300, profit: 40, income: 3 },
  ];

  it('takes one value a day, oldest first', () => {
    expect(trendDays(days, 'validBet')).toEqual([
      { date: '2026-11-22', profit: 100 },
      { date: '2026-11-23', profit: 300 },
    ]);
    expect(trendDays(days, 'activeMembers').map((d) => d.profit)).toEqual([3, 5]);
  });

  it('sums the days and finds the best and the worst', () => {
    expect(trendSummary(trendDays(days, 'profit'))).toEqual({
      total: 20,
      best: { date: '2026-11-23', profit: 40 },
      worst: { date: '2026-11-22', profit: -20 },
    });
    expect(trendSummary([])).toBeNull();
  });
});
