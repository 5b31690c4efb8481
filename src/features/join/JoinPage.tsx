import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useGetAgentApplications, useGetAgentProgramme } from '../../generated/relay/endpoints/join/join';
import type { AgentContractTerms, AgentProgramme } from '../../generated/relay/model';
import { useLocalePart } from '../../i18n/parts';
import { useDates } from '../../i18n/useDates';
import { openDialog } from '../../state/dialogs';
import { requireAccess, roleOf } from '../../state/roles';
import { session } from '../../state/session';
import { ErrorView, LoadingView, QueryView } from '../../ui/StatusView';
import { ApplyForm } from './ApplyForm';
import { useJoinFormat } from './format';
import './join.css';
import { RowBoundary } from '../../ui/ErrorBoundary';

const HOW_STEPS = [1, 2, 3, 4, 5] as const;
const FAQ = [1, 2, 3, 4] as const;

/**
 * Join us (/join): what the agent programme offers (commission and the four contract kinds),
 * how it works, the application (a member's own, followed here; a visitor's contact request)
 * and common questions.
 */
export default function JoinPage() {
  useLocalePart('join');
  const { t } = useTranslation();
  const programme = useGetAgentProgramme({ query: { staleTime: 5 * 60_000 } });
  const format = useJoinFormat();
  const apply = useRef<HTMLElement>(null);
  const payTime = format.hour(programme.data?.value.commissionPayHour ?? 2);
  const agentCount = programme.data?.value.agentCount;

  const toForm = () => {
    const section = apply.current;
    section?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    // The form's first field (or the section's first action) takes the focus.
    requestAnimationFrame(() =>
      (section?.querySelector<HTMLElement>('form input, form select') ?? section?.querySelector<HTMLElement>('button'))?.focus({ preventScroll: true }),
    );
  };

  return (
    <div className="container area join">
      <section className="join-hero" aria-labelledby="join-title">
        <h1 id="join-title" className="area__title">
          <span className="hero-eyebrow">{t('area.join.title')}</span>
          <span>{t('join.hero_title')}</span>
        </h1>
        <p className="join-hero__text">{t('join.hero_text')}</p>
        {agentCount ? <p className="join-hero__count">{t('join.agent_count', { agents: format.count(agentCount) })}</p> : null}
        <div>
          <button type="button" className="button button--primary join-hero__apply" onClick={toForm}>
            {t('join.apply_now')}
          </button>
        </div>
      </section>

      <section className="join-section" aria-labelledby="join-earn">
        <h2 id="join-earn">{t('join.earn_title')}</h2>
        <QueryView query={programme} isEmpty={(d) => d.value.startingRebates.length === 0 && d.value.contracts.length === 0} empty={t('join.no_terms')}>
          {({ value }) => <Earnings programme={value} payTime={payTime} />}
        </QueryView>
      </section>

      <section className="join-section" aria-labelledby="join-how">
        <h2 id="join-how">{t('join.how_title')}</h2>
        <ol className="join-how">
          {HOW_STEPS.map((n) => (
            <li key={n} className="join-how__step">
              <span className="join-how__n" aria-hidden="true">
                {n}
              </span>
              <h3>{t(`join.how.${n}.title`)}</h3>
              <p>{t(`join.how.${n}.text`)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section ref={apply} className="join-section join-apply" aria-labelledby="join-apply" tabIndex={-1}>
        <h2 id="join-apply">{t('join.form_title')}</h2>
        <Application />
      </section>

      <section className="join-section" aria-labelledby="join-faq">
        <h2 id="join-faq">{t('join.faq_title')}</h2>
        <div className="join-faq">
          {FAQ.map((n) => (
            <details key={n} className="join-faq__item">
              <summary>{t(`join.faq.${n}.q`)}</summary>
              <p>{t(`join.faq.${n}.a`, { time: payTime })}</p>
            </details>
          ))}
        </div>
      </section>
    </div>
  );
}

function Earnings({ programme, payTime }: { programme: AgentProgramme; payTime: string }) {
  const { t } = useTranslation();
  const format = useJoinFormat();
  return (
    <div className="join-earn">
      {programme.startingRebates.length > 0 ? (
        <article className="join-card join-card--commission" aria-labelledby="join-commission">
          <h3 id="join-commission">{t('join.commission_title')}</h3>
          <p>{t('join.commission_text', { time: payTime })}</p>
          <table className="join-rates">
            <caption>{t('join.rebates_caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('join.product_type')}</th>
                <th scope="col">{t('join.rate')}</th>
              </tr>
            </thead>
            <tbody>
              {programme.startingRebates.map((r) => (
                <RowBoundary key={r.productType} row={r} as="tr" cells={2}>
                  {() => (
                    <tr>
                      <th scope="row">{t(`join.product.${r.productType}`)}</th>
                      <td>{format.percent(r.rate)}</td>
                    </tr>
                  )}
                </RowBoundary>
              ))}
            </tbody>
          </table>
        </article>
      ) : null}
      {programme.contracts.length > 0 ? (
        <div className="join-contracts">
          <h3 className="join-contracts__title">{t('join.contracts_title')}</h3>
          <ul className="join-contracts__list">
            {programme.contracts.map((c) => (
              <RowBoundary key={c.kind} row={c} as="li">
                {() => (
                  <li>
                    <ContractCard terms={c} />
                  </li>
                )}
              </RowBoundary>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

function ContractCard({ terms }: { terms: AgentContractTerms }) {
  const { t } = useTranslation();
  const format = useJoinFormat();
  const id = `join-contract-${terms.kind}`;
  const paid =
    terms.settlement === 'PERIOD' ? format.list((terms.salaryPeriods ?? []).map((p) => t(`join.period.${p}`))) : t(`join.settlement.${terms.settlement}`);
  return (
    <article className={`join-card join-card--${terms.kind.toLowerCase()}`} aria-labelledby={id}>
      <h4 id={id}>{t(`join.contract.${terms.kind}`)}</h4>
      <p className="join-card__rate">{t('join.up_to', { rate: format.percent(terms.maxRate) })}</p>
      <p>{t(`join.contract_text.${terms.kind}`, { lossRate: format.percent(terms.maxLossRate ?? terms.maxRate) })}</p>
      <dl className="join-card__facts">
        <dt>{t('join.paid')}</dt>
        <dd>{paid}</dd>
      </dl>
    </article>
  );
}

/** The application part: by who is visiting (visitor, member, agent) and what they sent before. */
function Application() {
  const { t } = useTranslation();
  const snap = useSnapshot(session);
  const role = roleOf(snap);
  if (role === 'agent') {
    return (
      <div className="join-status join-status--ok" role="status">
        <h3>{t('join.already_agent')}</h3>
        <p>{t('join.already_agent_text')}</p>
        <div>
          <button type="button" className="button button--primary" onClick={() => requireAccess(session, 'agent') && openDialog('agentCentre')}>
            {t('join.open_agent_centre')}
          </button>
        </div>
      </div>
    );
  }
  if (role === 'visitor') {
    return (
      <div className="join-apply__body">
        <div className="join-visitor">
          <p>{t('join.form_visitor')}</p>
          <button type="button" className="button" onClick={() => openDialog('register')}>
            {t('join.register_first')}
          </button>
        </div>
        <ApplyForm visitor />
      </div>
    );
  }
  return <MemberApplication />;
}

function MemberApplication() {
  const { t } = useTranslation();
  const when = useDates().moment;
  const applications = useGetAgentApplications({ query: { staleTime: 0 } });
  if (applications.isPending) return <LoadingView />;
  if (applications.isError) return <ErrorView error={applications.error} onRetry={() => void applications.refetch()} />;
  const newest = applications.data.value.list[0];
  if (!newest) return <ApplyForm visitor={false} />;
  if (newest.status === 'PENDING') {
    return (
      <div className="join-status join-status--wait" role="status">
        <h3>{t('join.status_title')}</h3>
        <p>{t('join.pending', { time: when.format(newest.submittedAt) })}</p>
      </div>
    );
  }
  const approved = newest.status === 'APPROVED';
  return (
    <div className="join-apply__body">
      <div className={`join-status join-status--${approved ? 'ok' : 'bad'}`} role="status">
        <h3>{t('join.status_title')}</h3>
        <p className="join-status__verdict">{t(approved ? 'join.approved' : 'join.rejected')}</p>
        {newest.reviewRemark ? <p>{newest.reviewRemark}</p> : null}
        {newest.reviewedAt ? <p className="join-status__time">{t('join.reviewed_at', { time: when.format(newest.reviewedAt) })}</p> : null}
        {approved ? null : <p>{t('join.apply_again')}</p>}
      </div>
      {approved ? null : <ApplyForm visitor={false} />}
    </div>
  );
}
