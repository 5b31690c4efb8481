import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ChunkLoadError, retryFailedAreas } from '../lazy-area';
import { ErrorView } from '../../ui/StatusView';

/** Any failing part of a page: a translated message and a retry, never a blank page. */
export function RouteErrorView({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation();
  const router = useRouter();
  const retry = () => {
    retryFailedAreas();
    reset();
    void router.invalidate();
  };
  if (error instanceof ChunkLoadError) {
    return (
      <div className="status-view" role="alert">
        <h1 className="status-view__title">{t('error.chunk_title')}</h1>
        <p>{t('error.chunk_failed', { area: error.area })}</p>
        <button type="button" className="button button--primary" onClick={retry}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  return <ErrorView title={t('error.page_title')} error={error} onRetry={retry} />;
}
