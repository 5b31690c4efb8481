import { createFileRoute } from '@tanstack/react-router';
import { lazyArea } from '../app/lazy-area';
import { codeParams } from '../lib/search';

export const Route = createFileRoute('/live')({
  validateSearch: (search: Record<string, unknown>): { vassalage?: string } => codeParams(search, ['vassalage']),
  staticData: { layout: 'full', titleKey: 'area.live.title' },
  loaderDeps: ({ search }) => ({ vassalage: search.vassalage }),
  loader: ({ context, deps }) => import('../features/games/lobby/first-replies').then((m) => m.preloadLobby(context.queryClient, '/live', deps.vassalage)),
  component: lazyArea('egame'),
});
