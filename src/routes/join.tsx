import { createFileRoute } from '@tanstack/react-router';
import { lazyArea } from '../app/lazy-area';

export const Route = createFileRoute('/join')({
  staticData: { layout: 'full' },
  component: lazyArea('joinus'),
});
