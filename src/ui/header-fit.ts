import { useLayoutEffect } from 'react';
import { PHONE } from './phone';

/**
 * The header's bar fits its languages by stepping down, never by overlapping (issue 30):
 * - `full`: everything on one row (the header's login form, the balance's label, the member's name);
 * - `compact`: the same row with the login form behind a Log in button and the labels kept for
 *   screen readers only;
 * - `stacked`: compact, with the login or logged-in block on a row of its own, wrapping if it must.
 * Each step is measured with nothing allowed to wrap (`data-measuring`), so the first that fits is
 * the one a member sees, decided before the frame is drawn.
 */
type HeaderFit = 'full' | 'compact' | 'stacked';

const BAR = '.site-header__bar';

function overflows(bar: HTMLElement): boolean {
  return bar.scrollWidth > bar.clientWidth + 1;
}

/** Sets the first step at which the bar holds its row. */
function fitHeader(bar: HTMLElement): void {
  let fit: HeaderFit = 'stacked';
  // On a phone the block always has its row (the HTML shell's bar is as tall as two rows).
  if (!matchMedia(PHONE).matches) {
    bar.dataset.measuring = '';
    for (const step of ['full', 'compact'] as const) {
      bar.dataset.fit = step;
      if (!overflows(bar)) {
        fit = step;
        break;
      }
    }
    delete bar.dataset.measuring;
  }
  if (bar.dataset.fit !== fit) bar.dataset.fit = fit;
}

/**
 * Fits the bar now and when `text` changes (before the frame is drawn), and whenever the window,
 * the block or what is before it changes size (a balance arriving, a face loaded for the language). A
 * change of content is fitted at the next frame: the bar cannot be changed from inside the
 * observer that reports it.
 */
export function useHeaderFit(text: string): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: `text` names what changes the header's widths (its language, its toggle).
  useLayoutEffect(() => {
    const bar = document.querySelector<HTMLElement>(BAR);
    if (!bar) return;
    fitHeader(bar);
    let frame = 0;
    const later = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => fitHeader(bar));
    };
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(later);
    // The block, and what is before it (the lottery page's toggle of the navigation).
    for (const part of bar.querySelectorAll('.site-header__content, .site-header__start')) observer?.observe(part);
    // What the sticky header covers, for the page's scroll padding: a heading or a field scrolled
    // or tabbed into view is not left under it (its navigation takes two rows in some languages).
    // Set on <html> alone, and only when it changes: a custom property there, which every element
    // inherits, restyled the whole page at each report (15 ms of a phone's first seconds).
    const header = bar.closest('header');
    let padding = '';
    const height =
      typeof ResizeObserver === 'undefined'
        ? undefined
        : new ResizeObserver(([entry]) => {
            if (!entry) return;
            const next = `calc(${Math.ceil(entry.borderBoxSize[0]?.blockSize ?? 0)}px + var(--space-2))`;
            if (next === padding) return;
            padding = next;
            document.documentElement.style.scrollPaddingTop = next;
          });
    if (header) height?.observe(header);
    const onResize = () => fitHeader(bar);
    window.addEventListener('resize', onResize);
    return () => {
      cancelAnimationFrame(frame);
      observer?.disconnect();
      height?.disconnect();
      window.removeEventListener('resize', onResize);
    };
  }, [text]);
}
