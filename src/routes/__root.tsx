import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { NotFoundView } from '../app/shell/NotFoundView';
import { PermissionGate } from '../app/shell/PermissionGate';
import { SiteFooter } from '../app/shell/SiteFooter';
import { SiteHeader } from '../app/shell/SiteHeader';

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundView,
});

function RootLayout() {
  const { t } = useTranslation();
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        {t('common.skip_to_content')}
      </a>
      <SiteHeader />
      <main id="main" className="app__main">
        <PermissionGate>
          <Outlet />
        </PermissionGate>
      </main>
      <SiteFooter />
    </div>
  );
}
