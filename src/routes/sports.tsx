import { createFileRoute } from '@tanstack/react-router';
import { lazyArea } from '../app/lazy-area';

export const Route = createFileRoute('/sports')({
  staticData: { layout: 'full' },
  component: lazyArea('sports'),
});
