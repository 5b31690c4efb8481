import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgentQuota } from '../../../generated/relay/model';
import { checkUsername, useCreateDownline } from '../../../generated/wps/endpoints/agent/agent';
import { useLocalePart } from '../../../i18n/parts';
import { errorMessage } from '../../../lib/errors';
import { FormError, TextField } from '../../../ui/form/Field';
import type { OpenItem } from '../items';
import { useRefreshAgent } from '../team/refresh';
import { RebateTable } from './RebateTable';
import { confirmProblem, memberKind, PASSWORD_MAX, passwordProblem, ratesOf, rebateProblems, typedRates, usernameProblem } from './rules';
import { TypeChoice } from './TypeChoice';

/** What the username check found: nothing yet, under way, free or taken, or it failed. */
type Availability = { username: string; state: 'checking' | 'available' | 'taken' | 'failed' } | null;

/**
 * Opens an account for a new direct downline: a username (checked when the field is left), a
 * password typed twice, member or agent, and a rebate rate per product within the agent's own.
 * The body goes encrypted (the transport encrypts the calls the contract marks so).
 */
export function OpenAccountForm({ quota, onOpen }: { quota: AgentQuota; onOpen: OpenItem }) {
  useLocalePart('agent');
  const { t } = useTranslation();
  const create = useCreateDownline();
  const refresh = useRefreshAgent();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [type, setType] = useState(quota.memberTypes[0] ?? 0);
  const [rates, setRates] = useState(() => typedRates(quota.rebates));
  const [shown, setShown] = useState(false);
  const [availability, setAvailability] = useState<Availability>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [opened, setOpened] = useState<string | null>(null);
  const checking = useRef<string | null>(null);

  const problems = {
    username: usernameProblem(username),
    password: passwordProblem(password),
    confirmation: confirmProblem(password, confirmation),
    rebates: rebateProblems(quota.rebates, rates),
  };
  const taken = availability?.username === username && availability.state === 'taken';

  const check = async () => {
    if (usernameProblem(username) || availability?.username === username) return;
    checking.current = username;
    setAvailability({ username, state: 'checking' });
    try {
      const { value } = await checkUsername({ username });
      if (checking.current === username) setAvailability({ username, state: value.available ? 'available' : 'taken' });
    } catch {
      if (checking.current === username) setAvailability({ username, state: 'failed' });
    }
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    setOpened(null);
    setShown(true);
    if (problems.username || problems.password || problems.confirmation || taken || Object.keys(problems.rebates).length > 0) return;
    try {
      const { value } = await create.mutateAsync({ data: { username, password, type, rebates: ratesOf(quota.rebates, rates) } });
      setOpened(value.username);
      setUsername('');
      setPassword('');
      setConfirmation('');
      setAvailability(null);
      setShown(false);
      await refresh();
    } catch (error) {
      setFailure(errorMessage(error, t));
    }
  };

  const usernameNote =
    shown && problems.username ? t(`agent.register.problem.username_${problems.username}`) : taken ? t('agent.register.username_taken', { username }) : null;
  return (
    <form className="agent-form" onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t('agent.register.tab.open')}>
      <TextField
        label={t('agent.register.username')}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={16}
        value={username}
        onChange={(e) => setUsername(e.target.value.trim())}
        onBlur={() => void check()}
        error={usernameNote}
      />
      <p className="agent-hint" aria-live="polite">
        {availability?.username === username && availability.state === 'checking' ? t('agent.register.username_checking') : null}
        {availability?.username === username && availability.state === 'available' ? (
          <span className="agent-ok">{t('agent.register.username_available', { username })}</span>
        ) : null}
        {availability?.username === username && availability.state === 'failed' ? t('agent.register.username_unchecked') : null}
        {!availability || availability.username !== username ? t('agent.register.username_rule') : null}
      </p>
      <TextField
        label={t('agent.register.password')}
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={shown && problems.password ? t(`agent.register.problem.password_${problems.password}`) : null}
      />
      <TextField
        label={t('agent.register.confirm_password')}
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX}
        value={confirmation}
        onChange={(e) => setConfirmation(e.target.value)}
        error={shown && problems.confirmation ? t(`agent.register.problem.confirm_${problems.confirmation}`) : null}
      />
      <TypeChoice types={quota.memberTypes} value={type} onChange={setType} />
      <RebateTable
        quota={quota.rebates}
        values={rates}
        onChange={(product, value) => setRates((r) => ({ ...r, [product]: value }))}
        problems={shown ? problems.rebates : {}}
        caption={t('agent.rebate.caption_new', { kind: t(`agent.kind.${memberKind(type)}`) })}
      />
      <FormError>{failure}</FormError>
      {opened ? (
        <div className="form-success agent-opened" role="status">
          <span>{t('agent.register.opened', { username: opened })}</span>
          <button type="button" className="button button--small" onClick={() => onOpen('downlineManagement', opened)}>
            {t('agent.register.view_in_team')}
          </button>
        </div>
      ) : null}
      <button type="submit" className="button button--primary" disabled={create.isPending}>
        {create.isPending ? t('common.loading') : t('agent.register.submit')}
      </button>
    </form>
  );
}
