import { createFileRoute } from '@tanstack/react-router';
import { lazyArea } from '../app/lazy-area';
import { helpSearch } from '../lib/search';

export const Route = createFileRoute('/help')({
  validateSearch: helpSearch,
  staticData: { layout: 'full', titleKey: 'area.help.title' },
  loader: ({ context }) => import('../features/help/first-replies').then((m) => m.preloadHelp(context.queryClient)),
  component: lazyArea('help'),
});
