import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../api/money';
import { useGetTeamTransactions } from '../../../generated/relay/endpoints/agent/agent';
import { type GetTeamTransactionsParams, type TeamTransaction, TransactionType } from '../../../generated/relay/model';
import { useDates } from '../../../i18n/useDates';
import { SelectField } from '../../../ui/form/Field';
import { PeriodPicker } from '../../../ui/PeriodPicker';
import { QueryView } from '../../../ui/StatusView';
import { signedClass } from '../../../ui/signed';
import { DownlineFilter } from './DownlineFilter';
import { type Column, ReportTable, ReportTotals } from './ReportTable';
import { csvTime, PAGE_SIZE, reportFileName, useReportState } from './report';
import '../../member-centre/records/records.css';
import { useLocaleParts } from '../../../i18n/parts';

const TX_TYPES = Object.values(TransactionType);

/**
 * Downline transaction details (getTeamTransDet): every movement of money in the team's
 * wallets, by member, type and period, newest first, with the money in and out of the filter.
 */
export default function TeamTransactionsPanel() {
  useLocaleParts('reports', 'records');
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const when = useDates().moment;
  const { period, setPeriod, page, setPage, filtered } = useReportState({ sort: 'time', order: 'desc' });
  const [customerName, setCustomerName] = useState('');
  const [txType, setTxType] = useState('');
  const params: GetTeamTransactionsParams = {
    ...period,
    ...(customerName ? { customerName } : {}),
    ...(txType ? { txType: txType as GetTeamTransactionsParams['txType'] } : {}),
    pageNo: page,
    pageSize: PAGE_SIZE,
  };
  const query = useGetTeamTransactions(params, { query: { staleTime: 0, placeholderData: keepPreviousData } });
  const title = t('agentCentre.item.downlineTransactions');
  // The records' labels of the transaction types; the agents' own (commission) are the reports'.
  const typeLabel = (type: string) => (i18n.exists(`memberCentre.tx.${type}`) ? t(`memberCentre.tx.${type}`) : t(`reports.tx_${type}`));
  const statusLabel = (status: string | undefined) => (status ? t(`records.tx_status.${status}`) : '');

  return (
    <div className="records-panel">
      <h3>{title}</h3>
      <section className="records-filters" aria-label={t('reports.filters')}>
        <PeriodPicker onChange={setPeriod} />
        <DownlineFilter value={customerName} onChange={filtered(setCustomerName)} />
        <div className="records-filters__row">
          <SelectField
            label={t('reports.tx_type')}
            value={txType}
            onChange={(e) => filtered(setTxType)(e.target.value)}
            placeholder={t('records.all')}
            options={TX_TYPES.map((type) => ({ value: type, label: typeLabel(type) }))}
          />
        </div>
      </section>
      <QueryView query={query} isEmpty={(d) => d.value.list.length === 0} empty={t('reports.no_transactions')}>
        {({ value }) => {
          const { totals } = value;
          const columns: Column<TeamTransaction>[] = [
            { id: 'username', header: t('reports.member'), cell: (r) => r.username, csv: (r) => r.username },
            { id: 'time', header: t('reports.time'), cell: (r) => when.format(r.time), csv: (r) => csvTime(r.time) },
            {
              id: 'type',
              header: t('reports.type'),
              cell: (r) => (
                <>
                  {typeLabel(r.type)}
                  {r.remark ? <span className="records-remark">{r.remark}</span> : null}
                </>
              ),
              csv: (r) => (r.remark ? `${typeLabel(r.type)} (${r.remark})` : typeLabel(r.type)),
            },
            { id: 'wallet', header: t('reports.wallet'), cell: (r) => r.walletName, csv: (r) => r.walletName },
            { id: 'reference', header: t('reports.reference'), cell: (r) => <span className="records-ref">{r.reference}</span>, csv: (r) => r.reference },
            {
              id: 'amount',
              header: t('reports.amount'),
              numeric: true,
              cellClass: (r) => signedClass(r.amount),
              cell: (r) => money(r.amount),
              csv: (r) => r.amount,
              total: { view: money(totals.in - totals.out), csv: totals.in - totals.out, className: signedClass(totals.in - totals.out) },
            },
            { id: 'balanceAfter', header: t('reports.balance_after'), numeric: true, cell: (r) => money(r.balanceAfter), csv: (r) => r.balanceAfter },
            { id: 'status', header: t('reports.status'), cell: (r) => statusLabel(r.status) || '—', csv: (r) => statusLabel(r.status) },
          ];
          return (
            <>
              <ReportTotals
                label={t('reports.totals')}
                items={[
                  { id: 'count', label: t('reports.tx_count'), value: totals.count },
                  { id: 'in', label: t('reports.total_in'), value: money(totals.in), className: 'amount--up' },
                  { id: 'out', label: t('reports.total_out'), value: money(totals.out), className: 'amount--down' },
                ]}
              />
              <ReportTable
                caption={title}
                columns={columns}
                rows={value.list}
                rowKey={(r) => r.id}
                totalsLabel={t('reports.total_row')}
                page={value.pageNo}
                pageCount={value.totalPages}
                onPage={setPage}
                fileName={reportFileName('team-transactions', period, customerName, txType)}
                busy={query.isPlaceholderData}
              />
            </>
          );
        }}
      </QueryView>
    </div>
  );
}
