import { createFileRoute } from '@tanstack/react-router';
import { lazyArea } from '../app/lazy-area';
import { promoDetailSearch } from '../lib/promotion-search';

export const Route = createFileRoute('/promoDetail')({
  validateSearch: promoDetailSearch,
  staticData: { layout: 'full', titleKey: 'area.promoDetail.title' },
  component: lazyArea('promoDetail'),
});
