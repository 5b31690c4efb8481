import { beforeEach, describe, expect, it } from 'vitest';
import { dialogs } from './dialogs';
import { access, memberCentreAvailable, requireAccess, roleOf } from './roles';

const visitor = { token: null, loggedIn: false, memberType: null };
const member = { token: 't', loggedIn: true, memberType: 0 };
const guest = { token: 't', loggedIn: true, memberType: 4 };
const agent = (type: number) => ({ token: 't', loggedIn: true, memberType: type });

beforeEach(() => {
  dialogs.open = [];
  dialogs.alerts = [];
});

describe('roles', () => {
  it('tells visitor, guest (type 4), member and agent (types 1, 2, 41, 42) apart', () => {
    expect(roleOf(visitor)).toBe('visitor');
    expect(roleOf(guest)).toBe('guest');
    expect(roleOf(member)).toBe('member');
    for (const type of [1, 2, 41, 42]) expect(roleOf(agent(type))).toBe('agent');
    expect(roleOf(agent(3))).toBe('member');
  });

  it('answers each need for each role', () => {
    expect(access(visitor, 'session')).toBe('login');
    expect(access(visitor, 'agent')).toBe('login');
    expect(access(guest, 'session')).toBe('ok');
    expect(access(guest, 'realAccount')).toBe('needRealAccount');
    expect(access(member, 'realAccount')).toBe('ok');
    expect(access(member, 'agent')).toBe('needRealAccount');
    expect(access(agent(41), 'agent')).toBe('ok');
  });

  it('offers the member centre with a token and a type other than 4', () => {
    expect(memberCentreAvailable(member)).toBe(true);
    expect(memberCentreAvailable(agent(1))).toBe(true);
    expect(memberCentreAvailable(guest)).toBe(false);
    expect(memberCentreAvailable(visitor)).toBe(false);
  });

  it('opens the login popup for a visitor and warns a guest or a non-agent', () => {
    expect(requireAccess(visitor, 'session')).toBe(false);
    expect(dialogs.open).toEqual(['login']);
    expect(requireAccess(guest, 'realAccount')).toBe(false);
    expect(requireAccess(member, 'agent')).toBe(false);
    expect(dialogs.alerts.map((a) => [a.messageKey, a.confirmKey])).toEqual([
      ['in_need_true_account', 'in_increase_submit'],
      ['in_need_true_account', 'in_increase_submit'],
    ]);
    expect(requireAccess(agent(2), 'agent')).toBe(true);
    expect(dialogs.alerts).toHaveLength(2);
  });
});
