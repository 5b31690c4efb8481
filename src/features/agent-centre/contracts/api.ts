/**
 * The contract calls of My contracts, by kind: each kind has its own info, offer and step
 * operation (docs/design/contracts.md "Operations"); the panel speaks of a kind and these pick
 * the call. Also what a step changes (the reads to ask again) and a call's failure in words.
 */
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  getContractDailySalInfo,
  getContractDividendInfo,
  getContractHourSalaryInfo,
  getGetContractDailySalInfoQueryKey,
  getGetContractDividendInfoQueryKey,
  getGetContractHistoryQueryKey,
  getGetContractHourSalaryInfoQueryKey,
  getGetRealTimeSalaryContractInfoQueryKey,
  getRealTimeSalaryContractInfo,
  offerDailySalaryContract,
  offerDividendContract,
  offerHourSalaryContract,
  offerRealTimeSalaryContract,
  processContractDividend,
  processContractHourSalary,
  processDailySalaryContract,
  processRealTimeSalaryContract,
} from '../../../generated/relay/endpoints/contract/contract';
import type { Contract, ContractDecision, ContractInfo, ContractKind, ContractOffer, ContractStep } from '../../../generated/relay/model';
import { getGetConsolidatedFundsQueryKey } from '../../../generated/wps/endpoints/member/member';
import { ApiError, codeTextKey, errorMessageKey } from '../../../lib/errors';

type CallOptions = { signal?: AbortSignal };

const INFO_CALL: Record<ContractKind, (options?: CallOptions) => Promise<{ value: ContractInfo }>> = {
  DIVIDEND: getContractDividendInfo,
  DAILY: getContractDailySalInfo,
  HOURLY: getContractHourSalaryInfo,
  REALTIME: getRealTimeSalaryContractInfo,
};

const INFO_KEY: Record<ContractKind, () => readonly [string]> = {
  DIVIDEND: getGetContractDividendInfoQueryKey,
  DAILY: getGetContractDailySalInfoQueryKey,
  HOURLY: getGetContractHourSalaryInfoQueryKey,
  REALTIME: getGetRealTimeSalaryContractInfoQueryKey,
};

/** A kind's contract info (the same cache entry as the generated hook's); asked again each time the tab opens. */
export function useContractInfo(kind: ContractKind) {
  return useQuery({ queryKey: INFO_KEY[kind](), queryFn: ({ signal }) => INFO_CALL[kind]({ signal }), staleTime: 0 });
}

const OFFER_CALL: Record<ContractKind, (offer: ContractOffer) => Promise<{ value: Contract }>> = {
  DIVIDEND: offerDividendContract,
  DAILY: offerDailySalaryContract,
  HOURLY: offerHourSalaryContract,
  REALTIME: offerRealTimeSalaryContract,
};

/** Offers terms to a direct downline agent: the new PENDING contract. */
export const offerContract = async (kind: ContractKind, offer: ContractOffer): Promise<Contract> => (await OFFER_CALL[kind](offer)).value;

/** A step on a contract: accept, reject, withdraw or terminate (the daily call names the contract `id`). */
export async function stepContract(kind: ContractKind, contractId: string, status: ContractDecision, confirmTerminate = false): Promise<ContractStep> {
  const confirm = confirmTerminate ? { confirmTerminate: true } : {};
  switch (kind) {
    case 'DIVIDEND':
      return (await processContractDividend({ contractId, status, ...confirm })).value;
    case 'DAILY':
      return (await processDailySalaryContract({ id: contractId, status, ...confirm })).value;
    case 'HOURLY':
      return (await processContractHourSalary({ contractId, status, ...confirm })).value;
    case 'REALTIME':
      return (await processRealTimeSalaryContract({ contractId, status, ...confirm })).value;
  }
}

/** The reads an offer or a step changes: every kind's info, the history, and the consolidated flags (the offer prompt). */
const CONTRACT_READS: readonly string[] = [
  ...Object.values(INFO_KEY).map((key) => key()[0]),
  getGetContractHistoryQueryKey()[0],
  getGetConsolidatedFundsQueryKey()[0],
];

export function refreshContracts(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (q) => CONTRACT_READS.includes(String(q.queryKey[0])) });
}

export function useRefreshContracts(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => refreshContracts(queryClient), [queryClient]);
}

/** i18next's `t`, as this module calls it. */
type Translate = { (key: string): string; (key: string, defaultValue: string): string };

/**
 * A contract call's failure in words: the code's own text in the contracts part
 * (`contracts.errorCode.contract_rate_above_own`), else the site's text for the session,
 * network and platform failures, else a general one.
 */
export function contractErrorText(error: unknown, t: Translate): string {
  if (error instanceof ApiError) {
    const own = t(`contracts.${codeTextKey(error.code)}`, '');
    if (own) return own;
  }
  const key = errorMessageKey(error);
  return key && key !== 'error.unknown' ? t(key) : t('contracts.errorCode.generic');
}
