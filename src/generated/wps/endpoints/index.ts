export * from './session/session.ts';
export * from './system/system.ts';
