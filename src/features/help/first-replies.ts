/**
 * What /help shows first (issue 29), for its route's loader: the help centre's categories and
 * articles, the same query the page and the footer read (`helpCenterOptions`), so the page finds
 * them in the cache when it draws. Its texts are in the language's main file.
 */
import type { QueryClient } from '@tanstack/react-query';
import { helpCenterOptions } from '../../api/content';

/** Fetches what /help draws first; it never fails (a reply that does not come is the page's to show, with its retry). */
export async function preloadHelp(queryClient: QueryClient): Promise<void> {
  await Promise.allSettled([queryClient.ensureQueryData(helpCenterOptions())]);
}
