export * from './agent/agent.zod.ts';
export * from './feedback/feedback.zod.ts';
export * from './games/games.zod.ts';
export * from './member/member.zod.ts';
export * from './session/session.zod.ts';
export * from './system/system.zod.ts';
export * from './verification/verification.zod.ts';
export * from './wallet/wallet.zod.ts';
