/**
 * Registration field rules (spec section 5): each field's rule comes from the server (enabled,
 * required, min and max length, accepted pattern, pattern id). The pattern id names one of the
 * nineteen pattern kinds and the message `reg_pattern_<id>`.
 */
import type { TFunction } from 'i18next';
import type { RegisterFieldRule } from '../../generated/wps/model';

const DATE_YMD = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_MDY = /^(\d{2})-(\d{2})-(\d{4})$/;

function realDate(y: number, m: number, d: number): boolean {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** The nineteen pattern kinds of spec section 5, by pattern id (1-based, in the spec's order). */
export const PATTERN_KINDS: Readonly<Record<number, { name: string; test: (value: string) => boolean }>> = {
  1: { name: 'any characters', test: () => true },
  2: { name: 'letter first, then letters and digits', test: (v) => /^[A-Za-z][A-Za-z0-9]*$/.test(v) },
  3: { name: 'letters and Chinese', test: (v) => /^[A-Za-z\u4e00-\u9fa5]+$/.test(v) },
  4: { name: 'valid email', test: (v) => /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(v) },
  5: { name: 'letters and digits, no Chinese', test: (v) => /^[A-Za-z0-9]+$/.test(v) },
  6: { name: 'letters and digits combined', test: (v) => /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]+$/.test(v) },
  7: { name: 'digits only', test: (v) => /^\d+$/.test(v) },
  8: { name: 'letters and digits with an uppercase letter', test: (v) => /^(?=.*[A-Z])[A-Za-z\d]+$/.test(v) },
  9: { name: 'English letters and spaces', test: (v) => /^[A-Za-z ]+$/.test(v) },
  10: { name: 'no spaces', test: (v) => /^\S+$/.test(v) },
  11: { name: 'Chinese and symbols', test: (v) => /^[\u4e00-\u9fa5\p{P}\p{S}]+$/u.test(v) },
  12: {
    name: 'date yyyy-MM-dd',
    test: (v) => {
      const m = DATE_YMD.exec(v);
      return Boolean(m && realDate(Number(m[1]), Number(m[2]), Number(m[3])));
    },
  },
  13: {
    name: 'date MM-dd-yyyy',
    test: (v) => {
      const m = DATE_MDY.exec(v);
      return Boolean(m && realDate(Number(m[3]), Number(m[1]), Number(m[2])));
    },
  },
  14: { name: 'at least two letters, with spaces', test: (v) => /^[A-Za-z ]+$/.test(v) && (v.match(/[A-Za-z]/g)?.length ?? 0) >= 2 },
  15: { name: 'Korean only', test: (v) => /^[\uAC00-\uD7A3\u1100-\u11FF\u3130-\u318F]+$/.test(v) },
  16: { name: 'Thai only', test: (v) => /^[\u0E00-\u0E7F]+$/.test(v) },
  17: { name: 'Thai or English, with spaces', test: (v) => /^[\u0E00-\u0E7FA-Za-z ]+$/.test(v) && /\S/.test(v) },
  18: { name: 'uppercase letters and spaces, with an English letter', test: (v) => /^[A-Z ]+$/.test(v) && /[A-Z]/.test(v) },
  19: { name: 'letters, digits and symbols', test: (v) => /^[A-Za-z0-9\p{P}\p{S}]+$/u.test(v) },
};

/** The server's accepted pattern; `*` (or a pattern that does not compile) accepts anything. */
function acceptedBy(pattern: string, value: string): boolean {
  if (!pattern || pattern === '*') return true;
  try {
    return new RegExp(pattern, 'u').test(value);
  } catch {
    return true;
  }
}

export type FieldProblem = { key: 'not_empty' } | { key: string; limit: string };

/** The limits of a rule as the message shows them: one number when min equals max. */
export function ruleLimit(rule: Pick<RegisterFieldRule, 'minLength' | 'maxLength'>): string {
  return rule.minLength === rule.maxLength ? String(rule.minLength) : `${rule.minLength}-${rule.maxLength}`;
}

/**
 * Checks one value against its rule. Empty and required gives `not_empty`; a value outside the
 * length range, not accepted by the server's pattern or not of the rule's kind gives
 * `reg_pattern_<id>` with the limits. Empty and optional passes.
 */
export function checkField(value: string, rule: RegisterFieldRule, options: { alwaysRequired?: boolean; maxLength?: number } = {}): FieldProblem | null {
  const text = value.trim();
  if (!text) return rule.required || options.alwaysRequired ? { key: 'not_empty' } : null;
  const max = options.maxLength ?? rule.maxLength;
  const kind = PATTERN_KINDS[rule.patternId];
  const fits = text.length >= rule.minLength && (max <= 0 || text.length <= max) && acceptedBy(rule.acceptedPattern, text) && (kind ? kind.test(text) : true);
  return fits ? null : { key: `reg_pattern_${rule.patternId}`, limit: ruleLimit({ minLength: rule.minLength, maxLength: max }) };
}

/** A problem in words: the message with its limits filled in (undefined for no problem). */
export function problemText(problem: FieldProblem | null, t: TFunction): string | undefined {
  if (!problem) return undefined;
  return 'limit' in problem ? t(problem.key, { limit: problem.limit }) : t(problem.key);
}

const MOBILE = /^\d{6,15}$/;

/** The message key for a mobile number that cannot be used (missing or malformed), or undefined. */
export function mobileProblemKey(value: string): string | undefined {
  const text = value.trim();
  if (!text) return 'error.missing_phone';
  return MOBILE.test(text) ? undefined : 'error.invalid_phone';
}

/** Age in whole years on `today` of a yyyy-MM-dd birthday (null when it is not a date). */
export function ageOn(birthday: string, today: Date): number | null {
  const m = DATE_YMD.exec(birthday.trim());
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (!realDate(y, mo, d)) return null;
  let age = today.getFullYear() - y;
  if (today.getMonth() + 1 < mo || (today.getMonth() + 1 === mo && today.getDate() < d)) age -= 1;
  return age;
}
