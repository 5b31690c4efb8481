/**
 * Lets a call through at most once per `ms` (captcha refresh and SMS requests: once a second);
 * calls in between are dropped. Returns whether the call ran.
 */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, ms: number, now: () => number = Date.now): (...args: A) => boolean {
  let last = Number.NEGATIVE_INFINITY;
  return (...args: A) => {
    const t = now();
    if (t - last < ms) return false;
    last = t;
    fn(...args);
    return true;
  };
}
