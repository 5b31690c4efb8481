/**
 * Time-outs that share one platform timer (issue 29): the kind of provider TanStack Query's
 * `timeoutManager` asks for where there are many timers. Every query keeps a time-out for dropping
 * its data and every observer one for the moment its data goes stale, set and cleared again as
 * screens mount: about 50 of the 88 timers the home page asked the browser for as it loaded. Each
 * is a call into the browser on the page's thread, with a stack trace while DevTools or Lighthouse
 * records. Here a time-out is an entry in a map, and the browser holds one timer, the earliest's.
 *
 * Entries due together run in the order they were set. Time is `performance.now()`, which a change
 * of the wall clock (or a test's fake `Date`) does not move; a test's fake timers drive it.
 * Intervals (a query's `refetchInterval`, rare) stay with the platform.
 */
import type { ManagedTimerId, TimeoutCallback, TimeoutProvider } from '@tanstack/react-query';

type Entry = { due: number; run: TimeoutCallback };

export function createCoalescedTimers(): TimeoutProvider {
  const entries = new Map<number, Entry>();
  let lastId = 0;
  let armedAt = Number.POSITIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let clock: typeof setTimeout | undefined;
  const now = () => performance.now();

  /**
   * The platform timer, for the earliest entry still waiting (or none). A timer of another clock
   * (a test's fake one, put away or put in since) is left to it: this clock never fires it.
   */
  const arm = () => {
    if (clock === setTimeout) clearTimeout(timer);
    clock = setTimeout;
    armedAt = Math.min(Number.POSITIVE_INFINITY, ...[...entries.values()].map((entry) => entry.due));
    timer = armedAt < Number.POSITIVE_INFINITY ? setTimeout(fire, Math.max(0, armedAt - now())) : undefined;
  };

  /**
   * Runs what fell due by now, or by the time the timer was set for (a timer may fire a moment
   * early), unless an earlier one cleared it. One that throws is reported as a platform timer's
   * error would be, and those after it run in the next task.
   */
  const fire = () => {
    const until = Math.max(now(), armedAt);
    try {
      for (const [id, entry] of [...entries]) if (entry.due <= until && entries.delete(id)) entry.run();
    } finally {
      arm();
    }
  };

  return {
    setTimeout(run, delay) {
      const due = now() + delay;
      entries.set(++lastId, { due, run });
      // Only an entry earlier than the timer's needs the platform: the rest wait behind it.
      if (due < armedAt || clock !== setTimeout) arm();
      return lastId;
    },
    clearTimeout(id) {
      // The timer stays: when it fires with nothing due, it is set for the next entry.
      entries.delete(Number(id));
    },
    setInterval: (run, delay): ManagedTimerId => setInterval(run, delay),
    clearInterval: (id) => clearInterval(id as number | undefined),
  };
}
