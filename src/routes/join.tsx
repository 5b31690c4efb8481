import { createFileRoute } from '@tanstack/react-router';
import { lazyArea } from '../app/lazy-area';

export const Route = createFileRoute('/join')({
  staticData: { layout: 'full', titleKey: 'area.join.title' },
  component: lazyArea('joinus'),
});
