import { describe, expect, it } from 'vitest';
import { ariaSort, crumbsOf, DEFAULT_SORT, nextSort } from './sorting';

describe('the team table’s order', () => {
  it('turns a column round, and starts another the natural way', () => {
    expect(nextSort(DEFAULT_SORT, 'regTime')).toEqual({ sort: 'regTime', order: 'asc' });
    expect(nextSort(DEFAULT_SORT, 'username')).toEqual({ sort: 'username', order: 'asc' });
    expect(nextSort({ sort: 'username', order: 'asc' }, 'username')).toEqual({ sort: 'username', order: 'desc' });
    expect(nextSort({ sort: 'username', order: 'asc' }, 'balance')).toEqual({ sort: 'balance', order: 'desc' });
  });

  it('says which column sorts and which way', () => {
    expect(ariaSort(DEFAULT_SORT, 'regTime')).toBe('descending');
    expect(ariaSort({ sort: 'balance', order: 'asc' }, 'balance')).toBe('ascending');
    expect(ariaSort(DEFAULT_SORT, 'balance')).toBe('none');
  });
});

describe('the breadcrumbs of a team', () => {
  it('lead from the agent (no parent) down to the team shown (the current crumb)', () => {
    expect(crumbsOf(['agent01', 'thu_agent', 'son_agent'])).toEqual([
      { username: 'agent01', parent: undefined, current: false },
      { username: 'thu_agent', parent: 'thu_agent', current: false },
      { username: 'son_agent', parent: 'son_agent', current: true },
    ]);
    expect(crumbsOf(['agent01'])).toEqual([{ username: 'agent01', parent: undefined, current: true }]);
  });
});
