/**
 * The record screens' periods (spec section 9: date pickers for the previous 7 or 30 days): today,
 * yesterday, the previous 7 and 30 days (today included), or a custom range of whole days, in the
 * member's own time zone. `endTime` is the last millisecond of the last day.
 */
export type PeriodPreset = 'today' | 'yesterday' | 'last7' | 'last30' | 'custom';
export const PERIOD_PRESETS: readonly PeriodPreset[] = ['today', 'yesterday', 'last7', 'last30', 'custom'];

export interface Period {
  startTime: number;
  endTime: number;
}

const startOfDay = (time: number): number => {
  const d = new Date(time);
  d.setHours(0, 0, 0, 0);
  return d.getTime();
};
const addDays = (time: number, days: number): number => {
  const d = new Date(time);
  d.setDate(d.getDate() + days);
  return d.getTime();
};

/** The range of a preset on the day holding `now`. */
export function presetPeriod(preset: Exclude<PeriodPreset, 'custom'>, now: number): Period {
  const today = startOfDay(now);
  const endOfToday = addDays(today, 1) - 1;
  switch (preset) {
    case 'today':
      return { startTime: today, endTime: endOfToday };
    case 'yesterday':
      return { startTime: addDays(today, -1), endTime: today - 1 };
    case 'last7':
      return { startTime: addDays(today, -6), endTime: endOfToday };
    case 'last30':
      return { startTime: addDays(today, -29), endTime: endOfToday };
  }
}

/** `YYYY-MM-DD` of a time, in local time (the value of an `<input type="date">`). */
export function dateInputValue(time: number): string {
  const d = new Date(time);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** A custom range from two `YYYY-MM-DD` days (in either order), whole days; null when not dates. */
export function customPeriod(from: string, to: string): Period | null {
  const parse = (value: string) => {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    return m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])).getTime() : null;
  };
  const a = parse(from);
  const b = parse(to);
  if (a === null || b === null) return null;
  const [start, end] = a <= b ? [a, b] : [b, a];
  return { startTime: start, endTime: addDays(end, 1) - 1 };
}
