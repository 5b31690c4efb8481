import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCoalescedTimers } from './coalesced-timers';

describe('createCoalescedTimers', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs each time-out once, when it falls due, in the order they fall due', () => {
    const timers = createCoalescedTimers();
    const ran: string[] = [];
    timers.setTimeout(() => ran.push('late'), 3_000);
    timers.setTimeout(() => ran.push('early'), 1_000);
    timers.setTimeout(() => ran.push('same'), 1_000);
    vi.advanceTimersByTime(999);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ran).toEqual(['early', 'same']);
    vi.advanceTimersByTime(5_000);
    expect(ran).toEqual(['early', 'same', 'late']);
  });

  it('holds one platform timer however many time-outs wait', () => {
    const timers = createCoalescedTimers();
    for (let i = 0; i < 200; i++) timers.setTimeout(() => undefined, 30_000 + i);
    expect(vi.getTimerCount()).toBe(1);
    // An earlier one moves the platform's timer forward; still one.
    timers.setTimeout(() => undefined, 5_000);
    expect(vi.getTimerCount()).toBe(1);
  });

  it('never runs a cleared time-out, and goes on to the next one after it', () => {
    const timers = createCoalescedTimers();
    const ran: string[] = [];
    const first = timers.setTimeout(() => ran.push('cleared'), 1_000);
    timers.setTimeout(() => ran.push('kept'), 2_000);
    timers.clearTimeout(first);
    timers.clearTimeout(undefined);
    vi.advanceTimersByTime(1_500);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(500);
    expect(ran).toEqual(['kept']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('reports one that throws as the platform would, and runs the others in the next task', () => {
    const timers = createCoalescedTimers();
    const ran: string[] = [];
    timers.setTimeout(() => {
      throw new Error('boom');
    }, 100);
    timers.setTimeout(() => ran.push('after'), 100);
    expect(() => vi.advanceTimersByTime(100)).toThrow('boom');
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(1); // the fake clock's "next task"
    expect(ran).toEqual(['after']);
  });

  it('never runs one that an earlier one cleared, though both fell due', () => {
    const timers = createCoalescedTimers();
    const ran: string[] = [];
    timers.setTimeout(() => timers.clearTimeout(second), 100);
    const second = timers.setTimeout(() => ran.push('second'), 100);
    vi.advanceTimersByTime(1_000);
    expect(ran).toEqual([]);
  });

  it('sets its timer again on the clock of the moment when a test puts a fake clock in or away', async () => {
    vi.useRealTimers();
    const timers = createCoalescedTimers();
    const ran: string[] = [];
    // Each clock counts from its own start: what one set is not the other's to run on time.
    timers.setTimeout(() => ran.push('an hour on the real clock'), 3_600_000);
    vi.useFakeTimers();
    timers.setTimeout(() => ran.push('a second on the fake clock'), 1_000);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(1_000);
    expect(ran).toContain('a second on the fake clock');
    // The fake clock put away with its timer set: that timer will never fire.
    timers.setTimeout(() => ran.push('left on the fake clock'), 10);
    vi.useRealTimers();
    await new Promise((resolve) => timers.setTimeout(() => resolve(ran.push('5 ms on the real clock')), 5));
    expect(ran).toContain('5 ms on the real clock');
  });

  it('keeps time when the wall clock moves (a test fakes only Date, a device sets its clock)', async () => {
    vi.useRealTimers();
    const timers = createCoalescedTimers();
    // Set while the wall clock reads a week ago: it falls due in 5 minutes all the same.
    vi.useFakeTimers({ now: Date.now() - 7 * 24 * 3_600_000, toFake: ['Date'] });
    timers.setTimeout(() => undefined, 5 * 60_000);
    vi.useRealTimers();
    const ran: string[] = [];
    await new Promise((resolve) => timers.setTimeout(() => resolve(ran.push('in 5 ms')), 5));
    expect(ran).toEqual(['in 5 ms']);
  });

  it('sets a time-out made while others run for its own time', () => {
    const timers = createCoalescedTimers();
    const ran: number[] = [];
    timers.setTimeout(() => timers.setTimeout(() => ran.push(Date.now()), 500), 1_000);
    const start = Date.now();
    vi.advanceTimersByTime(2_000);
    expect(ran).toEqual([start + 1_500]);
  });
});
