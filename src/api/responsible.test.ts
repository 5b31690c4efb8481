import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, i18n, initI18n } from '../i18n';
import { loadLocalePart } from '../i18n/parts';
import { dates } from '../lib/dates';
import { ApiError } from '../lib/errors';
import { durationText, gamingRefusal, gamingRefusalMessage, gamingRefusalText } from './responsible';

const refused = (code: string, value: unknown) => new ApiError({ code, status: 403, value });
const RESETS = Date.UTC(2026, 10, 27, 17);

beforeAll(async () => {
  await initI18n();
  await changeLanguage('EN');
  await loadLocalePart('responsible', 'EN');
});

describe('gamingRefusal', () => {
  it('reads a refusal whose value holds what its reason needs', () => {
    const deposit = { reason: 'DEPOSIT_LIMIT', period: 'DAY', limit: 1_000_000, remaining: 250_000, resetsAt: RESETS };
    expect(gamingRefusal(refused('limit.deposit.exceeded', deposit))).toEqual(deposit);
    expect(gamingRefusal(refused('member.self.excluded', { reason: 'SELF_EXCLUSION', resetsAt: RESETS }))).toMatchObject({ reason: 'SELF_EXCLUSION' });
    expect(gamingRefusal(refused('limit.session.reached', { reason: 'SESSION_LIMIT', limitMinutes: 60, resetsAt: RESETS }))).not.toBeNull();
  });

  it('takes nothing else for one: another code, a reason of another code, a value past the contract', () => {
    expect(gamingRefusal(new Error('no'))).toBeNull();
    expect(gamingRefusal(refused('#727', { reason: 'LOSS_LIMIT', period: 'DAY', limit: 1, resetsAt: RESETS }))).toBeNull();
    expect(gamingRefusal(refused('limit.loss.reached', { reason: 'TIME_OUT', resetsAt: RESETS }))).toBeNull();
    expect(gamingRefusal(refused('limit.loss.reached', { reason: 'LOSS_LIMIT', period: 'YEAR', limit: 1, resetsAt: RESETS }))).toBeNull();
    expect(gamingRefusal(refused('limit.loss.reached', { reason: 'LOSS_LIMIT', period: 'DAY', limit: -1, resetsAt: RESETS }))).toBeNull();
    expect(gamingRefusal(refused('limit.deposit.exceeded', { reason: 'DEPOSIT_LIMIT', period: 'DAY', limit: 1, resetsAt: RESETS }))).toBeNull();
    expect(gamingRefusal(refused('member.self.excluded', { reason: 'TIME_OUT', resetsAt: 'tomorrow' }))).toBeNull();
    expect(gamingRefusal(refused('member.self.excluded', null))).toBeNull();
  });
});

describe('the refusal texts', () => {
  const money = (n: number) => `₫ ${n.toLocaleString('en')}`;
  const { moment } = dates('en', 'UTC');

  it('say which limit, what is left and until when', () => {
    const t = i18n.t.bind(i18n);
    expect(gamingRefusalText({ reason: 'DEPOSIT_LIMIT', period: 'DAY', limit: 1_000_000, remaining: 1_000_000, resetsAt: RESETS }, t, money, moment)).toBe(
      'This deposit would pass your daily deposit limit of ₫ 1,000,000: ₫ 1,000,000 left today.',
    );
    expect(gamingRefusalText({ reason: 'LOSS_LIMIT', period: 'WEEK', limit: 5_000_000, resetsAt: RESETS }, t, money, moment)).toBe(
      `You have reached your weekly loss limit of ₫ 5,000,000. Games open again on ${moment.format(RESETS)}.`,
    );
    expect(gamingRefusalText({ reason: 'SESSION_LIMIT', limitMinutes: 90, resetsAt: RESETS }, t, money, moment)).toMatch(
      /^You have reached your session limit of 1 hour 30 minutes\. Take a break: games open again on .+\.$/,
    );
    expect(gamingRefusalText({ reason: 'TIME_OUT', resetsAt: RESETS }, t, money, moment)).toBe(
      `You are taking a time-out until ${moment.format(RESETS)}. You cannot sign in before then.`,
    );
  });

  it('write durations in words', () => {
    const t = i18n.t.bind(i18n);
    expect(durationText(t, 1)).toBe('1 minute');
    expect(durationText(t, 15)).toBe('15 minutes');
    expect(durationText(t, 60)).toBe('1 hour');
    expect(durationText(t, 150)).toBe('2 hours 30 minutes');
  });

  it('load their texts first for a caller without hooks, and leave other failures alone', async () => {
    const t = i18n.t.bind(i18n);
    expect(await gamingRefusalMessage(refused('member.self.excluded', { reason: 'SELF_EXCLUSION', resetsAt: RESETS }), t, 'en')).toMatch(
      /^You have excluded yourself from play until .+\. You cannot sign in before then\.$/,
    );
    expect(await gamingRefusalMessage(refused('login.password.wrong', null), t, 'en')).toBeNull();
  });
});
