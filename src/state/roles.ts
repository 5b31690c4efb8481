/**
 * Roles and permissions (spec section 6), decided in one place. Every feature asks `access` (or
 * `requireAccess`, which also tells the user) before doing something that needs more than a visit.
 */
import { requestLogin, showAlert } from './dialogs';
import { AGENT_TYPES, GUEST_TYPE, type SessionState } from './session';

/** What an action needs: a session, a real (non-guest) account, or an agent account. */
export type Need = 'session' | 'realAccount' | 'agent';
/** The answer: allowed, or why not. */
export type Access = 'ok' | 'login' | 'needRealAccount';

export type Role = 'visitor' | 'guest' | 'member' | 'agent';

type RoleState = Pick<SessionState, 'token' | 'loggedIn' | 'memberType'>;

export function roleOf(state: RoleState): Role {
  if (!state.token) return 'visitor';
  if (state.memberType === GUEST_TYPE) return 'guest';
  if (state.memberType != null && AGENT_TYPES.includes(state.memberType)) return 'agent';
  return 'member';
}

export function access(state: RoleState, need: Need): Access {
  const role = roleOf(state);
  if (role === 'visitor') return 'login';
  if (need === 'session') return 'ok';
  if (need === 'realAccount') return role === 'guest' ? 'needRealAccount' : 'ok';
  return role === 'agent' ? 'ok' : 'needRealAccount';
}

/** The member centre is available with a token and a type other than 4 (spec section 6). */
export function memberCentreAvailable(state: RoleState): boolean {
  return access(state, 'realAccount') === 'ok';
}

/**
 * Asks for access and, when it is refused, tells the user the way the spec says: the login
 * popup without a session; the `in_need_true_account` warning for a guest asking for a real
 * account's action and for a non-agent asking for the agent centre.
 */
export function requireAccess(state: RoleState, need: Need): boolean {
  const answer = access(state, need);
  if (answer === 'login') requestLogin();
  else if (answer === 'needRealAccount') void showAlert({ messageKey: 'in_need_true_account', confirmKey: 'in_increase_submit' });
  return answer === 'ok';
}
