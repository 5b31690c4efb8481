/**
 * The mock platform's promotions, the claim hall and the rebate (docs/design/issue15.md).
 */
import type { PlatformState } from './state';

/** What falls due as the clock moves (money.ts `settle`). */
export function promotionsDue(_state: PlatformState): { time: number; run(): void }[] {
  return [];
}
