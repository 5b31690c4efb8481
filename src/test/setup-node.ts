import { afterAll, afterEach, beforeAll } from 'vitest';
import { mockServer, resetMocks } from '../../mocks/node';
import { resetRsaModulus } from '../api/fetcher';

// The mock platform's tests (vitest's `platform` project, in Node: no DOM) call it through the
// site's transport and msw/node, as the site's tests do (./setup.ts). A request no handler
// answers is an error: tests never reach a network.
beforeAll(() => mockServer.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  resetMocks();
  resetRsaModulus();
});
afterAll(() => mockServer.close());
