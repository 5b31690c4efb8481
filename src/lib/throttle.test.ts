import { describe, expect, it, vi } from 'vitest';
import { throttle } from './throttle';

describe('throttle', () => {
  it('runs at most once per interval and drops the calls in between', () => {
    let now = 1_000;
    const fn = vi.fn();
    const limited = throttle(fn, 1_000, () => now);
    expect(limited('a')).toBe(true);
    now += 999;
    expect(limited('b')).toBe(false);
    now += 1;
    expect(limited('c')).toBe(true);
    expect(fn.mock.calls).toEqual([['a'], ['c']]);
  });
});
