/**
 * The mock platform's feedback and its replies (docs/design/issue15.md).
 */
import type { PlatformState } from './state';

/** What falls due as the clock moves (money.ts `settle`). */
export function feedbackDue(_state: PlatformState): { time: number; run(): void }[] {
  return [];
}
