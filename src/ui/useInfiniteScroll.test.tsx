import { render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INFINITE_SCROLL_THROTTLE_MS, useInfiniteScroll } from './useInfiniteScroll';

function List({ ready, onMore, top }: { ready: boolean; onMore: () => void; top: number }) {
  const end = useRef<HTMLDivElement>(null);
  useInfiniteScroll(end, { ready, onMore });
  return <div ref={end} data-top={top} />;
}

describe('useInfiniteScroll', () => {
  let top = 5000;
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => ({ top }) as DOMRect);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('asks for more at most once per 200 ms while scrolling near the end, and once more after the last scroll', () => {
    expect(INFINITE_SCROLL_THROTTLE_MS).toBe(200);
    const onMore = vi.fn();
    top = 5000;
    render(<List ready onMore={onMore} top={top} />);
    expect(onMore).not.toHaveBeenCalled();
    top = 100;
    for (let i = 0; i < 10; i += 1) {
      window.dispatchEvent(new Event('scroll'));
      vi.advanceTimersByTime(15);
    }
    // 150 ms of scrolling: the first event ran at once, the rest wait for the trailing check.
    expect(onMore).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(200);
    expect(onMore).toHaveBeenCalledTimes(2);
  });

  it('does not ask while a page is loading, and asks at once when a short page leaves the end in view', () => {
    const onMore = vi.fn();
    top = 100;
    const { rerender } = render(<List ready={false} onMore={onMore} top={top} />);
    window.dispatchEvent(new Event('scroll'));
    expect(onMore).not.toHaveBeenCalled();
    rerender(<List ready onMore={onMore} top={top} />);
    expect(onMore).toHaveBeenCalledTimes(1);
  });
});
