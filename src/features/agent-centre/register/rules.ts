/**
 * The checks of the account-opening and promotion-link forms, as the platform makes them
 * (design: agent-centre.md): usernames, passwords, rebate rates within the agent's quota, remarks.
 */
import { AGENT_TYPES } from '../../../state/session';

/** 4..16 lower-case letters, digits and `_`, starting with a letter. */
export const USERNAME_PATTERN = /^[a-z][a-z0-9_]{3,15}$/;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 20;
export const REMARK_MAX = 40;

export type UsernameProblem = 'required' | 'format';
export function usernameProblem(value: string): UsernameProblem | null {
  if (!value) return 'required';
  return USERNAME_PATTERN.test(value) ? null : 'format';
}

export type PasswordProblem = 'required' | 'length' | 'letter_digit';
export function passwordProblem(value: string): PasswordProblem | null {
  if (!value) return 'required';
  if (value.length < PASSWORD_MIN || value.length > PASSWORD_MAX) return 'length';
  return /[A-Za-z]/.test(value) && /\d/.test(value) ? null : 'letter_digit';
}

export type ConfirmProblem = 'required' | 'mismatch';
export function confirmProblem(password: string, confirmation: string): ConfirmProblem | null {
  if (!confirmation) return 'required';
  return confirmation === password ? null : 'mismatch';
}

export type RebateProblem = 'format' | 'above';
/** A rate as typed: empty is 0; at most one decimal, from 0 to `max`. */
export function rebateProblem(value: string, max: number): RebateProblem | null {
  const text = value.trim();
  if (text === '') return null;
  if (!/^\d+(\.\d)?$/.test(text)) return 'format';
  return Number(text) > max + 1e-9 ? 'above' : null;
}

export interface Rate {
  productType: string;
  rate: number;
}

/** The typed rates as the platform takes them: one per product type of the quota, empty as 0. */
export function ratesOf<P extends string>(
  quota: readonly { productType: P; rate: number }[],
  typed: Readonly<Record<string, string>>,
): { productType: P; rate: number }[] {
  return quota.map((q) => ({ productType: q.productType, rate: Number((typed[q.productType] ?? '').trim() || 0) }));
}

/** The inputs' first values: a rate list as text (`0.5`), every product type of the quota present. */
export function typedRates(quota: readonly Rate[], rates: readonly Rate[] = []): Record<string, string> {
  return Object.fromEntries(quota.map((q) => [q.productType, String(rates.find((r) => r.productType === q.productType)?.rate ?? 0)]));
}

/** The problems of every typed rate, by product type (only those with one). */
export function rebateProblems(quota: readonly Rate[], typed: Readonly<Record<string, string>>): Record<string, RebateProblem> {
  const out: Record<string, RebateProblem> = {};
  for (const q of quota) {
    const problem = rebateProblem(typed[q.productType] ?? '', q.rate);
    if (problem) out[q.productType] = problem;
  }
  return out;
}

/** Whether a member type is one of the agent types (the session's list): the form's "agent" choice. */
export const memberKind = (type: number): 'member' | 'agent' => (AGENT_TYPES.includes(type) ? 'agent' : 'member');
