import { createFileRoute } from '@tanstack/react-router';
import { lazyArea } from '../app/lazy-area';
import { sportsSearch } from '../lib/search';

export const Route = createFileRoute('/sports')({
  validateSearch: sportsSearch,
  staticData: { layout: 'full', titleKey: 'area.sports.title' },
  loaderDeps: ({ search }) => search,
  // Its own small chunk, fetched on intent with the area's: not part of the first page.
  loader: ({ context, deps }) => import('../features/games/sports/first-replies').then((m) => m.preloadSports(context.queryClient, deps)),
  component: lazyArea('sports'),
});
