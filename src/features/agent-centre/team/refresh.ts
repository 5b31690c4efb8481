import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/** Addresses of the agent centre's reads that a change to the team moves (a new account, rates, a promotion, a transfer). */
const AGENT_READS = [
  'ODSFE2_getTeamOverviewSum',
  'ODSFE2_getSubordinatev2',
  'ODSFE2_getSubordinateDetail',
  'ODSFE2_subordinateSimple',
  'ODSFE2_getTeamPNLV3',
  'MCSFE_viewAffiliateUrls',
  'MCSFE_viewRegisteredAffiliates',
  'MCSFE_getAgentQuotaGroupByProduct',
];

/** After a change to the team: refetch what shows it, so team management and the overview show the new state. */
export function refreshAgent(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (q) => AGENT_READS.some((path) => String(q.queryKey[0]).includes(path)) });
}

export function useRefreshAgent(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => refreshAgent(queryClient), [queryClient]);
}
