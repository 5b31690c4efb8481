/**
 * The promotions routes (docs/design/issue15.md, "2. Promotions"): the categories, the
 * promotions list and detail (the reward centre's activities seen from /promotions, plus the
 * merchant's other promotions), the claim hall's "claim all" (BONUS entries of the ledger) and
 * the rebate by product type with its claim (REBATE entries). Empty until the mock is written:
 * until then these operations answer with the contract's generated data.
 */
import type { Routes } from '../context';

export const promotionRoutes: Routes = {};
