import { type RefObject, useEffect, useLayoutEffect } from 'react';

/**
 * Fits the navigation's row to one line (a wide screen, where NavMore is drawn; on a narrow one
 * the row scrolls, and NavMore's end puts every entry back on it, `unfitNav`): the entries that do not fit, from the
 * end, leave the row for its "More" menu. Each entry, and the More entry, is measured with all of
 * them shown (`data-measuring`); an entry out of the row is marked `data-out`, as is its link in the
 * menu (the menu shows only those), and the More entry is `data-needed` when any is out. The
 * row is `data-fitted` once fitted (shell.css cuts its end before).
 */
export function fitNav(list: HTMLElement): void {
  const items = [...list.children] as HTMLElement[];
  const entries = items.filter((item) => item.hasAttribute('data-entry'));
  const more = items.find((item) => item.hasAttribute('data-more'));
  let shown = entries.length;
  if (more) {
    list.dataset.measuring = '';
    const style = getComputedStyle(list);
    const room = list.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
    const gap = Number.parseFloat(style.columnGap) || 0;
    const widths = entries.map((entry) => entry.getBoundingClientRect().width);
    const moreWidth = more.getBoundingClientRect().width;
    delete list.dataset.measuring;
    const all = widths.reduce((sum, width) => sum + width, 0) + gap * Math.max(0, widths.length - 1);
    // A hidden row (the lottery page's toggle) has no room to measure: it is fitted when shown.
    if (room > 0 && all > room + 0.5) {
      shown = 0;
      let used = moreWidth;
      while (shown < widths.length && used + gap + widths[shown]! <= room + 0.5) used += gap + widths[shown++]!;
    }
  }
  const menu = more?.querySelectorAll('li[data-entry]') ?? [];
  for (const [index, item] of [...entries, ...menu].entries()) item.toggleAttribute('data-out', index % entries.length >= shown);
  more?.toggleAttribute('data-needed', shown < entries.length);
  list.dataset.fitted = '';
}

/** Every entry back on the row (NavMore gone: the row scrolls). */
function unfitNav(list: HTMLElement): void {
  for (const item of list.querySelectorAll('[data-out]')) item.removeAttribute('data-out');
  delete list.dataset.fitted;
}

/**
 * Fits the row before the frame is drawn and whenever `content` (its language and entries)
 * changes, the row's width changes (the window, the lottery page's toggle) or a face loads.
 * Marking entries does not change the row's size, so it is done inside the observer.
 */
export function useNavFit(list: RefObject<HTMLElement | null>, content: string): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: `content` names what changes the entries' widths.
  useLayoutEffect(() => {
    if (list.current) fitNav(list.current);
  }, [content]);
  useEffect(() => {
    const element = list.current;
    if (!element) return;
    const refit = () => fitNav(element);
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(refit);
    observer?.observe(element);
    document.fonts?.addEventListener?.('loadingdone', refit);
    return () => {
      observer?.disconnect();
      document.fonts?.removeEventListener?.('loadingdone', refit);
      unfitNav(element);
    };
  }, [list]);
}
