/**
 * The calls the first screen needs, started before React renders and side by side (issue 16):
 * the system status the root route waits for, the navigation's vendors and, on the home page, its
 * chunk and the announcements that carry the first banner. The components then read the same
 * queries from the cache instead of starting them one after another; the home route's loader
 * (its first-replies module, fetched here beside the page's chunk so the first render does not
 * wait for it) finds the announcements on their way and asks nothing more.
 */
import type { QueryClient } from '@tanstack/react-query';
import { gameVendorsOptions } from '../api/content';
import { announcementsOptions } from '../api/home';
import { systemStatusOptions } from '../api/site';
import { loadArea } from './lazy-area';

export function warmFirstScreen(queryClient: QueryClient, pathname: string): void {
  void queryClient.prefetchQuery({ ...systemStatusOptions(), retry: false });
  void queryClient.prefetchQuery(gameVendorsOptions());
  if (pathname === '/index' || pathname === '/') {
    loadArea('index').catch(() => undefined);
    import('../features/games/home/first-replies').catch(() => undefined);
    void queryClient.prefetchQuery(announcementsOptions());
  }
}
