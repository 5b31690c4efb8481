import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { mockServer, resetMocks } from '../../mocks/node';
import { resetRsaModulus } from '../api/fetcher';

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
