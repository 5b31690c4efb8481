import { keepPreviousData } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetContractHistory } from '../../../generated/relay/endpoints/contract/contract';
import type { ContractEvent, ContractKind, GetContractHistoryParams } from '../../../generated/relay/model';
import { useLocalePart } from '../../../i18n/parts';
import { useDates } from '../../../i18n/useDates';
import { csvFileName } from '../../../lib/csv';
import { QueryView } from '../../../ui/StatusView';
import { type Column, ReportTable } from '../reports/ReportTable';
import { csvTime } from '../reports/report';
import { useRates } from './format';

const PAGE_SIZE = 10;
const ROLES = ['ALL', 'UPLINE', 'DOWNLINE'] as const;
type Role = (typeof ROLES)[number];

/** The history of the kind's contracts the agent is part of, newest first, paged; all, or as upline or downline only. */
export function History({ kind }: { kind: ContractKind }) {
  useLocalePart('contracts');
  const { t } = useTranslation();
  const when = useDates().moment;
  const rates = useRates();
  const headingId = useId();
  const [role, setRole] = useState<Role>('ALL');
  const [page, setPage] = useState(1);
  const params: GetContractHistoryParams = { kind, ...(role === 'ALL' ? {} : { role }), pageNo: page, pageSize: PAGE_SIZE };
  const query = useGetContractHistory(params, { query: { staleTime: 0, placeholderData: keepPreviousData } });
  const caption = t('contracts.history.caption', { kind: t(`contracts.kind.${kind}`) });
  const by = (e: ContractEvent) => (e.by === 'PLATFORM' ? t('contracts.history.platform') : e.by);
  const action = (e: ContractEvent) => t(`contracts.action_name.${e.action}`);
  const parties = (e: ContractEvent) => `${e.upline} → ${e.downline}`;
  const rate = (e: ContractEvent) => rates(e);
  const columns: Column<ContractEvent>[] = [
    { id: 'time', header: t('contracts.history.time'), cell: (e) => when.format(e.time), csv: (e) => csvTime(e.time) },
    { id: 'contract', header: t('contracts.history.contract'), cell: (e) => e.contractId, csv: (e) => e.contractId },
    { id: 'parties', header: t('contracts.history.parties'), cell: parties, csv: parties },
    { id: 'action', header: t('contracts.history.action'), cell: action, csv: action },
    { id: 'by', header: t('contracts.history.by'), cell: by, csv: by },
    { id: 'rate', header: t('contracts.history.rate'), numeric: true, cell: rate, csv: rate },
    { id: 'note', header: t('contracts.history.note'), cellClass: () => 'contract-history__note', cell: (e) => e.note ?? '', csv: (e) => e.note ?? '' },
  ];
  return (
    <section className="contracts-section" aria-labelledby={headingId} aria-busy={query.isPlaceholderData || undefined}>
      <div className="contracts-section__head">
        <h4 id={headingId}>{t('contracts.history.title')}</h4>
        <fieldset className="chips">
          <legend className="visually-hidden">{t('contracts.history.role')}</legend>
          {ROLES.map((r) => (
            <button
              key={r}
              type="button"
              className="chips__chip"
              aria-pressed={role === r}
              onClick={() => {
                setRole(r);
                setPage(1);
              }}
            >
              {t(`contracts.history.role_${r}`)}
            </button>
          ))}
        </fieldset>
      </div>
      <QueryView query={query} isEmpty={(d) => d.value.list.length === 0} empty={t('contracts.history.none')}>
        {({ value }) => (
          <ReportTable
            caption={caption}
            columns={columns}
            rows={value.list}
            rowKey={(e) => e.eventId}
            page={value.pageNo}
            pageCount={value.totalPages}
            onPage={setPage}
            fileName={csvFileName('contract-history', kind.toLowerCase(), role === 'ALL' ? '' : role.toLowerCase())}
            busy={query.isPlaceholderData}
          />
        )}
      </QueryView>
    </section>
  );
}
