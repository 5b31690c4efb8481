import { createFileRoute } from '@tanstack/react-router';
import { lazyArea } from '../app/lazy-area';
import { helpSearch } from '../lib/search';

export const Route = createFileRoute('/helpmc')({
  validateSearch: helpSearch,
  staticData: { layout: 'bare', titleKey: 'area.help.title' },
  component: lazyArea('help'),
});
