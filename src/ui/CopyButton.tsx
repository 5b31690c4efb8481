import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Copies `text` to the clipboard and says so for two seconds (the announcement is read by screen
 * readers). `label` names what is copied ("Copy account number").
 */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 2000);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <button type="button" className="button button--small copy-button" onClick={() => void copy()} aria-label={label}>
      <span aria-live="polite">{state === 'copied' ? t('common.copied') : state === 'failed' ? t('common.copy_failed') : t('common.copy')}</span>
    </button>
  );
}
