import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FRESH, useMoney, useRefreshMoney } from '../../../api/money';
import { gamingRefusalMessage } from '../../../api/responsible';
import { useCancelDepositOrder, useCreateDepositOrder, useGetDepositChannels, useGetDepositOrders } from '../../../generated/relay/endpoints/wallet/wallet';
import type { DepositChannel, DepositMethod, DepositOrder } from '../../../generated/relay/model';
import { useDates } from '../../../i18n/useDates';
import { type AmountProblem, amountProblemText, cents, checkAmount, feeOf, parseAmount } from '../../../lib/amount';
import { errorMessage } from '../../../lib/errors';
import { safeHttpUrl } from '../../../lib/url';
import { CopyButton } from '../../../ui/CopyButton';
import { FormError, SelectField, TextField } from '../../../ui/form/Field';
import { EmptyView, QueryView } from '../../../ui/StatusView';
import { timeLeft, useNow } from '../../../ui/useNow';
import { DEPOSIT_CHANNELS, RECENT_ORDERS } from '../first-replies';
import { OrderStatus } from './OrderStatus';
import './money.css';
import { useLocaleParts } from '../../../i18n/parts';
import { RowBoundary } from '../../../ui/ErrorBoundary';
import { TableScroll } from '../../../ui/TableScroll';

/** How often a pending order's status is asked while it is shown. */
const POLL_MS = 5_000;

/**
 * Deposit (depositv2): a payment type and channel with its limits and fee, an amount (with quick
 * amounts), then the order to pay: reference, bank details or QR code with copy buttons, the time
 * left and its status until paid; the recent deposit orders below.
 */
export default function DepositPanel() {
  useLocaleParts('money', 'records');
  const { t } = useTranslation();
  const channels = useGetDepositChannels(DEPOSIT_CHANNELS, FRESH);
  const [shown, setShown] = useState<string | null>(null);
  const orders = useGetDepositOrders(RECENT_ORDERS, {
    query: { staleTime: 0, refetchInterval: (q) => (q.state.data?.value.list.some((o) => o.orderNo === shown && o.status === 'PENDING') ? POLL_MS : false) },
  });
  const order = orders.data?.value.list.find((o) => o.orderNo === shown);

  return (
    <div className="money-panel">
      <h3>{t('memberCentre.item.depositv2')}</h3>
      {shown && order ? (
        <OrderView order={order} onDone={() => setShown(null)} onCheck={() => void orders.refetch()} checking={orders.isFetching} />
      ) : (
        <QueryView query={channels} isEmpty={(d) => d.value.methods.length === 0} empty={t('money.no_channels')}>
          {(data) => <DepositForm methods={[...data.value.methods].sort((a, b) => a.displaySeqNo - b.displaySeqNo)} onOrder={setShown} />}
        </QueryView>
      )}
      <section aria-labelledby="deposit-orders">
        <h4 id="deposit-orders">{t('money.recent_deposits')}</h4>
        <QueryView query={orders} isEmpty={(d) => d.value.list.length === 0} empty={t('money.no_deposits')}>
          {(data) => <DepositOrders orders={data.value.list} onShow={setShown} />}
        </QueryView>
      </section>
    </div>
  );
}

function DepositForm({ methods, onOrder }: { methods: readonly DepositMethod[]; onOrder: (orderNo: string) => void }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const money = useMoney();
  const refresh = useRefreshMoney();
  const create = useCreateDepositOrder();
  const [methodCode, setMethodCode] = useState(methods.find((m) => m.recommended)?.code ?? methods[0]?.code);
  const method = methods.find((m) => m.code === methodCode) ?? methods[0];
  const [channelId, setChannelId] = useState<string | null>(null);
  const channel: DepositChannel | undefined = method?.channels.find((c) => c.channelId === channelId) ?? method?.channels[0];
  const [amount, setAmount] = useState('');
  const [bankCode, setBankCode] = useState('');
  const [problems, setProblems] = useState<{ amount?: AmountProblem | null; bank?: boolean }>({});
  const [failure, setFailure] = useState<string | null>(null);

  if (!method || !channel) return <EmptyView>{t('money.no_channels')}</EmptyView>;
  const limits = { min: channel.min, max: channel.max };
  const value = parseAmount(amount);
  const fee = value && !checkAmount(amount, limits) ? feeOf(value, { rate: channel.feeRate, fixed: channel.feeFixed }) : null;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const found = { amount: checkAmount(amount, limits), bank: channel.banks.length > 0 && !bankCode };
    setProblems(found);
    if (found.amount || found.bank) return;
    try {
      const { value: order } = await create.mutateAsync({ data: { amount: cents(value!), channelId: channel.channelId, ...(bankCode ? { bankCode } : {}) } });
      await refresh();
      onOrder(order.orderNo);
    } catch (error) {
      // A deposit limit says which, and what is left in its period (responsible gaming).
      setFailure((await gamingRefusalMessage(error, t, i18n.language, queryClient)) ?? errorMessage(error, t));
    }
  };

  return (
    <form className="money-form" onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t('money.deposit_form')}>
      <fieldset className="chips">
        <legend className="field__label">{t('money.payment_type')}</legend>
        {methods.map((m) => (
          <button
            key={m.code}
            type="button"
            className="chips__chip"
            aria-pressed={m.code === method.code}
            onClick={() => {
              setMethodCode(m.code);
              setChannelId(null);
              setBankCode('');
            }}
          >
            {m.name}
            {m.recommended ? <span className="tag">{t('money.recommended')}</span> : null}
          </button>
        ))}
      </fieldset>
      {/* The platform's own words, in whatever language it wrote them: they take their own direction. */}
      {method.description ? (
        <p className="muted" dir="auto">
          {method.description}
        </p>
      ) : null}
      <fieldset className="channel-list">
        <legend className="field__label">{t('money.channel')}</legend>
        {method.channels.map((c) => (
          <label key={c.channelId} className={c.channelId === channel.channelId ? 'channel channel--chosen' : 'channel'}>
            <input type="radio" name="channel" value={c.channelId} checked={c.channelId === channel.channelId} onChange={() => setChannelId(c.channelId)} />
            <span className="channel__name">{c.name}</span>
            <span className="channel__limits">{t('money.limits', { min: money(c.min), max: money(c.max) })}</span>
            <span className="channel__fee">
              {c.feeRate > 0 || c.feeFixed > 0
                ? t('money.fee_rate', { rate: (c.feeRate * 100).toFixed(2).replace(/\.?0+$/, ''), fixed: money(c.feeFixed) })
                : t('money.no_fee')}
            </span>
          </label>
        ))}
      </fieldset>
      {channel.banks.length > 0 ? (
        <SelectField
          label={t('money.bank')}
          value={bankCode}
          onChange={(e) => setBankCode(e.target.value)}
          placeholder={t('money.choose_bank')}
          options={channel.banks.map((b) => ({ value: b.bankCode, label: b.bankName }))}
          error={problems.bank ? t('money.problem.bank') : null}
        />
      ) : null}
      <TextField
        label={t('money.amount')}
        inputMode="decimal"
        autoComplete="off"
        placeholder={t('money.limits', { min: money(channel.min), max: money(channel.max) })}
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        error={problems.amount ? amountProblemText(t, problems.amount, money, limits) : null}
      />
      {channel.fixedAmounts.length > 0 ? (
        <fieldset className="chips quick-amounts">
          <legend className="visually-hidden">{t('money.quick_amounts')}</legend>
          {channel.fixedAmounts.map((n) => (
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
          <dt>{t('money.credited')}</dt>
          <dd>{money(cents(value - fee))}</dd>
        </dl>
      ) : null}
      <FormError>{failure}</FormError>
      <button type="submit" className="button button--primary" disabled={create.isPending}>
        {create.isPending ? t('common.loading') : t('money.deposit_submit')}
      </button>
    </form>
  );
}

/** The order to pay: where to, with what reference, how long is left, and its status. */
function OrderView({ order, onDone, onCheck, checking }: { order: DepositOrder; onDone: () => void; onCheck: () => void; checking: boolean }) {
  const { t } = useTranslation();
  const money = useMoney();
  const refresh = useRefreshMoney();
  const cancel = useCancelDepositOrder();
  const now = useNow();
  const [failure, setFailure] = useState<string | null>(null);
  const pending = order.status === 'PENDING';
  // Paid while shown (the list is polled): the balance and the records show it at once.
  useEffect(() => {
    if (order.status === 'PAID') void refresh();
  }, [order.status, refresh]);
  const qr = safeHttpUrl(order.payTo.qrImageUrl);
  const payUrl = safeHttpUrl(order.payTo.payUrl);
  const copyLine = (label: string, value: string | undefined) =>
    value ? (
      <div className="copy-line">
        <dt>{label}</dt>
        <dd>
          <span className="copy-line__value">{value}</span>
          {pending ? <CopyButton text={value} label={t('money.copy_what', { what: label })} /> : null}
        </dd>
      </div>
    ) : null;

  const onCancel = async () => {
    setFailure(null);
    try {
      await cancel.mutateAsync({ data: { orderNo: order.orderNo } });
      await refresh();
    } catch (error) {
      setFailure(errorMessage(error, t));
    }
  };

  return (
    <section className="order-view" aria-labelledby="order-title">
      <div className="form-row">
        <h4 id="order-title">{t('money.order_title')}</h4>
        <OrderStatus status={order.status} />
      </div>
      <dl className="copy-lines">
        {copyLine(t('money.reference'), order.orderNo)}
        <div className="copy-line">
          <dt>{t('money.amount')}</dt>
          <dd>
            <strong>{money(order.amount)}</strong>
            {pending ? <CopyButton text={String(order.amount)} label={t('money.copy_what', { what: t('money.amount') })} /> : null}
          </dd>
        </div>
        {copyLine(t('money.bank'), order.payTo.bankName)}
        {copyLine(t('money.account_name'), order.payTo.accountName)}
        {copyLine(t('money.account_number'), order.payTo.accountNumber)}
        {copyLine(t('money.transfer_remark'), order.payTo.transferRemark)}
      </dl>
      {pending && order.payTo.transferRemark ? <p className="notice-line">{t('money.remark_hint')}</p> : null}
      {pending && qr ? <img className="order-view__qr" src={qr} alt={t('money.qr_alt', { reference: order.orderNo })} width={200} height={200} /> : null}
      {pending && payUrl ? (
        <a className="button" href={payUrl} target="_blank" rel="noopener noreferrer">
          {t('money.open_payment_page')}
        </a>
      ) : null}
      {pending ? (
        <p className="order-view__timer" role="timer" aria-live="off">
          {t('money.time_left', { time: timeLeft(order.expiresAt, now) })}
        </p>
      ) : order.status === 'PAID' ? (
        <p className="form-success" role="status">
          {t('money.deposit_paid', { amount: money(order.creditAmount) })}
        </p>
      ) : null}
      <FormError>{failure}</FormError>
      <div className="form-row">
        {pending ? (
          <>
            <button type="button" className="button button--primary" onClick={onCheck} disabled={checking}>
              {checking ? t('common.loading') : t('money.check_status')}
            </button>
            <button type="button" className="button" onClick={() => void onCancel()} disabled={cancel.isPending}>
              {t('money.cancel_order')}
            </button>
          </>
        ) : null}
        <button type="button" className="button" onClick={onDone}>
          {t('money.new_deposit')}
        </button>
      </div>
    </section>
  );
}

function DepositOrders({ orders, onShow }: { orders: readonly DepositOrder[]; onShow: (orderNo: string) => void }) {
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
            <th>{t('money.channel')}</th>
            <th className="num">{t('money.amount')}</th>
            <th>{t('money.status')}</th>
            <th>
              <span className="visually-hidden">{t('money.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((o) => (
            <RowBoundary key={o.orderNo} row={o} as="tr" cells={6}>
              {() => (
                <tr>
                  <td>{when.format(o.createdAt)}</td>
                  <td>{o.orderNo}</td>
                  <td>{o.channelName}</td>
                  <td className="num">{money(o.amount)}</td>
                  <td>
                    <OrderStatus status={o.status} />
                  </td>
                  <td>
                    <button
                      type="button"
                      className="link-button"
                      onClick={() => onShow(o.orderNo)}
                      aria-label={t('money.show_order', { reference: o.orderNo })}
                    >
                      {t('money.show')}
                    </button>
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
