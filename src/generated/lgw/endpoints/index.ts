export * from './lottery/lottery.ts';
