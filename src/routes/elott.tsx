import { createFileRoute } from '@tanstack/react-router';
import { lazyArea } from '../app/lazy-area';

export const Route = createFileRoute('/elott')({
  staticData: { layout: 'full', titleKey: 'area.elott.title' },
  component: lazyArea('elott'),
});
