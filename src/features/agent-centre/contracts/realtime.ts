/**
 * The real-time salary view's rules (RealTimeSalaryPanel): how it keeps itself fresh, how long a
 * period the call takes, which wages arrived since the last look, and the countdown to the next
 * settlement.
 */
import type { Period } from '../../../ui/period';

/** The call answers at most 31 days (`getRealTimeSalary`). */
export const MAX_DAYS = 31;
const DAY = 86_400_000;

/** How often the view asks again while it is on screen, in real time. */
export const LIVE_REFRESH_MS = 30_000;

/**
 * The query options of the live view: asked again every 30 s while the page is visible (not in a
 * background tab), and when the window gets the focus back. The mock clock's moves in
 * development refresh it too: the mock panel invalidates every query (mocks/devtools/session.ts).
 */
export const LIVE_QUERY = {
  staleTime: 0,
  refetchInterval: LIVE_REFRESH_MS,
  refetchIntervalInBackground: false,
  refetchOnWindowFocus: true,
} as const;

/** A period the call takes: at most 31 days, ending where it ends (a custom range across a clock change may be an hour longer). */
export function clampPeriod(period: Period): Period {
  const longest = MAX_DAYS * DAY - 1;
  return period.endTime - period.startTime > longest ? { startTime: period.endTime - longest, endTime: period.endTime } : period;
}

/** One answer of the call, as far as the arrivals go. */
export interface WagePage {
  lastSettlement: number;
  totalCount: number;
  list: readonly { settledAt: number }[];
}

/**
 * What the view knows of the arrivals: the last settlement it saw (`seen`), the one before it
 * (`since`: wages settled after it are new; null on the first answer, when nothing is new),
 * how many arrived with that settlement, and the filter and count of the last answer.
 */
export interface Arrivals {
  seen: number;
  since: number | null;
  count: number;
  filter: string;
  total: number;
}

/**
 * The arrivals after an answer for `filter` (period and role). A new settlement makes the wages
 * settled since the previous one new: counted from the total when the filter is the same (every
 * page), else on the page shown. The same settlement keeps the marks. Returns `previous` itself
 * when nothing changed.
 */
export function trackArrivals(previous: Arrivals | null, page: WagePage, filter: string): Arrivals {
  if (!previous) return { seen: page.lastSettlement, since: null, count: 0, filter, total: page.totalCount };
  if (page.lastSettlement === previous.seen) {
    return previous.filter === filter && previous.total === page.totalCount ? previous : { ...previous, filter, total: page.totalCount };
  }
  const since = previous.seen;
  const count = previous.filter === filter ? Math.max(0, page.totalCount - previous.total) : page.list.filter((w) => w.settledAt > since).length;
  return { seen: page.lastSettlement, since, count, filter, total: page.totalCount };
}

/** Whether a wage arrived with the last settlement the view saw. */
export const isNewWage = (wage: { settledAt: number }, arrivals: Arrivals | null): boolean =>
  arrivals !== null && arrivals.since !== null && wage.settledAt > arrivals.since;

/**
 * Milliseconds until the next settlement now (`now`, the browser's clock). The platform's clock
 * may run apart from the browser's (the mock clock is moved in development): at the answer
 * (`fetchedAt`) the platform's time was between the last and the next settlement, so the
 * browser's time is taken when it falls there, else the nearest end.
 */
export function msToNext(page: { lastSettlement: number; nextSettlement: number }, fetchedAt: number, now: number): number {
  const platformAtFetch = Math.min(Math.max(fetchedAt, page.lastSettlement), page.nextSettlement);
  return page.nextSettlement - platformAtFetch - (now - fetchedAt);
}

/** The countdown in whole units: seconds under a minute, else minutes rounded up; null once it is due (or not a time: RelativeTimeFormat throws on NaN). */
export function countdown(ms: number): { value: number; unit: 'second' | 'minute' } | null {
  if (!Number.isFinite(ms) || ms <= 0) return null;
  const seconds = Math.ceil(ms / 1000);
  return seconds < 60 ? { value: seconds, unit: 'second' } : { value: Math.ceil(seconds / 60), unit: 'minute' };
}
