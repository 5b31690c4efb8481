/** Routes of the /wps surface: session, verification, member, system, wallet, games, feedback. */

import { AGENT_TYPES, newAccount } from '../accounts';
import { captchaPngBase64 } from '../captcha-png';
import { consolidatedFlags } from '../contracts';
import { helpCenter } from '../core/catalog';
import { now } from '../core/clock';
import { fail, isFailure, needAccount, ok, type RouteContext, type Routes, str } from '../core/context';
import { MAIN_WALLET, nextNo, post } from '../core/ledger';
import { MOCK_SMS_CODE, type MockAccount, type PlatformState } from '../core/state';
import { loginRefusal } from '../responsible';
import { MOCK_RSA_MODULUS } from '../rsa-key';
import { registerRules, siteInfo } from '../site';
import { linkOfCode } from './agent';

function newToken(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function signIn(state: PlatformState, account: MockAccount) {
  const token = newToken();
  state.sessions[token] = { username: account.username, createdAt: now(state) };
  account.lastLoginTime = now(state);
  return { token, firstTimeLogin: account.firstTimeLogin, passwordExpired: account.passwordExpired, id: account.id, userName: account.username };
}

function memberInfo(a: MockAccount) {
  return {
    id: a.id,
    account: a.username,
    nickname: a.nickname,
    type: a.type,
    toUpline: Boolean(a.upline),
    clubLabel: { labelName: a.clubLabel },
    memberLabel: a.vipLabel ? [{ labelName: a.vipLabel }] : [],
    regDate: a.regDate,
    mobile: maskMobile(a),
    email: a.email.replace(/^(.{2}).*(@.*)$/, '$1****$2'),
    currency: a.currency,
  };
}

/** The address the platform sees every caller at (documentation range, RFC 5737). */
export const CLIENT_IP = '203.0.113.45';

const maskMobile = (a: MockAccount) => `${a.countryDialingCode} ${a.mobile.slice(0, 2)}****${a.mobile.slice(-3)}`;

function findByMobile(state: PlatformState, countryDialingCode: string, mobile: string): MockAccount | undefined {
  return Object.values(state.accounts).find((a) => a.mobile === mobile && a.countryDialingCode === countryDialingCode);
}

function checkSmsCode(state: PlatformState, countryDialingCode: string, mobile: string, code: string) {
  const sent = state.smsCodes[`${countryDialingCode}${mobile}`];
  if (!sent) return fail(400, 'verification.code.invalid', 'Please request a verification code first');
  if (now(state) - sent.sentAt > 5 * 60_000) return fail(400, 'verification.code.expired', 'The code has expired, please send a new one');
  if (sent.code !== code) return fail(400, 'verification.code.invalid', 'The verification code is invalid');
  return null;
}

function sendSms(ctx: RouteContext, countryDialingCode: string, mobile: string) {
  const key = `${countryDialingCode}${mobile}`;
  const previous = ctx.state.smsCodes[key];
  if (previous && now(ctx.state) - previous.sentAt < 1000) return fail(429, 'TOO_MANY_REQUESTS', 'Too many requests, please try again later');
  ctx.state.smsCodes[key] = { code: MOCK_SMS_CODE, sentAt: now(ctx.state) };
  return ok({ expiredMinutes: 5 });
}

function captchaCheck(ctx: RouteContext) {
  if (ctx.scenario !== 'captcha') return null;
  const given = str(ctx.body.captcha);
  if (!given) return fail(400, 'captcha.required', 'Please enter the captcha', { captcha: true });
  if (given !== ctx.state.captcha) return fail(400, 'captcha.invalid', 'Captcha check failed', { captcha: true });
  ctx.state.captcha = null;
  return null;
}

/** A new account; money it starts with (a trial balance) reaches its main wallet through the ledger. */
function createAccount(ctx: RouteContext, username: string, password: string, extra: Partial<MockAccount> = {}): MockAccount {
  const id = ctx.state.nextId++;
  const time = now(ctx.state);
  const { balance: opening = 0, ...rest } = extra;
  const created = newAccount({
    id,
    username,
    password,
    nickname: username,
    realName: str(ctx.body.payeeName) || username,
    ...(str(ctx.body.mobileNum) ? { mobile: str(ctx.body.mobileNum) } : {}),
    countryDialingCode: str(ctx.body.countryDialingCode) || '+84',
    ...(str(ctx.body.email) ? { email: str(ctx.body.email) } : {}),
    balance: 0,
    points: 0,
    firstTimeLogin: true,
    regDate: time,
    clubLabel: 'Member Club',
    withdrawPassword: str(ctx.body.paymentPassword),
    ...rest,
  });
  ctx.state.accounts[username] = created;
  ctx.state.ledger[username] = [];
  ctx.state.deposits[username] = [];
  ctx.state.withdrawals[username] = [];
  if (opening > 0) {
    post(ctx.state, username, {
      time,
      type: 'BONUS',
      amount: opening,
      accountTypeId: MAIN_WALLET,
      reference: nextNo(ctx.state, 'BN', time),
      remark: 'Trial balance',
    });
  }
  return created;
}

function register(ctx: RouteContext, username: string) {
  const captcha = captchaCheck(ctx);
  if (captcha) return captcha;
  const password = str(ctx.body.password);
  if (password !== str(ctx.body.confirmPassword)) return fail(400, 'password.inconsistent', 'The two passwords are not the same');
  if (ctx.state.accounts[username]) return fail(400, 'account.exists', 'This username is already taken');
  // An invitation code is a promotion link's code (the account joins its owner's team with the
  // link's type and rates) or an upline's username.
  const affiliate = str(ctx.body.affiliateCode);
  const link = affiliate ? linkOfCode(ctx.state, affiliate) : null;
  if (affiliate && !link && !ctx.state.accounts[affiliate.toLowerCase()]) return fail(400, 'affiliate.invalid', 'Invalid invitation code');
  const rules = registerRules() as Record<string, { enabled: boolean; required: boolean; minLength: number; maxLength: number; acceptedPattern: string }>;
  for (const [field, r] of Object.entries(rules)) {
    const value = str(ctx.body[field]);
    if (!r.enabled || !value || field === 'captcha' || field === 'verificationCode') continue;
    const pattern = r.acceptedPattern === '*' ? null : new RegExp(r.acceptedPattern);
    if (value.length < r.minLength || value.length > r.maxLength || (pattern && !pattern.test(value))) {
      return fail(400, 'request_param_err', `The field ${field} is not valid`);
    }
  }
  const created = createAccount(
    ctx,
    username,
    password,
    link ? { upline: link.owner, type: link.link.memberType, rebates: { ...link.link.rebates } } : { upline: affiliate ? affiliate.toLowerCase() : null },
  );
  link?.link.registrations.push(created.username);
  return ok(ctx.body.login === false ? null : signIn(ctx.state, created));
}

export const wpsRoutes: Routes = {
  getRsaKey: () => new Response(MOCK_RSA_MODULUS, { headers: { 'content-type': 'text/plain' } }),

  login(ctx) {
    const captcha = captchaCheck(ctx);
    if (captcha) return captcha;
    const type = str(ctx.body.type);
    const username = str(ctx.body.username);
    const password = str(ctx.body.password);
    let account: MockAccount | undefined;
    if (type === 'sms') {
      const countryDialingCode = str(ctx.body.countryDialingCode) || '+84';
      const wrongCode = checkSmsCode(ctx.state, countryDialingCode, username, password);
      if (wrongCode) return wrongCode;
      account = findByMobile(ctx.state, countryDialingCode, username);
      if (!account) return fail(400, 'account.not.exist', 'No account uses this mobile number');
    } else if (type === 'firebase') {
      // The mock sign-in provider's ID tokens are `mock-firebase:<email>`.
      const email = password.startsWith('mock-firebase:') ? password.slice('mock-firebase:'.length) : '';
      if (!email) return fail(400, 'firebase.token.invalid', 'The sign-in could not be verified');
      account =
        Object.values(ctx.state.accounts).find((a) => a.email === email) ??
        createAccount(ctx, email.split('@')[0]!.replace(/\W/g, '').slice(0, 16) || 'social', newToken());
    } else {
      account = ctx.state.accounts[username];
      if (!account || account.password !== password || account.type === 4) {
        return fail(400, 'login.password.wrong', 'Username or password is wrong', ctx.scenario === 'captcha' ? { captcha: true } : undefined);
      }
    }
    // A time-out or self-exclusion refuses every way in until it ends (responsible.ts).
    const excluded = loginRefusal(ctx.state, account.username);
    if (excluded) return excluded;
    if (type !== 'sms' && (ctx.scenario === 'second-verification' || account.unrecordedIp)) {
      return fail(400, 'login_verify_required', 'Please verify first: we sent a code to your phone', { verifyType: 'SMS', target: maskMobile(account) });
    }
    return ok(signIn(ctx.state, account));
  },

  verifyLoginIp(ctx) {
    const account = ctx.state.accounts[str(ctx.body.username)];
    if (!account || account.password !== str(ctx.body.password)) return fail(400, 'login.password.wrong', 'Username or password is wrong');
    const excluded = loginRefusal(ctx.state, account.username);
    if (excluded) return excluded;
    const code = str(ctx.body.code);
    const verifyType = str(ctx.body.verifyType);
    const right = verifyType === 'BANK_NAME' ? code.toLowerCase() === account.realName.toLowerCase() : code === MOCK_SMS_CODE;
    if (!right) return fail(400, 'verification.code.invalid', 'The verification code is invalid');
    account.unrecordedIp = false;
    return ok(signIn(ctx.state, account));
  },

  freePlayLogin(ctx) {
    if (!ctx.request.headers.get('Encryption')) return fail(400, 'request_param_err', 'Missing Encryption header');
    const suffix = newToken().slice(0, 6);
    const guest = createAccount(ctx, `guest_${suffix}`, newToken(), { type: 4, balance: 2_000_000, firstTimeLogin: false, nickname: `Guest ${suffix}` });
    const session = signIn(ctx.state, guest);
    return ok({ token: session.token, id: guest.id, userName: guest.username, type: 4, firstTimeLogin: false, passwordExpired: false });
  },

  logout(ctx) {
    if (ctx.token) delete ctx.state.sessions[ctx.token];
    return ok(null);
  },

  sendLoginSms(ctx) {
    const countryDialingCode = str(ctx.body.countryDialingCode);
    const mobile = str(ctx.body.mobileNum);
    if (!findByMobile(ctx.state, countryDialingCode, mobile)) return fail(400, 'account.not.exist', 'No account uses this mobile number');
    return sendSms(ctx, countryDialingCode, mobile);
  },
  sendRegisterSms: (ctx) => sendSms(ctx, str(ctx.query.countryDialingCode), str(ctx.query.mobileNo)),
  sendResetPasswordSms(ctx) {
    const countryDialingCode = str(ctx.query.countryDialingCode ?? ctx.body.countryDialingCode);
    const mobile = str(ctx.query.mobileNo ?? ctx.body.mobileNo);
    if (!findByMobile(ctx.state, countryDialingCode, mobile)) return fail(400, 'account.not.exist', 'No account uses this mobile number');
    return sendSms(ctx, countryDialingCode, mobile);
  },

  getCaptcha(ctx) {
    const text = String(1000 + Math.floor(Math.random() * 9000));
    ctx.state.captcha = text;
    return ok(captchaPngBase64(text, Number(text)));
  },

  getMemberInfo(ctx) {
    const a = needAccount(ctx);
    return isFailure(a) ? a : ok(memberInfo(a));
  },

  setMemberInfo(ctx) {
    const a = needAccount(ctx);
    if (isFailure(a)) return a;
    if (typeof ctx.body.nickname === 'string') a.nickname = ctx.body.nickname;
    if (typeof ctx.body.email === 'string') a.email = ctx.body.email;
    if (typeof ctx.body.fullName === 'string') a.realName = ctx.body.fullName;
    return ok(memberInfo(a));
  },

  getMemberIcon: (ctx) => ok({ avatar: `avatar_${String((ctx.account?.id ?? 1) % 12).padStart(2, '0')}`, avatarType: 'STATIC' }),

  getConsolidatedFunds(ctx) {
    const a = needAccount(ctx);
    if (isFailure(a)) return a;
    return ok(consolidatedFlags(ctx.state, a));
  },

  registerMember: (ctx) => register(ctx, str(ctx.body.username).toLowerCase()),
  registerMobileMember(ctx) {
    const wrongCode = checkSmsCode(ctx.state, str(ctx.body.countryDialingCode), str(ctx.body.mobileNum), str(ctx.body.verificationCode));
    if (wrongCode) return wrongCode;
    return register(ctx, str(ctx.body.mobileNum));
  },

  changePassword(ctx) {
    const a = needAccount(ctx);
    if (isFailure(a)) return a;
    const old = str(ctx.body.oldPassword);
    if (old && old !== a.password) return fail(400, 'password.old.wrong', 'The current password is wrong');
    if (str(ctx.body.newPassword) !== str(ctx.body.confirmNewPassword)) return fail(400, 'password.inconsistent', 'The two passwords are not the same');
    if (str(ctx.body.newPassword) === a.password) return fail(400, 'password.same', 'The new password must differ from the current one');
    a.password = str(ctx.body.newPassword);
    a.passwordExpired = false;
    return ok(null);
  },

  resetPasswordByPhone(ctx) {
    const countryDialingCode = str(ctx.body.countryDialingCode);
    const mobile = str(ctx.body.mobileNum);
    const wrongCode = checkSmsCode(ctx.state, countryDialingCode, mobile, str(ctx.body.verificationCode));
    if (wrongCode) return wrongCode;
    const account = findByMobile(ctx.state, countryDialingCode, mobile);
    if (!account) return fail(400, 'account.not.exist', 'No account uses this mobile number');
    const excluded = loginRefusal(ctx.state, account.username);
    if (excluded) return excluded;
    account.password = str(ctx.body.newPassword);
    account.passwordExpired = false;
    return ok(signIn(ctx.state, account));
  },

  resetPasswordByEmail(ctx) {
    const account = ctx.state.accounts[str(ctx.body.username)];
    if (!account || account.email.toLowerCase() !== str(ctx.body.email).toLowerCase()) {
      return fail(400, 'account.email.not.exist', 'The username or email does not exist');
    }
    return ok(null);
  },

  updateLanguage(ctx) {
    const a = needAccount(ctx);
    if (isFailure(a)) return a;
    a.language = str(ctx.body.language);
    return ok(null);
  },

  firstLoginAction(ctx) {
    const a = needAccount(ctx);
    if (isFailure(a)) return a;
    a.firstTimeLogin = false;
    return ok(null);
  },

  checkAffiliate(ctx) {
    const code = str(ctx.query.code);
    if (code && linkOfCode(ctx.state, code)) return ok({ code });
    const upline = ctx.state.accounts[code.toLowerCase()];
    if (!upline || !AGENT_TYPES.includes(upline.type)) return fail(400, 'affiliate.invalid', 'Invalid invitation code');
    return ok({ code });
  },

  getSystemStatus(ctx) {
    const maintenance = ctx.scenario === 'maintenance';
    const regionRestriction = ctx.scenario === 'region-restricted';
    // The `ip-blocked` scenario blocks the caller's address; the other calls keep working.
    const ipBlocked = ctx.scenario === 'ip-blocked';
    const info = siteInfo(ctx.url.origin, ctx.scenario);
    // The chat rooms' shortcut (docs/design/issue15.md, part 6) beside the site's own right bar.
    const settings = { ...info.settings, rightBar: { ...info.settings.rightBar, chatRooms: true } };
    return ok({
      maintenance,
      regionRestriction,
      ipBlocked,
      clientIp: CLIENT_IP,
      status: maintenance ? 1 : regionRestriction ? 2 : ipBlocked ? 3 : 0,
      info: { ...info, settings },
    });
  },
  getWhiteLabel: (ctx) => ok(siteInfo(ctx.url.origin, ctx.scenario).whitelabel),
  getRegisterSettings: () => ok(registerRules()),
  getDomainRoute: (ctx) => ok(siteInfo(ctx.url.origin, ctx.scenario).domainRoute),
  // The help centre is content, not a setting: the `empty` scenario empties it (handlers.ts leaves system replies alone).
  getHelpCenter: (ctx) => ok(ctx.scenario === 'empty' ? [] : helpCenter()),
  getCountryCodes: () =>
    ok([
      { countryCode: 'VN', countryDialingCode: '+84' },
      { countryCode: 'TH', countryDialingCode: '+66' },
      { countryCode: 'MM', countryDialingCode: '+95' },
      { countryCode: 'KH', countryDialingCode: '+855' },
      { countryCode: 'LA', countryDialingCode: '+856' },
      { countryCode: 'MY', countryDialingCode: '+60' },
      { countryCode: 'ID', countryDialingCode: '+62' },
      { countryCode: 'PH', countryDialingCode: '+63' },
      { countryCode: 'CN', countryDialingCode: '+86' },
    ]),
};
