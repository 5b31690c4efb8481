import { type RefObject, useEffect, useRef } from 'react';

/** Infinite scroll throttle (spec section 9). */
export const INFINITE_SCROLL_THROTTLE_MS = 200;
/** How close (px) the end of the list may come to the bottom of the window before the next page loads. */
export const LOOKAHEAD_PX = 600;

/**
 * Calls `onMore` when the element `end` comes near the bottom of the window, at most once per
 * `throttleMs` (the last call always runs), while `ready`; and again each time `ready` turns true
 * with the end still near (a short page that does not fill the window loads the next at once).
 *
 * An IntersectionObserver watches the end, so neither a scroll nor a new page ever makes the
 * browser lay the page out again to measure it (a lobby of hundreds of tiles took 50 ms a check on
 * a slow phone). A new observer starts each time `ready` turns true: its first report says where
 * the end is once the new rows are laid out, not where it was before they came.
 */
export function useInfiniteScroll(
  end: RefObject<HTMLElement | null>,
  { ready, onMore, throttleMs = INFINITE_SCROLL_THROTTLE_MS }: { ready: boolean; onMore: () => void; throttleMs?: number },
): void {
  const latest = useRef(onMore);
  latest.current = onMore;
  const last = useRef(Number.NEGATIVE_INFINITY);

  useEffect(() => {
    const el = end.current;
    if (!ready || !el || typeof IntersectionObserver === 'undefined') return;
    let near = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const run = () => {
      timer = undefined;
      if (!near) return;
      last.current = Date.now();
      latest.current();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        near = entries.at(-1)?.isIntersecting ?? near;
        if (!near) return;
        const wait = throttleMs - (Date.now() - last.current);
        if (wait <= 0) run();
        else timer ??= setTimeout(run, wait);
      },
      { rootMargin: `0px 0px ${LOOKAHEAD_PX}px 0px` },
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [ready, end, throttleMs]);
}
