import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FRESH, useMoney, useRefreshMoney } from '../../../api/money';
import { useGetTurnoverInfo, useGetWithdrawAccounts, useGetWithdrawOrders, useGetWithdrawSettings } from '../../../generated/relay/endpoints/wallet/wallet';
import type { BankCard, WithdrawOrder, WithdrawSettings } from '../../../generated/relay/model';
import { useHasWithdrawalPassword } from '../../../generated/wps/endpoints/member/member';
import { useWithdraw } from '../../../generated/wps/endpoints/wallet/wallet';
import { useDates } from '../../../i18n/useDates';
import { type AmountProblem, amountProblemText, cents, checkAmount, feeOf, parseAmount } from '../../../lib/amount';
import { errorMessage } from '../../../lib/errors';
import { withdrawPasswordProblem } from '../../../lib/withdraw-password';
import { openDialog } from '../../../state/dialogs';
import { FormError, FormSuccess, TextField } from '../../../ui/form/Field';
import { ErrorView, LoadingView, QueryView } from '../../../ui/StatusView';
import { RECENT_ORDERS } from '../first-replies';
import { BankCards } from './BankCards';
import { OrderStatus } from './OrderStatus';
import { ChangeWithdrawPassword, SetWithdrawPassword } from './WithdrawPassword';
import './money.css';
import { useLocaleParts } from '../../../i18n/parts';
import { RowBoundary } from '../../../ui/ErrorBoundary';
import { TableScroll } from '../../../ui/TableScroll';

/** How often the list is asked again while a withdrawal is on its way or waits for an answer. */
const POLL_MS = 30_000;

/**
 * Withdraw: what may be withdrawn and the turnover still to play, the bank cards (add, remove),
 * the withdrawal password (set the first time), the amount with its fee and what arrives, and the
 * recent withdrawal orders, from which a paid one is confirmed.
 */
export default function WithdrawPanel() {
  useLocaleParts('money', 'records');
  const { t } = useTranslation();
  const hasPassword = useHasWithdrawalPassword();
  return (
    <div className="money-panel">
      <h3>{t('memberCentre.item.withdraw')}</h3>
      <QueryView query={hasPassword} isEmpty={() => false} empty={null}>
        {(data) => (data.value.hasPassword ? <WithdrawArea /> : <SetWithdrawPassword onDone={() => void hasPassword.refetch()} />)}
      </QueryView>
    </div>
  );
}

function WithdrawArea() {
  const { t } = useTranslation();
  const settings = useGetWithdrawSettings(FRESH);
  const turnover = useGetTurnoverInfo(FRESH);
  const accounts = useGetWithdrawAccounts(FRESH);
  const orders = useGetWithdrawOrders(RECENT_ORDERS, {
    query: {
      staleTime: 0,
      refetchInterval: (q) => (q.state.data?.value.list.some((o) => o.status === 'PENDING' || o.status === 'AWAITING_CONFIRMATION') ? POLL_MS : false),
    },
  });
  const money = useMoney();

  const reads = [settings, turnover, accounts];
  const failed = reads.find((q) => q.isError);
  if (failed) return <ErrorView error={failed.error} onRetry={() => reads.forEach((q) => void q.refetch())} />;
  if (!settings.data || !turnover.data || !accounts.data) return <LoadingView />;
  const s = settings.data.value;
  const tv = turnover.data.value;
  const countLeft = Math.max(0, s.dailyCountLimit - s.dailyCountUsed);

  return (
    <>
      <dl className="money-summary">
        <div>
          <dt>{t('money.withdrawable')}</dt>
          <dd className="money-summary__total">{money(tv.withdrawableBalance)}</dd>
        </div>
        <div>
          <dt>{t('money.turnover_left')}</dt>
          <dd>{money(tv.remainingTurnover)}</dd>
        </div>
        <div>
          <dt>{t('money.count_left')}</dt>
          <dd>{`${countLeft} / ${s.dailyCountLimit}`}</dd>
        </div>
        <div>
          <dt>{t('money.limits_label')}</dt>
          <dd>{t('money.limits', { min: money(s.minimumAmount), max: money(s.maximumAmount) })}</dd>
        </div>
      </dl>
      {tv.remainingTurnover > 0 ? (
        <p className="notice-line" role="note">
          {t('money.turnover_notice', { amount: money(tv.remainingTurnover) })}
        </p>
      ) : null}
      <BankCards info={accounts.data.value} />
      <WithdrawForm
        settings={s}
        cards={accounts.data.value.cards}
        withdrawable={tv.withdrawableBalance}
        blocked={tv.remainingTurnover > 0 || countLeft === 0}
      />
      <section aria-labelledby="withdraw-orders">
        <h4 id="withdraw-orders">{t('money.recent_withdrawals')}</h4>
        <QueryView query={orders} isEmpty={(d) => d.value.list.length === 0} empty={t('money.no_withdrawals')}>
          {(data) => <WithdrawOrders orders={data.value.list} />}
        </QueryView>
      </section>
      <ChangeWithdrawPassword />
    </>
  );
}

function WithdrawForm({
  settings,
  cards,
  withdrawable,
  blocked,
}: {
  settings: WithdrawSettings;
  cards: readonly BankCard[];
  withdrawable: number;
  blocked: boolean;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const refresh = useRefreshMoney();
  const withdraw = useWithdraw();
  const active = cards.filter((c) => c.isWithdrawActive);
  const [cardId, setCardId] = useState(active[0]?.bankCardId ?? '');
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<{ card?: boolean; amount?: AmountProblem | null; password?: string | null }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const limits = { min: settings.minimumAmount, max: settings.maximumAmount, balance: withdrawable };
  const value = parseAmount(amount);
  const freeLeft = settings.dailyCountUsed < settings.freeCountPerDay;
  const fee = value && !checkAmount(amount, limits) ? (freeLeft ? 0 : feeOf(value, { rate: settings.feeRate, min: settings.feeMin })) : null;
  const chosen = active.find((c) => c.bankCardId === cardId) ?? active[0];

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    setDone(null);
    const found = { card: !chosen, amount: checkAmount(amount, limits), password: withdrawPasswordProblem(password, t) };
    setProblems(found);
    if (found.card || found.amount || found.password) return;
    try {
      const { value: order } = await withdraw.mutateAsync({ data: { check: 'v2', amount: cents(value!), bankCardId: chosen!.bankCardId, password } });
      setAmount('');
      setPassword('');
      setDone(t('money.withdraw_sent', { amount: money(order.amount), reference: order.orderNo }));
      await refresh();
    } catch (error) {
      // What was typed stays; only the password is asked again when it was the problem.
      setFailure(errorMessage(error, t));
    }
  };

  if (active.length === 0) return <p className="notice-line">{t('money.add_card_first')}</p>;
  return (
    <form className="money-form" onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t('money.withdraw_form')}>
      <h4>{t('money.withdraw_form')}</h4>
      <fieldset className="channel-list">
        <legend className="field__label">{t('money.to_card')}</legend>
        {active.map((c) => (
          <RowBoundary key={c.bankCardId} row={c} as="div">
            {() => (
              <label className={c.bankCardId === chosen?.bankCardId ? 'channel channel--chosen' : 'channel'}>
                <input type="radio" name="card" value={c.bankCardId} checked={c.bankCardId === chosen?.bankCardId} onChange={() => setCardId(c.bankCardId)} />
                <span className="channel__name">{c.bankName}</span>
                <span className="channel__limits">
                  {c.accountName} · <span className="masked-number">{c.maskedNumber}</span>
                </span>
              </label>
            )}
          </RowBoundary>
        ))}
        {problems.card ? (
          <p className="field__error" role="alert">
            {t('money.problem.card')}
          </p>
        ) : null}
      </fieldset>
      <TextField
        label={t('money.amount')}
        inputMode="decimal"
        autoComplete="off"
        placeholder={t('money.limits', { min: money(settings.minimumAmount), max: money(settings.maximumAmount) })}
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        error={problems.amount ? amountProblemText(t, problems.amount, money, limits) : null}
        addon={
          <button type="button" className="button" onClick={() => setAmount(String(Math.min(withdrawable, settings.maximumAmount)))}>
            {t('money.all')}
          </button>
        }
      />
      {settings.fixedWithdrawAmounts.length > 0 ? (
        <fieldset className="chips quick-amounts">
          <legend className="visually-hidden">{t('money.quick_amounts')}</legend>
          {settings.fixedWithdrawAmounts.map((n) => (
            <button key={n} type="button" className="chips__chip" aria-pressed={value === n} onClick={() => setAmount(String(n))}>
              {money(n)}
            </button>
          ))}
        </fieldset>
      ) : null}
      {fee !== null && value ? (
        <dl className="money-lines">
          <dt>{t('money.fee')}</dt>
          <dd>{money(fee)}</dd>
          <dt>{t('money.arrives')}</dt>
          <dd>{money(cents(value - fee))}</dd>
        </dl>
      ) : null}
      <TextField
        label={t('money.withdraw_password')}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={problems.password}
      />
      <FormError>{failure}</FormError>
      <FormSuccess>{done}</FormSuccess>
      <button type="submit" className="button button--primary" disabled={withdraw.isPending || blocked}>
        {withdraw.isPending ? t('common.loading') : t('money.withdraw_submit')}
      </button>
    </form>
  );
}

function WithdrawOrders({ orders }: { orders: readonly WithdrawOrder[] }) {
  const { t } = useTranslation();
  const money = useMoney();
  const when = useDates().moment;
  return (
    <TableScroll>
      <table className="data-table">
        <thead>
          <tr>
            <th>{t('memberCentre.time')}</th>
            <th>{t('money.reference')}</th>
            <th>{t('money.to_card')}</th>
            <th className="num">{t('money.amount')}</th>
            <th className="num">{t('money.fee')}</th>
            <th>{t('money.status')}</th>
            <th>
              <span className="visually-hidden">{t('money.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((o) => (
            <RowBoundary key={o.orderNo} row={o} as="tr" cells={7}>
              {() => (
                <tr>
                  <td>{when.format(o.createdAt)}</td>
                  <td>{o.orderNo}</td>
                  <td>
                    {o.bankName} <span className="masked-number">{o.maskedNumber}</span>
                  </td>
                  <td className="num">{money(o.amount)}</td>
                  <td className="num">{money(o.fee)}</td>
                  <td>
                    <OrderStatus status={o.status} />
                  </td>
                  <td>
                    {o.status === 'AWAITING_CONFIRMATION' && o.payDetailId ? (
                      <button
                        type="button"
                        className="button button--small button--primary"
                        onClick={() => openDialog('withdrawalConfirmation', { payDetailId: o.payDetailId })}
                      >
                        {t('withdrawal.confirm_action')}
                      </button>
                    ) : null}
                  </td>
                </tr>
              )}
            </RowBoundary>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
