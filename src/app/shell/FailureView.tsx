import { useTranslation } from 'react-i18next';
import { ErrorView } from '../../ui/StatusView';
import { ChunkLoadError, retryFailedAreas } from '../lazy-area';

/**
 * A failing part of the site (a route or a dialog body): a translated message and a retry that
 * loads failed chunks again. Never a blank page.
 */
export function FailureView({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const retry = () => {
    retryFailedAreas();
    onRetry();
  };
  if (error instanceof ChunkLoadError)
    return <ErrorView title={t('error.chunk_title')} error={error} message={t('error.chunk_failed', { area: error.area })} onRetry={retry} />;
  return <ErrorView title={t('error.page_title')} error={error} onRetry={retry} />;
}
