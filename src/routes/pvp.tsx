import { createFileRoute } from '@tanstack/react-router';
import { lazyArea } from '../app/lazy-area';
import { codeParams } from '../lib/search';

export const Route = createFileRoute('/pvp')({
  validateSearch: (search: Record<string, unknown>): { vassalage?: string } => codeParams(search, ['vassalage']),
  staticData: { layout: 'full', titleKey: 'area.pvp.title' },
  loaderDeps: ({ search }) => ({ vassalage: search.vassalage }),
  loader: ({ context, deps }) => import('../features/games/lobby/first-replies').then((m) => m.preloadLobby(context.queryClient, '/pvp', deps.vassalage)),
  component: lazyArea('egame'),
});
