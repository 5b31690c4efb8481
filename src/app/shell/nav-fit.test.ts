import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fitNav, useNavFit } from './nav-fit';

/** A row of entries of the given widths and a More entry, in a list `room` px wide with 4 px gaps. */
function row(widths: number[], room: number, moreWidth = 60) {
  const list = document.createElement('ul');
  list.style.columnGap = '4px';
  list.style.padding = '0';
  Object.defineProperty(list, 'clientWidth', { value: room, configurable: true });
  const item = (width: number, attribute: string) => {
    const element = document.createElement('li');
    element.setAttribute(attribute, '');
    element.getBoundingClientRect = () => ({ width }) as DOMRect;
    return element;
  };
  const entries = widths.map((width) => item(width, 'data-entry'));
  const more = item(moreWidth, 'data-more');
  const menu = document.createElement('ul');
  menu.append(...widths.map(() => item(0, 'data-entry')));
  more.append(menu);
  list.append(...entries, more);
  document.body.append(list);
  const marks = () => ({
    row: entries.map((entry) => entry.hasAttribute('data-out')),
    menu: [...menu.children].map((item) => item.hasAttribute('data-out')),
    more: more.hasAttribute('data-needed'),
  });
  return { list, marks };
}

afterEach(() => document.body.replaceChildren());

describe('fitNav', () => {
  it('keeps every entry on the row when they fit, and no More', () => {
    const { list, marks } = row([100, 100, 100], 308);
    fitNav(list);
    expect(marks()).toEqual({ row: [false, false, false], menu: [false, false, false], more: false });
  });

  it('moves the entries that do not fit, from the end, to the More menu, keeping room for More', () => {
    // 60 (More) + 4 + 100 + 4 + 100 = 268 fits in 330; a third entry would not (372), though three
    // entries alone would (308).
    const { list, marks } = row([100, 100, 100, 100], 330);
    fitNav(list);
    expect(marks()).toEqual({ row: [false, false, true, true], menu: [false, false, true, true], more: true });
    expect(list.hasAttribute('data-measuring')).toBe(false);
  });

  it('takes entries back into the row when it widens', () => {
    const { list, marks } = row([100, 100, 100, 100], 300);
    fitNav(list);
    Object.defineProperty(list, 'clientWidth', { value: 420, configurable: true });
    fitNav(list);
    expect(marks()).toEqual({ row: [false, false, false, false], menu: [false, false, false, false], more: false });
  });

  it('leaves every entry on the row while the row has no width (hidden)', () => {
    const hidden = row([100, 100, 100, 100], 0);
    fitNav(hidden.list);
    expect(hidden.marks().row).toEqual([false, false, false, false]);
  });

  it('puts every entry back on the row when the fitting ends (the window narrowed: the row scrolls)', () => {
    const { list, marks } = row([100, 100, 100, 100], 330);
    const hook = renderHook(() => useNavFit({ current: list }, 'en'));
    expect(marks().row).toEqual([false, false, true, true]);
    expect(list.hasAttribute('data-fitted')).toBe(true);
    hook.unmount();
    expect(marks().row).toEqual([false, false, false, false]);
    expect(list.hasAttribute('data-fitted')).toBe(false);
  });
});
