import { nextSort as nextReportSort } from '../reports/ReportTable';

/** The team table's order, as getSubordinates takes it (`sort`, `order`). */
export type SortColumn = 'username' | 'regTime' | 'lastLoginTime' | 'balance' | 'teamSize';
export type SortOrder = 'asc' | 'desc';
export interface Sort {
  sort: SortColumn;
  order: SortOrder;
}
export const DEFAULT_SORT: Sort = { sort: 'regTime', order: 'desc' };

/** A click on a column's header: the same column turns round; another starts A to Z for names, largest or newest first otherwise. */
export function nextSort(current: Sort, column: SortColumn): Sort {
  return nextReportSort(current, column, column === 'username' ? 'asc' : 'desc') as Sort;
}

/** The header's `aria-sort`. */
export function ariaSort(current: Sort, column: SortColumn): 'ascending' | 'descending' | 'none' {
  if (current.sort !== column) return 'none';
  return current.order === 'asc' ? 'ascending' : 'descending';
}

/** The crumbs of a team's path (from the agent down to the team shown): each goes back up to its level. */
export function crumbsOf(path: readonly string[]): { username: string; parent: string | undefined; current: boolean }[] {
  return path.map((username, i) => ({ username, parent: i === 0 ? undefined : username, current: i === path.length - 1 }));
}
