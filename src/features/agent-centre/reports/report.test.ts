import { describe, expect, it } from 'vitest';
import { nextSort } from './ReportTable';
import { csvTime, reportFileName, vnPeriod } from './report';

// 16 Nov 2026 00:00 in Vietnam (UTC+7) is 15 Nov 17:00 UTC.
const HALF_START = Date.UTC(2026, 10, 15, 17);
const HALF_END = Date.UTC(2026, 10, 30, 17) - 1;
const HOUR = 3_600_000;

describe('vnPeriod', () => {
  it('writes a settlement period in Vietnam time, whatever the machine’s zone', () => {
    expect(vnPeriod('dividend', HALF_START, HALF_END)).toBe('2026-11-16 – 2026-11-30');
    expect(vnPeriod('daily', HALF_START, HALF_START + 24 * HOUR - 1)).toBe('2026-11-16');
    expect(vnPeriod('hourly', HALF_START + 10 * HOUR, HALF_START + 11 * HOUR - 1)).toBe('2026-11-16 10:00–11:00');
    expect(vnPeriod('hourly', HALF_START + 23 * HOUR, HALF_START + 24 * HOUR - 1)).toBe('2026-11-16 23:00–00:00');
  });

  it('writes a period whose bound is not a date as a dash, and such a time in a file as nothing', () => {
    expect(vnPeriod('dividend', HALF_START, 9e18)).toBe('—');
    expect(vnPeriod('hourly', Number.NaN, HALF_END)).toBe('—');
    expect(csvTime(-9e18)).toBe('');
  });
});

describe('reportFileName', () => {
  it('names the file after the report, its days and its filters', () => {
    const period = { startTime: new Date(2026, 10, 1).getTime(), endTime: new Date(2026, 10, 25).getTime() - 1 };
    expect(reportFileName('team-betting', period)).toBe('team-betting_2026-11-01_2026-11-24.csv');
    expect(reportFileName('team-betting', period, 'hung_agent', '')).toBe('team-betting_2026-11-01_2026-11-24_hung_agent.csv');
  });
});

describe('nextSort', () => {
  it('starts a column descending unless told otherwise', () => {
    expect(nextSort({ sort: 'betTime', order: 'desc' }, 'stake')).toEqual({ sort: 'stake', order: 'desc' });
  });
});
