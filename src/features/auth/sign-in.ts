/**
 * What happens after the platform accepts a login (spec section 4), shared by every way in:
 * password, SMS, Google and Facebook (firebase), second verification and free demo.
 */
import type { QueryClient } from '@tanstack/react-query';
import { announcementsOptions } from '../../api/home';
import { isSiteQuery } from '../../api/site';
import { getGetPopularLotteryGamesQueryOptions } from '../../generated/lgw/endpoints/lottery/lottery';
import { getGetPaymentConfirmationListQueryOptions } from '../../generated/relay/endpoints/wallet/wallet';
import { firstLoginAction, getGetMemberInfoQueryKey, getMemberInfo } from '../../generated/wps/endpoints/member/member';
import type { LoginType, MemberInfo } from '../../generated/wps/model';
import { closeDialog, openDialog } from '../../state/dialogs';
import { GUEST_TYPE, setSessionToken, setSignedIn } from '../../state/session';
import { sessionStore } from '../../state/storage';
import { forcedChange } from './login-state';

export interface LoginOutcome {
  token: string;
  firstTimeLogin?: boolean;
  passwordExpired?: boolean;
}

export interface SignInContext {
  queryClient: QueryClient;
  /** The merchant's default password (SiteSettings.defaultPassword). */
  defaultPassword?: string | undefined;
  /** White-label PWDEXPFORCECHANGE3: an expired password must be changed. */
  forcedPasswordChange: boolean;
  /** SiteSettings.vipService: the VIP customer service is on. */
  vipServiceOn: boolean;
}

/** Whether this login must change its password first (never for sms or firebase logins). */
export function mustChangePassword(
  type: LoginType,
  password: string,
  outcome: LoginOutcome,
  ctx: Pick<SignInContext, 'defaultPassword' | 'forcedPasswordChange'>,
): boolean {
  if (type !== 'username') return false;
  if (ctx.defaultPassword && password === ctx.defaultPassword) return true;
  return Boolean(outcome.passwordExpired && ctx.forcedPasswordChange);
}

/**
 * Keeps the token, loads popular games, runs the first-login action, then either opens the
 * change-password dialog or signs the member in.
 */
export async function afterLogin(outcome: LoginOutcome, type: LoginType, password: string, ctx: SignInContext): Promise<'changePassword' | 'signedIn'> {
  setSessionToken(outcome.token);
  void ctx.queryClient.prefetchQuery(getGetPopularLotteryGamesQueryOptions({ size: 20 }));
  if (outcome.firstTimeLogin) await firstLoginAction().catch(() => undefined);
  if (mustChangePassword(type, password, outcome, ctx)) {
    sessionStore.set('cpw', '1');
    forcedChange.password = password;
    closeDialog('login');
    openDialog('changePassword');
    return 'changePassword';
  }
  await signIn(ctx);
  return 'signedIn';
}

/** The VIP service state: the site's VIP service is on and the member carries a label. */
export function hasVipService(member: Pick<MemberInfo, 'memberLabel'>, vipServiceOn: boolean): boolean {
  return vipServiceOn && Boolean(member.memberLabel[0]?.labelName);
}

/** Loads login and member info, sets the logged-in state and shows the after-login modal. */
export async function signIn(ctx: SignInContext): Promise<MemberInfo> {
  const member = (await getMemberInfo()).value;
  applyMemberInfo(member, ctx.vipServiceOn);
  sessionStore.set('cpw', null);
  forcedChange.password = null;
  const memberKey = getGetMemberInfoQueryKey();
  ctx.queryClient.setQueryData(memberKey, { success: true, value: member });
  // Everything read before the login may differ now, except the site and the member just loaded.
  await ctx.queryClient.invalidateQueries({ predicate: (q) => !isSiteQuery(q) && q.queryKey[0] !== memberKey[0] });
  closeDialog('login');
  closeDialog('register');
  closeDialog('changePassword');
  void showAfterLoginModal(ctx.queryClient, member.type !== GUEST_TYPE);
  return member;
}

export function applyMemberInfo(member: MemberInfo, vipServiceOn: boolean): void {
  sessionStore.setJson('memberLabel', member.memberLabel);
  sessionStore.set('toUpline', String(Boolean(member.toUpline)));
  setSignedIn({ account: member.account, type: member.type, nickname: member.nickname, id: member.id, vipService: hasVipService(member, vipServiceOn) });
}

/**
 * The after-login modal: the pop-up announcements, when there are any; under them the withdrawal
 * confirmation when a paid withdrawal waits for the member's answer (spec section 4), so it is
 * there once the announcements are read.
 */
async function showAfterLoginModal(queryClient: QueryClient, realAccount: boolean): Promise<void> {
  const [popups, confirmations] = await Promise.allSettled([
    queryClient.fetchQuery(announcementsOptions()),
    realAccount ? queryClient.fetchQuery(getGetPaymentConfirmationListQueryOptions()) : Promise.reject(new Error('guest')),
  ]);
  // Each is a courtesy: a failure here must not undo a good login.
  if (confirmations.status === 'fulfilled' && confirmations.value.value.list.length > 0) openDialog('withdrawalConfirmation', {});
  if (popups.status === 'fulfilled' && (popups.value.value.popup?.length ?? 0) > 0) openDialog('announcements', { kind: 'popup' });
}
