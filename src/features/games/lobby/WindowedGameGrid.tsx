/**
 * The lobby's list of every game, which grows a page at a time as it scrolls: from WINDOW_FROM
 * games on, only the rows of tiles near the screen are drawn (issue 29: a lobby scrolled through
 * holds hundreds of tiles, and opening it drew them all). The list stays the grid of games.css:
 * the drawn rows are in its flow, the rows above and below are its block padding, so the columns
 * and gaps are the CSS's own. The column count and a row's height are read from the laid-out grid
 * again whenever it or the page changes size (a window virtualizer counts in rows); each drawn
 * tile tells its place in the list (aria-setsize, aria-posinset). Tab walks on into the next rows:
 * two rows past the screen are drawn, and the focused tile scrolls into view; a focused tile the
 * list scrolled away from stays drawn, out of the flow, at its place, with its two neighbours.
 */
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { type CSSProperties, type FocusEvent, useLayoutEffect, useRef, useState } from 'react';
import { type GameRow, tileKey, useGameTiles } from '../GameGrid';

/** From this many games on (two pages of a lobby), only the rows of tiles near the screen are drawn. */
export const WINDOW_FROM = 60;
/** Rows drawn past the screen's edge, above and below: where Tab's next tile waits. */
const OVERSCAN_ROWS = 2;

/** The grid as laid out: its columns, a row's height, the gap between rows, and its top on the page. */
interface GridLayout {
  columns: number;
  rowSize: number;
  gap: number;
  top: number;
}

const tracks = (value: string) => value.split(' ').filter((track) => track.endsWith('px'));

/**
 * The grid's layout read from the browser: the resolved grid-template-columns of a grid lists
 * one width per column its `repeat(auto-fill, minmax(…))` made of its width and the tile's
 * minimum, and grid-template-rows the height of each row drawn (a row is as tall as its tiles;
 * none drawn, the last height stays).
 */
function measure(list: HTMLUListElement): GridLayout {
  const style = getComputedStyle(list);
  return {
    columns: Math.max(1, tracks(style.gridTemplateColumns).length),
    rowSize: Number.parseFloat(tracks(style.gridTemplateRows)[0] ?? '') || 0,
    gap: Number.parseFloat(style.rowGap) || 0,
    top: list.getBoundingClientRect().top + window.scrollY,
  };
}

const settle = (last: GridLayout, read: GridLayout): GridLayout => {
  const next = read.rowSize > 0 ? read : { ...read, rowSize: last.rowSize };
  return next.columns === last.columns && next.rowSize === last.rowSize && next.gap === last.gap && next.top === last.top ? last : next;
};

export function WindowedGameGrid({ games, label }: { games: readonly GameRow[]; label: string }) {
  const tile = useGameTiles();
  const list = useRef<HTMLUListElement>(null);
  const [layout, setLayout] = useState<GridLayout>({ columns: 1, rowSize: 260, gap: 16, top: 0 });
  const windowed = games.length >= WINDOW_FROM;
  // A list short enough to draw whole reads no layout: the reading forces one before the frame
  // the new lobby is drawn in, and its answer would draw the list again for nothing.
  useLayoutEffect(() => {
    const element = list.current;
    if (!element || !windowed) return;
    const update = () => {
      const read = measure(element);
      setLayout((last) => settle(last, read));
    };
    update();
    // The list's width sets its columns and rows; what comes or goes above it moves it (the page
    // grows). Without ResizeObserver (jsdom), the first reading stays.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(element);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [windowed]);

  const { columns, rowSize, gap, top } = layout;
  const virtualizer = useWindowVirtualizer({
    count: windowed ? Math.ceil(games.length / columns) : 0,
    enabled: windowed,
    estimateSize: () => rowSize,
    gap,
    overscan: OVERSCAN_ROWS,
    scrollMargin: top,
  });
  // Every row is as tall as the one measured: a new height is every row's.
  const sized = useRef(rowSize);
  useLayoutEffect(() => {
    if (sized.current === rowSize) return;
    sized.current = rowSize;
    virtualizer.measure();
  }, [virtualizer, rowSize]);

  // The game whose tile has the focus, kept drawn wherever the list scrolls.
  const focused = useRef<string | null>(null);
  const onFocus = (event: FocusEvent<HTMLUListElement>) => {
    const item = (event.target as Element).closest('li');
    if (item?.parentElement !== event.currentTarget) return;
    const place = item.getAttribute('aria-posinset');
    const game = games[place ? Number(place) - 1 : Array.prototype.indexOf.call(event.currentTarget.children, item)];
    focused.current = game ? tileKey(game) : null;
  };
  const onBlur = (event: FocusEvent<HTMLUListElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) focused.current = null;
  };

  if (!windowed) {
    return (
      <ul ref={list} className="game-grid" aria-label={label} onFocus={onFocus} onBlur={onBlur}>
        {games.map((game) => tile(game))}
      </ul>
    );
  }

  const rows = virtualizer.getVirtualItems();
  const first = rows[0];
  const last = rows[rows.length - 1];
  const from = first ? first.index * columns : 0;
  const to = last ? Math.min(games.length, (last.index + 1) * columns) : 0;
  const drawn = (index: number, style?: CSSProperties) => tile(games[index]!, { 'aria-setsize': games.length, 'aria-posinset': index + 1, style });
  // One flat list of keyed tiles, as the plain list's: a tile that leaves the drawn rows with the
  // focus, or comes back to them, is the same element (React keeps it, and the focus in it).
  const tiles = [];
  for (let index = from; index < to; index += 1) tiles.push(drawn(index));
  // The focused tile, out of the drawn rows, stays drawn at its place (its column of the grid, its
  // row's top), with the games before and after it: Tab and Shift+Tab go on to them.
  const focusedAt = focused.current === null ? -1 : games.findIndex((game) => tileKey(game) === focused.current);
  if (focusedAt >= 0 && (focusedAt < from || focusedAt >= to)) {
    const kept = [focusedAt - 1, focusedAt, focusedAt + 1].filter((index) => index >= 0 && index < games.length && (index < from || index >= to));
    const away = (index: number) =>
      drawn(index, {
        position: 'absolute',
        gridColumn: (index % columns) + 1,
        insetInline: 0,
        insetBlockStart: Math.floor(index / columns) * (rowSize + gap),
      });
    tiles.unshift(...kept.filter((index) => index < from).map(away));
    tiles.push(...kept.filter((index) => index >= to).map(away));
  }
  const total = virtualizer.getTotalSize();
  return (
    <ul
      ref={list}
      className="game-grid"
      aria-label={label}
      onFocus={onFocus}
      onBlur={onBlur}
      style={{
        position: 'relative',
        // Scroll anchoring stays on: it keeps a drawn tile in place while the next page grows the
        // list below it (off here, it would anchor the page on what follows the list, which then
        // pulled the page down with every page loaded, and loaded the next).
        paddingBlockStart: first ? first.start - top : 0,
        paddingBlockEnd: last ? total - (last.end - top) : total,
      }}
    >
      {tiles}
    </ul>
  );
}
