import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../api/money';
import { useGetMemberTransactionDetails, useGetUnreadCount } from '../../generated/relay/endpoints/wallet/wallet';
import { useGetMemberInfo } from '../../generated/wps/endpoints/member/member';
import { openDialog } from '../../state/dialogs';
import { Pagination } from '../../ui/Pagination';
import { QueryView } from '../../ui/StatusView';
import { useDateTime } from './money/useDateTime';

const DAY_MS = 86_400_000;
const PAGE_SIZE = 10;

/** My account: who the member is, and the change-password action. */
export function SecurityCentrePanel() {
  const { t } = useTranslation();
  const info = useGetMemberInfo();
  const when = useDateTime();
  return (
    <QueryView query={info} isEmpty={() => false} empty={null}>
      {({ value: m }) => (
        <div className="form-stack">
          <h3>{t('memberCentre.item.securityCenter')}</h3>
          <dl className="data-list">
            <dt>{t('auth.username')}</dt>
            <dd>{m.account}</dd>
            <dt>{t('memberCentre.nickname')}</dt>
            <dd>{m.nickname ?? '—'}</dd>
            <dt>{t('memberCentre.vip')}</dt>
            <dd>{m.memberLabel[0]?.labelName ?? '—'}</dd>
            <dt>{t('memberCentre.club')}</dt>
            <dd>{m.clubLabel?.labelName ?? '—'}</dd>
            <dt>{t('auth.mobile')}</dt>
            <dd>{m.mobile ?? '—'}</dd>
            <dt>{t('auth.email')}</dt>
            <dd>{m.email ?? '—'}</dd>
            {m.regDate ? (
              <>
                <dt>{t('memberCentre.registered')}</dt>
                <dd>{when.format(m.regDate)}</dd>
              </>
            ) : null}
          </dl>
          <div>
            <button type="button" className="button button--primary" onClick={() => openDialog('changePassword')}>
              {t('auth.change_title')}
            </button>
          </div>
        </div>
      )}
    </QueryView>
  );
}

/** Account record (transactionHistory): the last 7 days, 10 a page. */
export function TransactionsPanel() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [range] = useState(() => {
    const end = Date.now();
    return { startTime: end - 7 * DAY_MS, endTime: end };
  });
  const query = useGetMemberTransactionDetails({ ...range, pageNo: page, pageSize: PAGE_SIZE });
  const money = useMoney();
  const when = useDateTime();
  return (
    <div className="form-stack">
      <h3>{t('memberCentre.item.transactionHistory')}</h3>
      <p className="muted">{t('memberCentre.last_7_days')}</p>
      <QueryView query={query} isEmpty={(d) => d.value.list.length === 0} empty={t('memberCentre.no_records')}>
        {({ value }) => (
          <>
            <table className="data-table">
              <thead>
                <tr>
                  <th>{t('memberCentre.time')}</th>
                  <th>{t('memberCentre.type')}</th>
                  <th className="num">{t('memberCentre.amount')}</th>
                  <th className="num">{t('account.balance')}</th>
                </tr>
              </thead>
              <tbody>
                {value.list.map((row) => (
                  <tr key={row.transactionNo}>
                    <td>{when.format(row.time)}</td>
                    <td>{t(`memberCentre.tx.${row.type}`)}</td>
                    <td className="num">{money(row.amount)}</td>
                    <td className="num">{money(row.balance)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <Pagination page={value.pageNo} pageCount={value.totalPages} onPage={setPage} label={t('memberCentre.item.transactionHistory')} />
          </>
        )}
      </QueryView>
    </div>
  );
}

/** Platform information: how many messages wait unread. */
export function MessagesPanel() {
  const { t } = useTranslation();
  const unread = useGetUnreadCount();
  return (
    <QueryView query={unread} isEmpty={() => false} empty={null}>
      {({ value }) => (
        <div className="form-stack">
          <h3>{t('memberCentre.item.messageV2')}</h3>
          <p>{t('memberCentre.unread', { count: value.count })}</p>
        </div>
      )}
    </QueryView>
  );
}
