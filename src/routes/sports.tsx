import { createFileRoute } from '@tanstack/react-router';
import { lazyArea } from '../app/lazy-area';
import { sportsSearch } from '../lib/search';

export const Route = createFileRoute('/sports')({
  validateSearch: sportsSearch,
  staticData: { layout: 'full', titleKey: 'area.sports.title' },
  loaderDeps: ({ search }) => search,
  // Its own small chunk, fetched on intent with the area's: not part of the first page.
  // Entering the route (or its preload) waits for the board's first reply; a filter (the search
  // alone) starts the call without holding the navigation: the board answers the click at once and
  // keeps its rows, marked busy, until the new ones come (issue 30).
  loader: ({ context, deps, cause }) => {
    const loading = import('../features/games/sports/first-replies').then((m) => m.preloadSports(context.queryClient, deps));
    return cause === 'stay' ? undefined : loading;
  },
  component: lazyArea('sports'),
});
