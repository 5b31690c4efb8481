import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { refreshMoney, useMoney } from '../../../api/money';
import {
  getGetDailySalaryRecordsQueryKey,
  getGetDailySalaryRecordsQueryOptions,
  getGetDividendRecordsQueryKey,
  getGetDividendRecordsQueryOptions,
  getGetHourSalaryRecordsQueryKey,
  getGetHourSalaryRecordsQueryOptions,
} from '../../../generated/relay/endpoints/agent/agent';
import { getGetContractDividendInfoQueryKey, getGetContractHistoryQueryKey, usePayDividend } from '../../../generated/relay/endpoints/contract/contract';
import type { GetDividendRecordsParams, SettlementRecord } from '../../../generated/relay/model';
import { useLocaleParts } from '../../../i18n/parts';
import { useDates } from '../../../i18n/useDates';
import { errorMessage } from '../../../lib/errors';
import { session } from '../../../state/session';
import { Dialog } from '../../../ui/dialog/Dialog';
import { FormError, FormSuccess } from '../../../ui/form/Field';
import { PeriodPicker } from '../../../ui/PeriodPicker';
import { QueryView } from '../../../ui/StatusView';
import { signedClass } from '../../../ui/signed';
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
const BADGE = { PAID: 'status-badge--ok', PENDING: 'status-badge--wait', DUE: 'status-badge--wait', FORCED: 'status-badge--bad' } as const;
/** The reads a paid dividend changes besides the money: the records (every kind: the wallet paid them) and the contract's info and history. */
const PAID_READS: readonly string[] = [
  getGetDividendRecordsQueryKey()[0],
  getGetDailySalaryRecordsQueryKey()[0],
  getGetHourSalaryRecordsQueryKey()[0],
  getGetContractDividendInfoQueryKey()[0],
  getGetContractHistoryQueryKey()[0],
];

/**
 * The dividend record, the daily wages and the hourly salary (QueryDividend, dailySalRec,
 * hourSalRec): what the agent paid its downlines and was paid by its upline, each period
 * (half month, day, hour) with its volume, rate, amount and status; the current, unfinished
 * period is pending. A dividend the agent owes is due until it pays it (Pay, after a confirmation
 * naming the deadline) or the platform forces it at the deadline and freezes the agent.
 */
export default function SettlementPanel({ kind }: { kind: SettlementKind }) {
  useLocaleParts('reports', 'records');
  // A new kind is a new report: its own period, role and page.
  return <Settlement key={kind} kind={kind} />;
}

function Settlement({ kind }: { kind: SettlementKind }) {
  const { t } = useTranslation();
  const money = useMoney();
  const when = useDates().moment;
  const { i18n } = useTranslation();
  const { period, setPeriod, page, setPage, filtered } = useReportState({ sort: 'periodStart', order: 'desc' }, kind === 'hourly' ? 'today' : 'last7');
  const [role, setRole] = useState<Role>('ALL');
  const params: GetDividendRecordsParams = { ...period, ...(role !== 'ALL' ? { role } : {}), pageNo: page, pageSize: PAGE_SIZE };
  const query = useQuery(QUERY_OPTIONS[kind](params, { query: { staleTime: 0, placeholderData: keepPreviousData } }));
  const title = t(TITLE[kind]);
  // Periods are the platform's (Vietnam) days, half months and hours: shown in its time zone.
  const vn = useDates(VN_ZONE);
  // periodEnd is the period's last millisecond: an hour reads 10:00 – 11:00, a half month 1 – 15 Nov.
  const periodText = (r: SettlementRecord) =>
    kind === 'daily'
      ? vn.day.format(r.periodStart)
      : kind === 'hourly'
        ? vn.moment.formatRange(r.periodStart, r.periodEnd + 1)
        : vn.period(r.periodStart, r.periodEnd);
  const product = (r: SettlementRecord) => (r.productType ? t(`records.game.${r.productType}`) : t('reports.product_all'));
  const percent = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  const status = (r: SettlementRecord) => t(`reports.settlement_status.${r.status}`);
  const { account } = useSnapshot(session);
  // A due dividend the agent owes: Pay opens the confirmation; the outcome is announced above the table.
  const [paying, setPaying] = useState<{ record: SettlementRecord; open: boolean; n: number } | null>(null);
  const [paid, setPaid] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const onPaid = async (text: string) => {
    setPaying((p) => p && { ...p, open: false });
    setPaid(text);
    await Promise.all([refreshMoney(queryClient), queryClient.invalidateQueries({ predicate: (q) => PAID_READS.includes(String(q.queryKey[0])) })]);
    // The paid row's Pay button is gone: keep the keyboard in the panel.
    if (!document.activeElement || document.activeElement === document.body) headingRef.current?.focus();
  };
  const canPay = (r: SettlementRecord) => kind === 'dividend' && r.status === 'DUE' && r.upline === account;
  const paidAtText = (r: SettlementRecord) =>
    r.paidAt ? when.format(r.paidAt) : r.status === 'DUE' && r.dueAt ? t('reports.due_by', { time: when.format(r.dueAt) }) : '—';

  return (
    <div className="records-panel">
      <h3 ref={headingRef} tabIndex={-1}>
        {title}
      </h3>
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
      <FormSuccess>{paid}</FormSuccess>
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
            {
              id: 'amount',
              header: t('reports.amount'),
              numeric: true,
              cell: (r) => money(r.amount),
              csv: (r) => r.amount,
              total: { view: money(totals.paid + totals.owed), csv: totals.paid + totals.owed },
            },
            {
              id: 'status',
              header: t('reports.status'),
              cell: (r) => (
                <span className="settlement-status">
                  <span className={`status-badge ${BADGE[r.status]}`}>{status(r)}</span>
                  {canPay(r) ? (
                    <button
                      type="button"
                      className="button button--small button--primary"
                      aria-label={t('reports.pay_named', { amount: money(r.amount), downline: r.downline })}
                      onClick={() => {
                        setPaid(null);
                        setPaying((p) => ({ record: r, open: true, n: (p?.n ?? 0) + 1 }));
                      }}
                    >
                      {t('reports.pay')}
                    </button>
                  ) : null}
                </span>
              ),
              csv: status,
            },
            { id: 'paidAt', header: t('reports.paid_at'), cell: paidAtText, csv: (r) => csvTime(r.paidAt) },
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
              {kind === 'dividend' ? (
                <dl className="settlement-legend" aria-label={t('reports.legend')}>
                  <div>
                    <dt>{t('reports.settlement_status.DUE')}</dt>
                    <dd>{t('reports.legend_due')}</dd>
                  </div>
                  <div>
                    <dt>{t('reports.settlement_status.FORCED')}</dt>
                    <dd>{t('reports.legend_forced')}</dd>
                  </div>
                </dl>
              ) : null}
            </>
          );
        }}
      </QueryView>
      {paying ? (
        <PayDividend
          key={paying.n}
          record={paying.record}
          open={paying.open}
          onClose={() => setPaying({ ...paying, open: false })}
          onPaid={(text) => void onPaid(text)}
        />
      ) : null}
    </div>
  );
}

/**
 * The confirmation of a due dividend's payment: the downline, the period, the amount and the
 * deadline; Pay calls payDividend (the panel then asks the records and the balances again). A refusal
 * (no longer due, not enough in the main wallet) is shown in the dialog, which stays open.
 */
function PayDividend({ record: r, open, onClose, onPaid }: { record: SettlementRecord; open: boolean; onClose: () => void; onPaid: (text: string) => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const when = useDates().moment;
  const pay = usePayDividend();
  const [failure, setFailure] = useState<string | null>(null);
  const vn = useDates(VN_ZONE);
  const amount = money(r.amount);
  const onPay = async () => {
    setFailure(null);
    try {
      const { value } = await pay.mutateAsync({ data: { recordId: r.recordId } });
      onPaid(t('reports.pay_done', { amount: money(value.amount), downline: value.downline }));
    } catch (error) {
      setFailure(errorMessage(error, t));
    }
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="sm"
      title={t('reports.pay_title', { downline: r.downline })}
      closeLabel={t('common.close')}
      footer={
        <>
          <button type="button" className="button" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="button" className="button button--primary" onClick={() => void onPay()} disabled={pay.isPending}>
            {pay.isPending ? t('common.loading') : t('reports.pay_confirm', { amount })}
          </button>
        </>
      }
    >
      <dl className="pay-summary">
        <div>
          <dt>{t('reports.downline_col')}</dt>
          <dd>{r.downline}</dd>
        </div>
        <div>
          <dt>{t('reports.period')}</dt>
          <dd>{vn.period(r.periodStart, r.periodEnd)}</dd>
        </div>
        <div>
          <dt>{t('reports.amount')}</dt>
          <dd className="pay-summary__amount">{amount}</dd>
        </div>
      </dl>
      {r.dueAt ? <p className="pay-deadline">{t('reports.pay_deadline', { time: when.format(r.dueAt) })}</p> : null}
      <FormError>{failure}</FormError>
    </Dialog>
  );
}
