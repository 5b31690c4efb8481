import { describe, expect, it } from 'vitest';
import { cpuSlowdownFor, limitFailures, median, medians, metricsOf, table } from './perf.mjs';

const budget = { minScore: 0.95, maxLcpRatio: 1.4, maxTbtMs: 100, maxCls: 0.02 };
const bare = { score: 1, fcp: 1000, lcp: 1300, tbt: 0, cls: 0, js: 60_000 };

describe('the perf check', () => {
  it("slows the CPU by the host's benchmark index as Lighthouse's calculator does", () => {
    expect(cpuSlowdownFor(1533)).toBeCloseTo(4, 2);
    expect(cpuSlowdownFor(2000)).toBeCloseTo(6, 1);
    expect(cpuSlowdownFor(1300)).toBe(3);
    expect(cpuSlowdownFor(1000)).toBeCloseTo(2.4, 5);
    expect(cpuSlowdownFor(800)).toBe(2);
    expect(cpuSlowdownFor(150)).toBe(1);
    expect(cpuSlowdownFor(50)).toBe(1);
    // No index measured: Lighthouse's default.
    expect(cpuSlowdownFor(Number.NaN)).toBe(4);
  });

  it('takes medians', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(
      medians([
        { ...bare, lcp: 1 },
        { ...bare, lcp: 5 },
        { ...bare, lcp: 3 },
      ]).lcp,
    ).toBe(3);
  });

  it('reads a Lighthouse result, counting the scripts transferred', () => {
    const lhr = {
      categories: { performance: { score: 0.9 } },
      audits: {
        'first-contentful-paint': { numericValue: 800 },
        'largest-contentful-paint': { numericValue: 2000 },
        'total-blocking-time': { numericValue: 120 },
        'cumulative-layout-shift': { numericValue: 0.01 },
        'network-requests': {
          details: {
            items: [
              { resourceType: 'Script', transferSize: 1000 },
              { resourceType: 'Image', transferSize: 5000 },
              { resourceType: 'Script', transferSize: 500 },
            ],
          },
        },
      },
    };
    expect(metricsOf(lhr)).toEqual({ score: 0.9, fcp: 800, lcp: 2000, tbt: 120, cls: 0.01, js: 1500 });
  });

  it('passes a site within every limit and names each limit passed', () => {
    expect(limitFailures({ score: 0.97, fcp: 900, lcp: 1800, tbt: 50, cls: 0.01, js: 0 }, bare, budget)).toEqual([]);
    expect(limitFailures({ score: 0.8, fcp: 900, lcp: 3250, tbt: 150, cls: 0.05, js: 0 }, bare, budget)).toEqual([
      'score 0.80 < 0.95',
      "LCP 2.50 × the bare page's > 1.4",
      'TBT 150 ms >= 100 ms',
      'CLS 0.050 >= 0.02',
    ]);
    // Only the limits asked for (CI reports total blocking time without failing on it).
    expect(limitFailures({ score: 0.8, fcp: 900, lcp: 1300, tbt: 150, cls: 0.01, js: 0 }, bare, budget, ['tbt'])).toEqual(['TBT 150 ms >= 100 ms']);
    expect(limitFailures({ score: 0.97, fcp: 900, lcp: 1300, tbt: 150, cls: 0.01, js: 0 }, bare, budget, ['score', 'lcp', 'cls'])).toEqual([]);
  });

  it('fails a run that measured nothing', () => {
    expect(limitFailures({ score: Number.NaN, fcp: 900, lcp: 1800, tbt: 50, cls: 0.01, js: 0 }, bare, budget)).toEqual(['not measured: score']);
  });

  it('prints the medians side by side with the ratios', () => {
    const text = table({ score: 0.9, fcp: 800, lcp: 2600, tbt: 120, cls: 0.01, js: 150 * 1024 }, bare, 3);
    expect(text).toContain('Medians of 3 Lighthouse runs');
    expect(text).toMatch(/LCP\s+2\.60 s\s+1\.30 s\s+2\.00×/);
    expect(text).toMatch(/JS transferred\s+150\.0 kB/);
  });
});
