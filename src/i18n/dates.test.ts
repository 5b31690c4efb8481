import { expect, it } from 'vitest';
import { dates } from '../lib/dates';
import { LANGUAGES } from './languages';

const T = Date.UTC(2026, 10, 24, 5, 2);

// Issue 30 (src/lib/dates.ts): every language of the site, and the numeric fallback, writes each kind
// of date one way: where the kinds overlap they write the same text.
it('writes the kinds of date alike in every language of the site', () => {
  for (const language of [...LANGUAGES.map((l) => l.html), 'zz']) {
    const kinds = dates(language, 'Asia/Ho_Chi_Minh');
    const moment = kinds.moment.format(T);
    expect(moment, language).toContain(kinds.day.format(T));
    expect(moment, language).toContain(kinds.time.format(T));
    expect(kinds.period(T, T), language).toBe(kinds.day.format(T));
    expect(moment, language).not.toMatch(/[٠-٩۰-۹०-९০-৯]/);
  }
});
