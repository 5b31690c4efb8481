export * from './agent/agent.ts';
export * from './feedback/feedback.ts';
export * from './games/games.ts';
export * from './member/member.ts';
export * from './session/session.ts';
export * from './system/system.ts';
export * from './verification/verification.ts';
export * from './wallet/wallet.ts';
