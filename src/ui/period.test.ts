import { describe, expect, it } from 'vitest';
import { customPeriod, dateInputValue, presetPeriod } from './period';

const at = (text: string) => new Date(text).getTime();

describe('record periods', () => {
  const now = at('2026-11-24T15:30:00');

  it('gives whole local days for the presets, today included in the previous 7 and 30', () => {
    expect(presetPeriod('today', now)).toEqual({ startTime: at('2026-11-24T00:00:00'), endTime: at('2026-11-25T00:00:00') - 1 });
    expect(presetPeriod('yesterday', now)).toEqual({ startTime: at('2026-11-23T00:00:00'), endTime: at('2026-11-24T00:00:00') - 1 });
    expect(presetPeriod('last7', now).startTime).toBe(at('2026-11-18T00:00:00'));
    expect(presetPeriod('last30', now).startTime).toBe(at('2026-10-26T00:00:00'));
  });

  it('reads a custom range of days in either order', () => {
    expect(customPeriod('2026-11-20', '2026-11-18')).toEqual({ startTime: at('2026-11-18T00:00:00'), endTime: at('2026-11-21T00:00:00') - 1 });
    expect(customPeriod('2026-11-20', '')).toBeNull();
    expect(dateInputValue(now)).toBe('2026-11-24');
  });
});
