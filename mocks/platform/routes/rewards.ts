/**
 * The reward centre, invite-friends and mission routes (../rewards.ts): listing the member's
 * activities, joining, applying (reviewed on the mock clock), claiming (a BONUS entry of the
 * ledger: the header balance and the account record show it), the raffle, the referral code,
 * friends and rules, the missions, their leaderboards and claims.
 */
import { now } from '../core/clock';
import {
  badParam,
  dataUrlImage,
  enumParam,
  type Failure,
  fail,
  isFailure,
  needAccount,
  ok,
  pageOf,
  type RouteContext,
  type Routes,
  str,
} from '../core/context';
import { round2 } from '../core/ledger';
import { ACTIVITY_STATUSES, type ActivityState, type ActivityStatus, type MockAccount } from '../core/state';
import { REFERRAL_TIERS } from '../demo-script';
import {
  ACTIVITIES,
  type ActivityCategory,
  type ActivityDefinition,
  activityDefinition,
  activityEnd,
  activityStatus,
  applyFor,
  creditReward,
  generatedReferralCode,
  LEADERBOARD_MISSION,
  leaderboard,
  MISSIONS,
  missionDefinition,
  missionStatus,
  publicActivity,
  publicMission,
  REFERRAL_RULES_HTML,
  raffleScheduleId,
  referralRows,
  rewardsOf,
} from '../rewards';

const notExist = () => fail(400, 'activity.not.exist', 'This activity does not exist');
const badStatus = (why: string) => fail(409, 'activity.status.invalid', why);

/** The member's activity named by the body's `promotionId`, or the 400. */
function activityOf(ctx: RouteContext, account: MockAccount): { def: ActivityDefinition; st: ActivityState; status: ActivityStatus } | Failure {
  const id = Number(ctx.body.promotionId);
  const def = Number.isInteger(id) ? activityDefinition(id) : undefined;
  const st = def ? rewardsOf(ctx.state, account).activities.find((a) => a.promotionId === def.promotionId) : undefined;
  if (!def || !st) return notExist();
  return { def, st, status: activityStatus(ctx.state.ledgerAnchor, def, st, now(ctx.state)) };
}

const activityValue = (ctx: RouteContext, def: ActivityDefinition, st: ActivityState) =>
  publicActivity(ctx.url.origin, ctx.state.ledgerAnchor, def, st, now(ctx.state));

/** The member's activities in the reward centre's order. */
function activitiesOf(ctx: RouteContext, account: MockAccount) {
  const states = rewardsOf(ctx.state, account).activities;
  return ACTIVITIES.flatMap((def) => {
    const st = states.find((a) => a.promotionId === def.promotionId);
    return st ? [{ def, st }] : [];
  });
}

/** What a member can act on now in a category: join or apply, claim, apply again. */
const ACTIONABLE: readonly ActivityStatus[] = ['JOIN', 'CLAIM', 'ISSUED', 'REJECTED'];

/** The images of an application: 0 to 3 PNG or JPEG data URLs of at most 5 MB, at least one when the activity asks for images. */
function picturesOf(value: unknown, required: boolean): { type: string; bytes: number }[] | Failure {
  const list = Array.isArray(value) ? value : [];
  if (list.length > 3) return fail(400, 'activity.images.too.many', 'At most 3 images');
  if (required && list.length === 0) return fail(400, 'activity.images.required', 'Please upload 1 to 3 images');
  const pictures: { type: string; bytes: number }[] = [];
  for (const item of list) {
    const image = dataUrlImage(item);
    if (!image) return fail(400, 'activity.images.invalid', 'Images must be PNG or JPEG of at most 5 MB each');
    pictures.push(image);
  }
  return pictures;
}

export const rewardRoutes: Routes = {
  /* ---------------------------------------------------------------- reward centre */

  getAvailablePromotions(ctx) {
    const a = needAccount(ctx);
    if (isFailure(a)) return a;
    const time = now(ctx.state);
    const rewards = rewardsOf(ctx.state, a);
    const activities = activitiesOf(ctx, a).map(({ def, st }) => ({ def, status: activityStatus(ctx.state.ledgerAnchor, def, st, time) }));
    const count = (category: ActivityCategory, also: (def: ActivityDefinition) => boolean = () => true) =>
      activities.filter((x) => x.def.category === category && also(x.def) && ACTIONABLE.includes(x.status)).length;
    const claimable = MISSIONS.filter((def) => {
      const st = rewards.missions.find((m) => m.missionId === def.missionId);
      return st && missionStatus(ctx.state.ledgerAnchor, def, st, time) === 'CLAIMABLE';
    }).length;
    return ok({
      content: {
        LOGIN: { enabled: true, count: count('LOGIN') },
        MANUAL: { enabled: true, count: count('MANUAL') },
        RAFFLE: { enabled: true, count: count('RAFFLE') },
        TICKET: { enabled: activities.some((x) => x.def.category === 'TICKET'), count: count('TICKET') },
        MISSION: { enabled: true, count: claimable },
        REFERRAL: { enabled: true, count: 0 },
      },
    });
  },

  getRewardActivities(ctx) {
    const a = needAccount(ctx);
    if (isFailure(a)) return a;
    const status = enumParam<ActivityStatus>(ctx, 'status', ACTIVITY_STATUSES);
    if (status === null) return badParam('status');
    const time = now(ctx.state);
    const rows = activitiesOf(ctx, a).filter(({ def, st }) => !status || activityStatus(ctx.state.ledgerAnchor, def, st, time) === status);
    return pageOf(ctx, rows, ({ def, st }) => activityValue(ctx, def, st));
  },

  joinActivity(ctx) {
    const a = needAccount(ctx);
    if (isFailure(a)) return a;
    const found = activityOf(ctx, a);
    if (isFailure(found)) return found;
    const { def, st, status } = found;
    if (status !== 'JOIN') return badStatus('This activity cannot be joined');
    if (def.applyWithImages) return badStatus('This activity is applied for with images');
    st.status = 'JOINED';
    return ok(activityValue(ctx, def, st));
  },

  claimActivity(ctx) {
    const a = needAccount(ctx);
    if (isFailure(a)) return a;
    const found = activityOf(ctx, a);
    if (isFailure(found)) return found;
    const { def, st, status } = found;
    if (status !== 'CLAIM' && status !== 'ISSUED') return badStatus('There is no reward to claim');
    if (def.raffle) return badStatus('Raffle prizes are drawn with claimRafflePromotion');
    const time = now(ctx.state);
    const amount = def.rewardAmount ?? 0;
    const entry = creditReward(ctx.state, a.username, amount, def.title, 'PROMOTION', time);
    st.status = 'CLAIMED';
    st.claimedAt = time;
    return ok({ activity: activityValue(ctx, def, st), amount, balance: entry.balanceAfter });
  },

  applyActivity(ctx) {
    const a = needAccount(ctx);
    if (isFailure(a)) return a;
    const found = activityOf(ctx, a);
    if (isFailure(found)) return found;
    const { def, st, status } = found;
    const time = now(ctx.state);
    const open = (status === 'JOIN' && def.applyWithImages) || status === 'REJECTED';
    if (!open || time > activityEnd(ctx.state.ledgerAnchor, def)) return badStatus('This activity cannot be applied for now');
    const pictures = picturesOf(ctx.body.pictures, def.applyWithImages);
    if (isFailure(pictures)) return pictures;
    const remarks = str(ctx.body.remarks);
    if (remarks.length > 140) return badParam('remarks');
    applyFor(st, time, pictures, remarks);
    return ok(activityValue(ctx, def, st));
  },

  claimRafflePromotion(ctx) {
    const a = needAccount(ctx);
    if (isFailure(a)) return a;
    const found = activityOf(ctx, a);
    if (isFailure(found)) return found;
    const { def, st, status } = found;
    if (!def.raffle) return notExist();
    // The draw named must be the activity's own.
    if (str(ctx.body.raffleScheduleId) !== raffleScheduleId(ctx.state.ledgerAnchor, def)) return badParam('raffleScheduleId');
    // The contract documents 400 only for this call.
    if (status !== 'CLAIM') return fail(400, 'activity.status.invalid', 'There is no draw left');
    const time = now(ctx.state);
    const prizeAmount = def.rewardAmount ?? 0;
    const prizeName = `Prize ${prizeAmount.toLocaleString('en-US')} ₫`;
    creditReward(ctx.state, a.username, prizeAmount, `${def.title}: ${prizeName}`, 'PROMOTION', time);
    st.status = 'CLAIMED';
    st.claimedAt = time;
    return ok({ promotionId: def.promotionId, prizeName, prizeAmount, remainingDraws: 0, status: 'CLAIMED' }, 'Congratulations!');
  },

  /* ---------------------------------------------------------------- invite friends */

  getReferralDetails(ctx) {
    const a = needAccount(ctx);
    if (isFailure(a)) return a;
    const auto = str(ctx.query.autoGenerate);
    if (auto && auto !== 'true') return badParam('autoGenerate');
    const referral = rewardsOf(ctx.state, a).referral;
    if (!referral.code) {
      if (!auto) return fail(400, 'referral.code.not.exist', 'You have no referral code yet');
      referral.code = generatedReferralCode(a);
    }
    const prize = (ctx.state.ledger[a.username] ?? []).filter((e) => e.type === 'BONUS' && e.bonusType === 'REFERRAL').reduce((sum, e) => sum + e.amount, 0);
    return ok({
      referralCode: referral.code,
      referralLink: `${ctx.url.origin}/register?${new URLSearchParams({ affiliateCode: referral.code })}`,
      totalInvitations: referral.friends.length,
      qualifiedInvitations: referral.friends.filter((f) => f.status === 'QUALIFIED').length,
      totalPrize: round2(prize),
    });
  },

  getReferralList(ctx) {
    const a = needAccount(ctx);
    if (isFailure(a)) return a;
    return pageOf(ctx, referralRows(ctx.state.ledgerAnchor, rewardsOf(ctx.state, a).referral.friends), (row) => row);
  },

  getReferralRules: () => ok({ rulesHtml: REFERRAL_RULES_HTML, tiers: REFERRAL_TIERS.map((t) => ({ ...t })) }),

  /* ---------------------------------------------------------------- missions */

  getMissionSummary(ctx) {
    const a = needAccount(ctx);
    if (isFailure(a)) return a;
    const filter = enumParam<'O' | 'C'>(ctx, 'status', ['O', 'C']);
    if (filter === null) return badParam('status');
    const time = now(ctx.state);
    const anchor = ctx.state.ledgerAnchor;
    const missions = rewardsOf(ctx.state, a).missions.flatMap((st) => {
      const def = missionDefinition(st.missionId);
      return def ? [publicMission(anchor, def, st, time)] : [];
    });
    const open = (m: { claimStatus: string }) => m.claimStatus === 'IN_PROGRESS' || m.claimStatus === 'CLAIMABLE';
    const rows = missions.filter((m) => !filter || (filter === 'O') === open(m));
    return pageOf(ctx, rows, (m) => m, { availableCount: missions.filter((m) => m.claimStatus === 'CLAIMABLE').length });
  },

  getMissionLeaderboard(ctx) {
    const a = needAccount(ctx);
    if (isFailure(a)) return a;
    const def = missionDefinition(str(ctx.query.missionId) || LEADERBOARD_MISSION);
    if (!def) return fail(400, 'mission.not.exist', 'This mission does not exist');
    const progress = rewardsOf(ctx.state, a).missions.find((m) => m.missionId === def.missionId)?.progress ?? 0;
    return ok(leaderboard(def, a.username, progress));
  },

  claimMissionRewards(ctx) {
    const a = needAccount(ctx);
    if (isFailure(a)) return a;
    const id = str(ctx.body.missionId);
    const def = missionDefinition(id);
    const st = rewardsOf(ctx.state, a).missions.find((m) => m.missionId === id);
    if (!def || !st) return fail(400, 'mission.not.exist', 'This mission does not exist');
    const time = now(ctx.state);
    if (missionStatus(ctx.state.ledgerAnchor, def, st, time) !== 'CLAIMABLE') return fail(409, 'mission.not.claimable', 'This mission has no reward to claim');
    const entry = creditReward(ctx.state, a.username, def.reward, `Mission reward: ${def.title}`, 'MISSION', time);
    st.claimedAt = time;
    return ok({ mission: publicMission(ctx.state.ledgerAnchor, def, st, time), amount: def.reward, balance: entry.balanceAfter });
  },
};
