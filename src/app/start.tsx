/** The app: the session, the first calls, the texts, then React renders (loaded by ../main.tsx). */
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '../i18n';
import { startSession } from '../state/session';
import { App } from './App';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';
import { warmFirstScreen } from './warm';

/** Ends the current task, so that the next step runs in one of its own (issue 16, total blocking time). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Each step below runs in a task of its own: a phone spends tens of milliseconds on each, and
 * one task holding them all would keep the page from answering a tap meanwhile.
 */
async function boot(): Promise<void> {
  // Evaluating the libraries is a task of its own.
  await nextTask();
  startSession();
  const queryClient = createQueryClient();
  // The language's texts start loading at once; the first calls wait for the mock platform in development.
  const texts = initI18n();
  // Development only: the mock platform and its developer controls (./dev-platform.ts). The
  // production build drops this branch, so msw, faker and the mock platform never reach it.
  if (import.meta.env.DEV && import.meta.env.VITE_MOCKS === 'on') await (await import('./dev-platform')).startDevPlatform(queryClient);
  await nextTask();
  warmFirstScreen(queryClient, window.location.pathname);
  await nextTask();
  await texts;
  await nextTask();
  // The router resolves the address (its matches, their data and chunks) before the first render:
  // a router that settles during that render makes React draw the whole page again, at once.
  const router = createAppRouter(queryClient);
  await nextTask();
  await router.load();
  await nextTask();
  const container = document.getElementById('root');
  if (!container) throw new Error('no #root element');
  const root = createRoot(container);
  // A transition renders the first page in slices that yield to the browser, not in one long task.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App queryClient={queryClient} router={router} />
      </StrictMode>,
    );
  });
}

void boot();
