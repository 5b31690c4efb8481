import { describe, expect, it } from 'vitest';
import { pageList } from './Pagination';

describe('pageList (range 3, margin 1)', () => {
  it('shows every page when there are few', () => {
    expect(pageList(1, 3)).toEqual([1, 2, 3]);
    expect(pageList(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('keeps the first and last page and three around the current one, with gaps', () => {
    expect(pageList(1, 10)).toEqual([1, 2, 3, null, 10]);
    expect(pageList(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageList(10, 10)).toEqual([1, null, 8, 9, 10]);
  });
});
