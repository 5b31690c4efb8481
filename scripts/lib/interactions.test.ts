import { describe, expect, it } from 'vitest';
import { cpuLabel, interactionFailures, interactionTable, limitsFor, perfParts, showMs, summarize } from './interactions.mjs';

const budget = { interactions: { coldMs: 150, warmMs: 100, slowCpu: 4, coldMsSlow: 300, warmMsSlow: 200 } };

/** Samples of one interaction at one CPU setting: a cold and a warm number a run. */
const runsOf = (id: string, cpu: number, cold: (number | null)[], warm: (number | null)[], floor = false) => [
  ...cold.map((ms) => ({ id, label: `${id} label`, floor, cpu, phase: 'cold', ms })),
  ...warm.map((ms) => ({ id, label: `${id} label`, floor, cpu, phase: 'warm', ms })),
];

describe('the interaction part of the perf check', () => {
  it('runs both parts by default, either alone on request, and refuses both flags at once', () => {
    expect(perfParts([])).toEqual({ lighthouse: true, interactions: true });
    expect(perfParts(['--no-build', '--interactions'])).toEqual({ lighthouse: false, interactions: true });
    expect(perfParts(['--no-interactions', '--runs', '3'])).toEqual({ lighthouse: true, interactions: false });
    expect(perfParts(['--interactions', '--no-interactions']).error).toMatch(/exclude each other/);
  });

  it('takes the medians of each interaction, by CPU setting then interaction, in the order measured', () => {
    const summary = summarize([
      ...runsOf('bare', 1, [30, 10, 20], [5, 7, 6], true),
      ...runsOf('deposit', 1, [400, 100, 300], [90, 80, 70]),
      ...runsOf('deposit', 4, [900, 700], [300, 100]),
    ]);
    expect(summary.map((s) => s.cpu)).toEqual([1, 4]);
    expect(summary[0]!.rows.map((r) => r.id)).toEqual(['bare', 'deposit']);
    expect(summary[0]!.rows[0]).toMatchObject({ floor: true, cold: 20, warm: 6, runs: 3, missed: { cold: 0, warm: 0 } });
    expect(summary[0]!.rows[1]).toMatchObject({ floor: false, cold: 300, warm: 80 });
    expect(summary[1]!.rows[0]).toMatchObject({ cold: 800, warm: 200, runs: 2 });
  });

  it('counts a ready state never reached in the median and a run not made outside it, both as missed', () => {
    const [{ rows }] = summarize(runsOf('sports', 1, [200, Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY], [50, null, 70]));
    expect(rows[0]).toMatchObject({ cold: Number.POSITIVE_INFINITY, warm: 60, missed: { cold: 2, warm: 1 } });
    const [none] = summarize(runsOf('team', 4, [null, null], [null, null]));
    expect(none!.rows[0]!.cold).toBeNaN();
  });

  it('limits the site at each CPU setting by its own limits, not the floor', () => {
    expect(limitsFor(budget, 1)).toEqual({ cold: 150, warm: 100 });
    expect(limitsFor(budget, 4)).toEqual({ cold: 300, warm: 200 });
    const summary = summarize([
      ...runsOf('bare', 1, [500], [500], true),
      ...runsOf('deposit', 1, [120], [100]),
      ...runsOf('withdraw', 1, [151], [Number.POSITIVE_INFINITY]),
      ...runsOf('deposit', 4, [299.6], [250]),
      ...runsOf('team', 4, [null], [null]),
    ]);
    expect(interactionFailures(summary, budget)).toEqual([
      'withdraw label, cold, CPU as is: 151 ms > 150 ms',
      'withdraw label, warm, CPU as is: never ready > 100 ms',
      'deposit label, warm, CPU 4× slower: 250 ms > 200 ms',
      'team label, cold, CPU 4× slower: not measured',
      'team label, warm, CPU 4× slower: not measured',
    ]);
    expect(interactionFailures(summary, {})).toEqual(['team label, cold, CPU 4× slower: not measured', 'team label, warm, CPU 4× slower: not measured']);
  });

  it('prints a table per CPU setting with the medians and the limits', () => {
    const [fast, slow] = summarize([
      ...runsOf('bare', 1, [31.4, 29], [8, 9], true),
      ...runsOf('deposit', 1, [412, 388], [180.2, Number.POSITIVE_INFINITY]),
      ...runsOf('deposit', 4, [1200, 1300], [400, 420]),
    ]);
    const text = interactionTable(fast!, budget);
    expect(text).toContain('Interactions, CPU as is: medians of 2 runs, from the click (after 150 ms of hover)');
    expect(text).toMatch(/bare label\s+30 ms\s+9 ms\s+–/);
    expect(text).toMatch(/deposit label\s+400 ms\s+never \(1 of 2 not ready\)\s+150 \/ 100 ms/);
    expect(interactionTable(slow!, budget)).toMatch(/CPU 4× slower[\s\S]*deposit label\s+1250 ms\s+410 ms\s+300 \/ 200 ms/);
    expect(cpuLabel(4)).toBe('CPU 4× slower');
    expect(showMs(Number.NaN)).toBe('–');
  });
});
