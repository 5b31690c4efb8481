import { createFileRoute } from '@tanstack/react-router';
import { lazyArea } from '../app/lazy-area';

export const Route = createFileRoute('/index')({
  staticData: { layout: 'full', titleKey: 'home.title' },
  loader: ({ context }) => import('../features/games/home/first-replies').then((m) => m.preloadHome(context.queryClient)),
  component: lazyArea('index'),
});
