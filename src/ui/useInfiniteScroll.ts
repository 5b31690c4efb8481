import { type RefObject, useEffect, useRef } from 'react';

/** Infinite scroll throttle (spec section 9). */
export const INFINITE_SCROLL_THROTTLE_MS = 200;
/** How close (px) the end of the list may come to the bottom of the window before the next page loads. */
const LOOKAHEAD_PX = 600;

/**
 * Calls `onMore` when the element `end` comes near the bottom of the window: checked on scroll
 * and resize at most once per `throttleMs` (the last check always runs), and again whenever
 * `ready` turns true (a short page that does not fill the window loads the next at once).
 */
export function useInfiniteScroll(
  end: RefObject<HTMLElement | null>,
  { ready, onMore, throttleMs = INFINITE_SCROLL_THROTTLE_MS }: { ready: boolean; onMore: () => void; throttleMs?: number },
): void {
  const latest = useRef({ ready, onMore });
  latest.current = { ready, onMore };

  useEffect(() => {
    const check = () => {
      const el = end.current;
      if (!el || !latest.current.ready) return;
      if (el.getBoundingClientRect().top < window.innerHeight + LOOKAHEAD_PX) latest.current.onMore();
    };
    let last = Number.NEGATIVE_INFINITY;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const run = () => {
      last = Date.now();
      timer = undefined;
      check();
    };
    const onScroll = () => {
      const wait = throttleMs - (Date.now() - last);
      if (wait <= 0) run();
      else timer ??= setTimeout(run, wait);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      clearTimeout(timer);
    };
  }, [end, throttleMs]);

  useEffect(() => {
    if (!ready) return;
    const el = end.current;
    if (el && el.getBoundingClientRect().top < window.innerHeight + LOOKAHEAD_PX) latest.current.onMore();
  }, [ready, end]);
}
