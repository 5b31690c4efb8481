import { createFileRoute } from '@tanstack/react-router';
import { lazyArea } from '../app/lazy-area';

export const Route = createFileRoute('/elott')({
  staticData: { layout: 'full', titleKey: 'area.elott.title' },
  loader: ({ context }) => import('../features/games/lottery/first-replies').then((m) => m.preloadElott(context.queryClient)),
  component: lazyArea('elott'),
});
