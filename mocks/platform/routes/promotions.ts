/**
 * The promotions routes (docs/design/issue15.md, "2. Promotions"): the categories, the
 * promotions list and detail (the reward centre's activities seen from /promotions, plus the
 * merchant's other promotions: ../promotions.ts), the claim hall's "claim all" (a BONUS entry of
 * the ledger per reward, as `claimActivity` writes them) and the rebate by product type with its
 * claim (REBATE entries: ../rebate.ts).
 */
import { now } from '../core/clock';
import { badParam, enumParam, fail, isFailure, needAccount, ok, type Routes, str } from '../core/context';
import { mainBalance } from '../core/ledger';
import { type MockAccount, PRODUCT_TYPES, type ProductType } from '../core/state';
import {
  listedPromotions,
  PROMOTION_CATEGORIES,
  type PromotionCategory,
  promotionCategories,
  promotionDefinition,
  publicPromotion,
  publicPromotionDetail,
} from '../promotions';
import { balanceAfter, claimRebate, emptyRebateSummary, rebateSummary } from '../rebate';
import { ACTIVITIES, type ActivityCategory, activityStatus, creditReward, publicActivity, rewardsOf } from '../rewards';

const TRIAL_TYPE = 4;
const trialRefused = () => fail(403, 'member.trial.not.allowed', 'Trial accounts cannot claim rewards');
const notExist = () => fail(400, 'promotion.not.exist', 'This promotion does not exist');
const ACTIVITY_CATEGORIES: readonly ActivityCategory[] = ['LOGIN', 'MANUAL', 'RAFFLE', 'TICKET', 'DEPOSIT', 'BET'];

const isTrial = (account: MockAccount) => account.type === TRIAL_TYPE;

export const promotionRoutes: Routes = {
  /* ---------------------------------------------------------------- promotions */

  getPromotionCategories(ctx) {
    return ok({ list: ctx.scenario === 'empty' ? [] : promotionCategories(ctx.state.ledgerAnchor, now(ctx.state)) });
  },

  getPromotions(ctx) {
    const category = enumParam<PromotionCategory>(ctx, 'category', PROMOTION_CATEGORIES);
    if (category === null) return badParam('category');
    const time = now(ctx.state);
    const list = ctx.scenario === 'empty' ? [] : listedPromotions(ctx.state.ledgerAnchor, time, category);
    return ok({ list: list.map((def) => publicPromotion(ctx.state, ctx.url.origin, def, ctx.account, time)) });
  },

  getPromotionDetail(ctx) {
    const raw = str(ctx.query.promotionId);
    const id = /^\d{1,9}$/.test(raw) ? Number(raw) : Number.NaN;
    const def = Number.isInteger(id) ? promotionDefinition(id) : undefined;
    // The `empty` scenario has no promotions at all (an old link finds none).
    if (!def || ctx.scenario === 'empty') return notExist();
    return ok(publicPromotionDetail(ctx.state, ctx.url.origin, def, ctx.account, now(ctx.state)));
  },

  /* ---------------------------------------------------------------- claim hall */

  claimAllActivities(ctx) {
    const a = needAccount(ctx);
    if (isFailure(a)) return a;
    if (isTrial(a)) return trialRefused();
    const raw = ctx.body.category;
    if (raw !== undefined && raw !== null && !ACTIVITY_CATEGORIES.includes(raw as ActivityCategory)) return badParam('category');
    const category = raw as ActivityCategory | undefined | null;
    const time = now(ctx.state);
    const anchor = ctx.state.ledgerAnchor;
    const states = rewardsOf(ctx.state, a).activities;
    const claimed: ReturnType<typeof publicActivity>[] = [];
    let amount = 0;
    let balance = mainBalance(a);
    if (ctx.scenario !== 'empty') {
      for (const def of ACTIVITIES) {
        const st = states.find((s) => s.promotionId === def.promotionId);
        if (!st || def.raffle || (category && def.category !== category)) continue;
        const status = activityStatus(anchor, def, st, time);
        if (status !== 'CLAIM' && status !== 'ISSUED') continue;
        const reward = def.rewardAmount ?? 0;
        const entry = creditReward(ctx.state, a.username, reward, def.title, 'PROMOTION', time);
        st.status = 'CLAIMED';
        st.claimedAt = time;
        amount += reward;
        balance = entry.balanceAfter;
        claimed.push(publicActivity(ctx.url.origin, anchor, def, st, time));
      }
    }
    return ok({ claimed, amount, balance }, claimed.length > 0 ? 'Claimed' : 'Nothing to claim');
  },

  /* ---------------------------------------------------------------- rebate */

  getRebate(ctx) {
    const a = needAccount(ctx);
    if (isFailure(a)) return a;
    const time = now(ctx.state);
    return ok(ctx.scenario === 'empty' ? emptyRebateSummary(a, time) : rebateSummary(ctx.state, a, time));
  },

  claimRebate(ctx) {
    const a = needAccount(ctx);
    if (isFailure(a)) return a;
    if (isTrial(a)) return fail(403, 'member.trial.not.allowed', 'Trial accounts cannot claim a rebate');
    const raw = ctx.body.productTypes;
    const named = raw === undefined || raw === null ? [] : Array.isArray(raw) ? raw : null;
    if (!named || named.some((p) => !PRODUCT_TYPES.includes(p as ProductType))) return badParam('productTypes');
    if (ctx.scenario === 'empty') return fail(409, 'rebate.nothing.to.claim', 'There is no rebate to claim');
    const { claimed, last } = claimRebate(ctx.state, a, named as ProductType[], now(ctx.state));
    if (claimed.length === 0) return fail(409, 'rebate.nothing.to.claim', 'There is no rebate to claim');
    const amount = Math.round(claimed.reduce((s, c) => s + c.amount, 0) * 100) / 100;
    return ok({ claimed, amount, balance: balanceAfter(a, last) }, 'Rebate claimed');
  },
};
