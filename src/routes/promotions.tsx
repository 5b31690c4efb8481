import { createFileRoute } from '@tanstack/react-router';
import { lazyArea } from '../app/lazy-area';
import { promotionsSearch } from '../lib/promotion-search';

export const Route = createFileRoute('/promotions')({
  validateSearch: promotionsSearch,
  staticData: { layout: 'full', titleKey: 'area.promotions.title' },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => import('../features/promotions/first-replies').then((m) => m.preloadPromotions(context.queryClient, deps)),
  component: lazyArea('promo'),
});
