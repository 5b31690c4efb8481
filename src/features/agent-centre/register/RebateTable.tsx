import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocaleParts } from '../../../i18n/parts';
import { RowBoundary } from '../../../ui/ErrorBoundary';
import { TableScroll } from '../../../ui/TableScroll';
import type { Rate, RebateProblem } from './rules';

/**
 * Rebate rates per product type: an input a row (0 to the agent's own rate, one decimal), the
 * highest allowed beside it, a row's problem under its input. Read-only without `onChange`.
 */
export function RebateTable({
  quota,
  values,
  onChange,
  problems = {},
  caption,
}: {
  quota: readonly Rate[];
  values: Readonly<Record<string, string>>;
  onChange?: (productType: string, value: string) => void;
  problems?: Readonly<Record<string, RebateProblem>>;
  caption: string;
}) {
  useLocaleParts('agent', 'records');
  const { t } = useTranslation();
  const id = useId();
  return (
    <TableScroll>
      <table className="data-table agent-rebates">
        <caption className="agent-caption">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('agent.rebate.product')}</th>
            <th scope="col" className="num">
              {t('agent.rebate.rate')}
            </th>
            {onChange ? (
              <th scope="col" className="num">
                {t('agent.rebate.max')}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {quota.map((q) => (
            <RowBoundary key={q.productType} row={q} as="tr" cells={onChange ? 3 : 2}>
              {() => {
                const product = t(`records.game.${q.productType}`, { defaultValue: q.productType });
                const problem = problems[q.productType];
                const rowId = `${id}-${q.productType}`;
                return (
                  <tr>
                    <th scope="row">{product}</th>
                    <td className="num">
                      {onChange ? (
                        <>
                          <input
                            className="field__input agent-rebates__input"
                            type="number"
                            inputMode="decimal"
                            step={0.1}
                            min={0}
                            max={q.rate}
                            value={values[q.productType] ?? ''}
                            onChange={(e) => onChange(q.productType, e.target.value)}
                            aria-label={t('agent.rebate.rate_of', { product })}
                            aria-invalid={problem ? true : undefined}
                            aria-describedby={`${rowId}-max${problem ? ` ${rowId}-error` : ''}`}
                          />
                          {problem ? (
                            <span id={`${rowId}-error`} className="field__error agent-rebates__error" role="alert">
                              {t(`agent.rebate.problem.${problem}`, { max: q.rate })}
                            </span>
                          ) : null}
                        </>
                      ) : (
                        t('agent.rebate.percent', { rate: values[q.productType] ?? '0' })
                      )}
                    </td>
                    {onChange ? (
                      <td className="num" id={`${rowId}-max`}>
                        {t('agent.rebate.up_to', { rate: q.rate })}
                      </td>
                    ) : null}
                  </tr>
                );
              }}
            </RowBoundary>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
