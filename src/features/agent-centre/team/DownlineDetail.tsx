import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney, useRefreshMoney } from '../../../api/money';
import { useGetAgentQuota, useGetSubordinateDetail } from '../../../generated/relay/endpoints/agent/agent';
import type { SubordinateDetail } from '../../../generated/relay/model';
import { usePromoteDownlineToAgent, useTransferDownline, useUpdateDownlineRebates } from '../../../generated/wps/endpoints/agent/agent';
import { useLocaleParts } from '../../../i18n/parts';
import { useDates } from '../../../i18n/useDates';
import { type AmountProblem, amountProblemText, cents, checkAmount, parseAmount } from '../../../lib/amount';
import { errorMessage } from '../../../lib/errors';
import { withdrawPasswordProblem } from '../../../lib/withdraw-password';
import { showAlert } from '../../../state/dialogs';
import { RowBoundary } from '../../../ui/ErrorBoundary';
import { FormError, FormSuccess, TextField } from '../../../ui/form/Field';
import { QueryView } from '../../../ui/StatusView';
import { RebateTable } from '../register/RebateTable';
import { memberKind, ratesOf, rebateProblems, typedRates } from '../register/rules';
import { ExclusionBadge } from './ExclusionBadge';
import { useRefreshAgent } from './refresh';

const LAST30 = ['deposits', 'withdrawals', 'betCount', 'validBet', 'winLoss', 'bonus', 'rebate', 'profit'] as const;

/**
 * A team member's details: profile (masked as the platform sends it), wallets, his own figures of
 * the last 30 days, his rebate rates (editable for a direct downline), and for a direct downline
 * the promotion to agent and a transfer from the agent's main wallet.
 */
export function DownlineDetail({ username, onOpenTeam }: { username: string; onOpenTeam: (username: string) => void }) {
  useLocaleParts('agent', 'money');
  const { t } = useTranslation();
  const query = useGetSubordinateDetail({ customerName: username }, { query: { staleTime: 0 } });
  return (
    <div className="agent-panel agent-detail">
      <QueryView query={query} isEmpty={() => false} empty={null}>
        {({ value }) => (
          <>
            <Profile detail={value} onOpenTeam={onOpenTeam} />
            <Wallets detail={value} />
            <Last30 detail={value} />
            <Rebates detail={value} />
            {value.canPromote ? <Promote detail={value} /> : null}
            {value.canTransfer ? <Transfer username={value.username} /> : null}
            {!value.canTransfer && !value.canEditRebates ? <p className="agent-muted">{t('agent.detail.not_direct', { upline: value.parent })}</p> : null}
          </>
        )}
      </QueryView>
    </div>
  );
}

function Profile({ detail: d, onOpenTeam }: { detail: SubordinateDetail; onOpenTeam: (username: string) => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const when = useDates().moment;
  const agent = memberKind(d.type) === 'agent';
  return (
    <section aria-labelledby="agent-detail-profile">
      <h4 id="agent-detail-profile">{t('agent.detail.profile')}</h4>
      <dl className="data-list">
        <dt>{t('agent.team.column.username')}</dt>
        <dd>{d.username}</dd>
        <dt>{t('agent.detail.nickname')}</dt>
        <dd>{d.nickname || '—'}</dd>
        <dt>{t('agent.detail.real_name')}</dt>
        <dd>{d.realName || '—'}</dd>
        <dt>{t('agent.detail.mobile')}</dt>
        <dd>{d.mobile || '—'}</dd>
        <dt>{t('agent.team.column.type')}</dt>
        <dd>{t(`agent.kind.${memberKind(d.type)}`)}</dd>
        <dt>{t('agent.team.column.level')}</dt>
        <dd>{d.level}</dd>
        <dt>{t('agent.detail.upline')}</dt>
        <dd>{d.path.length > 1 ? d.path.slice(0, -1).join(' › ') : d.parent}</dd>
        <dt>{t('agent.team.column.status')}</dt>
        <dd>
          <span className={`status-badge status-badge--${d.status === 'ACTIVE' ? 'ok' : 'bad'}`}>{t(`agent.status.${d.status}`)}</span>
          <ExclusionBadge exclusion={d.exclusion} />
        </dd>
        <dt>{t('agent.team.column.balance')}</dt>
        <dd>{money(d.balance)}</dd>
        <dt>{t('agent.detail.currency')}</dt>
        <dd>{d.currency}</dd>
        <dt>{t('agent.team.column.teamSize')}</dt>
        <dd>
          {d.teamSize}
          {agent && d.teamSize > 0 ? (
            <>
              {' '}
              <button type="button" className="link-button" onClick={() => onOpenTeam(d.username)}>
                {t('agent.team.open_team', { username: d.username })}
              </button>
            </>
          ) : null}
        </dd>
        <dt>{t('agent.team.column.regTime')}</dt>
        <dd>{when.format(d.regTime)}</dd>
        <dt>{t('agent.team.column.lastLoginTime')}</dt>
        <dd>{d.lastLoginTime ? when.format(d.lastLoginTime) : t('agent.team.never')}</dd>
      </dl>
    </section>
  );
}

function Wallets({ detail: d }: { detail: SubordinateDetail }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <section aria-labelledby="agent-detail-wallets">
      <h4 id="agent-detail-wallets">{t('agent.detail.wallets')}</h4>
      {d.wallets.length === 0 ? (
        <p className="agent-muted">{t('agent.detail.no_wallets')}</p>
      ) : (
        <ul className="agent-wallets">
          {d.wallets.map((w) => (
            <RowBoundary key={w.accountTypeId} row={w} as="li">
              {() => (
                <li>
                  <span className="agent-muted">{w.name}</span>
                  <strong>{money(w.balance)}</strong>
                </li>
              )}
            </RowBoundary>
          ))}
        </ul>
      )}
    </section>
  );
}

function Last30({ detail: d }: { detail: SubordinateDetail }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const count = new Intl.NumberFormat(i18n.language, { numberingSystem: 'latn' });
  return (
    <section aria-labelledby="agent-detail-last30">
      <h4 id="agent-detail-last30">{t('agent.detail.last30')}</h4>
      <dl className="agent-figures agent-figures--small">
        {LAST30.map((f) => (
          <div key={f} className="agent-figure">
            <dt>{t(f === 'profit' ? 'agent.detail.own_profit' : `agent.figure.${f}`)}</dt>
            <dd
              className={`agent-figure__value ${f === 'winLoss' || f === 'profit' ? (d.last30[f] > 0 ? 'amount--up' : d.last30[f] < 0 ? 'amount--down' : '') : ''}`}
            >
              {f === 'betCount' ? count.format(d.last30[f]) : money(d.last30[f])}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Rebates({ detail: d }: { detail: SubordinateDetail }) {
  const { t } = useTranslation();
  const quota = useGetAgentQuota({ query: { staleTime: 60_000, enabled: d.canEditRebates } });
  const update = useUpdateDownlineRebates();
  const refresh = useRefreshAgent();
  const [rates, setRates] = useState<Record<string, string> | null>(null);
  const [shown, setShown] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const caption = t('agent.detail.rebates');
  if (!d.canEditRebates) {
    return <RebateTable quota={d.rebates} values={typedRates(d.rebates, d.rebates)} caption={caption} />;
  }
  return (
    <QueryView query={quota} isEmpty={() => false} empty={null}>
      {({ value: q }) => {
        const values = rates ?? typedRates(q.rebates, d.rebates);
        const problems = rebateProblems(q.rebates, values);
        const onSubmit = async (e: FormEvent) => {
          e.preventDefault();
          setShown(true);
          setFailure(null);
          setSaved(false);
          if (Object.keys(problems).length > 0) return;
          try {
            await update.mutateAsync({ data: { customerName: d.username, rebates: ratesOf(q.rebates, values) } });
            setSaved(true);
            setShown(false);
            setRates(null);
            await refresh();
          } catch (error) {
            setFailure(errorMessage(error, t));
          }
        };
        return (
          <form className="agent-form" onSubmit={(e) => void onSubmit(e)} noValidate aria-label={caption}>
            <RebateTable
              quota={q.rebates}
              values={values}
              onChange={(product, value) => {
                setSaved(false);
                setRates({ ...values, [product]: value });
              }}
              problems={shown ? problems : {}}
              caption={caption}
            />
            <FormError>{failure}</FormError>
            <FormSuccess>{saved ? t('agent.detail.rebates_saved', { username: d.username }) : null}</FormSuccess>
            <button type="submit" className="button button--primary" disabled={update.isPending}>
              {update.isPending ? t('common.loading') : t('agent.detail.save_rebates')}
            </button>
          </form>
        );
      }}
    </QueryView>
  );
}

function Promote({ detail: d }: { detail: SubordinateDetail }) {
  const { t } = useTranslation();
  const promote = usePromoteDownlineToAgent();
  const refresh = useRefreshAgent();
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const onPromote = async () => {
    const sure = await showAlert({
      text: t('agent.detail.promote_confirm', { username: d.username }),
      confirmKey: 'agent.detail.promote',
      cancelKey: 'common.cancel',
    });
    if (!sure) return;
    setFailure(null);
    try {
      await promote.mutateAsync({ data: { customerName: d.username } });
      setDone(true);
      await refresh();
    } catch (error) {
      setFailure(errorMessage(error, t));
    }
  };
  return (
    <section aria-labelledby="agent-detail-promote" className="agent-form">
      <h4 id="agent-detail-promote">{t('agent.detail.promote_title')}</h4>
      <p className="agent-muted">{t('agent.detail.promote_text')}</p>
      <FormError>{failure}</FormError>
      <FormSuccess>{done ? t('agent.detail.promoted', { username: d.username }) : null}</FormSuccess>
      <button type="button" className="button" onClick={() => void onPromote()} disabled={promote.isPending}>
        {t('agent.detail.promote')}
      </button>
    </section>
  );
}

function Transfer({ username }: { username: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const refreshMoney = useRefreshMoney();
  const refresh = useRefreshAgent();
  const send = useTransferDownline();
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<{ amount?: AmountProblem | null; password?: string | null }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    setDone(null);
    const found = { amount: checkAmount(amount), password: withdrawPasswordProblem(password, t) };
    setProblems(found);
    if (found.amount || found.password) return;
    try {
      const { value } = await send.mutateAsync({ data: { downline: username, transferAmount: cents(parseAmount(amount)!), password } });
      setDone(t('money.sent_to', { amount: money(value.amount), to: value.downline }));
      setAmount('');
      setPassword('');
      await Promise.all([refreshMoney(), refresh()]);
    } catch (error) {
      setFailure(errorMessage(error, t));
    }
  };
  const title = t('agent.detail.transfer_title', { username });
  return (
    <form className="agent-form" onSubmit={(e) => void onSubmit(e)} noValidate aria-label={title}>
      <h4>{title}</h4>
      <TextField
        label={t('money.amount')}
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        error={problems.amount ? amountProblemText(t, problems.amount, money) : null}
      />
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
      <button type="submit" className="button button--primary" disabled={send.isPending}>
        {send.isPending ? t('common.loading') : t('money.send')}
      </button>
    </form>
  );
}
