import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetAgentQuota } from '../../../generated/relay/endpoints/agent/agent';
import { useLocalePart } from '../../../i18n/parts';
import { QueryView } from '../../../ui/StatusView';
import { Tabs, tabIds } from '../../../ui/Tabs';
import type { OpenItem } from '../items';
import { OpenAccountForm } from './OpenAccountForm';
import { PromotionLinks } from './PromotionLinks';

const TABS = ['open', 'links'] as const;
type Tab = (typeof TABS)[number];

/**
 * Register centre (registerCentre): open an account for a new downline, or make promotion links
 * that register newcomers under the agent; both within the agent's own rebate rates.
 */
export default function RegisterCentrePanel({ onOpen }: { onOpen: OpenItem }) {
  useLocalePart('agent');
  const { t } = useTranslation();
  const id = useId();
  const [tab, setTab] = useState<Tab>('open');
  const quota = useGetAgentQuota({ query: { staleTime: 60_000 } });

  return (
    <div className="agent-panel">
      <h3>{t('agentCentre.item.registerCentre')}</h3>
      <Tabs idBase={id} label={t('agentCentre.item.registerCentre')} tabs={TABS} current={tab} onChange={setTab}>
        {(name) => t(`agent.register.tab.${name}`)}
      </Tabs>
      <div role="tabpanel" id={tabIds(id, tab).panel} aria-labelledby={tabIds(id, tab).tab} className="agent-tabpanel">
        <QueryView query={quota} isEmpty={() => false} empty={null}>
          {({ value }) => (tab === 'open' ? <OpenAccountForm quota={value} onOpen={onOpen} /> : <PromotionLinks quota={value} />)}
        </QueryView>
      </div>
    </div>
  );
}
