import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetAgentQuota } from '../../../generated/relay/endpoints/agent/agent';
import { QueryView } from '../../../ui/StatusView';
import type { OpenItem } from '../AgentCentre';
import { OpenAccountForm } from './OpenAccountForm';
import { PromotionLinks } from './PromotionLinks';

const TABS = ['open', 'links'] as const;
type Tab = (typeof TABS)[number];

/**
 * Register centre (registerCentre): open an account for a new downline, or make promotion links
 * that register newcomers under the agent; both within the agent's own rebate rates.
 */
export default function RegisterCentrePanel({ onOpen }: { onOpen: OpenItem }) {
  const { t } = useTranslation();
  const id = useId();
  const [tab, setTab] = useState<Tab>('open');
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const quota = useGetAgentQuota({ query: { staleTime: 60_000 } });

  // Arrow keys move between the tabs (and choose them), Home and End go to the first and last.
  const onKeyDown = (e: KeyboardEvent) => {
    const index = TABS.indexOf(tab);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: TABS.length - 1 }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    const chosen = (next + TABS.length) % TABS.length;
    setTab(TABS[chosen]!);
    tabs.current[chosen]?.focus();
  };

  return (
    <div className="agent-panel">
      <h3>{t('agentCentre.item.registerCentre')}</h3>
      <div className="tabs" role="tablist" aria-label={t('agentCentre.item.registerCentre')} onKeyDown={onKeyDown}>
        {TABS.map((name, i) => (
          <button
            key={name}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`${id}-panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => setTab(name)}
          >
            {t(`agent.register.tab.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel-${tab}`} aria-labelledby={`${id}-tab-${tab}`} className="agent-tabpanel">
        <QueryView query={quota} isEmpty={() => false} empty={null}>
          {({ value }) => (tab === 'open' ? <OpenAccountForm quota={value} onOpen={onOpen} /> : <PromotionLinks quota={value} />)}
        </QueryView>
      </div>
    </div>
  );
}
