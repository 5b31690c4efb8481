/**
 * The reward centre, missions and referral as seeded and as they move on the mock clock:
 * member01 has every activity status, the times of an activity open and close it, an
 * application is reviewed 2 minutes later (issued, or rejected for the "(always rejected)"
 * activity), and the claimed activity, claimed mission and referral prize are entries of the
 * ledger.
 */
import { describe, expect, it } from 'vitest';
import { DAY, MINUTE, now } from './core/clock';
import { ACTIVITY_STATUSES, type PlatformState } from './core/state';
import { MEMBER01_REFERRAL_CODE, WEEKEND_WARRIOR, WELCOME_BACK } from './demo-script';
import { advanceClock, settle } from './money';
import {
  ACTIVITIES,
  activityDefinition,
  activityStatus,
  applyFor,
  initialRewards,
  leaderboard,
  missionDefinition,
  missionStatus,
  publicActivity,
  REVIEW_REJECT_REASON,
  referralRows,
} from './rewards';
import { createInitialState } from './seed/platform';

const T = Date.UTC(2026, 10, 24, 5, 0);
const ORIGIN = 'http://localhost:5173';

function statusesOf(state: PlatformState, username: string, time = now(state)) {
  return Object.fromEntries(
    state.rewards[username]!.activities.map((st) => [st.promotionId, activityStatus(state.ledgerAnchor, activityDefinition(st.promotionId)!, st, time)]),
  );
}

describe('activities', () => {
  it('gives member01 one activity or more in each of the ten statuses', () => {
    const state = createInitialState(T);
    const statuses = statusesOf(state, 'member01', T);
    expect(statuses).toEqual({
      8801: 'JOIN',
      8802: 'IN_PROGRESS',
      8803: 'CLAIM',
      8804: 'JOINED',
      8805: 'CLAIM',
      8806: 'ISSUED',
      8807: 'CLAIMED',
      8808: 'APPLYING',
      8809: 'REJECTED',
      8810: 'CLOSED',
      8811: 'COMING_SOON',
      8812: 'JOIN',
      8813: 'JOIN',
    });
    expect(new Set(Object.values(statuses))).toEqual(new Set(ACTIVITY_STATUSES));
  });

  it('shows images of the mock CDN, operator HTML to sanitise, a raffle, apply-with-images and a rejection reason', () => {
    const state = createInitialState(T);
    const st = (id: number) => state.rewards.member01!.activities.find((a) => a.promotionId === id)!;
    const shown = (id: number) => publicActivity(ORIGIN, state.ledgerAnchor, activityDefinition(id)!, st(id), T);
    expect(shown(8801).imageUrl).toMatch(/^http:\/\/localhost:5173\/mock-cdn\/promotions\/8801\.svg\?/);
    expect(shown(8801).rulesHtml).toContain('onerror=');
    expect(shown(8801).rulesHtml).toContain('href="javascript:');
    expect(shown(8805)).toMatchObject({
      category: 'RAFFLE',
      status: 'CLAIM',
      raffleScheduleId: expect.stringMatching(/^RS-8805-\d{8}$/),
      rewardAmount: 88_000,
    });
    expect(shown(8812)).toMatchObject({ status: 'JOIN', applyWithImages: true });
    expect(shown(8809)).toMatchObject({ status: 'REJECTED', rejectReason: expect.any(String) });
    expect(shown(8808).rejectReason).toBeUndefined();
    for (const def of ACTIVITIES) expect(shown(def.promotionId).endTime).toBeGreaterThan(shown(def.promotionId).startTime);
  });

  it('opens an activity at its start and closes it at its end', () => {
    const state = createInitialState(T);
    const soon = activityDefinition(8811)!;
    const st = state.rewards.member01!.activities.find((a) => a.promotionId === 8811)!;
    expect(activityStatus(state.ledgerAnchor, soon, st, state.ledgerAnchor + 5 * DAY - 1)).toBe('COMING_SOON');
    expect(activityStatus(state.ledgerAnchor, soon, st, state.ledgerAnchor + 5 * DAY)).toBe('JOIN');
    expect(activityStatus(state.ledgerAnchor, soon, st, state.ledgerAnchor + 35 * DAY)).toBe('CLOSED');
    const claimed = state.rewards.member01!.activities.find((a) => a.promotionId === WELCOME_BACK.promotionId)!;
    expect(activityStatus(state.ledgerAnchor, activityDefinition(WELCOME_BACK.promotionId)!, claimed, state.ledgerAnchor + 90 * DAY)).toBe('CLAIMED');
  });

  it('reviews an application 2 minutes later on the mock clock: issued, or rejected for the "(always rejected)" activity', () => {
    const state = createInitialState();
    const st = (id: number) => state.rewards.member01!.activities.find((a) => a.promotionId === id)!;
    const picture = [{ type: 'image/png', bytes: 68 }];
    applyFor(st(8812), now(state), picture, 'my best win');
    applyFor(st(8813), now(state), picture, '');
    settle(state);
    expect([st(8812).status, st(8813).status]).toEqual(['APPLYING', 'APPLYING']);
    advanceClock(state, 2 * MINUTE - 1000);
    expect([st(8812).status, st(8813).status]).toEqual(['APPLYING', 'APPLYING']);
    advanceClock(state, 1000);
    expect(st(8812)).toMatchObject({ status: 'ISSUED', remarks: 'my best win' });
    expect(st(8813)).toMatchObject({ status: 'REJECTED', rejectReason: REVIEW_REJECT_REASON });
    // The seeded application waits for a manual review.
    advanceClock(state, 60 * MINUTE);
    expect(st(8808).status).toBe('APPLYING');
  });

  it('gives other members a plainer set: no VIP gift, nothing claimed or rejected', () => {
    const state = createInitialState(T);
    const statuses = statusesOf(state, 'agent01', T);
    expect(statuses[8806]).toBeUndefined();
    expect(Object.values(statuses)).not.toContain('CLAIMED');
    expect(Object.values(statuses)).not.toContain('REJECTED');
    expect(statuses[8803]).toBe('CLAIM');
  });
});

describe('missions', () => {
  it('gives member01 five missions: two claimable, two in progress, one claimed (paid by a ledger entry)', () => {
    const state = createInitialState(T);
    const missions = state.rewards.member01!.missions.map((st) => [st.missionId, missionStatus(state.ledgerAnchor, missionDefinition(st.missionId)!, st, T)]);
    expect(missions).toEqual([
      ['MS-1001', 'CLAIMABLE'],
      ['MS-1002', 'CLAIMABLE'],
      ['MS-1003', 'IN_PROGRESS'],
      ['MS-1004', 'IN_PROGRESS'],
      ['MS-1005', 'CLAIMED'],
    ]);
    const paid = state.ledger.member01!.find((e) => e.type === 'BONUS' && e.remark === `Mission reward: ${WEEKEND_WARRIOR.title}`)!;
    expect(paid).toMatchObject({ amount: WEEKEND_WARRIOR.amount, bonusType: 'MISSION' });
    expect(state.rewards.member01!.missions.at(-1)!.claimedAt).toBe(paid.time);
    const welcome = state.ledger.member01!.find((e) => e.type === 'BONUS' && e.remark === WELCOME_BACK.title)!;
    expect(welcome).toMatchObject({ amount: WELCOME_BACK.amount, bonusType: 'PROMOTION' });
  });

  it('ranks 20 players per mission, member01 among them on MS-1001, with rewards by rank', () => {
    const def = missionDefinition('MS-1001')!;
    const board = leaderboard(def, 'member01', 2_000_000);
    expect(board.content).toHaveLength(20);
    expect(board.content.map((r) => r.rank)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(board.content.map((r) => r.reachedValue)).toEqual([...board.content.map((r) => r.reachedValue)].sort((a, b) => b - a));
    expect(board.content.every((r) => /^\w{2}\*\*\*\w{2}$/.test(r.username))).toBe(true);
    expect(board.footer).toEqual({ rank: 15, reachedValue: 2_000_000, reward: 50_000 });
    expect(board.content[14]).toEqual({ rank: 15, username: 'me***01', reachedValue: 2_000_000, reward: 50_000 });
    expect(board.content[0]!.reward).toBe(2_000_000);
    expect(leaderboard(def, 'member01', 2_000_000)).toEqual(board);
    expect(leaderboard(def, 'newbie01', 0).footer).toEqual({ rank: null, reachedValue: 0, reward: 0 });
  });
});

describe('referral', () => {
  it("gives member01 the code LUCKY-AN88 and twelve friends whose rewards are the ledger's referral bonuses", () => {
    const state = createInitialState(T);
    const referral = state.rewards.member01!.referral;
    expect(referral.code).toBe(MEMBER01_REFERRAL_CODE);
    const rows = referralRows(state.ledgerAnchor, referral.friends);
    expect(rows).toHaveLength(12);
    const count = (s: string) => rows.filter((r) => r.status === s).length;
    expect([count('QUALIFIED'), count('DEPOSITED'), count('REGISTERED')]).toEqual([4, 3, 5]);
    expect(rows.map((r) => r.registeredAt)).toEqual([...rows.map((r) => r.registeredAt)].sort((a, b) => b - a));
    const bonuses = state.ledger.member01!.filter((e) => e.bonusType === 'REFERRAL');
    expect(rows.reduce((total, r) => total + r.reward, 0)).toBe(bonuses.reduce((total, e) => total + e.amount, 0));
    expect(rows.filter((r) => r.status !== 'QUALIFIED').every((r) => r.reward === 0)).toBe(true);
    expect(rows.filter((r) => r.status === 'REGISTERED').every((r) => r.firstDepositAmount === undefined)).toBe(true);
  });

  it('gives the other demo accounts a code and no friends; a new member none until asked', () => {
    const state = createInitialState(T);
    expect(state.rewards.agent01!.referral).toEqual({ code: 'AGENT01-02', friends: [] });
    expect(initialRewards({ ...state.accounts.agent01!, username: 'fresh01' }, false, state.ledgerAnchor).referral.code).toBeNull();
  });
});
