import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useWhiteLabel } from '../../api/site';
import { closeDialog, dialogs, openDialog } from '../../state/dialogs';
import { loginState } from './login-state';
import { LoginForm } from './LoginForm';
import { SmsLoginForm } from './SmsLoginForm';
import { useFreePlay } from './useFreePlay';
import { VerificationStep } from './VerificationStep';
import './auth.css';

/** The login popup's body: username or SMS login, the second verification, and the ways in. */
export default function LoginDialogBody() {
  const { t } = useTranslation();
  const flags = useWhiteLabel();
  const flow = useSnapshot(loginState);
  const freePlay = useFreePlay();
  const asked = useSnapshot(dialogs).params.login?.tab;
  const [tab, setTab] = useState<'username' | 'sms'>(asked ?? 'username');
  if (flow.verification) return <VerificationStep />;
  const smsTab = flags.smsLogin && tab === 'sms';
  return (
    <div className="form-stack">
      {flags.smsLogin ? (
        <div className="tabs" role="tablist" aria-label={t('auth.login_methods')}>
          <button type="button" role="tab" aria-selected={!smsTab} onClick={() => setTab('username')}>
            {t('auth.by_username')}
          </button>
          <button type="button" role="tab" aria-selected={smsTab} onClick={() => setTab('sms')}>
            {t('auth.sms_login')}
          </button>
        </div>
      ) : null}
      {smsTab ? <SmsLoginForm /> : <LoginForm variant="dialog" />}
      <div className="auth-alternatives">
        {flags.directRegistration ? (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              closeDialog('login');
              openDialog('register');
            }}
          >
            {t('auth.register')}
          </button>
        ) : null}
        {flags.freePlay ? (
          <button type="button" className="button button--secondary" onClick={() => void freePlay.start()} disabled={freePlay.pending}>
            {t('auth.free_demo')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
