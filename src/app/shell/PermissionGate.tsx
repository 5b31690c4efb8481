import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetSystemStatus } from '../../generated/wps/endpoints/system/system';
import { ErrorView, LoadingView } from '../../ui/StatusView';

/**
 * The permission check (spec section 2): maintenance or a region restriction replaces every
 * route with its view; normal routes show only when neither applies.
 */
export function PermissionGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const host = typeof window === 'undefined' ? 'localhost' : window.location.host;
  const status = useGetSystemStatus({ host }, { query: { staleTime: 5 * 60_000 } });

  if (status.isPending) return <LoadingView />;
  if (status.isError) return <ErrorView title={t('status.unavailable')} error={status.error} onRetry={() => void status.refetch()} />;
  const value = status.data.value;
  if (value.maintenance) {
    return (
      <section className="status-view" aria-labelledby="maintenance-title">
        <h1 id="maintenance-title" className="status-view__title">
          {t('status.maintenance_title')}
        </h1>
        <p>{t('status.maintenance_text')}</p>
      </section>
    );
  }
  if (value.regionRestriction) {
    return (
      <section className="status-view" aria-labelledby="region-title">
        <h1 id="region-title" className="status-view__title">
          {t('status.region_title')}
        </h1>
        <p>{t('status.region_text')}</p>
      </section>
    );
  }
  return <>{children}</>;
}
