/**
 * The points mall routes (docs/design/issue15.md, "1. Points mall"): the points balance, the
 * reward catalogue, the points records (redeem history and points details), the points
 * settings, conversion (a POINTS_CONVERT entry of the ledger) and redemption (points out, the
 * money part a POINTS_REDEEM entry, reviewed on the mock clock). Empty until the mock is
 * written: until then these operations answer with the contract's generated data.
 */
import type { Routes } from '../context';

export const pointRoutes: Routes = {};
