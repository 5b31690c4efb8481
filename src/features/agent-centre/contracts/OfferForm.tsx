import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../api/money';
import type { Contract, ContractInfo, ContractKind, ContractOffer } from '../../../generated/relay/model';
import { useLocalePart } from '../../../i18n/parts';
import { Dialog } from '../../../ui/dialog/Dialog';
import { FormError, SelectField, TextField } from '../../../ui/form/Field';
import { contractErrorText, offerContract, useRefreshContracts } from './api';
import { useCount, useKindName, usePercent, useRates, useTopRate } from './format';
import { useFieldLabel } from './TermsTable';
import {
  checkTiers,
  DEFAULT_DIVIDEND_PERIOD,
  DIVIDEND_PERIODS,
  type DividendPeriod,
  draftsOf,
  type Effect,
  fieldsOf,
  firstDraft,
  MAX_TIERS,
  MIN_TIERS,
  nextDraft,
  numbersOf,
  type TermProblem,
  type TierDraft,
  type TierField,
  tierEffect,
} from './terms';

/** Whom the form offers terms to: a downline fixed by its row (and its contract in force, whose terms it starts from), or a choice. */
export interface OfferTarget {
  downline?: string | undefined;
  base?: Contract | undefined;
}

interface Row {
  key: number;
  draft: TierDraft;
}

/**
 * The offer form (a dialog): the downline, the salary period (dividend), the tiers (add and
 * remove, 1 to 10) with each tier's worked example, the most the agent may offer, and the
 * platform's checks at the fields before sending. A refusal keeps what was typed and says why.
 */
export function OfferForm({
  kind,
  info,
  target,
  open,
  onClose,
  onSent,
}: {
  kind: ContractKind;
  info: ContractInfo;
  target: OfferTarget;
  open: boolean;
  onClose: () => void;
  onSent: (text: string) => void;
}) {
  useLocalePart('contracts');
  const { t } = useTranslation();
  const kindName = useKindName();
  const rates = useRates();
  const topRate = useTopRate();
  const refresh = useRefreshContracts();
  const formId = useId();
  const nextKey = useRef(0);
  const rowOf = (draft: TierDraft): Row => {
    nextKey.current += 1;
    return { key: nextKey.current, draft };
  };
  const choices = info.downlines.filter((d) => !d.pendingId);
  const [downline, setDownline] = useState(target.downline ?? '');
  const [period, setPeriod] = useState<DividendPeriod>(() => {
    const base = target.base?.salaryPeriod;
    return base && (DIVIDEND_PERIODS as readonly string[]).includes(base) ? (base as DividendPeriod) : DEFAULT_DIVIDEND_PERIOD;
  });
  const [rows, setRows] = useState<Row[]>(() => (target.base ? draftsOf(target.base.tiers) : [firstDraft()]).map(rowOf));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const send = useMutation({ mutationFn: (offer: ContractOffer) => offerContract(kind, offer) });
  // Sent and the screen still being refreshed: the offer is not sent twice.
  const [sending, setSending] = useState(false);

  const checked = checkTiers(
    kind,
    rows.map((r) => r.draft),
    info.ceiling,
  );
  const downlineProblem = downline ? null : t('contracts.problem.downline');
  const active = info.asUpline.find((c) => c.downline === downline && c.status === 'ACTIVE');
  const fixed = target.downline !== undefined;
  const title = target.base
    ? t('contracts.form.change_title', { kind: kindName(kind), downline: target.downline })
    : t('contracts.form.title', { kind: kindName(kind) });

  const edit = (key: number, field: TierField, value: string) =>
    setRows((list) => list.map((r) => (r.key === key ? { ...r, draft: { ...r.draft, [field]: value } } : r)));
  const touch = (name: string) => setTouched((set) => (set.has(name) ? set : new Set(set).add(name)));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    setFailure(null);
    if (downlineProblem || !checked.tiers) {
      // The keyboard goes to the first field to put right (its message is read with it).
      const form = e.currentTarget as HTMLFormElement;
      window.requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setSending(true);
    try {
      const contract = await send.mutateAsync({ downline, ...(kind === 'DIVIDEND' ? { salaryPeriod: period } : {}), tiers: checked.tiers });
      // Announced and closed once the screen shows the offer.
      await refresh();
      onSent(t('contracts.done.offered', { downline: contract.downline, kind: kindName(kind), rate: topRate(contract.tiers) }));
      onClose();
    } catch (error) {
      setFailure(contractErrorText(error, t));
    } finally {
      setSending(false);
    }
  };

  const ceiling = info.ceiling;
  const ownContract = info.asDownline.some((c) => c.status === 'ACTIVE');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="lg"
      title={title}
      closeLabel={t('common.close')}
      footer={
        <>
          <button type="button" className="button" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" form={formId} className="button button--primary" disabled={sending}>
            {sending ? t('common.loading') : t('contracts.form.send')}
          </button>
        </>
      }
    >
      <form id={formId} className="contract-form" onSubmit={(e) => void onSubmit(e)} noValidate aria-label={title}>
        {fixed ? (
          <dl className="contract-facts">
            <div>
              <dt>{t('contracts.form.downline')}</dt>
              <dd>{downline}</dd>
            </div>
          </dl>
        ) : (
          <SelectField
            label={t('contracts.form.downline')}
            value={downline}
            onChange={(e) => setDownline(e.target.value)}
            placeholder={t('contracts.form.choose_downline')}
            options={choices.map((d) => ({ value: d.username, label: d.username }))}
            error={submitted ? downlineProblem : null}
            data-autofocus
          />
        )}
        {active ? <p className="notice-line">{t('contracts.form.amends', { downline, rate: topRate(active.tiers) })}</p> : null}
        {kind === 'DIVIDEND' ? (
          <SelectField
            label={t('contracts.form.period')}
            value={period}
            onChange={(e) => setPeriod(e.target.value as DividendPeriod)}
            options={DIVIDEND_PERIODS.map((p) => ({ value: p, label: t(`contracts.period.${p}`) }))}
            data-autofocus={fixed ? true : undefined}
          />
        ) : (
          <p className="agent-muted">{t(`contracts.form.paid.${kind}`)}</p>
        )}
        <p className="contract-ceiling">
          {ceiling.lossRate === undefined
            ? t('contracts.ceiling.rate', { rate: rates({ rate: ceiling.rate }) })
            : t('contracts.ceiling.rates', { rate: rates({ rate: ceiling.rate }), lossRate: rates({ rate: ceiling.lossRate }) })}{' '}
          <span className="agent-muted">{t(ownContract ? 'contracts.ceiling.own' : 'contracts.ceiling.platform')}</span>
        </p>
        <fieldset className="contract-tiers">
          <legend className="contract-tiers__legend">{t('contracts.form.tiers')}</legend>
          <p className="agent-hint">{t(`contracts.form.tiers_hint.${kind}`)}</p>
          <ol className="contract-tiers__list">
            {rows.map((row, i) => (
              <TierEditor
                key={row.key}
                kind={kind}
                n={i + 1}
                focusFirst={i === 0 && fixed && kind !== 'DIVIDEND'}
                draft={row.draft}
                problems={checked.problems[i] ?? {}}
                shown={(field) => submitted || touched.has(`${row.key}.${field}`)}
                onChange={(field, value) => edit(row.key, field, value)}
                onBlur={(field) => touch(`${row.key}.${field}`)}
                onRemove={rows.length > MIN_TIERS ? () => setRows((list) => list.filter((r) => r.key !== row.key)) : undefined}
              />
            ))}
          </ol>
          <button
            type="button"
            className="button button--small"
            onClick={() => setRows((list) => [...list, rowOf(nextDraft(list.at(-1)?.draft))])}
            disabled={rows.length >= MAX_TIERS}
          >
            {t('contracts.form.add_tier')}
          </button>
          {rows.length >= MAX_TIERS ? <p className="agent-hint">{t('contracts.form.max_tiers', { max: MAX_TIERS })}</p> : null}
        </fieldset>
        <FormError>{failure}</FormError>
      </form>
    </Dialog>
  );
}

function TierEditor({
  kind,
  n,
  focusFirst,
  draft,
  problems,
  shown,
  onChange,
  onBlur,
  onRemove,
}: {
  kind: ContractKind;
  n: number;
  /** The dialog's first field (it gets the focus when the dialog opens). */
  focusFirst: boolean;
  draft: TierDraft;
  problems: Partial<Record<TierField, TermProblem>>;
  shown: (field: TierField) => boolean;
  onChange: (field: TierField, value: string) => void;
  onBlur: (field: TierField) => void;
  onRemove: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const label = useFieldLabel();
  const problemText = useProblemText();
  const effect = useEffectText();
  const example = tierEffect(kind, numbersOf(draft));
  return (
    <li>
      <fieldset className="contract-tier">
        <legend className="contract-tier__legend">{t('contracts.form.tier', { n })}</legend>
        {onRemove ? (
          <button type="button" className="button button--small contract-tier__remove" onClick={onRemove} aria-label={t('contracts.form.remove_tier_n', { n })}>
            {t('contracts.form.remove_tier')}
          </button>
        ) : null}
        <div className="contract-tier__fields">
          {fieldsOf(kind).map((field, i) => {
            const problem = problems[field];
            return (
              <TextField
                key={field}
                label={label(kind, field)}
                value={draft[field]}
                inputMode={field === 'periodProfitLoss' ? 'text' : field === 'activeMembers' ? 'numeric' : 'decimal'}
                autoComplete="off"
                placeholder={field === 'periodProfitLoss' ? '0' : undefined}
                onChange={(e) => onChange(field, e.target.value)}
                onBlur={() => onBlur(field)}
                error={problem && shown(field) ? problemText(field, problem) : null}
                data-autofocus={focusFirst && i === 0 ? true : undefined}
              />
            );
          })}
        </div>
        <p className="contract-tier__effect">{example ? effect(example) : t('contracts.effect.incomplete')}</p>
      </fieldset>
    </li>
  );
}

/** A field's problem in words, with the bounds in the field's own unit (money, a count, a percentage). */
function useProblemText(): (field: TierField, problem: TermProblem) => string {
  const { t } = useTranslation();
  const money = useMoney();
  const percent = usePercent();
  const count = useCount();
  return (field, problem) => {
    const unit = (value: number) => (field === 'rate' || field === 'lossRate' ? percent(value) : field === 'activeMembers' ? count(value) : money(value));
    switch (problem.code) {
      case 'range':
        return t('contracts.problem.range', { min: unit(problem.min), max: unit(problem.max) });
      case 'bet_not_above':
        return t('contracts.problem.bet_not_above', { n: problem.n, value: unit(problem.value) });
      case 'rate_below':
        return t('contracts.problem.rate_below', { n: problem.n, value: unit(problem.value) });
      case 'above_ceiling':
        return t('contracts.problem.above_ceiling', { max: unit(problem.max) });
      default:
        return t(`contracts.problem.${problem.code}`);
    }
  };
}

/** A tier's worked example in words. */
function useEffectText(): (effect: Effect) => string {
  const { t } = useTranslation();
  const money = useMoney();
  return (e) => {
    switch (e.kind) {
      case 'DAILY':
      case 'HOURLY':
        return t(`contracts.effect.${e.kind}`, { bet: money(e.bet), amount: money(e.amount) });
      case 'DIVIDEND':
        return t('contracts.effect.DIVIDEND', { loss: money(e.loss), amount: money(e.amount) });
      case 'REALTIME':
        return t('contracts.effect.REALTIME', { x: money(e.x), profitWage: money(e.profitWage), lossWage: money(e.lossWage) });
    }
  };
}
