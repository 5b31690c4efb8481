import { describe, expect, it } from 'vitest';
import { progressPercent } from './missions';

describe('mission progress', () => {
  it('is a whole percent of the target, kept between 0 and 100', () => {
    expect(progressPercent(0, 1000)).toBe(0);
    expect(progressPercent(333, 1000)).toBe(33);
    expect(progressPercent(999, 1000)).toBe(99);
    expect(progressPercent(1000, 1000)).toBe(100);
    expect(progressPercent(2500, 1000)).toBe(100);
    expect(progressPercent(-5, 1000)).toBe(0);
  });

  it('is complete for a mission without a target once anything counts', () => {
    expect(progressPercent(0, 0)).toBe(0);
    expect(progressPercent(3, 0)).toBe(100);
  });
});
