import { proxy } from 'valtio';
import { config } from '../config';
import { launchedGame } from './game';
import { MERCHANT_KEYS, sessionStore, storedSessionToken } from './storage';

/** Agent member types (spec section 6); type 4 is a guest (trial) account. */
export const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];
export const GUEST_TYPE = 4;

export interface SessionState {
  token: string | null;
  account: string | null;
  loggedIn: boolean;
  memberType: number | null;
  isAgent: boolean;
  vipService: boolean;
}

/** What the session owns. Written only through the actions below. */
export const session = proxy<SessionState>({
  token: null,
  account: null,
  loggedIn: false,
  memberType: null,
  isAgent: false,
  vipService: false,
});

/**
 * Start of the app (spec section 4): logged in when a token and an account are stored; a token
 * without an account is discarded. The merchant keys are written for the platform's own pages.
 */
export function startSession(): void {
  sessionStore.set('merchant', config.merchant);
  sessionStore.set('merchantCode', config.merchant);
  sessionStore.set('platform', config.platform);
  const token = storedSessionToken();
  if (!token) sessionStore.set('token', null);
  const account = token ? sessionStore.get('account') : null;
  const loggedIn = Boolean(token);
  session.token = loggedIn ? token : null;
  session.account = loggedIn ? account : null;
  session.loggedIn = loggedIn;
  session.isAgent = loggedIn && sessionStore.get('isAgent') === 'true';
  const type = Number(sessionStore.get('memberType'));
  session.memberType = loggedIn && Number.isInteger(type) && sessionStore.get('memberType') !== null ? type : null;
  session.vipService = loggedIn && sessionStore.get('vipService') === 'true';
}

export function setSessionToken(token: string): void {
  sessionStore.set('token', token);
  session.token = token;
}

export interface SignedInMember {
  account: string;
  type: number;
  nickname?: string | null;
  id?: number | string | null;
  vipService?: boolean;
}

export function setSignedIn(member: SignedInMember): void {
  const isAgent = AGENT_TYPES.includes(member.type);
  sessionStore.set('account', member.account);
  sessionStore.set('username', member.account);
  sessionStore.set('nickname', member.nickname ?? null);
  sessionStore.set('customerId', member.id == null ? null : String(member.id));
  sessionStore.set('isAgent', String(isAgent));
  sessionStore.set('memberType', String(member.type));
  sessionStore.set('vipService', String(member.vipService ?? false));
  session.account = member.account;
  session.memberType = member.type;
  session.isAgent = isAgent;
  session.vipService = member.vipService ?? false;
  session.loggedIn = true;
}

/** Clears the session but keeps the merchant keys (logout, and any session error). */
export function clearSession(): void {
  sessionStore.clear(MERCHANT_KEYS);
  launchedGame.url = null;
  session.token = null;
  session.account = null;
  session.loggedIn = false;
  session.memberType = null;
  session.isAgent = false;
  session.vipService = false;
}

export function currentToken(): string | null {
  return session.token ?? sessionStore.get('token');
}
