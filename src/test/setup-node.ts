import { afterAll, afterEach, beforeAll } from 'vitest';
import { mockServer, resetMocks } from '../../mocks/node';
import { resetRsaModulus } from '../api/fetcher';

// The mock platform's tests (vitest's `platform` project, in Node: no DOM) call it through the
// site's transport and msw/node, as the site's tests do (./setup.ts). A request no handler
// answers is an error: tests never reach a network.
// The project runs its files in one module graph (vitest.config.ts: isolate false), so each file
// starts from a platform made now, not the one the last file's last test left, whose clock may
// have been a fake one.
beforeAll(() => {
  resetMocks();
  mockServer.listen({ onUnhandledFrame: 'error' });
});
afterEach(() => {
  resetMocks();
  resetRsaModulus();
});
afterAll(() => mockServer.close());
