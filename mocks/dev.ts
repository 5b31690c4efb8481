/**
 * The mock platform as the app's development platform (`npm start`): vite.config.ts serves this
 * module as `virtual:dev-platform`, which src/app/dev-platform.ts starts before the app's first
 * calls. It starts the service worker that answers every call, then the developer controls,
 * handing them the app's own sign-in and sign-out.
 */
import type { StartDevPlatform } from '../src/app/dev-app';
import { startMockWorker } from './browser';
import { startMockDevtools } from './devtools';

export const startDevPlatform: StartDevPlatform = async (app) => {
  const platform = await startMockWorker();
  await startMockDevtools(platform, app);
};
