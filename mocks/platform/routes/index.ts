import type { Routes } from '../core/context';
import { agentRoutes } from './agent';
import { chatRoutes } from './chat';
import { contractRoutes } from './contracts';
import { extraRoutes } from './extras';
import { gameRoutes } from './games';
import { inboxRoutes } from './inbox';
import { lgwRoutes } from './lgw';
import { moneyRoutes } from './money';
import { pointRoutes } from './points';
import { promotionRoutes } from './promotions';
import { recordRoutes } from './records';
import { relayRoutes } from './relay';
import { responsibleRoutes } from './responsible';
import { rewardRoutes } from './rewards';
import { sportRoutes } from './sports';
import { wpsRoutes } from './wps';

/**
 * The product spec's names of four calls, which the contract keeps beside the observed calls that
 * supersede them (deprecated, `x-provenance: spec`): the same behaviour, so a backend built to
 * the spec's names is checked (contract:verify) against the same answers.
 */
const specNames: Routes = {
  processDividendReqSpec: contractRoutes.processContractDividend,
  processDailySalContractSpec: contractRoutes.processDailySalaryContract,
  processContractHourSalarySpec: contractRoutes.processContractHourSalary,
  claimRafflePromotionSpec: rewardRoutes.claimRafflePromotion,
};

/** The stateful routes by operationId; every other operation answers with generated data. */
export const routes: Routes = {
  ...wpsRoutes,
  ...gameRoutes,
  ...relayRoutes,
  ...lgwRoutes,
  ...moneyRoutes,
  ...recordRoutes,
  ...rewardRoutes,
  ...inboxRoutes,
  ...agentRoutes,
  ...contractRoutes,
  ...pointRoutes,
  ...promotionRoutes,
  ...extraRoutes,
  ...chatRoutes,
  ...sportRoutes,
  ...responsibleRoutes,
  ...specNames,
};
