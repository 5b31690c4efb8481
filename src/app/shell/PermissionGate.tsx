import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetSystemStatus } from '../../generated/wps/endpoints/system/system';
import { ErrorView, LoadingView, NoticeView } from '../../ui/StatusView';

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
  if (value.maintenance) return <NoticeView id="maintenance-title" title={t('status.maintenance_title')} text={t('status.maintenance_text')} />;
  if (value.regionRestriction) return <NoticeView id="region-title" title={t('status.region_title')} text={t('status.region_text')} />;
  return <>{children}</>;
}
