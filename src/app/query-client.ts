import { QueryClient, timeoutManager } from '@tanstack/react-query';
import { createCoalescedTimers } from '../lib/coalesced-timers';
import { ApiError } from '../lib/errors';

/** The queries' time-outs share one platform timer (../lib/coalesced-timers.ts), set before any query exists. */
const timers = createCoalescedTimers();

export function createQueryClient(): QueryClient {
  timeoutManager.setTimeoutProvider(timers);
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A refused call (4xx, session, success: false) will not change by asking again.
        retry: (count, error) => count < 2 && error instanceof ApiError && (error.status === 0 || error.status >= 500),
      },
      mutations: { retry: false },
    },
  });
}
