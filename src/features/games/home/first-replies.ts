/**
 * What the home page shows first (issue 29), for its route's loader: the announcements that carry
 * its banners and its announcement line, asked as the page asks them (`announcementsOptions`). On
 * the first load app/warm.ts has started them already (with the page's chunk), so the loader finds
 * them on their way; on the intent to come back home from another page it fetches them. What is
 * below the first view comes after the first paint, as it would anyway.
 */
import type { QueryClient } from '@tanstack/react-query';
import { announcementsOptions } from '../../../api/home';

/** Fetches what the home page draws first; it never fails (a reply that does not come is the page's to show). */
export async function preloadHome(queryClient: QueryClient): Promise<void> {
  await Promise.allSettled([queryClient.ensureQueryData(announcementsOptions())]);
}
