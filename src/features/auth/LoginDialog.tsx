import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useWhiteLabel } from '../../api/site';
import { closeDialog, dialogs, openDialog } from '../../state/dialogs';
import { Tabs, tabIds } from '../../ui/Tabs';
import { LoginForm } from './LoginForm';
import { loginState } from './login-state';
import { SmsLoginForm } from './SmsLoginForm';
import { useFreePlay } from './useFreePlay';
import { VerificationStep } from './VerificationStep';
import './auth.css';

const LOGIN_TABS = ['username', 'sms'] as const;

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
  const ids = tabIds('login', smsTab ? 'sms' : 'username');
  return (
    <div className="form-stack">
      {flags.smsLogin ? (
        <Tabs idBase="login" label={t('auth.login_methods')} tabs={LOGIN_TABS} current={smsTab ? 'sms' : 'username'} onChange={setTab}>
          {(m) => t(m === 'sms' ? 'auth.sms_login' : 'auth.by_username')}
        </Tabs>
      ) : null}
      {/* With the tabs, the form is the chosen tab's panel. */}
      <div {...(flags.smsLogin ? { role: 'tabpanel', id: ids.panel, 'aria-labelledby': ids.tab } : {})}>
        {smsTab ? <SmsLoginForm /> : <LoginForm variant="dialog" />}
      </div>
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
