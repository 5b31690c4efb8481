export * from './agent/agent.zod.ts';
export * from './contract/contract.zod.ts';
export * from './games/games.zod.ts';
export * from './home/home.zod.ts';
export * from './member/member.zod.ts';
export * from './points/points.zod.ts';
export * from './wallet/wallet.zod.ts';
