import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetCaptcha } from '../../generated/wps/endpoints/verification/verification';
import { throttle } from '../../lib/throttle';
import { TextField } from '../../ui/form/Field';

export const CAPTCHA_REFRESH_MS = 1_000;

/** The image captcha: a Base64 PNG from the server, refreshed on click or `refreshKey` at most once a second. */
export function CaptchaField({
  value,
  onChange,
  error,
  refreshKey = 0,
}: {
  value: string;
  onChange: (v: string) => void;
  error?: string | null;
  refreshKey?: number;
}) {
  const { t } = useTranslation();
  const captcha = useGetCaptcha({ query: { staleTime: Number.POSITIVE_INFINITY, gcTime: 0 } });
  const refresh = useMemo(() => throttle(() => void captcha.refetch(), CAPTCHA_REFRESH_MS), [captcha.refetch]);
  // A new `refreshKey` (after a failed submit) asks for a new image, within the same once-a-second limit.
  const firstKey = useRef(refreshKey);
  useEffect(() => {
    if (refreshKey !== firstKey.current) refresh();
  }, [refreshKey, refresh]);
  const image = captcha.data?.value;
  return (
    <TextField
      label={t('auth.captcha')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
      autoComplete="off"
      inputMode="numeric"
      maxLength={16}
      required
      addon={
        <button type="button" className="captcha-image" onClick={() => refresh()} aria-label={t('auth.captcha_refresh')} title={t('auth.captcha_refresh')}>
          {image ? <img src={`data:image/png;base64,${image}`} alt="" width={100} height={38} /> : <span>{captcha.isError ? '⟳' : '…'}</span>}
        </button>
      }
    />
  );
}
