import { createFileRoute } from '@tanstack/react-router';
import { lazyArea } from '../app/lazy-area';

export const Route = createFileRoute('/pointMall')({
  staticData: { layout: 'full', titleKey: 'area.pointMall.title' },
  loader: ({ context }) => import('../features/point-mall/first-replies').then((m) => m.preloadPointMall(context.queryClient)),
  component: lazyArea('pointMall'),
});
