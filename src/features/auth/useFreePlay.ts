import { useTranslation } from 'react-i18next';
import { useFreePlayLogin } from '../../generated/wps/endpoints/session/session';
import { errorMessage } from '../../lib/errors';
import { showAlert } from '../../state/dialogs';
import { setSessionToken } from '../../state/session';
import { signIn } from './sign-in';
import { useSignInContext } from './useLoginAction';

function clientOs(): string {
  const ua = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  if (/Android/i.test(ua)) return 'Android';
  if (/iPhone|iPad|iPod/i.test(ua)) return 'iOS';
  if (/Mac OS X/i.test(ua)) return 'MacOS';
  if (/Windows/i.test(ua)) return 'Windows';
  return 'Linux';
}

/** Free demo (FREEPLAY3): logs in as a guest (type 4). */
export function useFreePlay() {
  const { t } = useTranslation();
  const ctx = useSignInContext();
  const freePlay = useFreePlayLogin();
  const start = async () => {
    try {
      const reply = await freePlay.mutateAsync({ data: { os: clientOs(), platform: 'W' } });
      setSessionToken(reply.value.token);
      await signIn(ctx);
    } catch (error) {
      await showAlert({ text: errorMessage(error, t), confirmKey: 'common.confirm' });
    }
  };
  return { start, pending: freePlay.isPending };
}
