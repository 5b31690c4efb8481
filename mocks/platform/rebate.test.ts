/**
 * The rebate of the mock platform (./rebate.ts): the seeded figures, the forfeit after
 * yesterday, and the automatic payment starting at the anchor without paying the seed again.
 */
import { describe, expect, it } from 'vitest';
import { DAY, dayStart, now } from './core/clock';
import { advanceClock } from './money';
import { AUTO_PRODUCT_TYPES, rebateAmount, rebateState, rebateSummary, validBetsSettled } from './rebate';
import { createInitialState } from './seed/platform';
import { LIMITED_USERNAME } from './seed/responsible';

describe('the rebate', () => {
  it('rounds down to the cent', () => {
    expect(rebateAmount(800_000, 0.7)).toBe(5_600);
    expect(rebateAmount(433_000, 0.9)).toBe(3_897);
    expect(rebateAmount(1_234.56, 0.7)).toBe(8.64);
  });

  it("gives member01 11,297 to claim since yesterday; the automatic rebate starts at the anchor, after the seed's last bet", () => {
    const state = createInitialState();
    const member = state.accounts.member01!;
    const summary = rebateSummary(state, member, now(state));
    expect(summary.claimableAmount).toBe(11_297);
    expect(rebateState(state).autoPaidUntil).toBe(state.ledgerAnchor);
    // No seeded bet of any account settles after the anchor: starting there pays nothing twice.
    // limited01's play of today is seeded on purpose (near its loss limit); it has no rebate rate.
    expect(AUTO_PRODUCT_TYPES.map((p) => state.accounts[LIMITED_USERNAME]!.rebates[p])).toEqual([0, 0]);
    for (const account of Object.values(state.accounts)) {
      if (account.username === LIMITED_USERNAME) continue;
      for (const p of AUTO_PRODUCT_TYPES) expect(validBetsSettled(state, account.username, p, state.ledgerAnchor, now(state))).toBe(0);
    }
  });

  it('forfeits what is older than yesterday as the days pass', () => {
    const state = createInitialState();
    advanceClock(state, dayStart(now(state)) + 2 * DAY - now(state) + 1);
    expect(rebateSummary(state, state.accounts.member01!, now(state)).claimableAmount).toBe(0);
    expect(rebateState(state).autoPaidUntil).toBe(state.ledgerAnchor + DAY);
  });
});
