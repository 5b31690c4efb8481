import { type ComponentType, type ReactNode, Suspense, use } from 'react';
import { useTranslation } from 'react-i18next';
import { useSystemStatus } from '../../api/site';
import type { IpBlockedProps } from '../../features/status/IpBlockedView';
import { ErrorView, LoadingView } from '../../ui/StatusView';
import { lazyArea, loadChunk } from '../lazy-area';

const MaintenanceView = lazyArea('maintain');
const RegionRestrictedView = lazyArea('regiona');

/** The IP-blocked view: its own small chunk, loaded only when the address is blocked. */
function IpBlockedView(props: IpBlockedProps) {
  // loadChunk types its modules as prop-less components; this one takes the gate's props.
  const load = () => import('../../features/status/IpBlockedView') as unknown as Promise<{ default: ComponentType }>;
  const View = use(loadChunk('ipBlocked', load)).default as ComponentType<IpBlockedProps>;
  return <View {...props} />;
}

/**
 * The permission check (spec section 2): maintenance, a region restriction or a blocked IP
 * address (in that order) replaces every route with its view; normal routes show only when none
 * applies.
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
  if (value.ipBlocked) {
    return (
      <Suspense fallback={<LoadingView />}>
        <IpBlockedView clientIp={value.clientIp} checking={status.isFetching} onRetry={() => void status.refetch()} />
      </Suspense>
    );
  }
  return <>{children}</>;
}
