import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FRESH, useMoney, useRefreshMoney } from '../../../api/money';
import { config } from '../../../config';
import { useGetMerchantWallet, useWalletReturn, useWalletTransfer } from '../../../generated/relay/endpoints/wallet/wallet';
import { useGetWalletBalance } from '../../../generated/wps/endpoints/wallet/wallet';
import type { WalletBalance } from '../../../generated/wps/model';
import { type AmountProblem, amountProblemText, cents, checkAmount, parseAmount } from '../../../lib/amount';
import { errorMessage } from '../../../lib/errors';
import { FormError, FormSuccess, SelectField, TextField } from '../../../ui/form/Field';
import { ErrorView, LoadingView } from '../../../ui/StatusView';
import './money.css';
import { useLocaleParts } from '../../../i18n/parts';
import { RowBoundary } from '../../../ui/ErrorBoundary';

/**
 * Wallet (transferFund): the total, the main wallet and every vendor wallet; a transfer between
 * the main wallet and a vendor wallet, and "recall all" back to the main wallet. A single-wallet
 * merchant (`isSingle`) shows one wallet and no transfers.
 */
export default function WalletPanel() {
  useLocaleParts('money', 'records');
  const { t } = useTranslation();
  const balance = useGetWalletBalance(FRESH);
  const merchant = useGetMerchantWallet({ merchantCode: config.merchant });

  return (
    <div className="money-panel">
      <h3>{t('memberCentre.item.transferFund')}</h3>
      {balance.isError || merchant.isError ? (
        <ErrorView error={balance.error ?? merchant.error} onRetry={() => void Promise.all([balance.refetch(), merchant.refetch()])} />
      ) : balance.isPending || merchant.isPending ? (
        <LoadingView />
      ) : (
        <Wallets balance={balance.data.value} single={merchant.data.value.isSingle} />
      )}
    </div>
  );
}

/** The wallets, and the transfers between them unless the merchant runs one wallet. */
function Wallets({ balance: w, single }: { balance: WalletBalance; single: boolean }) {
  const { t } = useTranslation();
  const money = useMoney();
  const main = w.balance.find((b) => b.accountTypeId === w.mainAccountTypeId);
  // Wallets holding money first, the most first; the rest in the platform's order.
  const vendors = w.balance.filter((b) => b.accountTypeId !== w.mainAccountTypeId).sort((a, b) => b.availBalance - a.availBalance);

  return (
    <>
      <dl className="money-summary">
        <div>
          <dt>{t('money.total_balance')}</dt>
          <dd className="money-summary__total">{money(w.sumBalance)}</dd>
        </div>
        {single ? null : (
          <div>
            <dt>{t('money.main_wallet')}</dt>
            <dd>{money(main?.availBalance ?? 0)}</dd>
          </div>
        )}
      </dl>
      {single ? (
        <p className="muted">{t('money.single_wallet')}</p>
      ) : (
        <>
          <TransferForm mainId={w.mainAccountTypeId} wallets={w.balance} />
          <section aria-labelledby="vendor-wallets">
            <div className="form-row">
              <h4 id="vendor-wallets">{t('money.vendor_wallets')}</h4>
              <RecallAll disabled={vendors.every((v) => v.availBalance <= 0)} />
            </div>
            {vendors.length === 0 ? (
              <p className="muted">{t('money.no_vendor_wallets')}</p>
            ) : (
              <ul className="wallet-grid" aria-label={t('money.vendor_wallets')}>
                {vendors.map((v) => (
                  <RowBoundary key={v.accountTypeId} row={v} as="li">
                    {() => (
                      <li className={v.availBalance > 0 ? 'wallet-card wallet-card--funded' : 'wallet-card'}>
                        <span className="wallet-card__name">{v.accountName}</span>
                        <span className="wallet-card__amount">{money(v.availBalance)}</span>
                      </li>
                    )}
                  </RowBoundary>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </>
  );
}

interface Wallet {
  accountTypeId: number;
  accountName: string;
  availBalance: number;
}

/** From the main wallet to a vendor wallet, or back: the amount within the source's balance. */
function TransferForm({ mainId, wallets }: { mainId: number; wallets: readonly Wallet[] }) {
  const { t } = useTranslation();
  const money = useMoney();
  const refresh = useRefreshMoney();
  const transfer = useWalletTransfer();
  const vendors = wallets.filter((w) => w.accountTypeId !== mainId);
  const [direction, setDirection] = useState<'in' | 'out'>('in');
  const [vendorId, setVendorId] = useState('');
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<AmountProblem | 'vendor' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const vendor = vendors.find((v) => String(v.accountTypeId) === vendorId);
  const source = direction === 'in' ? wallets.find((w) => w.accountTypeId === mainId) : vendor;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    setDone(null);
    if (!vendor) {
      setProblem('vendor');
      return;
    }
    const amountProblem = checkAmount(amount, { balance: source?.availBalance ?? 0 });
    setProblem(amountProblem);
    if (amountProblem) return;
    const value = cents(parseAmount(amount)!);
    try {
      await transfer.mutateAsync({
        data:
          direction === 'in'
            ? { fromAccountTypeId: mainId, toAccountTypeId: vendor.accountTypeId, amount: value }
            : { fromAccountTypeId: vendor.accountTypeId, toAccountTypeId: mainId, amount: value },
      });
      setAmount('');
      setDone(t(direction === 'in' ? 'money.transferred_in' : 'money.transferred_out', { amount: money(value), wallet: vendor.accountName }));
      await refresh();
    } catch (error) {
      setFailure(errorMessage(error, t));
    }
  };

  return (
    <form className="money-form" onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t('money.transfer_title')}>
      <h4>{t('money.transfer_title')}</h4>
      <fieldset className="chips">
        <legend className="visually-hidden">{t('money.direction')}</legend>
        {(['in', 'out'] as const).map((d) => (
          <button key={d} type="button" className="chips__chip" aria-pressed={direction === d} onClick={() => setDirection(d)}>
            {t(`money.direction_${d}`)}
          </button>
        ))}
      </fieldset>
      <SelectField
        label={t('money.vendor_wallet')}
        value={vendorId}
        onChange={(e) => setVendorId(e.target.value)}
        placeholder={t('money.choose_wallet')}
        options={vendors.map((v) => ({ value: String(v.accountTypeId), label: `${v.accountName} (${money(v.availBalance)})` }))}
        error={problem === 'vendor' ? t('money.problem.vendor') : null}
      />
      <TextField
        label={t('money.amount')}
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        error={problem && problem !== 'vendor' ? amountProblemText(t, problem, money, { balance: source?.availBalance }) : null}
        addon={
          <button type="button" className="button" onClick={() => setAmount(String(source?.availBalance ?? 0))} disabled={!source}>
            {t('money.all')}
          </button>
        }
      />
      {source ? <p className="muted">{t('money.available_in', { wallet: source.accountName, amount: money(source.availBalance) })}</p> : null}
      <FormError>{failure}</FormError>
      <FormSuccess>{done}</FormSuccess>
      <button type="submit" className="button button--primary" disabled={transfer.isPending}>
        {transfer.isPending ? t('common.loading') : t('money.transfer')}
      </button>
    </form>
  );
}

/** Moves every vendor wallet's balance back to the main wallet. */
function RecallAll({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const money = useMoney();
  const refresh = useRefreshMoney();
  const recall = useWalletReturn();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const onClick = async () => {
    setMessage(null);
    try {
      const { value } = await recall.mutateAsync({ data: {} });
      setMessage({ ok: true, text: t('money.recalled', { amount: money(value.amount) }) });
      await refresh();
    } catch (error) {
      setMessage({ ok: false, text: errorMessage(error, t) });
    }
  };
  return (
    <div className="recall">
      <button type="button" className="button" onClick={() => void onClick()} disabled={disabled || recall.isPending}>
        {recall.isPending ? t('common.loading') : t('money.recall_all')}
      </button>
      {message ? (
        <p className={message.ok ? 'form-success' : 'form-error'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </p>
      ) : null}
    </div>
  );
}
