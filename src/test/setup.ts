import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { mockServer, resetMocks } from '../../mocks/node';
import { resetRsaModulus } from '../api/fetcher';
import { dialogs } from '../state/dialogs';
import { DEFAULT_LANGUAGE, language } from '../state/language';
import { clearSession } from '../state/session';

// A busy machine is slow, not wrong: `findBy…` and `waitFor` wait up to 5 s for the state an
// action produces (1 s by default, which a lazy chunk's first load can pass with a core busy).
configure({ asyncUtilTimeout: 5_000 });

// Every test talks to the same mock platform as the browser, through msw/node. A request no
// handler answers is an error: tests never reach a network.
// The project runs its files in one module graph (vitest.config.ts: isolate false): each file
// starts as a fresh page would, from a platform made now, signed out, in the default language and
// with no dialog open, whatever the last file left.
beforeAll(() => {
  resetMocks();
  clearSession();
  language.code = DEFAULT_LANGUAGE;
  Object.assign(dialogs, { open: [], params: {}, alerts: [], openings: {} });
  mockServer.listen({ onUnhandledFrame: 'error' });
});
afterEach(() => {
  cleanup();
  resetMocks();
  resetRsaModulus();
  sessionStorage.clear();
  localStorage.clear();
});
afterAll(() => mockServer.close());
