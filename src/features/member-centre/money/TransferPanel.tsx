import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { BALANCE_QUERY, useMoney, useRefreshMoney } from '../../../api/money';
import { useGetSubordinateSimple } from '../../../generated/relay/endpoints/agent/agent';
import { useTransferDownline } from '../../../generated/wps/endpoints/agent/agent';
import { useTransferUpline } from '../../../generated/wps/endpoints/member/member';
import { useGetWalletBalance } from '../../../generated/wps/endpoints/wallet/wallet';
import { type AmountProblem, amountProblemText, cents, checkAmount, parseAmount } from '../../../lib/amount';
import { errorMessage } from '../../../lib/errors';
import { withdrawPasswordProblem } from '../../../lib/withdraw-password';
import { session } from '../../../state/session';
import { FormError, FormSuccess, SelectField, TextField } from '../../../ui/form/Field';
import { LoadingView, QueryView } from '../../../ui/StatusView';
import './money.css';
import { useLocaleParts } from '../../../i18n/parts';

const REMARK_MAX = 100;

/**
 * Transfer to upline (spec section 6), and for agents to a direct downline: from the main
 * wallet, checked with the withdrawal password. `upline` says whether this member may send to
 * the upline (an upline, not a type-2 agent, the white-label switch on).
 */
export default function TransferPanel({ upline }: { upline: boolean }) {
  useLocaleParts('money', 'records');
  const { t } = useTranslation();
  const { isAgent } = useSnapshot(session);
  const balance = useGetWalletBalance(BALANCE_QUERY);
  const money = useMoney();
  return (
    <div className="money-panel">
      <h3>{t(isAgent ? 'memberCentre.item.transferUpline_agent' : 'memberCentre.item.transferUpline')}</h3>
      <QueryView query={balance} isEmpty={() => false} empty={null}>
        {({ value: w }) => {
          const main = w.balance.find((b) => b.accountTypeId === w.mainAccountTypeId)?.availBalance ?? 0;
          return (
            <>
              <p className="muted">{t('money.available_in', { wallet: t('money.main_wallet'), amount: money(main) })}</p>
              {upline ? <TransferForm target="upline" balance={main} /> : null}
              {isAgent ? <TransferForm target="downline" balance={main} /> : null}
            </>
          );
        }}
      </QueryView>
    </div>
  );
}

type Field = 'downline' | 'amount' | 'password' | 'remark';

function TransferForm({ target, balance }: { target: 'upline' | 'downline'; balance: number }) {
  const { t } = useTranslation();
  const money = useMoney();
  const refresh = useRefreshMoney();
  const toUpline = useTransferUpline();
  const toDownline = useTransferDownline();
  const downlines = useGetSubordinateSimple({}, { query: { enabled: target === 'downline' } });
  const [values, setValues] = useState<Record<Field, string>>({ downline: '', amount: '', password: '', remark: '' });
  const [problems, setProblems] = useState<{ downline?: boolean; amount?: AmountProblem | null; password?: string | null; remark?: boolean }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const pending = toUpline.isPending || toDownline.isPending;
  const set = (name: Field) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value }));
  const title = t(target === 'upline' ? 'money.to_upline' : 'money.to_downline');

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    setDone(null);
    const found = {
      downline: target === 'downline' && !values.downline,
      amount: checkAmount(values.amount, { balance }),
      password: withdrawPasswordProblem(values.password, t),
      remark: values.remark.length > REMARK_MAX,
    };
    setProblems(found);
    if (found.downline || found.amount || found.password || found.remark) return;
    const transferAmount = cents(parseAmount(values.amount)!);
    const remark = values.remark.trim() || undefined;
    try {
      if (target === 'upline') {
        const { value } = await toUpline.mutateAsync({ data: { transferAmount, password: values.password, ...(remark ? { remark } : {}) } });
        setDone(t('money.sent_to', { amount: money(value.amount), to: value.upline }));
      } else {
        const { value } = await toDownline.mutateAsync({
          data: { downline: values.downline, transferAmount, password: values.password, ...(remark ? { remark } : {}) },
        });
        setDone(t('money.sent_to', { amount: money(value.amount), to: value.downline }));
      }
      setValues((v) => ({ ...v, amount: '', password: '', remark: '' }));
      await refresh();
    } catch (error) {
      setFailure(errorMessage(error, t));
    }
  };

  return (
    <form className="money-form" onSubmit={(e) => void onSubmit(e)} noValidate aria-label={title}>
      <h4>{title}</h4>
      {target === 'downline' ? (
        downlines.isPending ? (
          <LoadingView />
        ) : (
          <SelectField
            label={t('money.downline')}
            value={values.downline}
            onChange={set('downline')}
            placeholder={t('money.choose_downline')}
            options={(downlines.data?.value.list ?? []).map((d) => ({ value: d.customerName, label: `${d.customerName} (${d.nickname})` }))}
            error={downlines.isError ? errorMessage(downlines.error, t) : problems.downline ? t('money.problem.downline') : null}
          />
        )
      ) : null}
      <TextField
        label={t('money.amount')}
        inputMode="decimal"
        autoComplete="off"
        value={values.amount}
        onChange={set('amount')}
        error={problems.amount ? amountProblemText(t, problems.amount, money, { balance }) : null}
      />
      <TextField
        label={t('money.withdraw_password')}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        value={values.password}
        onChange={set('password')}
        error={problems.password}
      />
      <TextField
        label={t('money.remark')}
        autoComplete="off"
        maxLength={REMARK_MAX + 20}
        value={values.remark}
        onChange={set('remark')}
        error={problems.remark ? t('money.problem.remark', { max: REMARK_MAX }) : null}
      />
      <FormError>{failure}</FormError>
      <FormSuccess>{done}</FormSuccess>
      <button type="submit" className="button button--primary" disabled={pending}>
        {pending ? t('common.loading') : t('money.send')}
      </button>
    </form>
  );
}
