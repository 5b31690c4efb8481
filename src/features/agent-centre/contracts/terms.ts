/**
 * The terms of a contract as the offer form edits them (docs/design/contracts.md "Words"): the
 * tiers' fields per kind, the checks the platform makes on an offer (mirrored so the form says
 * what is wrong at the field before sending), the top rates and the ceiling, and each tier's
 * worked example (its "effect"). Pure: no React, no texts.
 */
import type { ContractCeiling, ContractKind, ContractTier } from '../../../generated/relay/model';
export const MIN_TIERS = 1;
export const MAX_TIERS = 10;
/** The platform's bounds of a tier's fields (ContractTier). */
export const MAX_PERIOD_BET = 100_000_000_000;
export const MAX_ACTIVE_MEMBERS = 100_000;
/** A dividend's example loss when the tier asks for none (profit and loss at most 0). */
export const EXAMPLE_LOSS = 10_000_000;
/** A real-time tier's example round: at least this stake, won or lost whole. */
export const EXAMPLE_ROUND = 100_000;

/** A tier as typed in the form: every field text, as the member typed it. */
export interface TierDraft {
  periodBet: string;
  activeMembers: string;
  periodProfitLoss: string;
  rate: string;
  lossRate: string;
}
export type TierField = keyof TierDraft;

/** The fields a kind's tiers have, in the form's order. */
export function fieldsOf(kind: ContractKind): readonly TierField[] {
  switch (kind) {
    case 'DIVIDEND':
      return ['periodBet', 'activeMembers', 'periodProfitLoss', 'rate'];
    case 'REALTIME':
      return ['periodBet', 'rate', 'lossRate'];
    default:
      return ['periodBet', 'activeMembers', 'rate'];
  }
}

/** The salary period an offer of the kind may choose; DIVIDEND only (the others have none to choose). */
export const DIVIDEND_PERIODS = ['W', 'H', 'M'] as const;
export type DividendPeriod = (typeof DIVIDEND_PERIODS)[number];
export const DEFAULT_DIVIDEND_PERIOD: DividendPeriod = 'H';

/** Rounds half up to cents, as the platform keeps money. */
export const round2 = (value: number): number => (Math.sign(value) * Math.round(Math.abs(value) * 100 + 1e-7)) / 100;

const NUMBER = /^-?\d+(?:\.\d+)?$/;

/** The number typed (thousands separators `,` and spaces allowed), or null when it is not one. */
export function parseNumber(text: string): number | null {
  const plain = text.trim().replaceAll(',', '').replaceAll(' ', '');
  if (!NUMBER.test(plain)) return null;
  const value = Number(plain);
  return Number.isFinite(value) ? value : null;
}

const decimalsOf = (text: string) => text.trim().replaceAll(',', '').split('.')[1]?.length ?? 0;

/** The texts of a contract's tiers, to edit them (change terms). */
export function draftsOf(tiers: readonly ContractTier[]): TierDraft[] {
  return tiers.map((t) => ({
    periodBet: String(t.periodBet),
    activeMembers: String(t.activeMembers),
    periodProfitLoss: t.periodProfitLoss === undefined ? '0' : String(t.periodProfitLoss),
    rate: String(t.rate),
    lossRate: t.lossRate === undefined ? '' : String(t.lossRate),
  }));
}

/** A new offer's first tier: no thresholds, the rates to fill in. */
export const firstDraft = (): TierDraft => ({ periodBet: '0', activeMembers: '0', periodProfitLoss: '0', rate: '', lossRate: '' });

/** The tier a new row starts as: the previous tier's rates, the bets and rates still to raise. */
export const nextDraft = (previous: TierDraft | undefined): TierDraft =>
  previous
    ? { periodBet: '', activeMembers: previous.activeMembers, periodProfitLoss: previous.periodProfitLoss, rate: previous.rate, lossRate: previous.lossRate }
    : firstDraft();

/** What is wrong with a field, with what the message names (a tier's number, a bound, a percentage). */
export type TermProblem =
  | { code: 'required' | 'number' | 'integer' | 'decimals' | 'not_loss' | 'all_zero' }
  | { code: 'range'; min: number; max: number }
  | { code: 'bet_not_above'; n: number; value: number }
  | { code: 'rate_below'; n: number; value: number }
  | { code: 'above_ceiling'; max: number };

export type TierProblems = Partial<Record<TierField, TermProblem>>;

export interface Checked {
  /** One entry per tier (empty when the tier is fine). */
  problems: TierProblems[];
  /** The tiers to send, when there is no problem. */
  tiers: ContractTier[] | null;
}

/** The tiers' numbers as far as they are numbers (null where a field is not); what the examples use. */
export interface TierNumbers {
  periodBet: number | null;
  activeMembers: number | null;
  periodProfitLoss: number | null;
  rate: number | null;
  lossRate: number | null;
}

export function numbersOf(draft: TierDraft): TierNumbers {
  return {
    periodBet: parseNumber(draft.periodBet),
    activeMembers: parseNumber(draft.activeMembers),
    // Empty: no profit and loss condition (0).
    periodProfitLoss: draft.periodProfitLoss.trim() === '' ? 0 : parseNumber(draft.periodProfitLoss),
    rate: parseNumber(draft.rate),
    lossRate: parseNumber(draft.lossRate),
  };
}

function checkField(field: TierField, text: string): TermProblem | null {
  if (field === 'periodProfitLoss' && text.trim() === '') return null;
  if (text.trim() === '') return { code: 'required' };
  const value = parseNumber(text);
  if (value === null) return { code: 'number' };
  switch (field) {
    case 'periodBet':
      if (value < 0 || value > MAX_PERIOD_BET) return { code: 'range', min: 0, max: MAX_PERIOD_BET };
      return decimalsOf(text) > 2 ? { code: 'decimals' } : null;
    case 'activeMembers':
      if (!Number.isInteger(value)) return { code: 'integer' };
      return value < 0 || value > MAX_ACTIVE_MEMBERS ? { code: 'range', min: 0, max: MAX_ACTIVE_MEMBERS } : null;
    case 'periodProfitLoss':
      if (value > 0) return { code: 'not_loss' };
      if (value < -MAX_PERIOD_BET) return { code: 'range', min: -MAX_PERIOD_BET, max: 0 };
      return decimalsOf(text) > 2 ? { code: 'decimals' } : null;
    case 'rate':
    case 'lossRate':
      if (value < 0 || value > 100) return { code: 'range', min: 0, max: 100 };
      return decimalsOf(text) > 2 ? { code: 'decimals' } : null;
  }
}

const EPSILON = 1e-9;

/**
 * The platform's checks of an offer's tiers (mocks/platform/contracts.ts `tiersOf`, `offerContract`),
 * each at the field it is about: every field a number in its bounds; `periodBet` rising from
 * tier to tier; the rates (and loss rates) never falling; no rate above the ceiling; at least one
 * rate above 0 (said at the last tier's rate).
 */
export function checkTiers(kind: ContractKind, drafts: readonly TierDraft[], ceiling: ContractCeiling): Checked {
  const fields = fieldsOf(kind);
  const problems: TierProblems[] = drafts.map((draft) => {
    const found: TierProblems = {};
    for (const field of fields) {
      const problem = checkField(field, draft[field]);
      if (problem) found[field] = problem;
    }
    return found;
  });
  const numbers = drafts.map(numbersOf);
  numbers.forEach((tier, i) => {
    const found = problems[i]!;
    const before = numbers[i - 1];
    if (before) {
      if (!found.periodBet && tier.periodBet !== null && before.periodBet !== null && tier.periodBet <= before.periodBet)
        found.periodBet = { code: 'bet_not_above', n: i, value: before.periodBet };
      if (!found.rate && tier.rate !== null && before.rate !== null && tier.rate < before.rate - EPSILON)
        found.rate = { code: 'rate_below', n: i, value: before.rate };
      if (kind === 'REALTIME' && !found.lossRate && tier.lossRate !== null && before.lossRate !== null && tier.lossRate < before.lossRate - EPSILON) {
        found.lossRate = { code: 'rate_below', n: i, value: before.lossRate };
      }
    }
    if (!found.rate && tier.rate !== null && tier.rate > ceiling.rate + EPSILON) found.rate = { code: 'above_ceiling', max: ceiling.rate };
    if (kind === 'REALTIME' && !found.lossRate && tier.lossRate !== null && tier.lossRate > (ceiling.lossRate ?? 0) + EPSILON) {
      found.lossRate = { code: 'above_ceiling', max: ceiling.lossRate ?? 0 };
    }
  });
  const last = problems.at(-1);
  const allZero = numbers.every((t) => (t.rate ?? 0) === 0 && (kind !== 'REALTIME' || (t.lossRate ?? 0) === 0));
  if (last && !last.rate && numbers.every((t) => t.rate !== null) && allZero) last.rate = { code: 'all_zero' };
  const fine = drafts.length >= MIN_TIERS && drafts.length <= MAX_TIERS && problems.every((p) => Object.keys(p).length === 0);
  return { problems, tiers: fine ? numbers.map((t) => tierOf(kind, t)) : null };
}

function tierOf(kind: ContractKind, t: TierNumbers): ContractTier {
  return {
    periodBet: t.periodBet ?? 0,
    activeMembers: kind === 'REALTIME' ? 0 : (t.activeMembers ?? 0),
    ...(kind === 'DIVIDEND' ? { periodProfitLoss: t.periodProfitLoss || 0 } : {}),
    rate: t.rate ?? 0,
    ...(kind === 'REALTIME' ? { lossRate: t.lossRate ?? 0 } : {}),
  };
}

/** A contract's top rates: its last tier's rate (and loss rate). */
export function topRates(tiers: readonly Pick<ContractTier, 'rate' | 'lossRate'>[]): { rate: number; lossRate?: number } {
  const top = tiers.at(-1);
  return { rate: top?.rate ?? 0, ...(top?.lossRate === undefined ? {} : { lossRate: top.lossRate }) };
}

/** The worked example of a tier, as far as its numbers are typed; null when they are not yet. */
export type Effect =
  | { kind: 'DAILY' | 'HOURLY'; bet: number; amount: number }
  | { kind: 'DIVIDEND'; loss: number; amount: number }
  | { kind: 'REALTIME'; x: number; profitWage: number; lossWage: number };

/**
 * What a tier pays in an example: DAILY / HOURLY the least it pays (its `periodBet` met:
 * `periodBet × rate`); DIVIDEND on a loss of its threshold (10M when it asks for none); REALTIME
 * for a player who wins, or loses, the larger of its stake threshold and 100 000 in a round.
 */
export function tierEffect(kind: ContractKind, t: TierNumbers): Effect | null {
  if (t.rate === null || t.rate < 0) return null;
  switch (kind) {
    case 'DAILY':
    case 'HOURLY':
      if (t.periodBet === null || t.periodBet < 0) return null;
      return { kind, bet: t.periodBet, amount: round2((t.periodBet * t.rate) / 100) };
    case 'DIVIDEND': {
      if (t.periodProfitLoss === null || t.periodProfitLoss > 0) return null;
      const loss = t.periodProfitLoss < 0 ? -t.periodProfitLoss : EXAMPLE_LOSS;
      return { kind, loss, amount: round2((loss * t.rate) / 100) };
    }
    case 'REALTIME': {
      if (t.periodBet === null || t.periodBet < 0 || t.lossRate === null || t.lossRate < 0) return null;
      const x = Math.max(t.periodBet, EXAMPLE_ROUND);
      return { kind, x, profitWage: round2((x * t.rate) / 100), lossWage: round2((x * t.lossRate) / 100) };
    }
  }
}

/** Whether the kind's tiers carry the least they pay (`amount`: DAILY and HOURLY). */
export function kindHasAmount(kind: ContractKind): boolean {
  return kind === 'DAILY' || kind === 'HOURLY';
}
