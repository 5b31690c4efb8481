/**
 * The first replies of the agent centre's panels, fetched on the intent to open one (issue 29), as
 * the member centre's are: the pointer on the centre's menu entry or on a side-menu item starts
 * them, so the panel finds them in the cache. The panels ask with these same parameters.
 */
import type { QueryClient } from '@tanstack/react-query';
import { getGetSubordinatesQueryOptions, getGetTeamOverviewQueryOptions } from '../../generated/relay/endpoints/agent/agent';
import type { GetSubordinatesParams } from '../../generated/relay/model';
import { type Period, presetPeriod } from '../../ui/period';
import { DEFAULT_SORT } from './team/sorting';

/** Rows per page of team management. */
export const TEAM_PAGE_SIZE = 10;

/** Team management's first page: the agent's own downlines, newest first, no search or filter. */
export const FIRST_TEAM_PARAMS: GetSubordinatesParams = { sort: DEFAULT_SORT.sort, order: DEFAULT_SORT.order, pageNo: 1, pageSize: TEAM_PAGE_SIZE };

/** The overview's first period: the last seven days. */
export const firstOverviewPeriod = (now: number): Period => presetPeriod('last7', now);

const FIRST_REPLIES: Partial<Record<string, (queryClient: QueryClient) => Promise<unknown>[]>> = {
  agentTeamOverview: (queryClient) => [queryClient.prefetchQuery(getGetTeamOverviewQueryOptions(firstOverviewPeriod(Date.now())))],
  downlineManagement: (queryClient) => [queryClient.prefetchQuery(getGetSubordinatesQueryOptions(FIRST_TEAM_PARAMS))],
};

/** Starts the first replies of an item's panel (nothing for a panel that asks nothing at once); the promise: all settled. */
export function prefetchFirstReplies(item: string, queryClient: QueryClient): Promise<void> {
  return Promise.allSettled(FIRST_REPLIES[item]?.(queryClient) ?? []).then(() => undefined);
}
