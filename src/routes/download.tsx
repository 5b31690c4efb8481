import { createFileRoute } from '@tanstack/react-router';
import { lazyArea } from '../app/lazy-area';

export const Route = createFileRoute('/download')({
  staticData: { layout: 'full', titleKey: 'area.download.title' },
  component: lazyArea('download'),
});
