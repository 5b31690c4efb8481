import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { Suspense, useState, useTransition } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useWhiteLabel } from '../../api/site';
import { useGetAvailablePromotions } from '../../generated/relay/endpoints/rewards/rewards';
import { useGetUnreadCount } from '../../generated/relay/endpoints/wallet/wallet';
import { i18n } from '../../i18n';
import { loadLocaleParts, useLocaleParts } from '../../i18n/parts';
import { dates } from '../../lib/dates';
import { dialogs } from '../../state/dialogs';
import { session } from '../../state/session';
import { sessionStore } from '../../state/storage';
import { lazyComponent } from '../../ui/lazy';
import { SideMenuLayout } from '../../ui/SideMenuLayout';
import { LoadingView } from '../../ui/StatusView';
import { prefetchFirstReplies } from './first-replies';
import { SecurityCentrePanel } from './panels';
import { useAvailableMissions } from './rewards/missions';

// Every panel but the first is its own chunk, loaded when it is first opened or about to be.
const WalletPanel = lazyComponent('member-wallet', () => import('./money/WalletPanel'));
const DepositPanel = lazyComponent('member-deposit', () => import('./money/DepositPanel'));
const WithdrawPanel = lazyComponent('member-withdraw', () => import('./money/WithdrawPanel'));
const TransferPanel = lazyComponent('member-transfer', () => import('./money/TransferPanel'));
const BetRecordPanel = lazyComponent('member-betRecord', () => import('./records/BetRecordPanel'));
const AccountRecordPanel = lazyComponent('member-accountRecord', () => import('./records/AccountRecordPanel'));
const ProfitPanel = lazyComponent('member-profit', () => import('./records/ProfitPanel'));
const BonusPanel = lazyComponent('member-bonus', () => import('./records/BonusPanel'));
const InboxPanel = lazyComponent('member-inbox', () => import('./records/InboxPanel'));
const RewardCentrePanel = lazyComponent('member-rewardCentre', () => import('./rewards/RewardCentrePanel'));
const ReferralPanel = lazyComponent('member-referral', () => import('./rewards/ReferralPanel'));
const MissionPanel = lazyComponent('member-mission', () => import('./rewards/MissionPanel'));
const FeedbackPanel = lazyComponent('member-feedback', () => import('./feedback/FeedbackPanel'));
const ResponsiblePanel = lazyComponent('member-responsibleGaming', () => import('./responsible/ResponsiblePanel'));

/** The member-centre menu, in the spec's order (section 2). */
export const MEMBER_CENTRE_ITEMS = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'feedback',
  'responsibleGaming',
] as const;
export type MemberCentreItem = (typeof MEMBER_CENTRE_ITEMS)[number];

/** Each item's lazily loaded panel, whose chunk its intent preloads. */
const PANEL_CHUNKS: Partial<Record<MemberCentreItem, { preload: () => Promise<unknown> }>> = {
  transferFund: WalletPanel,
  depositv2: DepositPanel,
  withdraw: WithdrawPanel,
  transferUpline: TransferPanel,
  personalHistoryCopy: BetRecordPanel,
  transactionHistory: AccountRecordPanel,
  personalProfit: ProfitPanel,
  bonusDetails: BonusPanel,
  rewardCenter: RewardCentrePanel,
  referral: ReferralPanel,
  missionLeaderboard: MissionPanel,
  messageV2: InboxPanel,
  feedback: FeedbackPanel,
  // Its texts are a locale part of their own (locales/responsible/), fetched with its chunk.
  responsibleGaming: { preload: () => Promise.all([ResponsiblePanel.preload(), loadLocaleParts('responsible').catch(() => undefined)]) },
};

/** What opening an item asks for first: its panel's chunk and its first replies (a signed-in member's only); the promise: all settled. */
function preloadItem(item: string, queryClient: QueryClient): Promise<unknown> {
  return Promise.allSettled([PANEL_CHUNKS[item as MemberCentreItem]?.preload(), session.loggedIn ? prefetchFirstReplies(item, queryClient) : undefined]);
}

/**
 * The dialog host's preload (DialogHost): the centre about to open on an item. Its panels write
 * dates: the language's date formats are made now too (the first loads the browser's date data).
 */
export function preload(params: { item?: string } | undefined, queryClient: QueryClient): Promise<unknown> {
  dates(i18n.language);
  return preloadItem(params?.item ?? 'securityCenter', queryClient);
}

const PANELS: Record<MemberCentreItem, (ctx: { upline: boolean }) => React.ReactNode> = {
  securityCenter: () => <SecurityCentrePanel />,
  transferFund: () => <WalletPanel />,
  depositv2: () => <DepositPanel />,
  withdraw: () => <WithdrawPanel />,
  transferUpline: ({ upline }) => <TransferPanel upline={upline} />,
  personalHistoryCopy: () => <BetRecordPanel />,
  transactionHistory: () => <AccountRecordPanel />,
  personalProfit: () => <ProfitPanel />,
  bonusDetails: () => <BonusPanel />,
  rewardCenter: () => <RewardCentrePanel />,
  referral: () => <ReferralPanel />,
  missionLeaderboard: () => <MissionPanel />,
  messageV2: () => <InboxPanel />,
  feedback: () => <FeedbackPanel />,
  responsibleGaming: () => <ResponsiblePanel />,
};

/** The member centre (opens on securityCenter unless asked for another item). */
export default function MemberCentre() {
  const { t } = useTranslation();
  // The panels' texts (locales/money/, locales/records/): loaded with the centre, not with the first page.
  useLocaleParts('money', 'records');
  const params = useSnapshot(dialogs).params.memberCentre;
  const flags = useWhiteLabel();
  const snap = useSnapshot(session);
  const unread = useGetUnreadCount({ query: { enabled: snap.loggedIn } });
  const missions = useAvailableMissions(snap.loggedIn);
  // The platform's menu rule: referral and missions show while their promotions are enabled
  // (shown too while that is not known, so a slow or failed call hides nothing).
  const promotions = useGetAvailablePromotions({ query: { enabled: snap.loggedIn } }).data?.value.content;
  // Spec section 6 and the platform's menu rule: to the upline with an upline, not as a type-2
  // agent, with the white-label switch on; agents also send to their downlines from here.
  const upline = flags.transferUpline && sessionStore.get('toUpline') === 'true' && snap.memberType !== 2;
  const shown = MEMBER_CENTRE_ITEMS.filter((item) => {
    if (item === 'depositv2') return flags.deposit;
    if (item === 'withdraw') return flags.withdraw;
    if (item === 'rewardCenter') return flags.rewardCentre;
    if (item === 'transferUpline') return upline || snap.isAgent;
    if (item === 'referral') return promotions?.REFERRAL.enabled ?? true;
    if (item === 'missionLeaderboard') return promotions?.MISSION.enabled ?? true;
    if (item === 'feedback') return flags.feedback;
    return true;
  });
  const asked = params?.item as MemberCentreItem | undefined;
  const opening = asked && shown.includes(asked) ? asked : 'securityCenter';
  // The header's shortcuts open the centre on an item, also while it is already open.
  // (each openDialog call gives new params, so a second click on Deposit comes back to it).
  const [chosen, setChosen] = useState({ item: opening, params });
  // Another item keeps the current panel on screen, marked busy, until the next one is ready.
  const [switching, startSwitch] = useTransition();
  const queryClient = useQueryClient();
  const current = chosen.params === params ? chosen.item : opening;
  if (chosen.params !== params) setChosen({ item: opening, params });
  const label = (id: MemberCentreItem) => t(id === 'transferUpline' && snap.isAgent ? 'memberCentre.item.transferUpline_agent' : `memberCentre.item.${id}`);
  const badges: Partial<Record<MemberCentreItem, number | undefined>> = { messageV2: unread.data?.value.count, missionLeaderboard: missions };
  const items = shown.map((id) => ({ id, label: label(id), badge: badges[id] }));
  const panel = PANELS[current];
  return (
    <SideMenuLayout
      items={items}
      current={current}
      busy={switching}
      onSelect={(id) => startSwitch(() => setChosen({ item: id as MemberCentreItem, params }))}
      onIntent={(id) => preloadItem(id, queryClient)}
      label={t('memberCentre.title')}
    >
      <Suspense fallback={<LoadingView />}>{panel({ upline })}</Suspense>
    </SideMenuLayout>
  );
}
