/**
 * The mock clock moves of the developer controls: fixed steps and the ends of the merchant's
 * periods (Vietnam time, UTC+7), and the `?mockAdvance=` values that name them.
 */
import { DAY, dayStart, HOUR, ICT_OFFSET, MINUTE } from '../platform/core/clock';

/** The next Vietnam-time midnight after `time`, plus one minute (the day's settlements have run). */
export function endOfDay(time: number): number {
  return dayStart(time) + DAY + MINUTE;
}

/** The next 1st or 16th of a month, 00:00 Vietnam time, after `time`, plus one minute. */
export function endOfHalfMonth(time: number): number {
  const local = new Date(time + ICT_OFFSET);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth();
  const boundary = local.getUTCDate() < 16 ? Date.UTC(year, month, 16) : Date.UTC(year, month + 1, 1);
  return boundary - ICT_OFFSET + MINUTE;
}

export interface ClockMove {
  /** The `?mockAdvance=` value and the panel's button text. */
  id: string;
  label: string;
  /** Milliseconds to move forward from `time`. */
  msFrom: (time: number) => number;
}

export const CLOCK_MOVES: readonly ClockMove[] = [
  { id: '5m', label: '+5 min', msFrom: () => 5 * MINUTE },
  { id: '1h', label: '+1 hour', msFrom: () => HOUR },
  { id: '1d', label: '+1 day', msFrom: () => DAY },
  { id: 'end-of-day', label: 'End of day', msFrom: (time) => endOfDay(time) - time },
  { id: 'end-of-half-month', label: 'End of half-month', msFrom: (time) => endOfHalfMonth(time) - time },
];

const UNITS: Record<string, number> = { m: MINUTE, h: HOUR, d: DAY };

/**
 * Milliseconds a `?mockAdvance=` value moves the clock from `time`: `Nm`, `Nh` or `Nd` (N from 1
 * to 9999), `end-of-day` or `end-of-half-month`; null for anything else.
 */
export function parseAdvance(value: string, time: number): number | null {
  const text = value.trim().toLowerCase();
  const named = CLOCK_MOVES.find((m) => m.id === text);
  if (named) return named.msFrom(time);
  const match = /^(\d{1,4})([mhd])$/.exec(text);
  if (!match) return null;
  const count = Number(match[1]);
  return count > 0 ? count * UNITS[match[2]!]! : null;
}

/** `YYYY-MM-DD hh:mm:ss` in Vietnam time. */
export function formatVietnamTime(time: number): string {
  return new Date(time + ICT_OFFSET).toISOString().slice(0, 19).replace('T', ' ');
}

/** How far the mock clock runs ahead of the real time: `+1 d 2 h 5 min`, or `none`. */
export function formatOffset(ms: number): string {
  const minutes = Math.floor(ms / MINUTE);
  if (minutes <= 0) return 'none';
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  const parts = [days ? `${days} d` : '', hours ? `${hours} h` : '', rest ? `${rest} min` : ''].filter(Boolean);
  return `+${parts.join(' ')}`;
}
