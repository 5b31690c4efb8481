/**
 * `TEST_CLOCK_DAYS=N vitest run`: the tests run as if today were N days later. The mock platform
 * seeds its state from today (90 days of history, the agents' half months, the day's fixtures), so a
 * test that holds only on some days passes the day it is written and fails on another; `npm test`
 * runs the mock platform's tests a few days ahead as well to catch one before it lands. A test that
 * sets its own time (vi.useFakeTimers, vi.setSystemTime) is not moved. Listed first in setupFiles,
 * before anything reads the time.
 */
const days = Number(process.env.TEST_CLOCK_DAYS ?? 0);
// Setup files run again for each test file in a worker's one module graph (vitest.config.ts:
// isolate false): the clock is moved once.
const MOVED = Symbol.for('wps.test-clock-moved');
const scope = globalThis as typeof globalThis & { [MOVED]?: true };
if (days && !scope[MOVED]) {
  scope[MOVED] = true;
  const RealDate = Date;
  const now = () => RealDate.now() + days * 86_400_000;
  // A proxy rather than a subclass: `Date()` called without `new` still works, and every date,
  // made before or after, is still `instanceof Date`.
  globalThis.Date = new Proxy(RealDate, {
    construct: (target, args, newTarget) => Reflect.construct(target, args.length ? args : [now()], newTarget),
    apply: () => new RealDate(now()).toString(),
    get: (target, key, receiver) => (key === 'now' ? now : Reflect.get(target, key, receiver)),
  });
}
