import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet, redirect, useMatches, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { systemStatusOptions, useSystemStatus } from '../api/site';
import { guardRedirect } from '../app/shell/guard';
import { revealCurrentNavLink } from '../app/shell/MainNav';
import { NotFoundView } from '../app/shell/NotFoundView';
import { PermissionGate } from '../app/shell/PermissionGate';
import { RouteErrorView } from '../app/shell/RouteErrorView';
import { SiteHeader } from '../app/shell/SiteHeader';
import { currentToken } from '../state/session';
import { AfterFirstPaint } from '../ui/AfterFirstPaint';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { LoadingView } from '../ui/StatusView';

// Below the fold: its own chunk.
const SiteFooter = lazy(() => import('../app/shell/SiteFooter'));
// Floating over the page, not part of the first view: their own chunks, loaded after the first
// paint (docs/design/issue15.md, part 6).
const RightBar = lazy(() => import('../app/shell/RightBar').then((m) => ({ default: m.RightBar })));
const MiniGameWidget = lazy(() => import('../features/games/MiniGameWidget'));
// Every dialog opens on a member's action (or after a sign-in): the host is its own chunk, loaded
// beside the first page; a dialog asked for before it is there opens when it comes.
const DialogHost = lazy(() => import('../app/shell/DialogHost').then((m) => ({ default: m.DialogHost })));

export interface RouterContext {
  queryClient: QueryClient;
}

/** How much of the shell a route shows (spec section 2, route table). */
export type ShellLayout = 'full' | 'header' | 'bare';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    layout?: ShellLayout;
    /** The i18n key of the page's name: the document title is "<name> · <app name>". */
    titleKey?: string;
  }
}

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ context, location }) => {
    // The loginedToHomePage guard. When the status cannot be had, the permission gate shows why.
    const status = await context.queryClient.ensureQueryData({ ...systemStatusOptions(), retry: false }).catch(() => null);
    const target = guardRedirect(location.pathname, Boolean(status?.value.info?.settings?.loginedToHomePage), Boolean(currentToken()));
    if (target) throw redirect({ to: target, replace: true });
  },
  component: RootLayout,
  notFoundComponent: NotFoundView,
  errorComponent: RouteErrorView,
  pendingComponent: () => <LoadingView />,
});

function RootLayout() {
  const { t } = useTranslation();
  const routeLayout = useMatches({ select: (matches) => matches.at(-1)?.staticData.layout ?? 'full' });
  usePageTitle(useMatches({ select: (matches) => matches.at(-1)?.staticData.titleKey }));
  const status = useSystemStatus().data?.value;
  // Maintenance, a region restriction and a blocked address replace the whole site, shell included.
  const layout: ShellLayout = status?.maintenance || status?.regionRestriction || status?.ipBlocked ? 'bare' : routeLayout;
  // A navigation keeps the current page until the next is ready (its chunk and loader): the page
  // says so at once, with a bar along its top, so the click is seen to have been taken.
  const navigating = useRouterState({ select: (s) => s.status === 'pending' });
  return (
    <div className={`app app--${layout}`}>
      <a className="skip-link" href="#main">
        {t('common.skip_to_content')}
      </a>
      {layout === 'bare' ? null : HEADER}
      <main id="main" className="app__main" aria-busy={navigating || undefined}>
        {navigating ? <div className="app__navigating" aria-hidden="true" /> : null}
        {PAGE}
      </main>
      {layout === 'full' ? FOOTER : null}
      {layout === 'bare' ? null : RIGHT_BAR}
      {layout === 'full' ? MINI_GAME_WIDGET : null}
      {DIALOGS}
    </div>
  );
}

// The shell's parts, made once: a navigation's start and end, a new title or a change of layout
// (a game opened, the footer gone) redraw the layout's frame alone, not the header, the page or
// the dialogs, which follow what they read themselves (a slow phone's 60 ms in a click).
const HEADER = <SiteHeader />;
const PAGE = (
  <PermissionGate>
    <Outlet />
  </PermissionGate>
);
const FOOTER = (
  <Suspense fallback={null}>
    <SiteFooter />
  </Suspense>
);
const RIGHT_BAR = (
  <AfterFirstPaint>
    <Suspense fallback={null}>
      <RightBar />
    </Suspense>
  </AfterFirstPaint>
);
// The mini-game widget's place (spec section 2: app shell). A widget that cannot load stays away;
// the page does not need it.
const MINI_GAME_WIDGET = (
  <div id="mini-game-widget" className="mini-game-widget">
    <AfterFirstPaint>
      <ErrorBoundary fallback={() => null}>
        <Suspense fallback={null}>
          <MiniGameWidget />
        </Suspense>
      </ErrorBoundary>
    </AfterFirstPaint>
  </div>
);
const DIALOGS = (
  <Suspense fallback={null}>
    <DialogHost />
  </Suspense>
);

/**
 * The document title names the page in the member's language (and follows a change of language);
 * on a phone, the navigation's row shows the page's link.
 */
function usePageTitle(titleKey: string | undefined) {
  const { t } = useTranslation();
  const title = titleKey ? `${t(titleKey)} · ${t('app.name')}` : t('app.name');
  useEffect(() => {
    // After the frame: a click's navigation runs its effects before its frame is painted, and a
    // new title costs a slow phone 5 ms (the browser is told of it).
    const timer = setTimeout(() => {
      document.title = title;
      revealCurrentNavLink();
    }, 0);
    return () => clearTimeout(timer);
  }, [title]);
}
