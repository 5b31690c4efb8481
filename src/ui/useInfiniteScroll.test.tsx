import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INFINITE_SCROLL_THROTTLE_MS, LOOKAHEAD_PX, useInfiniteScroll } from './useInfiniteScroll';

function List({ ready, onMore }: { ready: boolean; onMore: () => void }) {
  const end = useRef<HTMLDivElement>(null);
  useInfiniteScroll(end, { ready, onMore });
  return <div ref={end} />;
}

/** A stand-in for the browser's IntersectionObserver: the test says when the end is near. */
class FakeObserver {
  static live = new Set<FakeObserver>();
  static options: IntersectionObserverInit | undefined;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    options?: IntersectionObserverInit,
  ) {
    FakeObserver.options = options;
  }
  observe() {
    FakeObserver.live.add(this);
  }
  disconnect() {
    FakeObserver.live.delete(this);
  }
  /** What every live observer reports (as the browser does after a layout). */
  static report(isIntersecting: boolean) {
    act(() => {
      for (const o of FakeObserver.live) o.callback([{ isIntersecting } as IntersectionObserverEntry], o as unknown as IntersectionObserver);
    });
  }
}

describe('useInfiniteScroll', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => {
    FakeObserver.live.clear();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it(`watches the end ${LOOKAHEAD_PX} px below the window and asks for more when it comes near, at most once per 200 ms`, () => {
    expect(INFINITE_SCROLL_THROTTLE_MS).toBe(200);
    const onMore = vi.fn();
    render(<List ready onMore={onMore} />);
    expect(FakeObserver.options?.rootMargin).toBe(`0px 0px ${LOOKAHEAD_PX}px 0px`);
    FakeObserver.report(false);
    expect(onMore).not.toHaveBeenCalled();
    FakeObserver.report(true);
    expect(onMore).toHaveBeenCalledTimes(1);
    // Scrolled away and back at once: the next ask waits out the throttle, then runs.
    FakeObserver.report(false);
    FakeObserver.report(true);
    expect(onMore).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(INFINITE_SCROLL_THROTTLE_MS);
    expect(onMore).toHaveBeenCalledTimes(2);
  });

  it('a trailing ask is dropped when the end has moved away before it runs', () => {
    const onMore = vi.fn();
    render(<List ready onMore={onMore} />);
    FakeObserver.report(true);
    FakeObserver.report(false);
    FakeObserver.report(true);
    FakeObserver.report(false);
    vi.advanceTimersByTime(INFINITE_SCROLL_THROTTLE_MS);
    expect(onMore).toHaveBeenCalledTimes(1);
  });

  it('does not watch while a page is loading, and watches afresh when it has come (a short page asks for the next at once)', () => {
    const onMore = vi.fn();
    const { rerender } = render(<List ready={false} onMore={onMore} />);
    expect(FakeObserver.live.size).toBe(0);
    FakeObserver.report(true);
    expect(onMore).not.toHaveBeenCalled();
    rerender(<List ready onMore={onMore} />);
    expect(FakeObserver.live.size).toBe(1);
    // The new observer's first report: the end is still near after the new rows.
    vi.advanceTimersByTime(INFINITE_SCROLL_THROTTLE_MS);
    FakeObserver.report(true);
    expect(onMore).toHaveBeenCalledTimes(1);
    rerender(<List ready={false} onMore={onMore} />);
    expect(FakeObserver.live.size).toBe(0);
  });
});
