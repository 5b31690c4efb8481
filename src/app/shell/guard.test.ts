import { describe, expect, it } from 'vitest';
import { guardRedirect } from './guard';

describe('the loginedToHomePage guard', () => {
  it('sends visitors without a session to /login', () => {
    expect(guardRedirect('/index', true, false)).toBe('/login');
    expect(guardRedirect('/lottery', true, false)).toBe('/login');
  });

  it('lets the five exempt paths through', () => {
    for (const path of ['/login', '/register', '/register.html', '/helpmc', '/download']) expect(guardRedirect(path, true, false)).toBeNull();
  });

  it('does nothing with a session or with the setting off', () => {
    expect(guardRedirect('/index', true, true)).toBeNull();
    expect(guardRedirect('/index', false, false)).toBeNull();
  });
});
