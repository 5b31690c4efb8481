import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { initI18n } from './i18n';
import { startSession } from './state/session';
import './ui/theme.css';

async function startMocks(): Promise<void> {
  // Development only: the production build drops this branch, so msw, faker, the mock platform
  // and its developer controls never reach it.
  if (import.meta.env.DEV && import.meta.env.VITE_MOCKS === 'on') {
    const { startMockWorker } = await import('../mocks/browser');
    const platform = await startMockWorker();
    // The developer controls: the "Mock platform" panel, ?mockAs= and ?mockAdvance=.
    const { startMockDevtools } = await import('../mocks/devtools');
    await startMockDevtools(platform);
  }
}

async function boot(): Promise<void> {
  startSession();
  await Promise.all([startMocks(), initI18n()]);
  const container = document.getElementById('root');
  if (!container) throw new Error('no #root element');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void boot();
