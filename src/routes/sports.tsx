import { createFileRoute } from '@tanstack/react-router';
import { lazyArea } from '../app/lazy-area';
import { sportsSearch } from '../lib/search';

export const Route = createFileRoute('/sports')({
  validateSearch: sportsSearch,
  staticData: { layout: 'full', titleKey: 'area.sports.title' },
  component: lazyArea('sports'),
});
