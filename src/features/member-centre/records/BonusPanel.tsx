import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../api/money';
import { useGetBonusDetails } from '../../../generated/relay/endpoints/records/records';
import type { GetBonusDetailsParams } from '../../../generated/relay/model';
import { useDates } from '../../../i18n/useDates';
import { Pagination } from '../../../ui/Pagination';
import { PeriodPicker } from '../../../ui/PeriodPicker';
import { type Period, presetPeriod } from '../../../ui/period';
import { QueryView } from '../../../ui/StatusView';
import './records.css';
import { useLocalePart } from '../../../i18n/parts';
import { RowBoundary } from '../../../ui/ErrorBoundary';

const PAGE_SIZE = 10;
const TYPES = ['PROMOTION', 'REBATE', 'VIP', 'MISSION', 'REFERRAL'] as const;

/**
 * Bonus details: the bonuses received (promotion, rebate, VIP, mission, referral), each with its
 * turnover requirement and how much of it is played.
 */
export default function BonusPanel() {
  useLocalePart('records');
  const { t } = useTranslation();
  const money = useMoney();
  const when = useDates().moment;
  const [period, setPeriod] = useState<Period>(() => presetPeriod('last30', Date.now()));
  const [type, setType] = useState<(typeof TYPES)[number] | ''>('');
  const [page, setPage] = useState(1);
  const params: GetBonusDetailsParams = { ...period, ...(type ? { type } : {}), pageNo: page, pageSize: PAGE_SIZE };
  const query = useGetBonusDetails(params, { query: { staleTime: 0, placeholderData: (previous) => previous } });
  return (
    <div className="records-panel">
      <h3>{t('memberCentre.item.bonusDetails')}</h3>
      <section className="records-filters" aria-label={t('records.filters')}>
        <PeriodPicker
          initial="last30"
          onChange={(p) => {
            setPeriod(p);
            setPage(1);
          }}
        />
        <fieldset className="chips">
          <legend className="visually-hidden">{t('records.type')}</legend>
          {(['', ...TYPES] as const).map((k) => (
            <button
              key={k || 'all'}
              type="button"
              className="chips__chip"
              aria-pressed={type === k}
              onClick={() => {
                setType(k);
                setPage(1);
              }}
            >
              {k ? t(`records.bonus_type.${k}`) : t('records.all')}
            </button>
          ))}
        </fieldset>
      </section>
      <QueryView query={query} isEmpty={(d) => d.value.list.length === 0} empty={t('records.no_bonuses')}>
        {({ value }) => (
          <>
            <dl className="records-totals" aria-label={t('records.totals')}>
              <div>
                <dt>{t('records.bonus_total')}</dt>
                <dd className="amount--up">{money(value.totals.amount)}</dd>
              </div>
            </dl>
            <ul className="bonus-list" aria-label={t('memberCentre.item.bonusDetails')}>
              {value.list.map((b) => (
                <RowBoundary key={b.bonusId} row={b} as="li">
                  {() => {
                    const played = Math.min(b.turnoverPlayed, b.turnoverRequired);
                    const share = b.turnoverRequired > 0 ? Math.round((played / b.turnoverRequired) * 100) : 100;
                    return (
                      <li className="bonus-item">
                        <div className="bonus-item__head">
                          <span className="bonus-item__name">{b.name}</span>
                          <span className="status-badge status-badge--ok">{t(`records.bonus_type.${b.type}`)}</span>
                          <strong className="bonus-item__amount">{money(b.amount)}</strong>
                        </div>
                        <div className="bonus-item__meta">
                          <span>{when.format(b.time)}</span>
                          <span>{t(`records.bonus_status.${b.status}`)}</span>
                        </div>
                        <div
                          className="progress"
                          role="progressbar"
                          aria-valuemin={0}
                          aria-valuemax={100}
                          aria-valuenow={share}
                          aria-label={t('records.turnover_of', { name: b.name })}
                        >
                          <span className="progress__bar" style={{ width: `${share}%` }} />
                        </div>
                        <p className="bonus-item__turnover">{t('records.turnover_played', { played: money(played), required: money(b.turnoverRequired) })}</p>
                      </li>
                    );
                  }}
                </RowBoundary>
              ))}
            </ul>
            <Pagination page={value.pageNo} pageCount={value.totalPages} onPage={setPage} label={t('memberCentre.item.bonusDetails')} />
          </>
        )}
      </QueryView>
    </div>
  );
}
