import { createFileRoute } from '@tanstack/react-router';
import { lazyArea } from '../app/lazy-area';

export const Route = createFileRoute('/helpmc')({
  staticData: { layout: 'bare' },
  component: lazyArea('help'),
});
