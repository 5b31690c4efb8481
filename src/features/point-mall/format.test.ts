import { describe, expect, it } from 'vitest';
import { presetPeriod } from '../../ui/period';
import { earnExceptions, formatPoints, maxQuantity, parsePoints, presetOf, shortfall } from './format';

const airpods = { stock: 40, pointsRequired: 12_000, amountRequired: 0 };
const watch = { stock: 12, pointsRequired: 30_000, amountRequired: 1_500_000 };

describe('what a member can afford', () => {
  it('caps the quantity by the stock, 10, the points and the main wallet', () => {
    expect(maxQuantity(airpods, { pointsBalance: 39_058, mainWallet: 0 })).toBe(3);
    expect(maxQuantity(airpods, { pointsBalance: 1_000_000, mainWallet: 0 })).toBe(10);
    expect(maxQuantity({ ...airpods, stock: 2 }, { pointsBalance: 1_000_000, mainWallet: 0 })).toBe(2);
    expect(maxQuantity(watch, { pointsBalance: 100_000, mainWallet: 2_000_000 })).toBe(1);
    expect(maxQuantity({ ...airpods, stock: 0 }, { pointsBalance: 100_000, mainWallet: 0 })).toBe(0);
  });

  it('says what one unit still needs: points first, then money', () => {
    expect(shortfall(watch, { pointsBalance: 27_000, mainWallet: 0 })).toEqual({ kind: 'points', missing: 3_000 });
    expect(shortfall(watch, { pointsBalance: 39_058, mainWallet: 1_000_000 })).toEqual({ kind: 'money', missing: 500_000 });
    expect(shortfall(watch, { pointsBalance: 39_058, mainWallet: 12_000_000 })).toBeNull();
  });
});

describe('formats', () => {
  it('groups points in the language, Latin digits', () => {
    expect(formatPoints(39_058, 'en')).toBe('39,058');
    expect(formatPoints(39_058, 'vi')).toBe('39.058');
    expect(formatPoints(12_000, 'ar')).toBe('12,000');
  });

  it('groups the game types whose ratio differs from the settings’ own', () => {
    const config = {
      pointsRatio: 1,
      earnRates: [
        { gameType: 'LIVE', pointsRatio: 1 },
        { gameType: 'LOTT', pointsRatio: 0.5 },
        { gameType: 'ELOTT', pointsRatio: 0.5 },
        { gameType: 'ESPORTS', pointsRatio: 2 },
      ],
    } as const;
    expect(earnExceptions({ pointsRatio: config.pointsRatio, earnRates: [...config.earnRates] })).toEqual([
      { pointsRatio: 0.5, gameTypes: ['LOTT', 'ELOTT'] },
      { pointsRatio: 2, gameTypes: ['ESPORTS'] },
    ]);
    expect(earnExceptions({ pointsRatio: 1 })).toEqual([]);
  });

  it('reads whole points only', () => {
    expect(parsePoints(' 4000 ')).toBe(4_000);
    expect(parsePoints('100.5')).toBeNull();
    expect(parsePoints('4,000')).toBeNull();
    expect(parsePoints('-5')).toBeNull();
    expect(parsePoints('')).toBeNull();
  });

  it('knows the preset a period was chosen with', () => {
    const now = Date.UTC(2026, 10, 24, 12);
    expect(presetOf(presetPeriod('last7', now), now)).toBe('last7');
    expect(presetOf(presetPeriod('yesterday', now), now)).toBe('yesterday');
    expect(presetOf({ startTime: 0, endTime: now }, now)).toBe('custom');
  });
});
