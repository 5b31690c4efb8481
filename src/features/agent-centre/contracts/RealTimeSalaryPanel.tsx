import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../api/money';
import { useGetRealTimeSalary } from '../../../generated/relay/endpoints/contract/contract';
import type { GetRealTimeSalaryParams, RealTimeWage, RealTimeWagePage } from '../../../generated/relay/model';
import { useDates } from '../../../i18n/useDates';
import { errorMessage } from '../../../lib/errors';
import { PeriodPicker } from '../../../ui/PeriodPicker';
import { EmptyView, QueryView } from '../../../ui/StatusView';
import { signedClass } from '../../../ui/signed';
import { useNow } from '../../../ui/useNow';
import { type Column, ReportTable, ReportTotals } from '../reports/ReportTable';
import { csvTime, PAGE_SIZE, reportFileName, useReportState } from '../reports/report';
import { type Arrivals, clampPeriod, countdown, isNewWage, LIVE_QUERY, MAX_DAYS, msToNext, trackArrivals } from './realtime';
import '../../member-centre/records/records.css';
import '../reports/reports.css';
import { useLocalePart } from '../../../i18n/parts';

type Role = 'ALL' | 'UPLINE' | 'DOWNLINE';
const ROLES: readonly Role[] = ['ALL', 'UPLINE', 'DOWNLINE'];
const STATUS_BADGE = { PAID: 'status-badge--ok', UNPAID: 'status-badge--bad' } as const;
/** Asked again this long after the next settlement's time, so its wages show without waiting for the next poll. */
const AFTER_SETTLEMENT_MS = 2_000;

/**
 * Real-time salary, live: the wages of the real-time salary contracts the agent pays its
 * downlines and is paid by its upline, settled every 5 minutes per lottery game, round and
 * player (a player profit pays a profit wage, a loss a loss wage). Asked again every 30 s while
 * shown, on focus, just after each settlement, and when the mock clock moves in development;
 * the wages that came with the latest settlement are marked and announced.
 */
export default function RealTimeSalaryPanel() {
  useLocalePart('reports');
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const when = useDates().moment;
  const { period, setPeriod, page, setPage, filtered } = useReportState({ sort: 'settledAt', order: 'desc' }, 'today');
  const [role, setRole] = useState<Role>('ALL');
  const range = clampPeriod(period);
  const params: GetRealTimeSalaryParams = { ...range, ...(role !== 'ALL' ? { role } : {}), pageNo: page, pageSize: PAGE_SIZE };
  const query = useGetRealTimeSalary(params, { query: { ...LIVE_QUERY, placeholderData: keepPreviousData } });
  const { refetch, dataUpdatedAt } = query;
  const value = query.data?.value;

  // The arrivals, from each answer of the filter shown (not the previous filter's kept rows).
  const [arrivals, setArrivals] = useState<Arrivals | null>(null);
  if (value && !query.isPlaceholderData) {
    const next = trackArrivals(arrivals, value, `${range.startTime}-${range.endTime}-${role}`);
    if (next !== arrivals) setArrivals(next);
  }

  // Asked again just after the next settlement (when the page is visible; polling and focus cover the rest).
  const lastSettlement = value?.lastSettlement;
  const nextSettlement = value?.nextSettlement;
  useEffect(() => {
    if (lastSettlement === undefined || nextSettlement === undefined) return;
    const ms = msToNext({ lastSettlement, nextSettlement }, dataUpdatedAt, Date.now());
    if (ms <= 0) return;
    const timer = window.setTimeout(() => {
      if (document.visibilityState === 'visible') void refetch();
    }, ms + AFTER_SETTLEMENT_MS);
    return () => window.clearTimeout(timer);
  }, [lastSettlement, nextSettlement, dataUpdatedAt, refetch]);

  const title = t('agentCentre.item.realTimeSalary');
  const percent = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2, numberingSystem: 'latn' });
  const fresh = (w: RealTimeWage) => (isNewWage(w, arrivals) ? 'rt-new' : '');
  const wageType = (w: RealTimeWage) => t(`reports.realtime.wage_type.${w.wageType}`);
  const status = (w: RealTimeWage) => t(`reports.realtime.status.${w.status}`);
  const parties = (w: RealTimeWage) => `${w.upline} → ${w.downline}`;
  // A failed refresh keeps the last answer on screen (with a notice); only a first failure replaces it.
  const view = { isPending: query.isPending, isError: query.isError && value === undefined, error: query.error, data: query.data, refetch };

  return (
    <div className="records-panel rt-panel">
      <h3>{title}</h3>
      <p className="rt-intro">{t('reports.realtime.intro')}</p>
      <section className="records-filters" aria-label={t('reports.filters')}>
        <PeriodPicker onChange={setPeriod} initial="today" maxDays={MAX_DAYS} />
        <fieldset className="chips">
          <legend className="visually-hidden">{t('reports.role')}</legend>
          {ROLES.map((r) => (
            <button key={r} type="button" className="chips__chip" aria-pressed={role === r} onClick={() => filtered(setRole)(r)}>
              {t(`reports.role_${r}`)}
            </button>
          ))}
        </fieldset>
      </section>
      <p className="visually-hidden" role="status" aria-live="polite">
        {arrivals?.count ? t('reports.realtime.new_wages', { count: arrivals.count }) : ''}
      </p>
      <QueryView query={view} isEmpty={() => false} empty={null}>
        {({ value: data }) => {
          const { totals } = data;
          const columns: Column<RealTimeWage>[] = [
            {
              id: 'settledAt',
              header: t('reports.realtime.settled_at'),
              cellClass: fresh,
              cell: (w) => (
                <>
                  {when.format(w.settledAt)}
                  {isNewWage(w, arrivals) ? <span className="visually-hidden"> ({t('reports.realtime.new')})</span> : null}
                </>
              ),
              csv: (w) => csvTime(w.settledAt),
            },
            { id: 'game', header: t('reports.game'), cellClass: fresh, cell: (w) => w.gameName, csv: (w) => w.gameName },
            { id: 'round', header: t('reports.realtime.round'), cellClass: fresh, cell: (w) => w.roundNo, csv: (w) => w.roundNo },
            { id: 'player', header: t('reports.realtime.player'), cellClass: fresh, cell: (w) => w.player, csv: (w) => w.player },
            { id: 'parties', header: t('reports.realtime.parties'), cellClass: fresh, cell: parties, csv: parties },
            { id: 'stake', header: t('reports.stake'), numeric: true, cellClass: fresh, cell: (w) => money(w.stake), csv: (w) => w.stake },
            {
              id: 'profitLoss',
              header: t('reports.realtime.player_profit_loss'),
              numeric: true,
              cellClass: (w) => `${signedClass(w.profitLoss)} ${fresh(w)}`.trim(),
              cell: (w) => money(w.profitLoss),
              csv: (w) => w.profitLoss,
            },
            { id: 'wageType', header: t('reports.realtime.wage_type_col'), cellClass: fresh, cell: wageType, csv: wageType },
            { id: 'rate', header: t('reports.rate'), numeric: true, cellClass: fresh, cell: (w) => `${percent.format(w.rate)}%`, csv: (w) => w.rate },
            {
              id: 'amount',
              header: t('reports.realtime.wage'),
              numeric: true,
              cellClass: fresh,
              cell: (w) => money(w.amount),
              csv: (w) => w.amount,
              total: { view: money(totals.total), csv: totals.total },
            },
            {
              id: 'status',
              header: t('reports.status'),
              cellClass: fresh,
              cell: (w) => <span className={`status-badge ${STATUS_BADGE[w.status]}`}>{status(w)}</span>,
              csv: status,
            },
          ];
          return (
            <>
              <SettlementClock page={data} fetchedAt={dataUpdatedAt} onRefresh={() => void refetch()} />
              {query.isError ? (
                <p className="form-error" role="alert">
                  {t('reports.realtime.refresh_failed', { error: errorMessage(query.error, t) })}
                </p>
              ) : null}
              {data.list.length === 0 ? (
                <EmptyView>{t('reports.realtime.none')}</EmptyView>
              ) : (
                <>
                  <ReportTotals
                    label={t('reports.totals')}
                    items={[
                      { id: 'profitWages', label: t('reports.realtime.profit_wages'), value: money(totals.profitWages) },
                      { id: 'lossWages', label: t('reports.realtime.loss_wages'), value: money(totals.lossWages) },
                      { id: 'total', label: t('reports.realtime.total_paid'), value: money(totals.total), main: true },
                      { id: 'rounds', label: t('reports.realtime.rounds'), value: totals.rounds },
                    ]}
                  />
                  <ReportTable
                    caption={title}
                    columns={columns}
                    rows={data.list}
                    rowKey={(w) => w.wageId}
                    totalsLabel={t('reports.total_row')}
                    page={data.pageNo}
                    pageCount={data.totalPages}
                    onPage={setPage}
                    fileName={reportFileName('real-time-salary', range, role === 'ALL' ? '' : role.toLowerCase())}
                    busy={query.isPlaceholderData}
                  />
                </>
              )}
            </>
          );
        }}
      </QueryView>
    </div>
  );
}

/** The last and the next settlement, with a countdown to the next (renewed every second), and a refresh. */
function SettlementClock({ page, fetchedAt, onRefresh }: { page: RealTimeWagePage; fetchedAt: number; onRefresh: () => void }) {
  const { t, i18n } = useTranslation();
  const when = useDates().moment;
  const now = useNow(1000);
  const left = countdown(msToNext(page, fetchedAt, now));
  const relative = new Intl.RelativeTimeFormat(i18n.language, { style: 'short', numeric: 'always' });
  return (
    <div className="rt-clock">
      <dl className="rt-clock__times">
        <div>
          <dt>{t('reports.realtime.last_settlement')}</dt>
          <dd>{when.format(page.lastSettlement)}</dd>
        </div>
        <div>
          <dt>{t('reports.realtime.next_settlement')}</dt>
          <dd>
            {when.format(page.nextSettlement)}{' '}
            <span className="rt-clock__countdown">({left ? relative.format(left.value, left.unit) : t('reports.realtime.settling')})</span>
          </dd>
        </div>
      </dl>
      <button type="button" className="button button--small" onClick={onRefresh}>
        {t('reports.realtime.refresh')}
      </button>
    </div>
  );
}
