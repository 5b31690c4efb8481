import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { FRESH, useMoney, useRefreshMoney } from '../../api/money';
import { useGetPaymentConfirmationList, useProcessC2CTransaction } from '../../generated/relay/endpoints/wallet/wallet';
import type { PaymentConfirmation } from '../../generated/relay/model';
import { useLocalePart } from '../../i18n/parts';
import { checkAmount, parseAmount } from '../../lib/amount';
import { errorMessage } from '../../lib/errors';
import { closeDialog, dialogs } from '../../state/dialogs';
import { FormError, TextField } from '../../ui/form/Field';
import { ImageUpload, readAsDataUrl } from '../../ui/ImageUpload';
import { QueryView } from '../../ui/StatusView';
import { timeLeft, useNow } from '../../ui/useNow';
import './wallet.css';

type Answer = 'Y' | 'P' | 'N';

/**
 * The withdrawal confirmation (spec section 4): for a withdrawal paid by another member, say
 * whether the money arrived in full, partly (the amount received; the remainder comes back) or
 * not at all (with up to three proof images). An unanswered one counts as received when its
 * minutes run out; such a forced receipt means the money is not refunded.
 */
export default function WithdrawalConfirmation() {
  useLocalePart('money');
  // Each opening starts afresh, also one during the last one's fade-out (the body stays mounted).
  const params = useSnapshot(dialogs).params.withdrawalConfirmation;
  return <Confirmation key={openingKey(params)} asked={params?.payDetailId} />;
}

const openings = new WeakMap<object, number>();
let lastOpening = 0;
/** A key per opening: every `openDialog` call gives new params. */
function openingKey(params: object | undefined): number {
  if (!params) return 0;
  if (!openings.has(params)) openings.set(params, ++lastOpening);
  return openings.get(params)!;
}

function Confirmation({ asked }: { asked: string | undefined }) {
  const { t } = useTranslation();
  const list = useGetPaymentConfirmationList(FRESH);
  // Kept here: once answered, the confirmation leaves the list, and its answer must stay shown.
  const [done, setDone] = useState<string | null>(null);
  if (done) {
    return (
      <div className="form-stack">
        <p className="form-success" role="status">
          {done}
        </p>
        <button type="button" className="button button--primary" onClick={() => closeDialog('withdrawalConfirmation')}>
          {t('common.close')}
        </button>
      </div>
    );
  }
  return (
    <QueryView query={list} isEmpty={(d) => d.value.list.length === 0} empty={t('withdrawal.none_waiting')}>
      {(data) => {
        const waiting = data.value.list;
        const first = waiting.find((c) => c.payDetailId === asked) ?? waiting[0]!;
        return <ConfirmForm key={first.payDetailId} item={first} others={waiting.length - 1} onDone={setDone} />;
      }}
    </QueryView>
  );
}

function ConfirmForm({ item, others, onDone }: { item: PaymentConfirmation; others: number; onDone: (message: string) => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const refresh = useRefreshMoney();
  const process = useProcessC2CTransaction();
  const now = useNow();
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [received, setReceived] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [problems, setProblems] = useState<{ answer?: boolean; received?: string | null; files?: string | null }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const receivedValue = parseAmount(received) ?? 0;
  // Shown as soon as what is typed is a possible amount received.
  const remainder = answer === 'P' && !receivedProblem(received, item.amount, t) ? Math.round((item.amount - receivedValue) * 100) / 100 : null;
  const expired = item.confirmBy <= now;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const found = {
      answer: answer === null,
      received: answer === 'P' ? receivedProblem(received, item.amount, t) : null,
      files: answer === 'N' && files.length === 0 ? t('withdrawal.proof_required') : null,
    };
    setProblems(found);
    if (found.answer || found.received || found.files) return;
    try {
      const proof = answer === 'N' ? await Promise.all(files.map(readAsDataUrl)) : undefined;
      await process.mutateAsync({
        data: {
          payDetailId: item.payDetailId,
          isMoneyReceived: answer!,
          ...(answer === 'P' ? { receivedAmount: receivedValue } : {}),
          ...(proof ? { proofOfNotReceive: proof } : {}),
        },
      });
      onDone(t(`withdrawal.done_${answer}`));
      await refresh();
    } catch (error) {
      setFailure(errorMessage(error, t));
    }
  };

  return (
    <form className="form-stack confirm-form" onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t('withdrawal.confirm_title')}>
      <dl className="confirm-form__facts">
        <dt>{t('withdrawal.reference')}</dt>
        <dd>{item.orderNo}</dd>
        <dt>{t('withdrawal.amount')}</dt>
        <dd>
          <strong>{money(item.amount)}</strong>
        </dd>
        <dt>{t('withdrawal.time_left')}</dt>
        <dd role="timer" aria-live="off" className={expired ? 'confirm-form__late' : undefined}>
          {expired ? t('withdrawal.time_up') : timeLeft(item.confirmBy, now)}
        </dd>
      </dl>
      <p className="notice-line">{t('withdrawal.forced_note', { minutes: item.minutesLeft })}</p>
      <fieldset className="confirm-form__answers">
        <legend className="field__label">{t('withdrawal.question')}</legend>
        {(['Y', 'P', 'N'] as const).map((a) => (
          <label key={a} className={answer === a ? 'channel channel--chosen' : 'channel'}>
            <input type="radio" name="received" value={a} checked={answer === a} onChange={() => setAnswer(a)} />
            <span className="channel__name">{t(`withdrawal.answer_${a}`)}</span>
          </label>
        ))}
        {problems.answer ? (
          <p className="field__error" role="alert">
            {t('withdrawal.choose_answer')}
          </p>
        ) : null}
      </fieldset>
      {answer === 'P' ? (
        <>
          <TextField
            label={t('withdrawal.amount_received')}
            inputMode="decimal"
            autoComplete="off"
            value={received}
            onChange={(e) => {
              setReceived(e.target.value);
              setProblems((p) => ({ ...p, received: null }));
            }}
            error={problems.received}
          />
          {remainder !== null ? <p className="muted">{t('withdrawal.amount_remainder', { amount: money(remainder) })}</p> : null}
        </>
      ) : null}
      {answer === 'N' ? <ImageUpload label={t('withdrawal.proof')} files={files} onChange={setFiles} error={problems.files} /> : null}
      <FormError>{failure}</FormError>
      {others > 0 ? <p className="muted">{t('withdrawal.more_waiting', { count: others })}</p> : null}
      <button type="submit" className="button button--primary" disabled={process.isPending}>
        {process.isPending ? t('common.loading') : t('common.submit')}
      </button>
    </form>
  );
}

/** What was received must be an amount (the shared checks), more than zero and less than what was paid. */
function receivedProblem(text: string, amount: number, t: (key: string) => string): string | null {
  const problem = checkAmount(text);
  if (problem === 'required') return t('not_empty');
  if (problem === 'format' || problem === 'decimals') return t('money.problem.format');
  return problem === null && parseAmount(text)! < amount ? null : t('withdrawal.received_range');
}
