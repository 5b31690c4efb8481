/**
 * The remaining screens' routes (docs/design/issue15.md, parts 3 to 6): feedback and its
 * replies, the join-us programme and agent applications, the live-chat rooms and entering one,
 * and the mini games (launched with launchGame into the game popup). Empty until the mock is
 * written: until then these operations answer with the contract's generated data.
 */
import type { Routes } from '../context';

export const extraRoutes: Routes = {};
