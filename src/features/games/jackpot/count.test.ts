import { describe, expect, it } from 'vitest';
import { BLEND_MS, poolAt, shownAt } from './count';

describe('the jackpot count', () => {
  it('grows the pool by its rate from when the reply came', () => {
    const pool = { amount: 1_000_000, growthPerSecond: 1850 };
    expect(poolAt(pool, 5_000, 5_000)).toBe(1_000_000);
    expect(poolAt(pool, 5_000, 7_500)).toBe(1_000_000 + 1850 * 2.5);
    // A clock that stepped back never shrinks it.
    expect(poolAt(pool, 5_000, 4_000)).toBe(1_000_000);
  });

  it('moves smoothly from what was shown to a higher pool, and reaches it after the blend', () => {
    expect(shownAt(100, 200, 0)).toBe(100);
    expect(shownAt(100, 200, BLEND_MS / 2)).toBe(150);
    expect(shownAt(100, 200, BLEND_MS)).toBe(200);
    expect(shownAt(100, 200, BLEND_MS * 3)).toBe(200);
  });

  it('shows the first reply and a won (lower) pool at once', () => {
    expect(shownAt(null, 200, 0)).toBe(200);
    expect(shownAt(9_000, 200, 10)).toBe(200);
  });
});
