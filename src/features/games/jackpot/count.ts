/**
 * The jackpot ticker's arithmetic: the pool a reply implies at a later time, and the figure
 * shown while it moves from what was on screen to a new reply's.
 */

/** How long the shown figure takes to reach a new reply's. */
export const BLEND_MS = 1000;

export interface Pool {
  amount: number;
  growthPerSecond: number;
}

/** The pool `now`, from a reply received at `receivedAt` (both client times), growing as it says. */
export function poolAt(pool: Pool, receivedAt: number, now: number): number {
  return pool.amount + (pool.growthPerSecond * Math.max(0, now - receivedAt)) / 1000;
}

/**
 * What to show `elapsed` ms after a new reply, coming from `shown`: a smooth move to the pool
 * over BLEND_MS, then the pool itself. A pool below what was shown was won: it shows at once.
 */
export function shownAt(shown: number | null, target: number, elapsed: number): number {
  if (shown === null || target < shown || elapsed >= BLEND_MS) return target;
  const progress = Math.max(0, elapsed) / BLEND_MS;
  return shown + (target - shown) * progress;
}
