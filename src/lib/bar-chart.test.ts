import { describe, expect, it } from 'vitest';
import { chartBars } from './bar-chart';

describe('the daily profit chart', () => {
  it('draws wins up and losses down from a middle zero line, the largest day full height', () => {
    const { zero, bars } = chartBars(
      [
        { date: '2026-11-22', profit: 200 },
        { date: '2026-11-23', profit: -100 },
        { date: '2026-11-24', profit: 0 },
      ],
      300,
      200,
      20,
    );
    expect(zero).toBe(100);
    expect(bars[0]).toMatchObject({ y: 20, height: 80 });
    expect(bars[1]).toMatchObject({ y: 100, height: 40 });
    expect(bars[2]).toMatchObject({ height: 0 });
    expect(bars[1]!.x).toBeGreaterThan(bars[0]!.x + bars[0]!.width);
  });

  it('puts the zero line at the bottom when every day is a win', () => {
    const { zero, bars } = chartBars([{ date: '2026-11-24', profit: 50 }], 300, 200, 20);
    expect(zero).toBe(180);
    expect(bars[0]).toMatchObject({ y: 20, height: 160 });
  });
});
