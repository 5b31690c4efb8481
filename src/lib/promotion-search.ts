/**
 * The typed search params of /promotions (`?category=`) and /promoDetail (`?id=&category=`): a
 * category of the platform's list and a promotion id (a positive integer); anything else is
 * dropped, never a crash. Small on purpose: the route files, in the first bundle, import it.
 */
import type { PromotionCategory } from '../generated/relay/model';

/** The platform's 13 category codes (the contract's `PromotionCategory`; promotion-search.test.ts checks they agree). */
const CATEGORY = /^(?:(?:rng|live|pvp|sport|fish|lotto|rebate|deposit|other)_promo|player_rank_rules|point_mall|app_download|new_player)$/;

export const promotionCategory = (value: unknown): PromotionCategory | undefined =>
  typeof value === 'string' && CATEGORY.test(value) ? (value as PromotionCategory) : undefined;

/** A promotion id from a search param or a link's `linkage` ("8801" or 8801). */
export function promotionId(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,12}$/.test(value) ? Number(value) : Number.NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

/** /promotions: the chosen category (all when absent). */
export const promotionsSearch = (search: Record<string, unknown>): { category?: PromotionCategory } => ({ category: promotionCategory(search.category) });

/** /promoDetail: the promotion, and the category of the list it came from (for the way back). */
export const promoDetailSearch = (search: Record<string, unknown>): { id?: number; category?: PromotionCategory } => ({
  id: promotionId(search.id),
  category: promotionCategory(search.category),
});
