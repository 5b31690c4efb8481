/**
 * The contract kinds and the consolidated flags that speak of them: small on purpose, since the
 * agent centre itself reads them (the prompt of an offer) before My contracts is ever loaded.
 */
import type { ContractKind } from '../../../generated/relay/model';
import type { ConsolidatedFunds } from '../../../generated/wps/model';

export const CONTRACT_KINDS: readonly ContractKind[] = ['DIVIDEND', 'DAILY', 'HOURLY', 'REALTIME'];

export const isContractKind = (value: string | undefined): value is ContractKind => (CONTRACT_KINDS as readonly (string | undefined)[]).includes(value);

/** The consolidated flag that says an offer of the kind waits for the agent's answer. */
export const OFFER_FLAG = {
  DIVIDEND: 'divtypereq',
  DAILY: 'dailysalreqtype',
  HOURLY: 'contracthoursalreq',
  REALTIME: 'realtimesalreqtype',
} as const satisfies Record<ContractKind, keyof ConsolidatedFunds>;

/** The kinds whose offer waits for the agent, by the consolidated flags. */
export const waitingKinds = (funds: ConsolidatedFunds | undefined): ContractKind[] => CONTRACT_KINDS.filter((kind) => funds?.[OFFER_FLAG[kind]] === 1);
