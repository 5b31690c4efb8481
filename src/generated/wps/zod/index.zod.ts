export * from './session/session.zod.ts';
export * from './system/system.zod.ts';
