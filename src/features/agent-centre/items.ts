/**
 * The agent centre's items and how a panel opens one, apart from the centre (AgentCentre.tsx) so
 * that the panels it loads can name them without importing it.
 */

/**
 * The agent-centre menu in the spec's order (section 2), with My contracts (issue 14) after the
 * reports; the records of what the contracts paid follow the home-state flags.
 */
export const AGENT_CENTRE_ITEMS = [
  'announcement',
  'agentTeamOverview',
  'registerCentre',
  'downlineManagement',
  'teamBetting',
  'downlineProfit',
  'agentRevenue',
  'downlineTransactions',
  'myContracts',
  'dividendRecord',
  'dailyWages',
  'hourlySalary',
  'realTimeSalary',
] as const;
export type AgentCentreItem = (typeof AGENT_CENTRE_ITEMS)[number];

/** Where a panel sends the agent: another item, with what to show there (a username to find, a contract kind's tab). */
export type OpenItem = (item: AgentCentreItem, search?: string) => void;
