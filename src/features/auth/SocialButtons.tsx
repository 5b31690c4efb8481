import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteSettings, useWhiteLabel } from '../../api/site';
import { showAlert } from '../../state/dialogs';
import { IdentityError, type IdentityProvider, signInWithPopup } from './identity';
import { loginFailureText } from './login-failure';
import { useLoginAction } from './useLoginAction';

const IDENTITY_MESSAGES: Record<string, string> = {
  'auth/popup-closed-by-user': 'error.popup_closed',
  'auth/popup-blocked': 'error.popup_closed',
};

/** Google and Facebook sign-in, when THIRDPARTYLOGIN3 is on and the settings name the provider. */
export function SocialButtons({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const flags = useWhiteLabel();
  const settings = useSiteSettings();
  const { submit } = useLoginAction();
  const [busy, setBusy] = useState<IdentityProvider | null>(null);
  const firebase = settings?.firebase;
  if (!flags.thirdPartySignIn || !firebase) return null;
  const providers = (['google', 'facebook'] as const).filter((p) => settings?.socialLogin?.[p]);
  if (providers.length === 0) return null;

  const start = async (provider: IdentityProvider) => {
    setBusy(provider);
    try {
      const identity = await signInWithPopup(provider, firebase);
      await submit({ username: identity.account, password: identity.idToken, type: 'firebase' });
    } catch (error) {
      const key = error instanceof IdentityError ? (IDENTITY_MESSAGES[error.code] ?? 'error.unknown') : null;
      await showAlert({ text: key ? t(key) : await loginFailureText(error, t, i18n.language), confirmKey: 'common.confirm' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="social-buttons">
      {providers.map((provider) => (
        <button
          key={provider}
          type="button"
          className={`button social-button social-button--${provider}`}
          onClick={() => void start(provider)}
          disabled={busy !== null}
          aria-label={t(`auth.sign_in_with_${provider}`)}
          title={t(`auth.sign_in_with_${provider}`)}
        >
          <span className="social-button__logo" aria-hidden="true">
            {provider === 'google' ? 'G' : 'f'}
          </span>
          {compact ? null : <span>{t(`auth.sign_in_with_${provider}`)}</span>}
        </button>
      ))}
    </div>
  );
}
