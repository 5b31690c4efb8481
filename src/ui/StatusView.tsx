import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../api/errors';

export function LoadingView({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="status-view" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{label ?? t('common.loading')}</span>
    </div>
  );
}

export function EmptyView({ children }: { children: ReactNode }) {
  return (
    <div className="status-view" role="status">
      <span>{children}</span>
    </div>
  );
}

/** A failure in words the user understands, with a way to try again. */
export function ErrorView({ error, onRetry, title }: { error: unknown; onRetry?: () => void; title?: string }) {
  const { t } = useTranslation();
  return (
    <div className="status-view" role="alert">
      {title ? <h2 className="status-view__title">{title}</h2> : null}
      <span>{errorMessage(error, t)}</span>
      {onRetry ? (
        <button type="button" className="button" onClick={onRetry}>
          {t('common.retry')}
        </button>
      ) : null}
    </div>
  );
}
