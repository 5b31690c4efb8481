import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../api/money';
import { getGetDailySalaryRecordsQueryOptions, getGetDividendRecordsQueryOptions, getGetHourSalaryRecordsQueryOptions } from '../../../generated/relay/endpoints/agent/agent';
import type { GetDividendRecordsParams, SettlementRecord } from '../../../generated/relay/model';
import { PeriodPicker } from '../../../ui/PeriodPicker';
import { QueryView } from '../../../ui/StatusView';
import { signedClass } from '../../member-centre/records/records';
import { useDateTime } from '../../member-centre/useDateTime';
import { type Column, ReportTable, ReportTotals } from './ReportTable';
import { csvTime, PAGE_SIZE, reportFileName, type SettlementKind, useReportState, VN_ZONE, vnPeriod } from './report';
import '../../member-centre/records/records.css';

type Role = 'ALL' | 'UPLINE' | 'DOWNLINE';
const ROLES: readonly Role[] = ['ALL', 'UPLINE', 'DOWNLINE'];

// The three calls take the same parameters and answer the same page.
const QUERY_OPTIONS: Record<SettlementKind, typeof getGetDividendRecordsQueryOptions> = {
  dividend: getGetDividendRecordsQueryOptions,
  daily: getGetDailySalaryRecordsQueryOptions,
  hourly: getGetHourSalaryRecordsQueryOptions,
};
const TITLE = { dividend: 'agentCentre.item.dividendRecord', daily: 'agentCentre.item.dailyWages', hourly: 'agentCentre.item.hourlySalary' } as const;
const FILE = { dividend: 'dividends', daily: 'daily-wages', hourly: 'hourly-salary' } as const;
const BADGE = { PAID: 'status-badge--ok', PENDING: 'status-badge--wait', FORCED: 'status-badge--bad' } as const;

/**
 * The dividend record, the daily wages and the hourly salary (QueryDividend, dailySalRec,
 * hourSalRec): what the agent paid its downlines and was paid by its upline, each period
 * (half month, day, hour) with its volume, rate, amount and status; the current, unfinished
 * period is pending.
 */
export default function SettlementPanel({ kind }: { kind: SettlementKind }) {
  // A new kind is a new report: its own period, role and page.
  return <Settlement key={kind} kind={kind} />;
}

function Settlement({ kind }: { kind: SettlementKind }) {
  const { t } = useTranslation();
  const money = useMoney();
  const when = useDateTime('short');
  const { i18n } = useTranslation();
  const { period, setPeriod, page, setPage, filtered } = useReportState({ sort: 'periodStart', order: 'desc' }, kind === 'hourly' ? 'today' : 'last7');
  const [role, setRole] = useState<Role>('ALL');
  const params: GetDividendRecordsParams = { ...period, ...(role !== 'ALL' ? { role } : {}), pageNo: page, pageSize: PAGE_SIZE };
  const query = useQuery(QUERY_OPTIONS[kind](params, { query: { staleTime: 0, placeholderData: keepPreviousData } }));
  const title = t(TITLE[kind]);
  // Periods are the platform's (Vietnam) days, half months and hours: shown in its time zone.
  const periodFormat = new Intl.DateTimeFormat(
    i18n.language,
    kind === 'hourly' ? { dateStyle: 'short', timeStyle: 'short', numberingSystem: 'latn', timeZone: VN_ZONE } : { dateStyle: 'medium', numberingSystem: 'latn', timeZone: VN_ZONE },
  );
  // periodEnd is the period's last millisecond: an hour reads 10:00 – 11:00, a half month 1 – 15 Nov.
  const periodText = (r: SettlementRecord) =>
    kind === 'daily' ? periodFormat.format(r.periodStart) : periodFormat.formatRange(r.periodStart, kind === 'hourly' ? r.periodEnd + 1 : r.periodEnd);
  const product = (r: SettlementRecord) => (r.productType ? t(`records.game.${r.productType}`) : t('reports.product_all'));
  const percent = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2, numberingSystem: 'latn' });
  const status = (r: SettlementRecord) => t(`reports.settlement_status.${r.status}`);

  return (
    <div className="records-panel">
      <h3>{title}</h3>
      <section className="records-filters" aria-label={t('reports.filters')}>
        <PeriodPicker onChange={setPeriod} initial={kind === 'hourly' ? 'today' : 'last7'} />
        <fieldset className="chips">
          <legend className="visually-hidden">{t('reports.role')}</legend>
          {ROLES.map((r) => (
            <button key={r} type="button" className="chips__chip" aria-pressed={role === r} onClick={() => filtered(setRole)(r)}>
              {t(`reports.role_${r}`)}
            </button>
          ))}
        </fieldset>
      </section>
      <QueryView query={query} isEmpty={(d) => d.value.list.length === 0} empty={t('reports.no_settlements')}>
        {({ value }) => {
          const { totals } = value;
          const columns: Column<SettlementRecord>[] = [
            { id: 'period', header: t('reports.period'), cell: periodText, csv: (r) => vnPeriod(kind, r.periodStart, r.periodEnd) },
            { id: 'upline', header: t('reports.upline'), cell: (r) => r.upline, csv: (r) => r.upline },
            { id: 'downline', header: t('reports.downline_col'), cell: (r) => r.downline, csv: (r) => r.downline },
            { id: 'product', header: t('reports.product'), cell: product, csv: product },
            { id: 'betVolume', header: t('reports.bet_volume'), numeric: true, cell: (r) => money(r.betVolume), csv: (r) => r.betVolume },
            { id: 'activeMembers', header: t('reports.active_members'), numeric: true, cell: (r) => r.activeMembers, csv: (r) => r.activeMembers },
            ...(kind === 'dividend'
              ? [
                  {
                    id: 'profitLoss',
                    header: t('reports.profit_loss'),
                    numeric: true,
                    cellClass: (r: SettlementRecord) => signedClass(r.profitLoss),
                    cell: (r: SettlementRecord) => money(r.profitLoss),
                    csv: (r: SettlementRecord) => r.profitLoss,
                  },
                ]
              : []),
            { id: 'rate', header: t('reports.rate'), numeric: true, cell: (r) => `${percent.format(r.rate)}%`, csv: (r) => r.rate },
            { id: 'amount', header: t('reports.amount'), numeric: true, cell: (r) => money(r.amount), csv: (r) => r.amount, total: { view: money(totals.paid + totals.owed), csv: totals.paid + totals.owed } },
            { id: 'status', header: t('reports.status'), cell: (r) => <span className={`status-badge ${BADGE[r.status]}`}>{status(r)}</span>, csv: status },
            { id: 'paidAt', header: t('reports.paid_at'), cell: (r) => (r.paidAt ? when.format(r.paidAt) : '—'), csv: (r) => csvTime(r.paidAt) },
          ];
          return (
            <>
              <ReportTotals
                label={t('reports.totals')}
                items={[
                  { id: 'paid', label: t('reports.paid'), value: money(totals.paid), main: true },
                  { id: 'owed', label: t('reports.owed'), value: money(totals.owed) },
                ]}
              />
              <ReportTable
                caption={title}
                columns={columns}
                rows={value.list}
                rowKey={(r) => r.recordId}
                totalsLabel={t('reports.total_row')}
                page={value.pageNo}
                pageCount={value.totalPages}
                onPage={setPage}
                fileName={reportFileName(FILE[kind], period, role === 'ALL' ? '' : role.toLowerCase())}
                busy={query.isPlaceholderData}
              />
            </>
          );
        }}
      </QueryView>
    </div>
  );
}
