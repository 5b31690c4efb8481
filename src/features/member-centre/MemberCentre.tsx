import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useWhiteLabel } from '../../api/site';
import { useGetUnreadCount } from '../../generated/relay/endpoints/wallet/wallet';
import { dialogs } from '../../state/dialogs';
import { session } from '../../state/session';
import { sessionStore } from '../../state/storage';
import { SideMenuLayout } from '../../ui/SideMenuLayout';
import { NoticeView } from '../../ui/StatusView';
import { MessagesPanel, SecurityCentrePanel, TransactionsPanel, WalletPanel } from './panels';

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
] as const;
export type MemberCentreItem = (typeof MEMBER_CENTRE_ITEMS)[number];

const PANELS: Partial<Record<MemberCentreItem, () => React.ReactNode>> = {
  securityCenter: () => <SecurityCentrePanel />,
  transferFund: () => <WalletPanel />,
  transactionHistory: () => <TransactionsPanel />,
  messageV2: () => <MessagesPanel />,
};

/** The member centre (opens on securityCenter unless asked for another item). */
export default function MemberCentre() {
  const { t } = useTranslation();
  const params = useSnapshot(dialogs).params.memberCentre;
  const flags = useWhiteLabel();
  const snap = useSnapshot(session);
  const unread = useGetUnreadCount({ query: { enabled: snap.loggedIn } });
  const shown = MEMBER_CENTRE_ITEMS.filter((item) => {
    if (item === 'depositv2') return flags.deposit;
    if (item === 'withdraw') return flags.withdraw;
    if (item === 'rewardCenter') return flags.rewardCentre;
    if (item === 'transferUpline') return flags.transferUpline && sessionStore.get('toUpline') === 'true';
    return true;
  });
  const asked = params?.item as MemberCentreItem | undefined;
  const [current, setCurrent] = useState<MemberCentreItem>(asked && shown.includes(asked) ? asked : 'securityCenter');
  const items = shown.map((id) => ({ id, label: t(`memberCentre.item.${id}`), badge: id === 'messageV2' ? unread.data?.value.count : undefined }));
  const panel = PANELS[current];
  return (
    <SideMenuLayout items={items} current={current} onSelect={(id) => setCurrent(id as MemberCentreItem)} label={t('memberCentre.title')}>
      {panel ? panel() : <NoticeView id={`mc-${current}`} title={t(`memberCentre.item.${current}`)} text={t('memberCentre.not_offered')} />}
    </SideMenuLayout>
  );
}
