import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/errors';
import { showAlert } from '../../state/dialogs';

export const SMS_COUNTDOWN_S = 60;
export const SMS_REQUEST_GAP_MS = 1_000;

export type SmsButtonState = { kind: 'ready' } | { kind: 'loading' } | { kind: 'countdown'; seconds: number };

/** Seconds to wait before another code: `expiredMinutes` × 60 when the server gives it, else 60. */
export function countdownSeconds(expiredMinutes: number | undefined): number {
  return expiredMinutes && expiredMinutes > 0 ? Math.round(expiredMinutes * 60) : SMS_COUNTDOWN_S;
}

/**
 * The SMS code button (spec section 4): ready, loading, a countdown, then ready again. Requests go
 * out at most once a second; a failure shows the server's message in a warning dialog and the
 * button is ready again.
 */
export function SmsCodeButton({ send, beforeSend }: { send: () => Promise<{ expiredMinutes?: number | undefined }>; beforeSend?: () => boolean }) {
  const { t } = useTranslation();
  const [state, setState] = useState<SmsButtonState>({ kind: 'ready' });
  const lastRequest = useRef(Number.NEGATIVE_INFINITY);

  useEffect(() => {
    if (state.kind !== 'countdown') return;
    const timer = window.setTimeout(() => setState(state.seconds <= 1 ? { kind: 'ready' } : { kind: 'countdown', seconds: state.seconds - 1 }), 1_000);
    return () => window.clearTimeout(timer);
  }, [state]);

  const onClick = async () => {
    if (state.kind !== 'ready') return;
    if (beforeSend && !beforeSend()) return;
    const now = Date.now();
    if (now - lastRequest.current < SMS_REQUEST_GAP_MS) return;
    lastRequest.current = now;
    setState({ kind: 'loading' });
    try {
      const sent = await send();
      setState({ kind: 'countdown', seconds: countdownSeconds(sent.expiredMinutes) });
    } catch (error) {
      setState({ kind: 'ready' });
      await showAlert({ text: errorMessage(error, t), confirmKey: 'common.confirm' });
    }
  };

  return (
    <button type="button" className="button button--secondary sms-button" onClick={() => void onClick()} disabled={state.kind !== 'ready'} aria-live="polite">
      {state.kind === 'loading' ? t('auth.sms_sending') : state.kind === 'countdown' ? t('auth.sms_countdown', { seconds: state.seconds }) : t('auth.sms_send')}
    </button>
  );
}
