// The arithmetic of `npm run perf` (scripts/perf.mjs): medians, ratios to the bare page, the
// limits of perf-budget.json and the printed table. Pure, so its tests need no browser.

/** The median of numbers (the mean of the middle two for an even count). */
export function median(values) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** What one Lighthouse run measured, from its JSON result (lhr). */
export function metricsOf(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const js = requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return {
    score: lhr.categories.performance.score ?? Number.NaN,
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    js,
  };
}

/**
 * The CPU slowdown that makes this host simulate Lighthouse's phone, from the host's benchmark
 * index (Lighthouse's CPU throttling calculator, docs/throttling.md: its 4× default is for a host
 * of index 1533, a faster host needs more, a slower one less). On CI's hosts (index about 1000)
 * the default 4× would simulate a phone about 1.7 times slower than the one Lighthouse means.
 */
export function cpuSlowdownFor(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) return 4;
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

export const METRICS = ['score', 'fcp', 'lcp', 'tbt', 'cls', 'js'];

/** The median of each metric over runs. */
export function medians(runs) {
  return Object.fromEntries(METRICS.map((m) => [m, median(runs.map((r) => r[m]))]));
}

/** The metrics perf-budget.json limits. */
export const LIMITED = ['score', 'lcp', 'tbt', 'cls'];

/** The site's limits passed, each as a sentence (none: within the budget); `limited`: the limits to check. */
export function limitFailures(site, bare, budget, limited = LIMITED) {
  const failures = [];
  const unmeasured = METRICS.filter((m) => !Number.isFinite(site[m]) || !Number.isFinite(bare[m]));
  if (unmeasured.length) return [`not measured: ${unmeasured.join(', ')}`];
  const check = (metric, over, text) => {
    if (limited.includes(metric) && over) failures.push(text);
  };
  check('score', site.score < budget.minScore, `score ${site.score.toFixed(2)} < ${budget.minScore}`);
  const lcpRatio = site.lcp / bare.lcp;
  check('lcp', lcpRatio > budget.maxLcpRatio, `LCP ${lcpRatio.toFixed(2)} × the bare page's > ${budget.maxLcpRatio}`);
  check('tbt', site.tbt >= budget.maxTbtMs, `TBT ${Math.round(site.tbt)} ms >= ${budget.maxTbtMs} ms`);
  check('cls', site.cls >= budget.maxCls, `CLS ${site.cls.toFixed(3)} >= ${budget.maxCls}`);
  return failures;
}

const show = {
  score: (v) => v.toFixed(2),
  fcp: (v) => `${(v / 1000).toFixed(2)} s`,
  lcp: (v) => `${(v / 1000).toFixed(2)} s`,
  tbt: (v) => `${Math.round(v)} ms`,
  cls: (v) => v.toFixed(3),
  js: (v) => `${(v / 1024).toFixed(1)} kB`,
};
const LABELS = { score: 'Score', fcp: 'FCP', lcp: 'LCP', tbt: 'TBT', cls: 'CLS', js: 'JS transferred' };

/** The medians side by side, with the site's ratio to the bare page. */
export function table(site, bare, runs, cpuSlowdown = 4) {
  const rows = [
    ['', 'site', 'bare page', 'ratio'],
    ...METRICS.map((m) => [LABELS[m], show[m](site[m]), show[m](bare[m]), bare[m] ? `${(site[m] / bare[m]).toFixed(2)}×` : '–']),
  ];
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  const line = (r) => r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  return [`Medians of ${runs} Lighthouse runs each (mobile, simulated throttling, CPU ${cpuSlowdown.toFixed(1)}× slower):`, ...rows.map(line)].join('\n');
}
