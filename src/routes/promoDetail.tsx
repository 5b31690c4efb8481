import { createFileRoute } from '@tanstack/react-router';
import { lazyArea } from '../app/lazy-area';
import { codeParams } from '../lib/search';

export const Route = createFileRoute('/promoDetail')({
  validateSearch: (search: Record<string, unknown>): { id?: string } => codeParams(search, ['id']),
  staticData: { layout: 'full' },
  component: lazyArea('promoDetail'),
});
