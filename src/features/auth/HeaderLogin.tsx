import { useTranslation } from 'react-i18next';
import { useWhiteLabel } from '../../api/site';
import { openDialog } from '../../state/dialogs';
import { useHeaderFit } from '../../ui/header-fit';
import { LoginForm } from './LoginForm';
import { SocialButtons } from './SocialButtons';
import { useFreePlay } from './useFreePlay';
import './auth.css';

/**
 * The header's login block (spec section 2): the username and password form, then register,
 * free demo and Google and Facebook sign-in as the white-label switches allow. On a narrow
 * screen the form gives way to a button that opens the login popup.
 */
export default function HeaderLogin() {
  const { t, i18n } = useTranslation();
  const flags = useWhiteLabel();
  const freePlay = useFreePlay();
  useHeaderFit(i18n.language);
  return (
    <div className="header-login site-header__content">
      <div className="header-login__form">
        <LoginForm variant="header" />
      </div>
      <button type="button" className="button button--primary header-login__open" onClick={() => openDialog('login')}>
        {t('auth.login')}
      </button>
      {flags.smsLogin ? (
        <button type="button" className="button header-login__sms" onClick={() => openDialog('login', { tab: 'sms' })}>
          {t('auth.sms_login')}
        </button>
      ) : null}
      {flags.directRegistration ? (
        <button type="button" className="button header-login__register" onClick={() => openDialog('register')}>
          {t('auth.register')}
        </button>
      ) : null}
      {flags.freePlay ? (
        <button type="button" className="button header-login__demo" onClick={() => void freePlay.start()} disabled={freePlay.pending}>
          {t('auth.free_demo')}
        </button>
      ) : null}
      <SocialButtons compact />
    </div>
  );
}
