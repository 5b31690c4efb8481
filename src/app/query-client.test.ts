import { QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';

describe('createQueryClient', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps data fresh for 30 s and drops it 5 minutes after its last screen, all queries on one platform timer', () => {
    const client = createQueryClient();
    client.setQueryData(['a'], 1);
    client.setQueryData(['b'], 2);
    const observers = [new QueryObserver(client, { queryKey: ['a'] }), new QueryObserver(client, { queryKey: ['b'] })];
    const stale: Record<string, boolean> = {};
    const unsubscribe = observers.map((observer) =>
      observer.subscribe((result) => {
        stale[String(observer.options.queryKey)] = result.isStale;
      }),
    );
    vi.advanceTimersByTime(0);
    expect(vi.getTimerCount()).toBe(1);
    // TanStack Query sets a stale time-out 1 ms past the stale time.
    vi.advanceTimersByTime(30_000);
    expect(observers[0]?.getCurrentResult().isStale).toBe(false);
    vi.advanceTimersByTime(1);
    expect(stale).toEqual({ a: true, b: true });
    for (const stop of unsubscribe) stop();
    vi.advanceTimersByTime(5 * 60_000 - 1);
    expect(client.getQueryData(['a'])).toBe(1);
    vi.advanceTimersByTime(1);
    expect(client.getQueryData(['a'])).toBeUndefined();
    expect(client.getQueryData(['b'])).toBeUndefined();
  });
});
