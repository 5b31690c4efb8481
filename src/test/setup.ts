import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { mockServer, resetMocks } from '../../mocks/node';
import { resetRsaModulus } from '../api/fetcher';

// A busy machine is slow, not wrong: `findBy…` and `waitFor` wait up to 5 s for the state an
// action produces (1 s by default, which a lazy chunk's first load can pass with a core busy).
configure({ asyncUtilTimeout: 5_000 });

// Every test talks to the same mock platform as the browser, through msw/node. A request no
// handler answers is an error: tests never reach a network.
beforeAll(() => mockServer.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  cleanup();
  resetMocks();
  resetRsaModulus();
  sessionStorage.clear();
  localStorage.clear();
});
afterAll(() => mockServer.close());
