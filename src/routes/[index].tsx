import { createFileRoute } from '@tanstack/react-router';
import { lazyArea } from '../app/lazy-area';

export const Route = createFileRoute('/index')({
  staticData: { layout: 'full', titleKey: 'home.title' },
  component: lazyArea('index'),
});
