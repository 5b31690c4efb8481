import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRefreshMoney } from '../../../api/money';
import { useGetBanks, useRemoveBankCard } from '../../../generated/relay/endpoints/wallet/wallet';
import type { BankCard, WithdrawAccountInfo } from '../../../generated/relay/model';
import { useAddBankCard } from '../../../generated/wps/endpoints/member/member';
import { useLocalePart } from '../../../i18n/parts';
import { errorMessage } from '../../../lib/errors';
import { withdrawPasswordProblem } from '../../../lib/withdraw-password';
import { RowBoundary } from '../../../ui/ErrorBoundary';
import { FormError, SelectField, TextField } from '../../../ui/form/Field';
import { LoadingView } from '../../../ui/StatusView';

/** Compares names the way the platform does: no case, single spaces. */
export const sameName = (a: string, b: string): boolean => a.trim().replace(/\s+/g, ' ').toUpperCase() === b.trim().replace(/\s+/g, ' ').toUpperCase();

/** A bank card number is 8 to 19 digits; an e-wallet's (a mobile number) 9 to 11. Spaces are ignored. */
export function cardNumberProblem(number: string, cardType: 'BC' | 'EW'): 'required' | 'format' | null {
  const digits = number.replace(/\s+/g, '');
  if (!digits) return 'required';
  return (cardType === 'EW' ? /^\d{9,11}$/ : /^\d{8,19}$/).test(digits) ? null : 'format';
}

/** The member's cards, with remove; and a form to add one in the member's real name. */
export function BankCards({ info }: { info: WithdrawAccountInfo }) {
  useLocalePart('money');
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const full = info.cards.length >= info.maxCardCount;
  return (
    <section aria-labelledby="bank-cards" className="bank-cards">
      <div className="form-row">
        <h4 id="bank-cards">{t('money.bank_cards')}</h4>
        <span className="muted">{t('money.card_count', { used: info.cards.length, max: info.maxCardCount })}</span>
      </div>
      {info.cards.length === 0 ? <p className="muted">{t('money.no_cards')}</p> : null}
      <ul className="card-list" aria-label={t('money.bank_cards')}>
        {info.cards.map((card) => (
          <RowBoundary key={card.bankCardId} row={card} as="li">
            {() => <CardItem card={card} />}
          </RowBoundary>
        ))}
      </ul>
      {adding ? (
        <AddCardForm realName={info.realName} onDone={() => setAdding(false)} />
      ) : (
        <button type="button" className="button" onClick={() => setAdding(true)} disabled={full}>
          {full ? t('money.card_limit') : t('money.add_card')}
        </button>
      )}
    </section>
  );
}

function CardItem({ card }: { card: BankCard }) {
  const { t } = useTranslation();
  const refresh = useRefreshMoney();
  const remove = useRemoveBankCard();
  const [asking, setAsking] = useState(false);
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const onRemove = async (e: FormEvent) => {
    e.preventDefault();
    const found = withdrawPasswordProblem(password, t);
    setProblem(found);
    if (found) return;
    try {
      await remove.mutateAsync({ data: { bankCardId: card.bankCardId, withdrawPassword: password } });
      await refresh();
    } catch (error) {
      setProblem(errorMessage(error, t));
    }
  };
  return (
    <li className="bank-card">
      <span className="bank-card__bank">{card.bankName}</span>
      <span className="bank-card__name">{card.accountName}</span>
      <span className="bank-card__number">
        <span className="masked-number">{card.maskedNumber}</span>
      </span>
      {asking ? (
        <form
          className="bank-card__remove"
          onSubmit={(e) => void onRemove(e)}
          noValidate
          aria-label={t('money.remove_card_named', { card: `${card.bankName} ${card.maskedNumber}` })}
        >
          <TextField
            label={t('money.withdraw_password')}
            type="password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={6}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={problem}
          />
          <div className="form-row">
            <button type="submit" className="button button--danger" disabled={remove.isPending}>
              {t('money.remove_card')}
            </button>
            <button type="button" className="button" onClick={() => setAsking(false)}>
              {t('common.cancel')}
            </button>
          </div>
        </form>
      ) : (
        <button
          type="button"
          className="link-button"
          onClick={() => setAsking(true)}
          aria-label={t('money.remove_card_named', { card: `${card.bankName} ${card.maskedNumber}` })}
        >
          {t('money.remove_card')}
        </button>
      )}
    </li>
  );
}

type Field = 'bankCode' | 'accountName' | 'accountNumber' | 'withdrawPassword';

function AddCardForm({ realName, onDone }: { realName: string; onDone: () => void }) {
  const { t } = useTranslation();
  const banks = useGetBanks();
  const refresh = useRefreshMoney();
  const add = useAddBankCard();
  const [values, setValues] = useState<Record<Field, string>>({ bankCode: '', accountName: realName, accountNumber: '', withdrawPassword: '' });
  const [problems, setProblems] = useState<Partial<Record<Field, string | null>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  if (banks.isPending) return <LoadingView />;
  const list = banks.data?.value.list ?? [];
  const bank = list.find((b) => b.bankCode === values.bankCode);
  const set = (name: Field) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value }));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const numberProblem = cardNumberProblem(values.accountNumber, bank?.cardType ?? 'BC');
    const found: Partial<Record<Field, string | null>> = {
      bankCode: bank ? null : t('money.problem.bank'),
      accountName: !values.accountName.trim()
        ? t('not_empty')
        : realName && !sameName(values.accountName, realName)
          ? t('money.problem.name_mismatch', { name: realName })
          : null,
      accountNumber:
        numberProblem === 'required'
          ? t('not_empty')
          : numberProblem
            ? t(bank?.cardType === 'EW' ? 'money.problem.wallet_number' : 'money.problem.card_number')
            : null,
      withdrawPassword: withdrawPasswordProblem(values.withdrawPassword, t),
    };
    setProblems(found);
    if (Object.values(found).some(Boolean)) return;
    try {
      await add.mutateAsync({
        data: {
          bankCode: values.bankCode,
          accountName: values.accountName.trim(),
          accountNumber: values.accountNumber.replace(/\s+/g, ''),
          withdrawPassword: values.withdrawPassword,
        },
      });
      await refresh();
      onDone();
    } catch (error) {
      setFailure(errorMessage(error, t));
    }
  };

  return (
    <form className="money-form" onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t('money.add_card')}>
      <h4>{t('money.add_card')}</h4>
      <SelectField
        label={t('money.bank')}
        value={values.bankCode}
        onChange={set('bankCode')}
        placeholder={t('money.choose_bank')}
        options={list.map((b) => ({ value: b.bankCode, label: b.bankName }))}
        error={problems.bankCode}
      />
      <TextField
        label={t('money.account_name')}
        autoComplete="name"
        value={values.accountName}
        onChange={set('accountName')}
        error={problems.accountName}
        maxLength={50}
      />
      {realName ? <p className="muted">{t('money.name_rule', { name: realName })}</p> : null}
      <TextField
        label={t(bank?.cardType === 'EW' ? 'money.wallet_number' : 'money.account_number')}
        inputMode="numeric"
        autoComplete="off"
        value={values.accountNumber}
        onChange={set('accountNumber')}
        error={problems.accountNumber}
        maxLength={23}
      />
      <TextField
        label={t('money.withdraw_password')}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        value={values.withdrawPassword}
        onChange={set('withdrawPassword')}
        error={problems.withdrawPassword}
      />
      <FormError>{failure}</FormError>
      <div className="form-row">
        <button type="submit" className="button button--primary" disabled={add.isPending}>
          {add.isPending ? t('common.loading') : t('money.add_card_submit')}
        </button>
        <button type="button" className="button" onClick={onDone}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
