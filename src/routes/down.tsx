import { createFileRoute } from '@tanstack/react-router';
import { lazyArea } from '../app/lazy-area';

export const Route = createFileRoute('/down')({
  staticData: { layout: 'full', titleKey: 'area.download.title' },
  component: lazyArea('download'),
});
