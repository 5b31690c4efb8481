/**
 * The points mall's own state (spec section 4): the tab, the filters of each tab, the reward
 * whose redeem dialog is open and what the forms hold (never a password). It outlives a visit
 * to /pointMall; closing the member centre clears it.
 */
import { proxy, subscribe } from 'valtio';
import { dialogs } from '../../state/dialogs';
import { type Period, presetPeriod } from '../../ui/period';

export const TABS = ['rewards', 'convert', 'history', 'details'] as const;
export type Tab = (typeof TABS)[number];

export const REWARD_FILTERS = ['ALL', 'PHYSICAL', 'VIRTUAL'] as const;
export type RewardFilter = (typeof REWARD_FILTERS)[number];

export const HISTORY_STATUSES = ['ALL', 'PROCESSING', 'REJECTED', 'APPROVED'] as const;
export type HistoryStatus = (typeof HISTORY_STATUSES)[number];

export const DETAIL_TYPES = ['ALL', 'EARN', 'REDEEM', 'CONVERT', 'REFUND'] as const;
export type DetailType = (typeof DETAIL_TYPES)[number];

/** The presets each record tab opens on (spec: redeem history the last 30 days, points details the last 7). */
export const HISTORY_PRESET = 'last30';
export const DETAILS_PRESET = 'last7';

export interface RedeemForm {
  quantity: number;
  receivingAddress: string;
  mobileNum: string;
}

export interface PointMallState {
  tab: Tab;
  rewardFilter: RewardFilter;
  /** The reward whose redeem dialog is open. */
  redeeming: number | null;
  redeemForm: RedeemForm;
  convertPoints: string;
  history: { status: HistoryStatus; period: Period; page: number };
  details: { type: DetailType; period: Period; page: number };
  /** A line shown once on the tab it was written for (after a redemption: "Redemption submitted"). */
  notice: { tab: Tab; key: string } | null;
}

export const emptyRedeemForm = (): RedeemForm => ({ quantity: 1, receivingAddress: '', mobileNum: '' });

function initial(now = Date.now()): PointMallState {
  return {
    tab: 'rewards',
    rewardFilter: 'ALL',
    redeeming: null,
    redeemForm: emptyRedeemForm(),
    convertPoints: '',
    history: { status: 'ALL', period: presetPeriod(HISTORY_PRESET, now), page: 1 },
    details: { type: 'ALL', period: presetPeriod(DETAILS_PRESET, now), page: 1 },
    notice: null,
  };
}

export const pointMallState = proxy<PointMallState>(initial());

/** Back to a fresh points mall: the first tab, no filters, no open dialog, empty forms. */
export function resetPointMall(): void {
  Object.assign(pointMallState, initial());
}

export function openRedeem(rewardId: number): void {
  if (pointMallState.redeeming !== rewardId) pointMallState.redeemForm = emptyRedeemForm();
  pointMallState.redeeming = rewardId;
}

export function closeRedeem(): void {
  pointMallState.redeeming = null;
}

// Closing the member centre clears the points mall (spec section 4): the moment it leaves the open dialogs.
let memberCentreOpen = dialogs.open.includes('memberCentre');
subscribe(dialogs, () => {
  const open = dialogs.open.includes('memberCentre');
  if (memberCentreOpen && !open) resetPointMall();
  memberCentreOpen = open;
});
