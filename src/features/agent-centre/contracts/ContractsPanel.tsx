import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractKind } from '../../../generated/relay/model';
import { useGetConsolidatedFunds } from '../../../generated/wps/endpoints/member/member';
import { useLocaleParts } from '../../../i18n/parts';
import { QueryView } from '../../../ui/StatusView';
import { Tabs, tabIds } from '../../../ui/Tabs';
import { useContractInfo } from './api';
import { WithDownlines } from './Downlines';
import { CONTRACT_KINDS, isContractKind, waitingKinds } from './flags';
import { History } from './History';
import { OfferForm, type OfferTarget } from './OfferForm';
import { type StepAsk, StepDialog } from './StepDialog';
import { FromUpline } from './Upline';
import './contracts.css';

/** When, after a step, the panel looks whether the keyboard lost its place (the dialog closes meanwhile). */
const FOCUS_CHECKS_MS = [50, 500];

/**
 * My contracts (myContracts): a tab per kind (dividend, daily, hourly and real-time salary),
 * each with the contracts from the agent's upline (an offer to answer, the contract in force),
 * those with its direct downlines (offer, change terms, withdraw, terminate) and the history.
 * `kind` opens it on a kind's tab (the prompt of an offer); else on the first kind with an offer
 * waiting, else dividend.
 */
export default function ContractsPanel({ kind: asked }: { kind?: string | undefined }) {
  // Its own texts, and the reports' for the history's table (its export and scrolling texts).
  useLocaleParts('contracts', 'reports');
  const { t } = useTranslation();
  const id = useId();
  // The flags the centre asked already: which kinds have an offer waiting (marked on their tabs).
  const waiting = waitingKinds(useGetConsolidatedFunds().data?.value);
  const [kind, setKind] = useState<ContractKind>(() => (isContractKind(asked) ? asked : (waiting[0] ?? 'DIVIDEND')));
  const [announced, setAnnounced] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const choose = (next: ContractKind) => {
    if (next !== kind) setAnnounced(null);
    setKind(next);
  };
  // A step done: announced; when the button that did it is gone (or its dialog closed and gave the
  // focus back to a button that is gone), the keyboard stays in the panel, on its heading.
  const onDone = (text: string) => {
    setAnnounced(text);
    const keep = () => {
      if (!document.activeElement || document.activeElement === document.body) heading.current?.focus();
    };
    for (const ms of FOCUS_CHECKS_MS) window.setTimeout(keep, ms);
  };

  const title = t('agentCentre.item.myContracts');
  return (
    <div className="agent-panel contracts-panel">
      <h3 ref={heading} tabIndex={-1}>
        {title}
      </h3>
      <Tabs idBase={id} label={title} tabs={CONTRACT_KINDS} current={kind} onChange={choose} className="tabs contracts-tabs">
        {(name) => (
          <>
            {t(`contracts.tab.${name}`)}
            {waiting.includes(name) ? (
              <>
                <span className="contracts-tabs__mark" aria-hidden="true" />
                <span className="visually-hidden"> ({t('contracts.tab_offer_waiting')})</span>
              </>
            ) : null}
          </>
        )}
      </Tabs>
      <div className="contracts-announce" role="status">
        {announced ? <p className="form-success">{announced}</p> : null}
      </div>
      <div role="tabpanel" id={tabIds(id, kind).panel} aria-labelledby={tabIds(id, kind).tab} className="agent-tabpanel">
        <KindTab key={kind} kind={kind} onDone={onDone} />
      </div>
    </div>
  );
}

/** One kind's tab: from my upline, with my downlines (and the offer form, the confirmations), the history. */
function KindTab({ kind, onDone }: { kind: ContractKind; onDone: (text: string) => void }) {
  const info = useContractInfo(kind);
  // The confirmation and the offer form: kept while they fade out; `n` makes each a fresh one.
  const [asking, setAsking] = useState<{ ask: StepAsk; open: boolean; n: number } | null>(null);
  const [offering, setOffering] = useState<{ target: OfferTarget; open: boolean; n: number } | null>(null);
  const onAsk = (ask: StepAsk) => setAsking((a) => ({ ask, open: true, n: (a?.n ?? 0) + 1 }));
  const onOffer = (target: OfferTarget) => setOffering((o) => ({ target, open: true, n: (o?.n ?? 0) + 1 }));
  return (
    <>
      <QueryView query={info} isEmpty={() => false} empty={null}>
        {({ value }) => (
          <>
            <FromUpline kind={kind} info={value} onAsk={onAsk} onDone={onDone} />
            <WithDownlines kind={kind} info={value} onAsk={onAsk} onOffer={onOffer} />
            {offering ? (
              <OfferForm
                key={offering.n}
                kind={kind}
                info={value}
                target={offering.target}
                open={offering.open}
                onClose={() => setOffering((o) => o && { ...o, open: false })}
                onSent={onDone}
              />
            ) : null}
          </>
        )}
      </QueryView>
      {asking ? (
        <StepDialog
          key={asking.n}
          kind={kind}
          ask={asking.ask}
          open={asking.open}
          onClose={() => setAsking((a) => a && { ...a, open: false })}
          onDone={onDone}
        />
      ) : null}
      <History kind={kind} />
    </>
  );
}
