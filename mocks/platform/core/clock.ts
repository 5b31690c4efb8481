/**
 * The mock platform's clock: the real time plus an offset that tests and the console move
 * forward (`POST /__mock/clock`, `mockPlatform.advanceClock(ms)`). Every time the platform
 * writes (orders, expiries, ledger entries, sessions, SMS codes) comes from `now(state)`, so
 * moving the clock makes deposits pay, orders expire and confirmations time out
 * (`advanceClock` in ./money.ts runs what falls due).
 */
export interface MockClock {
  /** Milliseconds added to the real time. */
  offsetMs: number;
}

export const MINUTE = 60_000;
export const HOUR = 3_600_000;
export const DAY = 86_400_000;
/** Vietnam time (the merchant's days) is UTC+7. */
export const ICT_OFFSET = 7 * HOUR;

/** The platform's time now. */
export const now = (state: { clock: MockClock }): number => Date.now() + state.clock.offsetMs;

/** The start of the merchant's day (Vietnam time) holding `time`. */
export const dayStart = (time: number): number => Math.floor((time + ICT_OFFSET) / DAY) * DAY - ICT_OFFSET;

/** `YYYYMMDDhhmmss` in Vietnam time, as transaction numbers carry it. */
export function stamp(time: number): string {
  return new Date(time + ICT_OFFSET).toISOString().slice(0, 19).replace(/\D/g, '');
}
