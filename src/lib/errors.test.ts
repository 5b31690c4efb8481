import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import { ApiError, CLIENT_CODES, errorMessage, errorMessageKey } from './errors';

const t = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], en) as string;
const fail = (code: string, status = 400, serverMessage?: string) => new ApiError({ code, status, serverMessage });

describe('the error table (spec section 8)', () => {
  it.each([
    ['login.password.wrong', 'The username or password is wrong.'],
    ['TOO_MANY_REQUESTS', 'Too many requests. Please try again in 5 minutes.'],
    ['captcha.invalid', 'The captcha check failed.'],
    ['function.not.available', 'Invalid URL or the domain check failed. Please contact customer service.'],
    ['login_verify_required', 'Please verify first.'],
    ['affiliate.invalid', 'The invitation code is invalid.'],
    ['system.maintenance', 'System maintenance.'],
    ['region.restricted', 'Access is restricted in your location or from your IP address.'],
    ['#727', 'The system is busy. Please try again shortly.'],
    [CLIENT_CODES.network, 'The network link is abnormal. Please try again.'],
    [CLIENT_CODES.timeout, 'The page is slow to open. Please check your network.'],
    ['login.not.session', 'Your session has ended. Please log in again.'],
  ])('maps %s to its translated wording', (code, wording) => {
    expect(errorMessage(fail(code), t)).toBe(wording);
  });

  it('falls back to the server message, then to system error or unknown error', () => {
    expect(errorMessage(fail('some.new.code', 400, 'Server says no'), t)).toBe('Server says no');
    expect(errorMessageKey(fail('some.new.code', 503))).toBe('error.system');
    expect(errorMessageKey(fail('some.new.code', 400))).toBe('error.unknown');
    expect(errorMessageKey(new Error('boom'))).toBe('error.unknown');
  });

  it('has an English wording for every key it maps to', () => {
    for (const code of ['login.password.wrong', 'duplicateLogin', 'request_param_err', 'timeout_retry_please', '#734', CLIENT_CODES.badReply]) {
      const key = errorMessageKey(fail(code))!;
      expect(typeof t(key), `${code} → ${key}`).toBe('string');
    }
  });
});

describe('codes with a text of their own', () => {
  it('shows the text a locale part gives the code, else the server message', () => {
    const texts: Record<string, string> = { 'errorCode.wallet_insufficient_balance': 'Your balance is not enough for this amount.' };
    const t = (key: string, defaultValue?: string): string => texts[key] ?? defaultValue ?? key;
    expect(errorMessage(new ApiError({ code: 'wallet.insufficient.balance', status: 400, serverMessage: 'Insufficient balance' }), t)).toBe(
      'Your balance is not enough for this amount.',
    );
    expect(errorMessage(new ApiError({ code: 'deposit.not.pending', status: 409, serverMessage: 'Not pending' }), t)).toBe('Not pending');
  });
});
