import { createFileRoute } from '@tanstack/react-router';
import { lazyArea } from '../app/lazy-area';

export const Route = createFileRoute('/pvp')({
  staticData: { layout: 'full' },
  component: lazyArea('egame'),
});
