import type { Routes } from '../context';
import { gameRoutes } from './games';
import { lgwRoutes } from './lgw';
import { moneyRoutes } from './money';
import { relayRoutes } from './relay';
import { wpsRoutes } from './wps';

/** The stateful routes by operationId; every other operation answers with generated data. */
export const routes: Routes = { ...wpsRoutes, ...gameRoutes, ...relayRoutes, ...lgwRoutes, ...moneyRoutes };
