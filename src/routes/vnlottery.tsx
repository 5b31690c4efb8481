import { createFileRoute } from '@tanstack/react-router';
import { lazyArea } from '../app/lazy-area';
import { codeParams } from '../lib/search';

export const Route = createFileRoute('/vnlottery')({
  validateSearch: (search: Record<string, unknown>): { gameCode?: string } => codeParams(search, ['gameCode']),
  staticData: { layout: 'header', titleKey: 'area.vnlottery.title' },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => import('../features/games/lottery/first-replies').then((m) => m.preloadVnLottery(context.queryClient, deps)),
  component: lazyArea('vnlottery'),
});
