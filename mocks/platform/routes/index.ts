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
import { rewardRoutes } from './rewards';
import { sportRoutes } from './sports';
import { wpsRoutes } from './wps';

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
};
