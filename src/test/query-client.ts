/**
 * The app's query client (src/app/query-client.ts: its stale time and retries) for the tests of
 * the layers below the app, which reach it through the test harness rather than the app.
 */
export { createQueryClient } from '../app/query-client';
