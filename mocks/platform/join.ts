/**
 * The mock platform's the agent programme and agent applications (docs/design/issue15.md).
 */
import type { PlatformState } from './state';

/** What falls due as the clock moves (money.ts `settle`). */
export function joinDue(_state: PlatformState): { time: number; run(): void }[] {
  return [];
}
