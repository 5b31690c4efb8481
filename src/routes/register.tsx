import { createFileRoute } from '@tanstack/react-router';
import { lazyArea } from '../app/lazy-area';
import { registerSearch } from '../lib/search';
import { openDialog } from '../state/dialogs';

// The home view with the register dialog open (spec section 2).
export const Route = createFileRoute('/register')({
  validateSearch: registerSearch,
  staticData: { layout: 'full', titleKey: 'auth.register_title' },
  onEnter: ({ search }) => openDialog('register', { affiliateCode: search.affiliateCode }),
  component: lazyArea('index'),
});
