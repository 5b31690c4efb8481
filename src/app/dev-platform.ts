/**
 * The app's side of a development platform: on `npm start` with the mocks, the mock platform in
 * the browser and its developer controls (mocks/dev.ts, which vite.config.ts serves as the module
 * `virtual:dev-platform`; the production build has none). The app hands it what it may do
 * (./dev-app.ts), so the controls need nothing of the app's insides and the site imports nothing
 * of the mock platform.
 */

import { startDevPlatform as startPlatform } from 'virtual:dev-platform';
import type { QueryClient } from '@tanstack/react-query';
import { devApp } from './dev-app';

/** Starts the development platform with this app. */
export const startDevPlatform = (queryClient: QueryClient): Promise<void> => startPlatform(devApp(queryClient));
