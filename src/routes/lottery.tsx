import { createFileRoute } from '@tanstack/react-router';
import { lazyArea } from '../app/lazy-area';
import { codeParams } from '../lib/search';

export const Route = createFileRoute('/lottery')({
  validateSearch: (search: Record<string, unknown>): { gameCode?: string; playType?: string } => codeParams(search, ['gameCode', 'playType']),
  staticData: { layout: 'header', titleKey: 'area.lottery.title' },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => import('../features/games/lottery/first-replies').then((m) => m.preloadLottery(context.queryClient, deps)),
  component: lazyArea('lottery'),
});
