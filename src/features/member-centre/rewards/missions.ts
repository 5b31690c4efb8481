import type { QueryClient } from '@tanstack/react-query';
import { useGetMissionSummary } from '../../../generated/relay/endpoints/rewards/rewards';

export const MISSION_PAGE_SIZE = 10;

/** The open missions' first page: the panel's first view, whose reply also carries the badge count. */
export const OPEN_MISSIONS = { status: 'O', pageNo: 1, pageSize: MISSION_PAGE_SIZE } as const;

/** How long the menu badge trusts its count before it asks again (claims refresh it at once). */
const BADGE_STALE_MS = 60_000;

/**
 * How many missions have a reward to claim now (the member-centre menu's badge); undefined until
 * known. Shares its request with the mission panel's first view.
 */
export function useAvailableMissions(enabled = true): number | undefined {
  const summary = useGetMissionSummary(OPEN_MISSIONS, { query: { enabled, staleTime: BADGE_STALE_MS } });
  return summary.data?.value.availableCount;
}

const MISSION_READS = ['MCSFE_getMissionSummaryDetails', 'MCSFE_getMissionLeaderboard', 'MCSFE_getAvailablePromotions'];

/** After a claim: every mission list (the badge's too), the leaderboards and the reward centre's counts are asked again. */
export function refreshMissions(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (q) => MISSION_READS.some((path) => String(q.queryKey[0]).includes(path)) });
}

/** How far a mission has gone, 0–100, whole percent (never above 100 when over the target). */
export function progressPercent(progress: number, target: number): number {
  if (!(target > 0)) return progress > 0 ? 100 : 0;
  return Math.max(0, Math.min(100, Math.floor((progress / target) * 100)));
}
