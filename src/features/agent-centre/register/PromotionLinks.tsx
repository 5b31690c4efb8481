import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../api/money';
import {
  useCreateAffiliateUrl,
  useDeleteAffiliateUrl,
  useGetAffiliateRegistrations,
  useGetAffiliateUrls,
} from '../../../generated/relay/endpoints/agent/agent';
import type { AffiliateUrl, AgentQuota } from '../../../generated/relay/model';
import { useLocaleParts } from '../../../i18n/parts';
import { useDates } from '../../../i18n/useDates';
import { errorMessage } from '../../../lib/errors';
import { showAlert } from '../../../state/dialogs';
import { CopyButton } from '../../../ui/CopyButton';
import { RowBoundary } from '../../../ui/ErrorBoundary';
import { FormError, FormSuccess, TextField } from '../../../ui/form/Field';
import { Pagination } from '../../../ui/Pagination';
import { QrCode } from '../../../ui/QrCode';
import { QueryView } from '../../../ui/StatusView';
import { TableScroll } from '../../../ui/TableScroll';
import { useRefreshAgent } from '../team/refresh';
import { RebateTable } from './RebateTable';
import { memberKind, REMARK_MAX, ratesOf, rebateProblems, typedRates } from './rules';
import { TypeChoice } from './TypeChoice';

/** The platform keeps at most this many links an agent. */
export const LINK_LIMIT = 20;
const PAGE_SIZE = 10;

/**
 * Promotion links: a link registers whoever opens it under the agent, with the link's type and
 * rates. Make one (type, rates, a remark), copy it, show it as a QR code, see who registered
 * through it, delete it.
 */
export function PromotionLinks({ quota }: { quota: AgentQuota }) {
  useLocaleParts('agent', 'records');
  const { t } = useTranslation();
  const links = useGetAffiliateUrls({ query: { staleTime: 0 } });
  const count = links.data?.value.list.length ?? 0;
  return (
    <div className="agent-panel">
      <CreateLink quota={quota} full={count >= LINK_LIMIT} />
      <section aria-labelledby="agent-links-title" className="agent-panel">
        <h4 id="agent-links-title">
          {t('agent.links.title')} {links.data ? <span className="agent-muted">{t('agent.links.count', { count, max: LINK_LIMIT })}</span> : null}
        </h4>
        <QueryView query={links} isEmpty={(d) => d.value.list.length === 0} empty={t('agent.links.empty')}>
          {({ value }) => (
            <ul className="agent-links">
              {value.list.map((link) => (
                <RowBoundary key={link.linkId} row={link} as="li">
                  {() => <LinkItem link={link} />}
                </RowBoundary>
              ))}
            </ul>
          )}
        </QueryView>
      </section>
    </div>
  );
}

function CreateLink({ quota, full }: { quota: AgentQuota; full: boolean }) {
  const { t } = useTranslation();
  const create = useCreateAffiliateUrl();
  const refresh = useRefreshAgent();
  const [type, setType] = useState(quota.memberTypes[0] ?? 0);
  const [rates, setRates] = useState(() => typedRates(quota.rebates));
  const [remark, setRemark] = useState('');
  const [shown, setShown] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [made, setMade] = useState<string | null>(null);
  const problems = rebateProblems(quota.rebates, rates);
  const remarkTooLong = remark.trim().length > REMARK_MAX;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setShown(true);
    setFailure(null);
    setMade(null);
    if (remarkTooLong || Object.keys(problems).length > 0) return;
    try {
      const text = remark.trim();
      const { value } = await create.mutateAsync({ data: { memberType: type, rebates: ratesOf(quota.rebates, rates), ...(text ? { remark: text } : {}) } });
      setMade(value.code);
      setRemark('');
      setShown(false);
      await refresh();
    } catch (error) {
      setFailure(errorMessage(error, t));
    }
  };

  return (
    <form className="agent-form" onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby="agent-link-create">
      <h4 id="agent-link-create">{t('agent.links.create_title')}</h4>
      <TypeChoice types={quota.memberTypes} value={type} onChange={setType} />
      <RebateTable
        quota={quota.rebates}
        values={rates}
        onChange={(product, value) => setRates((r) => ({ ...r, [product]: value }))}
        problems={shown ? problems : {}}
        caption={t('agent.rebate.caption_link', { kind: t(`agent.kind.${memberKind(type)}`) })}
      />
      <TextField
        label={t('agent.links.remark')}
        autoComplete="off"
        maxLength={REMARK_MAX + 20}
        value={remark}
        onChange={(e) => setRemark(e.target.value)}
        error={remarkTooLong ? t('agent.links.remark_too_long', { max: REMARK_MAX }) : null}
      />
      <FormError>{failure ?? (full ? t('agent.links.full', { max: LINK_LIMIT }) : null)}</FormError>
      <FormSuccess>{made ? t('agent.links.created', { code: made }) : null}</FormSuccess>
      <button type="submit" className="button button--primary" disabled={create.isPending || full}>
        {create.isPending ? t('common.loading') : t('agent.links.create')}
      </button>
    </form>
  );
}

function LinkItem({ link }: { link: AffiliateUrl }) {
  const { t } = useTranslation();
  const when = useDates().moment;
  const remove = useDeleteAffiliateUrl();
  const refresh = useRefreshAgent();
  const [failure, setFailure] = useState<string | null>(null);
  const [showRegistrations, setShowRegistrations] = useState(false);
  const titleId = `agent-link-${link.linkId}`;

  const onDelete = async () => {
    const sure = await showAlert({ text: t('agent.links.delete_confirm', { code: link.code }), confirmKey: 'agent.links.delete', cancelKey: 'common.cancel' });
    if (!sure) return;
    setFailure(null);
    try {
      await remove.mutateAsync({ data: { linkId: link.linkId } });
      await refresh();
    } catch (error) {
      setFailure(errorMessage(error, t));
    }
  };

  return (
    <li>
      <article className="agent-link" aria-labelledby={titleId}>
        <div className="agent-link__head">
          <h5 id={titleId} className="agent-link__code">
            {t('agent.links.link_code', { code: link.code })}
          </h5>
          <span className="status-badge status-badge--ok">{t(`agent.kind.${memberKind(link.memberType)}`)}</span>
          {link.remark ? <span className="agent-muted">{link.remark}</span> : null}
        </div>
        <div className="agent-link__url">
          <span className="agent-link__address">{link.url}</span>
          <CopyButton text={link.url} label={t('agent.links.copy', { code: link.code })} />
        </div>
        <dl className="agent-link__facts">
          <div>
            <dt>{t('agent.links.registrations')}</dt>
            <dd>{link.registrations}</dd>
          </div>
          <div>
            <dt>{t('agent.links.created_at')}</dt>
            <dd>{when.format(link.createTime)}</dd>
          </div>
          <div>
            <dt>{t('agent.links.rates')}</dt>
            <dd>
              {link.rebates
                .filter((r) => r.rate > 0)
                .map((r) => `${t(`records.game.${r.productType}`, { defaultValue: r.productType })} ${t('agent.rebate.percent', { rate: r.rate })}`)
                .join(', ') || t('agent.links.no_rates')}
            </dd>
          </div>
        </dl>
        <div className="agent-link__actions">
          <details className="agent-link__qr">
            <summary>{t('agent.links.qr')}</summary>
            <QrCode text={link.url} label={t('agent.links.qr_label', { code: link.code })} />
          </details>
          <button type="button" className="button button--small" aria-expanded={showRegistrations} onClick={() => setShowRegistrations((s) => !s)}>
            {t('agent.links.show_registrations', { code: link.code })}
          </button>
          <button
            type="button"
            className="button button--small button--danger"
            onClick={() => void onDelete()}
            disabled={remove.isPending}
            aria-label={t('agent.links.delete_named', { code: link.code })}
          >
            {t('agent.links.delete')}
          </button>
        </div>
        <FormError>{failure}</FormError>
        {showRegistrations ? <Registrations link={link} /> : null}
      </article>
    </li>
  );
}

function Registrations({ link }: { link: AffiliateUrl }) {
  const { t } = useTranslation();
  const money = useMoney();
  const when = useDates().moment;
  const [page, setPage] = useState(1);
  const query = useGetAffiliateRegistrations(
    { linkId: link.linkId, pageNo: page, pageSize: PAGE_SIZE },
    { query: { staleTime: 0, placeholderData: (previous) => previous } },
  );
  const label = t('agent.links.registrations_of', { code: link.code });
  return (
    <section className="agent-link__registrations" aria-label={label}>
      <QueryView query={query} isEmpty={(d) => d.value.list.length === 0} empty={t('agent.links.no_registrations')}>
        {({ value }) => (
          <>
            <TableScroll>
              <table className="data-table">
                <caption className="visually-hidden">{label}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('agent.team.column.username')}</th>
                    <th scope="col">{t('agent.team.column.regTime')}</th>
                    <th scope="col">{t('agent.team.column.type')}</th>
                    <th scope="col" className="num">
                      {t('agent.links.first_deposit')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {value.list.map((r) => (
                    <RowBoundary key={r.username} row={r} as="tr" cells={4}>
                      {() => (
                        <tr>
                          <td>{r.username}</td>
                          <td>{when.format(r.regTime)}</td>
                          <td>{t(`agent.kind.${memberKind(r.memberType)}`)}</td>
                          <td className="num">{r.firstDepositAmount > 0 ? money(r.firstDepositAmount) : '—'}</td>
                        </tr>
                      )}
                    </RowBoundary>
                  ))}
                </tbody>
              </table>
            </TableScroll>
            <Pagination page={value.pageNo} pageCount={value.totalPages} onPage={setPage} label={label} />
          </>
        )}
      </QueryView>
    </section>
  );
}
