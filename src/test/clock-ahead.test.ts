import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';

const DAY = 86_400_000;
const days = Number(process.env.TEST_CLOCK_DAYS ?? 0);
/** The machine's time, which the shifted Date does not touch. */
const machineNow = () => performance.timeOrigin + performance.now();

describe(`the test clock (${days} days ahead)`, () => {
  it('moves now by the days asked, and nothing else', () => {
    expect(Math.abs(Date.now() - machineNow() - days * DAY)).toBeLessThan(1_000);
    const made = new Date();
    expect(Math.abs(made.getTime() - machineNow() - days * DAY)).toBeLessThan(1_000);
    expect(new Date(0).getTime()).toBe(0);
    expect(new Date(2026, 10, 27).getDate()).toBe(27);
    expect(Date.UTC(2026, 10, 27)).toBe(1_795_737_600_000);
    expect(typeof Date()).toBe('string');
    expect(made).toBeInstanceOf(Date);
  });
});
