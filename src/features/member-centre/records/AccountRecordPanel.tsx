import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../api/money';
import { TYPE_GROUPS, type TypeGroup } from '../../../api/records';
import { useGetMemberTransactionDetails } from '../../../generated/relay/endpoints/wallet/wallet';
import { useDates } from '../../../i18n/useDates';
import { Pagination } from '../../../ui/Pagination';
import { PeriodPicker } from '../../../ui/PeriodPicker';
import { type Period, presetPeriod } from '../../../ui/period';
import { QueryView } from '../../../ui/StatusView';
import { signedClass } from '../../../ui/signed';
import './records.css';
import { useLocalePart } from '../../../i18n/parts';
import { RowBoundary } from '../../../ui/ErrorBoundary';
import { TableScroll } from '../../../ui/TableScroll';

const PAGE_SIZE = 10;

/**
 * Account record (transactionHistory): every movement of money by type and period, with the
 * balance after it, its reference and status, and the totals in and out of the whole filter.
 */
export default function AccountRecordPanel() {
  useLocalePart('records');
  const { t } = useTranslation();
  const money = useMoney();
  const when = useDates().moment;
  const [period, setPeriod] = useState<Period>(() => presetPeriod('last7', Date.now()));
  const [group, setGroup] = useState<TypeGroup | ''>('');
  const [page, setPage] = useState(1);
  const query = useGetMemberTransactionDetails(
    { ...period, ...(group ? { types: TYPE_GROUPS[group].join(',') } : {}), pageNo: page, pageSize: PAGE_SIZE },
    { query: { staleTime: 0, placeholderData: (previous) => previous } },
  );
  const chooseGroup = (g: TypeGroup | '') => {
    setGroup(g);
    setPage(1);
  };

  return (
    <div className="records-panel">
      <h3>{t('memberCentre.item.transactionHistory')}</h3>
      <section className="records-filters" aria-label={t('records.filters')}>
        <PeriodPicker
          onChange={(p) => {
            setPeriod(p);
            setPage(1);
          }}
        />
        <fieldset className="chips">
          <legend className="visually-hidden">{t('records.type')}</legend>
          <button type="button" className="chips__chip" aria-pressed={group === ''} onClick={() => chooseGroup('')}>
            {t('records.all')}
          </button>
          {(Object.keys(TYPE_GROUPS) as TypeGroup[]).map((g) => (
            <button key={g} type="button" className="chips__chip" aria-pressed={group === g} onClick={() => chooseGroup(g)}>
              {t(`records.type_group.${g}`)}
            </button>
          ))}
        </fieldset>
      </section>
      <QueryView query={query} isEmpty={(d) => d.value.list.length === 0} empty={t('memberCentre.no_records')}>
        {({ value }) => (
          <>
            <dl className="records-totals" aria-label={t('records.totals')}>
              <div>
                <dt>{t('records.total_in')}</dt>
                <dd className="amount--up">{money(value.totalIn)}</dd>
              </div>
              <div>
                <dt>{t('records.total_out')}</dt>
                <dd className="amount--down">{money(value.totalOut)}</dd>
              </div>
              <div>
                <dt>{t('records.net')}</dt>
                <dd className={signedClass(value.totalIn - value.totalOut)}>{money(value.totalIn - value.totalOut)}</dd>
              </div>
            </dl>
            <TableScroll label={t('memberCentre.item.transactionHistory')} busy={query.isPlaceholderData || undefined}>
              <table className="data-table">
                <caption className="visually-hidden">{t('memberCentre.item.transactionHistory')}</caption>
                <thead>
                  <tr>
                    <th>{t('memberCentre.time')}</th>
                    <th>{t('memberCentre.type')}</th>
                    <th>{t('records.reference')}</th>
                    <th className="num">{t('memberCentre.amount')}</th>
                    <th className="num">{t('records.balance_after')}</th>
                    <th>{t('records.status')}</th>
                  </tr>
                </thead>
                <tbody>
                  {value.list.map((row) => (
                    <RowBoundary key={`${row.transactionNo}-${row.time}-${row.amount}`} row={row} as="tr" cells={6}>
                      {() => (
                        <tr>
                          <td>{when.format(row.time)}</td>
                          <td>
                            {t(`memberCentre.tx.${row.type}`)}
                            {row.remark ? <span className="records-remark">{row.remark}</span> : null}
                          </td>
                          <td className="records-ref">{row.transactionNo}</td>
                          <td className={`num ${signedClass(row.amount)}`}>{money(row.amount)}</td>
                          <td className="num">{money(row.balance)}</td>
                          <td>{row.status ? t(`records.tx_status.${row.status}`) : '—'}</td>
                        </tr>
                      )}
                    </RowBoundary>
                  ))}
                </tbody>
              </table>
            </TableScroll>
            <Pagination page={value.pageNo} pageCount={value.totalPages} onPage={setPage} label={t('memberCentre.item.transactionHistory')} />
          </>
        )}
      </QueryView>
    </div>
  );
}
