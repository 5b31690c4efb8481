import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../api/money';
import { useClaimRebate } from '../../generated/relay/endpoints/promotions/promotions';
import type { ProductType, RebateRow, RebateSummary } from '../../generated/relay/model';
import { useDates } from '../../i18n/useDates';
import { errorMessage } from '../../lib/errors';
import { moneyFormat } from '../../lib/format';
import { RowBoundary } from '../../ui/ErrorBoundary';
import { QueryView } from '../../ui/StatusView';
import { type Outcome, OutcomeLine } from './ClaimHall';
import { rebateOptions } from './first-replies';
import { refreshAfterClaim } from './refresh';
import { usePromotionTexts } from './texts';

/** When the manual rows' period starts (the earliest of them: a row claimed today starts later). */
export function manualSince(summary: Pick<RebateSummary, 'rows'>): number | undefined {
  const starts = summary.rows.filter((r) => r.mode === 'MANUAL').map((r) => r.periodStart);
  return starts.length > 0 ? Math.min(...starts) : undefined;
}

/**
 * Today's rebate by game type (members): valid bets, rate and rebate per product type; manual
 * rows are claimed one by one or all at once, automatic ones are paid by the platform at 01:00.
 * A claim is a REBATE row of the account record; the balance and the records follow.
 */
export function RebateSection() {
  usePromotionTexts();
  const { t } = useTranslation();
  const amount = useMoney();
  const queryClient = useQueryClient();
  const rebate = useQuery(rebateOptions());
  const claim = useClaimRebate();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const summary = rebate.data?.value;
  const when = useDates().moment;
  const since = summary ? manualSince(summary) : undefined;

  const onClaim = async (productTypes: ProductType[]) => {
    setOutcome(null);
    try {
      const { value } = await claim.mutateAsync({ data: { productTypes } });
      setOutcome({ ok: true, text: t('promotions.rebate.claimed', { amount: amount(value.amount) }) });
    } catch (error) {
      setOutcome({ ok: false, text: errorMessage(error, t) });
    }
    await refreshAfterClaim(queryClient);
  };

  return (
    <section id="rebate" className="promo-section" aria-labelledby="promo-rebate-title" aria-busy={claim.isPending || undefined}>
      <div className="promo-section__head">
        <div>
          <h2 id="promo-rebate-title" className="promo-section__title">
            {t('promotions.section.rebate')}
          </h2>
          {since !== undefined ? <p className="promo-section__note">{t('promotions.rebate.since', { time: when.format(since) })}</p> : null}
        </div>
        {summary && summary.rows.length > 0 ? (
          <div className="promo-section__actions">
            <button
              type="button"
              className="button button--primary"
              onClick={() => void onClaim([])}
              disabled={claim.isPending || summary.claimableAmount <= 0}
            >
              {summary.claimableAmount > 0 ? t('promotions.rebate.claim_all', { amount: amount(summary.claimableAmount) }) : t('promotions.rebate.nothing')}
            </button>
          </div>
        ) : null}
      </div>
      {outcome ? <OutcomeLine outcome={outcome} /> : null}
      <QueryView query={rebate} isEmpty={(d) => d.value.rows.length === 0} empty={t('promotions.rebate.empty')}>
        {({ value }) => <RebateTable summary={value} busy={claim.isPending} onClaim={(p) => void onClaim([p])} />}
      </QueryView>
    </section>
  );
}

function RebateTable({ summary, busy, onClaim }: { summary: RebateSummary; busy: boolean; onClaim: (p: ProductType) => void }) {
  const { t, i18n } = useTranslation();
  const amount = useMoney();
  const number = moneyFormat(i18n.language, 0);
  const { time } = useDates();
  const rate = (r: number) => `${new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 }).format(r)}%`;
  const cells = [
    t('promotions.rebate.product'),
    t('promotions.rebate.valid_bet'),
    t('promotions.rebate.rate'),
    t('promotions.rebate.amount'),
    t('promotions.rebate.action'),
  ] as const;
  const action = (row: RebateRow) => {
    const name = t(`nav.category.${row.productType}`);
    switch (row.status) {
      case 'CLAIMABLE':
        return (
          <button
            type="button"
            className="button button--primary button--small"
            onClick={() => onClaim(row.productType)}
            disabled={busy}
            aria-label={t('promotions.rebate.claim_one', { product: name })}
          >
            {t('promotions.rebate.claim')}
          </button>
        );
      case 'BELOW_MINIMUM':
        return <span className="rebate-table__note">{t('promotions.rebate.min', { amount: amount(summary.minClaimAmount) })}</span>;
      case 'AUTO':
        return (
          <span className="rebate-table__note">
            {summary.autoPayTime !== undefined ? t('promotions.rebate.auto_at', { time: time.format(summary.autoPayTime) }) : t('promotions.rebate.auto')}
          </span>
        );
      default:
        return (
          <span className="rebate-table__note">
            <span aria-hidden="true">—</span>
            <span className="visually-hidden">{t('promotions.rebate.none')}</span>
          </span>
        );
    }
  };
  return (
    <table className="rebate-table">
      <caption className="visually-hidden">{t('promotions.rebate.table')}</caption>
      <thead>
        <tr>
          {cells.map((c) => (
            <th key={c} scope="col">
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {summary.rows.map((row) => (
          <RowBoundary key={row.productType} row={row} as="tr" cells={cells.length}>
            {() => (
              <tr className={`rebate-table__row rebate-table__row--${row.status.toLowerCase()}`}>
                <th scope="row" data-label={cells[0]}>
                  {t(`nav.category.${row.productType}`)}
                </th>
                <td data-label={cells[1]}>{number.format(row.validBet)}</td>
                <td data-label={cells[2]}>{rate(row.rate)}</td>
                <td data-label={cells[3]} className="rebate-table__amount">
                  {amount(row.amount)}
                </td>
                <td data-label={cells[4]}>{action(row)}</td>
              </tr>
            )}
          </RowBoundary>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" data-label={cells[0]}>
            {t('promotions.rebate.total')}
          </th>
          <td data-label={cells[1]}>{number.format(summary.totalValidBet)}</td>
          <td data-label={cells[2]} aria-hidden="true" />
          <td data-label={cells[3]} className="rebate-table__amount">
            {amount(summary.totalAmount)}
          </td>
          <td data-label={cells[4]} aria-hidden="true" />
        </tr>
      </tfoot>
    </table>
  );
}
