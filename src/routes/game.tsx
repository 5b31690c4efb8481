import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';

export const Route = createFileRoute('/game')({
  staticData: { layout: 'header', titleKey: 'area.game' },
  // The game's frame is a chunk of its own: the home page's first load does not carry it.
  component: lazyRouteComponent(() => import('../app/shell/GameFrame'), 'GameFrame'),
});
