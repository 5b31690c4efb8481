/** The overview's figure cards, in the order shown; `money` says which are amounts. */
export const OVERVIEW_FIGURES = [
  'teamSize',
  'newMembers',
  'activeMembers',
  'firstDeposits',
  'deposits',
  'withdrawals',
  'validBet',
  'profit',
  'income',
] as const;
export type OverviewFigure = (typeof OVERVIEW_FIGURES)[number];
export const MONEY_FIGURES: ReadonlySet<OverviewFigure> = new Set(['deposits', 'withdrawals', 'validBet', 'profit', 'income']);

/** The trend chart's measures (one a day). */
export const TREND_MEASURES = ['validBet', 'deposits', 'profit', 'income', 'activeMembers'] as const;
export type TrendMeasure = (typeof TREND_MEASURES)[number];
export const isMoneyMeasure = (measure: TrendMeasure): boolean => measure !== 'activeMembers';

/** How a figure moved against the previous period: no percent when there is nothing to compare with. */
export interface Change {
  direction: 'up' | 'down' | 'same';
  /** Whole percent of the previous value's size; null when the previous value is 0. */
  percent: number | null;
}

export function changeOf(current: number, previous: number): Change {
  const percent = previous === 0 ? null : Math.round((Math.abs(current - previous) / Math.abs(previous)) * 100);
  if (current === previous) return { direction: 'same', percent: previous === 0 ? null : 0 };
  return { direction: current > previous ? 'up' : 'down', percent };
}

/** The key of a change's accessible sentence (`agent.overview.change.up_percent`, ...). */
export function changeKey(change: Change): string {
  if (change.direction === 'same') return 'agent.overview.change.same';
  return `agent.overview.change.${change.direction}${change.percent === null ? '' : '_percent'}`;
}

/** A day's value of a measure, as the chart draws it (`profit` is what ProfitChart's bars read). */
export function trendDays<T extends { date: string } & Record<TrendMeasure, number>>(
  days: readonly T[],
  measure: TrendMeasure,
): { date: string; profit: number }[] {
  return days.map((d) => ({ date: d.date, profit: d[measure] }));
}

/** The total, best and worst day of a measure (null bounds without days). */
export function trendSummary(days: readonly { date: string; profit: number }[]) {
  if (days.length === 0) return null;
  const total = days.reduce((sum, d) => sum + d.profit, 0);
  const best = days.reduce((a, b) => (b.profit > a.profit ? b : a));
  const worst = days.reduce((a, b) => (b.profit < a.profit ? b : a));
  return { total, best, worst };
}
