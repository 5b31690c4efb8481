import { useState } from 'react';
import { useDates } from '../../../i18n/useDates';
import { csvFileName } from '../../../lib/csv';
import { calendarDay, NO_TIME, validTime } from '../../../lib/dates';
import { dateInputValue, type Period, presetPeriod } from '../../../ui/period';

/** Rows a page of every report. */
export const PAGE_SIZE = 10;

export type SortOrder = 'asc' | 'desc';
/** A report's order, as the server takes it (`sort`, `order`). */
export interface SortState {
  sort: string;
  order: SortOrder;
}

/** The CSV file of a report: its name and the days of its period (`team-betting_2026-11-01_2026-11-24.csv`). */
export const reportFileName = (name: string, period: Period, ...more: string[]): string =>
  csvFileName(name, dateInputValue(period.startTime), dateInputValue(period.endTime), ...more);

const pad = (n: number) => String(n).padStart(2, '0');
/** A time in a CSV file: `YYYY-MM-DD HH:mm:ss`, local time, which spreadsheets read as a date. */
export function csvTime(time: number | null | undefined): string {
  const ms = validTime(time);
  if (ms === null) return '';
  const d = new Date(ms);
  return `${dateInputValue(ms)} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/**
 * A report's period, page and order: a new period, order or filter goes back to page 1.
 * `filtered(set)` wraps a filter's setter the same way.
 */
export function useReportState(initialSort: SortState, initialPeriod: 'last7' | 'today' = 'last7') {
  const [period, setPeriod] = useState<Period>(() => presetPeriod(initialPeriod, Date.now()));
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<SortState>(initialSort);
  const filtered =
    <T>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  return { period, setPeriod: filtered(setPeriod), page, setPage, sort, setSort: filtered(setSort), filtered };
}

/** A day (`YYYY-MM-DD`, a Vietnam day of the platform) in the member's language. */
export function useDay(): (date: string) => string {
  const { day } = useDates('UTC');
  return (date) => day.format(calendarDay(date));
}

/** The settlement records: dividends (half months), daily wages, hourly salary. */
export type SettlementKind = 'dividend' | 'daily' | 'hourly';

/** The platform's time zone: its days, half months and hours. */
export const VN_ZONE = 'Asia/Ho_Chi_Minh';
/** `YYYY-MM-DDTHH:mm` of a time in Vietnam (UTC+7 all year). */
const vnTime = (time: number) => new Date(time + 7 * 3_600_000).toISOString().slice(0, 16);

/** A period in the CSV file, in Vietnam time: `2026-11-16 – 2026-11-30`, `2026-11-20`, `2026-11-20 10:00–11:00`. */
export function vnPeriod(kind: SettlementKind, start: number, end: number): string {
  // A bound that is not a date (toISOString would throw) is a dash.
  if (validTime(start + 7 * 3_600_000) === null || validTime(end + 7 * 3_600_000 + 1) === null) return NO_TIME;
  const [startDay, startHour] = vnTime(start).split('T') as [string, string];
  if (kind === 'daily') return startDay;
  if (kind === 'hourly') return `${startDay} ${startHour}–${vnTime(end + 1).slice(11)}`;
  return `${startDay} – ${vnTime(end).slice(0, 10)}`;
}
