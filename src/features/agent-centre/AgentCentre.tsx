import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetConsolidatedFunds } from '../../generated/wps/endpoints/member/member';
import type { ConsolidatedFunds } from '../../generated/wps/model';
import { openDialog } from '../../state/dialogs';
import { SideMenuLayout } from '../../ui/SideMenuLayout';
import { NoticeView } from '../../ui/StatusView';

/** The agent-centre menu in the spec's order (section 2); the last three follow the home-state flags. */
export const AGENT_CENTRE_ITEMS = [
  'announcement',
  'agentTeamOverview',
  'registerCentre',
  'downlineManagement',
  'teamBetting',
  'downlineProfit',
  'agentRevenue',
  'downlineTransactions',
  'dividendRecord',
  'dailyWages',
  'hourlySalary',
] as const;
export type AgentCentreItem = (typeof AGENT_CENTRE_ITEMS)[number];

/** The home-state flags enableCt, salary and hourSalary, read from the consolidated contract flags. */
export function agentFlags(funds: ConsolidatedFunds | undefined) {
  return {
    enableCt: funds?.divtypeinfo === 1,
    salary: funds?.dailysalinfotype === 1 || funds?.contractmrdailysalinfotype === 1,
    hourSalary: funds?.contracthoursalinfo === 1,
  };
}

/** The agent centre (opens on the team overview). */
export default function AgentCentre() {
  const { t } = useTranslation();
  const funds = useGetConsolidatedFunds();
  const flags = agentFlags(funds.data?.value);
  const shown = AGENT_CENTRE_ITEMS.filter((item) => {
    if (item === 'dividendRecord') return flags.enableCt;
    if (item === 'dailyWages') return flags.salary;
    if (item === 'hourlySalary') return flags.hourSalary;
    return true;
  });
  const [current, setCurrent] = useState<AgentCentreItem>('agentTeamOverview');
  const items = shown.map((id) => ({ id, label: t(`agentCentre.item.${id}`) }));
  return (
    <SideMenuLayout items={items} current={current} onSelect={(id) => setCurrent(id as AgentCentreItem)} label={t('agentCentre.title')}>
      {current === 'announcement' ? (
        <NoticeView id="ac-announcement" title={t('agentCentre.item.announcement')} text={t('agentCentre.announcement_text')}>
          <button type="button" className="button button--primary" onClick={() => openDialog('announcements', { kind: 'player' })}>
            {t('announcements.title')}
          </button>
        </NoticeView>
      ) : (
        <NoticeView id={`ac-${current}`} title={t(`agentCentre.item.${current}`)} text={t('memberCentre.not_offered')} />
      )}
    </SideMenuLayout>
  );
}
