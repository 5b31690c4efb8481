import { describe, expect, it } from 'vitest';
import { customPeriod, presetPeriod } from '../../../ui/period';
import { type Arrivals, clampPeriod, countdown, isNewWage, LIVE_QUERY, msToNext, trackArrivals } from './realtime';

const MIN = 60_000;
const DAY = 86_400_000;
const T = Date.UTC(2026, 10, 24, 5, 0);

describe('the live query', () => {
  it('polls every 30 s while the page is visible, and on focus', () => {
    expect(LIVE_QUERY).toMatchObject({ refetchInterval: 30_000, refetchIntervalInBackground: false, refetchOnWindowFocus: true, staleTime: 0 });
  });
});

describe('clampPeriod', () => {
  it('keeps a period of at most 31 days', () => {
    const today = presetPeriod('today', T);
    expect(clampPeriod(today)).toBe(today);
    const month = { startTime: T - 31 * DAY + 1, endTime: T };
    expect(clampPeriod(month)).toBe(month);
  });

  it('shortens a longer one from its start, keeping its end', () => {
    const long = customPeriod('2026-09-01', '2026-11-24')!;
    const clamped = clampPeriod(long);
    expect(clamped.endTime).toBe(long.endTime);
    expect(clamped.endTime - clamped.startTime).toBe(31 * DAY - 1);
  });
});

const page = (lastSettlement: number, totalCount: number, settled: number[]) => ({
  lastSettlement,
  totalCount,
  list: settled.map((settledAt) => ({ settledAt })),
});

describe('trackArrivals', () => {
  const first = trackArrivals(null, page(T, 12, [T, T, T - 5 * MIN]), 'today-ALL');

  it('marks nothing on the first answer', () => {
    expect(first).toEqual({ seen: T, since: null, count: 0, filter: 'today-ALL', total: 12 });
    expect(isNewWage({ settledAt: T }, first)).toBe(false);
    expect(isNewWage({ settledAt: T }, null)).toBe(false);
  });

  it('keeps the same object while the settlement and the count stay', () => {
    expect(trackArrivals(first, page(T, 12, [T]), 'today-ALL')).toBe(first);
  });

  it('marks the wages of a new settlement, counted from the total for the same filter', () => {
    const next = trackArrivals(first, page(T + 5 * MIN, 15, [T + 5 * MIN, T + 5 * MIN, T + 5 * MIN, T]), 'today-ALL');
    expect(next).toEqual({ seen: T + 5 * MIN, since: T, count: 3, filter: 'today-ALL', total: 15 });
    expect(isNewWage({ settledAt: T + 5 * MIN }, next)).toBe(true);
    expect(isNewWage({ settledAt: T }, next)).toBe(false);
    // Another page or the same settlement again: the marks stay until the next settlement.
    const again = trackArrivals(next, page(T + 5 * MIN, 15, [T]), 'today-ALL');
    expect(again).toBe(next);
    // A settlement with nothing for the filter: nothing new any more.
    const quiet = trackArrivals(next, page(T + 10 * MIN, 15, [T + 5 * MIN]), 'today-ALL');
    expect(quiet).toMatchObject({ since: T + 5 * MIN, count: 0 });
    expect(isNewWage({ settledAt: T + 5 * MIN }, quiet)).toBe(false);
  });

  it('counts on the page shown when the filter changed with the settlement', () => {
    const next = trackArrivals(first, page(T + 60 * MIN, 4, [T + 60 * MIN, T + 30 * MIN, T, T - 5 * MIN]), 'today-UPLINE');
    expect(next).toMatchObject({ since: T, count: 2, filter: 'today-UPLINE', total: 4 });
  });

  it('keeps the marks when only the filter changed', () => {
    const next = trackArrivals(first, page(T + 5 * MIN, 15, [T + 5 * MIN]), 'today-ALL');
    const other: Arrivals = trackArrivals(next, page(T + 5 * MIN, 2, [T + 5 * MIN]), 'today-DOWNLINE');
    expect(other).toMatchObject({ since: T, count: 3, filter: 'today-DOWNLINE', total: 2 });
  });
});

describe('msToNext and countdown', () => {
  const times = { lastSettlement: T, nextSettlement: T + 5 * MIN };

  it('counts from the browser clock when it agrees with the platform', () => {
    expect(msToNext(times, T + 2 * MIN, T + 2 * MIN)).toBe(3 * MIN);
    expect(msToNext(times, T + 2 * MIN, T + 3 * MIN)).toBe(2 * MIN);
  });

  it('counts from the nearest settlement when the platform clock runs apart (the mock clock moved)', () => {
    // The platform is a day ahead: the browser's time is before its last settlement.
    expect(msToNext(times, T - DAY, T - DAY + MIN)).toBe(4 * MIN);
    // The platform is behind: at most what is left of the window, never below zero after it.
    expect(msToNext(times, T + DAY, T + DAY)).toBe(0);
  });

  it('reads in seconds under a minute, else in minutes rounded up; null once due', () => {
    expect(countdown(3 * MIN)).toEqual({ value: 3, unit: 'minute' });
    expect(countdown(2 * MIN + 1_000)).toEqual({ value: 3, unit: 'minute' });
    expect(countdown(60_000)).toEqual({ value: 1, unit: 'minute' });
    expect(countdown(59_001)).toEqual({ value: 1, unit: 'minute' });
    expect(countdown(59_000)).toEqual({ value: 59, unit: 'second' });
    expect(countdown(45_000)).toEqual({ value: 45, unit: 'second' });
    expect(countdown(0)).toBeNull();
    expect(countdown(-5_000)).toBeNull();
    expect(countdown(Number.NaN)).toBeNull();
  });
});
