import { describe, expect, it } from 'vitest';
import { PromotionCategory } from '../generated/relay/model';
import { promoDetailSearch, promotionCategory, promotionId, promotionsSearch } from './promotion-search';

describe('search params', () => {
  it('keep a known category and a positive integer id, and drop anything else', () => {
    expect(promotionsSearch({ category: 'deposit_promo' })).toEqual({ category: 'deposit_promo' });
    expect(promotionsSearch({ category: '<script>' })).toEqual({ category: undefined });
    expect(promoDetailSearch({ id: 8801, category: 'rng_promo' })).toEqual({ id: 8801, category: 'rng_promo' });
    expect(promoDetailSearch({ id: '8801' })).toEqual({ id: 8801, category: undefined });
    for (const bad of ['abc', '-1', '0', '1.5', '', null, undefined, 1.5, Number.NaN, '99999999999999999']) expect(promotionId(bad)).toBeUndefined();
    expect(promotionCategory('rebate_promo')).toBe('rebate_promo');
    expect(promotionCategory('REBATE')).toBeUndefined();
    expect(promotionCategory('xrng_promo')).toBeUndefined();
  });

  it("accept exactly the contract's categories", () => {
    for (const category of Object.values(PromotionCategory)) expect(promotionCategory(category)).toBe(category);
  });
});
