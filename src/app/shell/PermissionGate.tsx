import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSystemStatus } from '../../api/site';
import { lazyArea } from '../lazy-area';
import { ErrorView, LoadingView } from '../../ui/StatusView';

const MaintenanceView = lazyArea('maintain');
const RegionRestrictedView = lazyArea('regiona');

/**
 * The permission check (spec section 2): maintenance or a region restriction replaces every
 * route with its view; normal routes show only when neither applies.
 */
export function PermissionGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const status = useSystemStatus();

  if (status.isPending) return <LoadingView />;
  if (status.isError) return <ErrorView title={t('status.unavailable')} error={status.error} onRetry={() => void status.refetch()} />;
  const value = status.data.value;
  if (value.maintenance || value.regionRestriction) {
    return <Suspense fallback={<LoadingView />}>{value.maintenance ? <MaintenanceView /> : <RegionRestrictedView />}</Suspense>;
  }
  return <>{children}</>;
}
