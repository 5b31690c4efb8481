import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useMoney } from '../../api/money';
import { useGetRedeemList } from '../../generated/relay/endpoints/points/points';
import type { PointsRecord, PointsRecordStatus } from '../../generated/relay/model';
import { useDates } from '../../i18n/useDates';
import { RowBoundary } from '../../ui/ErrorBoundary';
import { FormSuccess } from '../../ui/form/Field';
import { Pagination } from '../../ui/Pagination';
import { PeriodPicker } from '../../ui/PeriodPicker';
import { presetPeriod } from '../../ui/period';
import { RemoteImage } from '../../ui/RemoteImage';
import { QueryView } from '../../ui/StatusView';
import { useCatalogue } from './api';
import { formatPoints, presetOf } from './format';
import { DETAIL_TYPES, DETAILS_PRESET, HISTORY_PRESET, HISTORY_STATUSES, pointMallState } from './state';
import { usePointMallTexts } from './texts';

const PAGE_SIZE = 10;
/** Custom ranges of the points details reach this far back. */
const MAX_DAYS = 90;
const DASH = '—';

/**
 * The period picker of a record tab, its period kept in the points mall's state. The picker
 * keeps which preset is chosen; a custom range does not outlive the tab (it goes back to the
 * tab's preset), so what the picker shows and what is asked for always agree.
 */
function StoredPeriod({ which }: { which: 'history' | 'details' }) {
  const preset = which === 'history' ? HISTORY_PRESET : DETAILS_PRESET;
  const [initial] = useState(() => {
    const chosen = presetOf(pointMallState[which].period, Date.now());
    return chosen === 'custom' ? preset : chosen;
  });
  useEffect(() => {
    const settle = () => {
      if (presetOf(pointMallState[which].period, Date.now()) === 'custom') pointMallState[which].period = presetPeriod(preset, Date.now());
    };
    settle();
    return settle;
  }, [which, preset]);
  return (
    <PeriodPicker
      initial={initial}
      maxDays={MAX_DAYS}
      onChange={(period) => {
        pointMallState[which].period = period;
        pointMallState[which].page = 1;
      }}
    />
  );
}

const STATUS_TONE: Record<PointsRecordStatus, string> = { PROCESSING: 'wait', REJECTED: 'bad', APPROVED: 'ok' };

function StatusBadge({ status }: { status: PointsRecordStatus }) {
  const { t } = useTranslation();
  return <span className={`status-badge status-badge--${STATUS_TONE[status]}`}>{t(`pointMall.status.${status}`)}</span>;
}

/** One cell: its column's name is shown beside it when the table turns into cards. */
function Cell({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <td data-label={label} className={className}>
      {children ?? DASH}
    </td>
  );
}

function useRecordFormats() {
  const { t, i18n } = useTranslation();
  const amount = useMoney();
  const when = useDates().moment;
  const number = (n: number | undefined) => (n === undefined ? DASH : formatPoints(n, i18n.language));
  const money = (n: number | undefined) => (n === undefined ? DASH : amount(n));
  const signed = (n: number) => `${n > 0 ? '+' : n < 0 ? '−' : ''}${formatPoints(Math.abs(n), i18n.language)}`;
  return { t, when, number, money, signed };
}

/** Redeem history: the member's redemptions by status and period, with their reward, delivery and review. */
export function HistoryTab() {
  usePointMallTexts();
  const { t } = useTranslation();
  const f = useRecordFormats();
  const { history, notice } = useSnapshot(pointMallState);
  const catalogue = useCatalogue();
  const images = new Map((catalogue.data?.value.list ?? []).map((r) => [r.id, r.image]));
  const query = useGetRedeemList(
    { type: 'REDEEM', ...(history.status === 'ALL' ? {} : { status: history.status }), ...history.period, pageNo: history.page, pageSize: PAGE_SIZE },
    { query: { staleTime: 0, placeholderData: (previous) => previous } },
  );
  const title = t('pointMall.tab.history');
  return (
    <div className="pm-records">
      <FormSuccess>{notice?.tab === 'history' ? t(notice.key) : null}</FormSuccess>
      <section className="pm-filters" aria-label={t('pointMall.filters')}>
        <fieldset className="chips pm-chips">
          <legend className="visually-hidden">{t('pointMall.status_filter')}</legend>
          {HISTORY_STATUSES.map((s) => (
            <button
              key={s}
              type="button"
              className="chips__chip"
              aria-pressed={history.status === s}
              onClick={() => {
                pointMallState.history.status = s;
                pointMallState.history.page = 1;
              }}
            >
              {t(`pointMall.status.${s}`)}
            </button>
          ))}
        </fieldset>
        <StoredPeriod which="history" />
      </section>
      <QueryView query={query} isEmpty={(d) => d.value.list.length === 0} empty={t('pointMall.no_records')}>
        {({ value }) => (
          <>
            <div className="pm-table-wrap" aria-busy={query.isPlaceholderData || undefined}>
              <table className="pm-table">
                <caption className="visually-hidden">{title}</caption>
                <thead>
                  <tr>
                    <th>{t('pointMall.col.transactionNo')}</th>
                    <th>{t('pointMall.col.applyTime')}</th>
                    <th>{t('pointMall.col.reward')}</th>
                    <th className="num">{t('pointMall.col.quantity')}</th>
                    <th className="num">{t('pointMall.col.pointsRequired')}</th>
                    <th className="num">{t('pointMall.col.amountRequired')}</th>
                    <th>{t('pointMall.col.status')}</th>
                    <th>{t('pointMall.col.receivingAddress')}</th>
                    <th>{t('pointMall.col.mobileNum')}</th>
                    <th>{t('pointMall.col.remark')}</th>
                  </tr>
                </thead>
                <tbody>
                  {value.list.map((r) => (
                    <RowBoundary key={r.transactionNo} row={r} as="tr" cells={10}>
                      {() => (
                        <tr>
                          <Cell label={t('pointMall.col.transactionNo')} className="pm-ref">
                            {r.transactionNo}
                          </Cell>
                          <Cell label={t('pointMall.col.applyTime')}>{f.when.format(r.applyTime)}</Cell>
                          <Cell label={t('pointMall.col.reward')}>
                            <span className="pm-reward-cell">
                              {r.rewardId !== undefined && images.get(r.rewardId) ? (
                                <RemoteImage src={images.get(r.rewardId)} alt="" className="pm-thumb" width={40} height={40} />
                              ) : null}
                              <span>{r.name ?? DASH}</span>
                            </span>
                          </Cell>
                          <Cell label={t('pointMall.col.quantity')} className="num">
                            {f.number(r.quantity)}
                          </Cell>
                          <Cell label={t('pointMall.col.pointsRequired')} className="num">
                            {f.number(r.pointsRequired)}
                          </Cell>
                          <Cell label={t('pointMall.col.amountRequired')} className="num">
                            {f.money(r.amountRequired)}
                          </Cell>
                          <Cell label={t('pointMall.col.status')}>
                            <StatusBadge status={r.status} />
                          </Cell>
                          <Cell label={t('pointMall.col.receivingAddress')} className="pm-wrap">
                            {r.receivingAddress || DASH}
                          </Cell>
                          <Cell label={t('pointMall.col.mobileNum')}>{r.mobileNum || DASH}</Cell>
                          <Cell label={t('pointMall.col.remark')} className={r.status === 'REJECTED' ? 'pm-wrap pm-rejected' : 'pm-wrap'}>
                            {r.remark || DASH}
                          </Cell>
                        </tr>
                      )}
                    </RowBoundary>
                  ))}
                </tbody>
              </table>
            </div>
            <Pagination
              page={value.pageNo}
              pageCount={value.totalPages}
              onPage={(page) => {
                pointMallState.history.page = page;
              }}
              label={title}
            />
          </>
        )}
      </QueryView>
    </div>
  );
}

/** Points details: every points record of a period, by type, with every field of the record. */
export function DetailsTab() {
  usePointMallTexts();
  const { t } = useTranslation();
  const f = useRecordFormats();
  const { details } = useSnapshot(pointMallState);
  const query = useGetRedeemList(
    { ...(details.type === 'ALL' ? {} : { type: details.type }), ...details.period, pageNo: details.page, pageSize: PAGE_SIZE },
    { query: { staleTime: 0, placeholderData: (previous) => previous } },
  );
  const title = t('pointMall.tab.details');
  const columns: { key: string; num?: boolean; cell: (r: PointsRecord) => ReactNode; className?: (r: PointsRecord) => string }[] = [
    { key: 'transactionNo', cell: (r) => r.transactionNo, className: () => 'pm-ref' },
    { key: 'applyTime', cell: (r) => f.when.format(r.applyTime) },
    { key: 'type', cell: (r) => t(`pointMall.type.${r.type}`) },
    { key: 'name', cell: (r) => r.name || DASH, className: () => 'pm-wrap' },
    { key: 'quantity', num: true, cell: (r) => f.number(r.quantity) },
    { key: 'pointsRequired', num: true, cell: (r) => f.number(r.pointsRequired) },
    { key: 'amountRequired', num: true, cell: (r) => f.money(r.amountRequired) },
    { key: 'status', cell: (r) => <StatusBadge status={r.status} /> },
    {
      key: 'changedPoints',
      num: true,
      cell: (r) => f.signed(r.changedPoints),
      className: (r) => (r.changedPoints > 0 ? 'pm-up' : r.changedPoints < 0 ? 'pm-down' : ''),
    },
    { key: 'pointsBalance', num: true, cell: (r) => f.number(r.pointsBalance) },
    { key: 'remark', cell: (r) => r.remark || DASH, className: (r) => (r.status === 'REJECTED' ? 'pm-wrap pm-rejected' : 'pm-wrap') },
    { key: 'bettingUnit', num: true, cell: (r) => f.money(r.bettingUnit) },
    { key: 'pointsRatio', num: true, cell: (r) => f.number(r.pointsRatio) },
    { key: 'redeemAmount', num: true, cell: (r) => f.money(r.redeemAmount) },
    { key: 'receivingAddress', cell: (r) => r.receivingAddress || DASH, className: () => 'pm-wrap' },
  ];
  return (
    <div className="pm-records">
      <section className="pm-filters" aria-label={t('pointMall.filters')}>
        <StoredPeriod which="details" />
        <fieldset className="chips pm-chips">
          <legend className="visually-hidden">{t('pointMall.type_filter')}</legend>
          {DETAIL_TYPES.map((type) => (
            <button
              key={type}
              type="button"
              className="chips__chip"
              aria-pressed={details.type === type}
              onClick={() => {
                pointMallState.details.type = type;
                pointMallState.details.page = 1;
              }}
            >
              {t(`pointMall.type.${type}`)}
            </button>
          ))}
        </fieldset>
      </section>
      <QueryView query={query} isEmpty={(d) => d.value.list.length === 0} empty={t('pointMall.no_records')}>
        {({ value }) => (
          <>
            <div className="pm-table-wrap" aria-busy={query.isPlaceholderData || undefined}>
              <table className="pm-table pm-table--wide">
                <caption className="visually-hidden">{title}</caption>
                <thead>
                  <tr>
                    {columns.map((c) => (
                      <th key={c.key} className={c.num ? 'num' : undefined}>
                        {t(`pointMall.col.${c.key}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {value.list.map((r) => (
                    <RowBoundary key={r.transactionNo} row={r} as="tr" cells={columns.length}>
                      {() => (
                        <tr>
                          {columns.map((c) => (
                            <Cell
                              key={c.key}
                              label={t(`pointMall.col.${c.key}`)}
                              className={[c.num ? 'num' : '', c.className?.(r) ?? ''].filter(Boolean).join(' ') || undefined}
                            >
                              {c.cell(r)}
                            </Cell>
                          ))}
                        </tr>
                      )}
                    </RowBoundary>
                  ))}
                </tbody>
              </table>
            </div>
            <Pagination
              page={value.pageNo}
              pageCount={value.totalPages}
              onPage={(page) => {
                pointMallState.details.page = page;
              }}
              label={title}
            />
          </>
        )}
      </QueryView>
    </div>
  );
}
