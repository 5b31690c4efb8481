import { describe, expect, it } from 'vitest';
import { hasVipService, mustChangePassword } from './sign-in';

const ctx = { defaultPassword: 'Abc123456', forcedPasswordChange: true };

describe('after login', () => {
  it('forces a change for the default password, or an expired one with the expiry feature on', () => {
    expect(mustChangePassword('username', 'Abc123456', { token: 't' }, ctx)).toBe(true);
    expect(mustChangePassword('username', 'Other123', { token: 't', passwordExpired: true }, ctx)).toBe(true);
    expect(mustChangePassword('username', 'Other123', { token: 't', passwordExpired: true }, { ...ctx, forcedPasswordChange: false })).toBe(false);
    expect(mustChangePassword('username', 'Other123', { token: 't' }, ctx)).toBe(false);
  });

  it('never forces a change for SMS or Google/Facebook logins', () => {
    expect(mustChangePassword('sms', 'Abc123456', { token: 't', passwordExpired: true }, ctx)).toBe(false);
    expect(mustChangePassword('firebase', 'Abc123456', { token: 't', passwordExpired: true }, ctx)).toBe(false);
  });

  it('gives the VIP service state from the first member label when the site offers it', () => {
    expect(hasVipService({ memberLabel: [{ labelName: 'VIP 3' }] }, true)).toBe(true);
    expect(hasVipService({ memberLabel: [{ labelName: 'VIP 3' }] }, false)).toBe(false);
    expect(hasVipService({ memberLabel: [] }, true)).toBe(false);
  });
});
