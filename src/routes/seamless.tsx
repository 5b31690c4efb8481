import { createFileRoute } from '@tanstack/react-router';
import { lazyArea } from '../app/lazy-area';

export const Route = createFileRoute('/seamless')({
  staticData: { layout: 'header', titleKey: 'area.seamless.title' },
  component: lazyArea('seamless'),
});
