import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Contract, ContractInfo, ContractKind } from '../../../generated/relay/model';
import { useLocalePart } from '../../../i18n/parts';
import { useDates } from '../../../i18n/useDates';
import { RowBoundary } from '../../../ui/ErrorBoundary';
import { FormError } from '../../../ui/form/Field';
import { useKindName, useRates, useTopRate } from './format';
import { type StepAsk, useContractStep } from './StepDialog';
import { TermsTable } from './TermsTable';

interface SectionProps {
  kind: ContractKind;
  info: ContractInfo;
  onAsk: (ask: StepAsk) => void;
  onDone: (text: string) => void;
}

/**
 * From my upline: each offer waiting for the agent's answer (its terms, what accepting changes,
 * Accept and Reject) and the contract in force (its terms, since when, Terminate).
 */
export function FromUpline({ kind, info, onAsk, onDone }: SectionProps) {
  useLocalePart('contracts');
  const { t } = useTranslation();
  const kindName = useKindName();
  const headingId = useId();
  const pending = info.asDownline.filter((c) => c.status === 'PENDING');
  const active = info.asDownline.find((c) => c.status === 'ACTIVE');
  return (
    <section className="contracts-section" aria-labelledby={headingId}>
      <h4 id={headingId}>{t('contracts.upline.title')}</h4>
      {pending.length === 0 && !active ? <p className="agent-muted">{t('contracts.upline.none', { kind: kindName(kind) })}</p> : null}
      {pending.map((offer) => (
        <RowBoundary key={offer.contractId} row={offer} as="div">
          {() => <OfferCard kind={kind} offer={offer} active={active} onAsk={onAsk} onDone={onDone} />}
        </RowBoundary>
      ))}
      {active ? <ActiveCard kind={kind} contract={active} onAsk={onAsk} /> : null}
    </section>
  );
}

/** The facts of a contract above its terms: its id, the salary period, and when (offered or in force since). */
function ContractFacts({ contract: c, since }: { contract: Contract; since: boolean }) {
  const { t } = useTranslation();
  const when = useDates().moment;
  return (
    <dl className="contract-facts">
      <div>
        <dt>{t('contracts.facts.id')}</dt>
        <dd>{c.contractId}</dd>
      </div>
      {c.salaryPeriod ? (
        <div>
          <dt>{t('contracts.facts.period')}</dt>
          <dd>{t(`contracts.period.${c.salaryPeriod}`)}</dd>
        </div>
      ) : null}
      <div>
        <dt>{since ? t('contracts.facts.since') : t('contracts.facts.offered')}</dt>
        <dd>{when.format(since ? (c.startTime ?? c.updateTime) : c.createTime)}</dd>
      </div>
    </dl>
  );
}

function OfferCard({
  kind,
  offer,
  active,
  onAsk,
  onDone,
}: {
  kind: ContractKind;
  offer: Contract;
  active: Contract | undefined;
  onAsk: (ask: StepAsk) => void;
  onDone: (text: string) => void;
}) {
  const { t } = useTranslation();
  const kindName = useKindName();
  const topRate = useTopRate();
  const rates = useRates();
  const titleId = useId();
  const step = useContractStep(kind, onDone);
  const ends = offer.wouldTerminate;
  const rate = topRate(offer.tiers);
  const onAccept = () => {
    if (ends.length === 0) {
      void step.run(offer, 'A');
      return;
    }
    onAsk({
      contract: offer,
      decision: 'A',
      confirmTerminate: true,
      title: t('contracts.confirm.accept_title', { upline: offer.upline }),
      text: t('contracts.confirm.accept_ends', { kind: kindName(kind), rate }),
      ends,
      confirmLabel: t('contracts.confirm.accept_anyway'),
    });
  };
  const onReject = () =>
    onAsk({
      contract: offer,
      decision: 'R',
      title: t('contracts.confirm.reject_title'),
      text: t(active ? 'contracts.confirm.reject_keeps' : 'contracts.confirm.reject', { upline: offer.upline, kind: kindName(kind), rate }),
      confirmLabel: t('contracts.action.reject'),
      danger: true,
    });
  return (
    <article className="contract-card contract-card--offer" aria-labelledby={titleId}>
      <header className="contract-card__head">
        <h5 id={titleId}>{t('contracts.offer.title', { upline: offer.upline })}</h5>
        <span className="status-badge status-badge--wait">{t('contracts.status.PENDING')}</span>
      </header>
      <ContractFacts contract={offer} since={false} />
      <TermsTable kind={kind} tiers={offer.tiers} caption={t('contracts.terms.caption', { id: offer.contractId })} />
      <div className="contract-card__change">
        <p className="contract-card__subtitle">{t('contracts.offer.changes')}</p>
        <ul>
          <li>
            {active ? t('contracts.offer.replaces', { from: topRate(active.tiers), to: rate, id: active.contractId }) : t('contracts.offer.starts', { rate })}
          </li>
        </ul>
        {offer.downlineHigherRate === 'Y' && ends.length > 0 ? (
          <ul className="contract-warning">
            {ends.map((r) => (
              <li key={r.contractId}>{t('contracts.offer.ends', { downline: r.downline, rate: rates(r) })}</li>
            ))}
          </ul>
        ) : null}
      </div>
      <FormError>{step.failure}</FormError>
      <div className="contract-card__actions">
        <button type="button" className="button button--primary" onClick={onAccept} disabled={step.pending}>
          {step.pending ? t('common.loading') : t('contracts.action.accept')}
        </button>
        <button type="button" className="button" onClick={onReject} disabled={step.pending}>
          {t('contracts.action.reject')}
        </button>
      </div>
    </article>
  );
}

function ActiveCard({ kind, contract: c, onAsk }: { kind: ContractKind; contract: Contract; onAsk: (ask: StepAsk) => void }) {
  const { t } = useTranslation();
  const kindName = useKindName();
  const topRate = useTopRate();
  const titleId = useId();
  const onTerminate = () =>
    onAsk({
      contract: c,
      decision: 'C',
      title: t('contracts.confirm.terminate_title'),
      text: t('contracts.confirm.terminate', { kind: kindName(kind), other: c.upline, rate: topRate(c.tiers), id: c.contractId }),
      confirmLabel: t('contracts.action.terminate'),
      danger: true,
    });
  return (
    <article className="contract-card" aria-labelledby={titleId}>
      <header className="contract-card__head">
        <h5 id={titleId}>{t('contracts.active.title', { upline: c.upline })}</h5>
        <span className="status-badge status-badge--ok">{t('contracts.status.ACTIVE')}</span>
      </header>
      <ContractFacts contract={c} since />
      <TermsTable kind={kind} tiers={c.tiers} caption={t('contracts.terms.caption', { id: c.contractId })} />
      <div className="contract-card__actions">
        <button type="button" className="button button--danger" onClick={onTerminate} aria-label={t('contracts.action.terminate_with', { other: c.upline })}>
          {t('contracts.action.terminate')}
        </button>
      </div>
    </article>
  );
}
