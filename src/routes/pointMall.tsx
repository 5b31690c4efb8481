import { createFileRoute } from '@tanstack/react-router';
import { lazyArea } from '../app/lazy-area';

export const Route = createFileRoute('/pointMall')({
  staticData: { layout: 'full', titleKey: 'area.pointMall.title' },
  component: lazyArea('pointMall'),
});
