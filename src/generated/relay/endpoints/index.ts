export * from './agent/agent.ts';
export * from './contract/contract.ts';
export * from './games/games.ts';
export * from './home/home.ts';
export * from './member/member.ts';
export * from './points/points.ts';
export * from './wallet/wallet.ts';
