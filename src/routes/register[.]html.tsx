import { createFileRoute } from '@tanstack/react-router';
import { lazyArea } from '../app/lazy-area';
import { openDialog } from '../state/dialogs';

// The home view with the register dialog open (spec section 2).
export const Route = createFileRoute('/register.html')({
  staticData: { layout: 'full' },
  onEnter: () => openDialog('register'),
  component: lazyArea('index'),
});
