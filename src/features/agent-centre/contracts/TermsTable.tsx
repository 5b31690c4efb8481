import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../api/money';
import type { ContractKind, ContractTier } from '../../../generated/relay/model';
import { useLocalePart } from '../../../i18n/parts';
import { RowBoundary } from '../../../ui/ErrorBoundary';
import { TableScroll } from '../../../ui/TableScroll';
import { useCount, usePercent } from './format';
import { fieldsOf, kindHasAmount, type TierField } from './terms';

/** A tier field's name, in full (the form's labels) or short (the terms table's headers); some say what they count per kind. */
export function useFieldLabel(short = false): (kind: ContractKind, field: TierField | 'amount') => string {
  const { t } = useTranslation();
  const group = short ? 'contracts.field_short' : 'contracts.field';
  return (kind, field) => (field === 'periodBet' || field === 'rate' ? t(`${group}.${field}.${kind}`) : t(`${group}.${field}`));
}

/** A contract's terms: a row per tier with its thresholds and rates (and the least it pays, daily and hourly). */
export function TermsTable({ kind, tiers, caption }: { kind: ContractKind; tiers: readonly ContractTier[]; caption: string }) {
  useLocalePart('contracts');
  const { t } = useTranslation();
  const money = useMoney();
  const percent = usePercent();
  const count = useCount();
  const label = useFieldLabel(true);
  const columns: (TierField | 'amount')[] = [...fieldsOf(kind), ...(kindHasAmount(kind) ? (['amount'] as const) : [])];
  const cell = (tier: ContractTier, field: TierField | 'amount') => {
    switch (field) {
      case 'periodBet':
        return money(tier.periodBet);
      case 'activeMembers':
        return count(tier.activeMembers);
      case 'periodProfitLoss':
        return tier.periodProfitLoss ? money(tier.periodProfitLoss) : t('contracts.terms.any');
      case 'rate':
        return percent(tier.rate);
      case 'lossRate':
        return percent(tier.lossRate ?? 0);
      case 'amount':
        return money(tier.amount ?? 0);
    }
  };
  return (
    <TableScroll>
      <table className="data-table contract-terms">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('contracts.terms.tier')}</th>
            {columns.map((field) => (
              <th key={field} scope="col" className="num">
                {label(kind, field)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {tiers.map((tier, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a tier is its place in the terms
            <RowBoundary key={i} row={tier} as="tr" cells={columns.length + 1}>
              {() => (
                <tr>
                  <th scope="row">{i + 1}</th>
                  {columns.map((field) => (
                    <td key={field} className="num">
                      {cell(tier, field)}
                    </td>
                  ))}
                </tr>
              )}
            </RowBoundary>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
