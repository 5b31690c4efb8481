export * from './lottery/lottery.zod.ts';
