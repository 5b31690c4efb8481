/**
 * The mock platform's the points mall: catalogue, seed, redemption reviews and daily earnings (docs/design/issue15.md).
 */
import type { PlatformState } from './state';

/** What falls due as the clock moves (money.ts `settle`). */
export function pointsDue(_state: PlatformState): { time: number; run(): void }[] {
  return [];
}
