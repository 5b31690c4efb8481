/**
 * One typed error for every failed call: HTTP errors, `success: false` replies, network
 * failures and time-outs. `code` is the server's machine code (or one of ours for failures that
 * never reached the server); `errorMessageKey` maps it to a translation key.
 */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  /** The server's own message, when it sent one. */
  readonly serverMessage: string | undefined;
  /** Extra data of the failure (login puts the captcha flag here). */
  readonly value: unknown;
  readonly operationId: string | undefined;

  constructor(init: { code: string; status: number; serverMessage?: string | undefined; value?: unknown; operationId?: string | undefined }) {
    super(init.serverMessage || init.code);
    this.name = 'ApiError';
    this.code = init.code;
    this.status = init.status;
    this.serverMessage = init.serverMessage;
    this.value = init.value;
    this.operationId = init.operationId;
  }

  get isSessionError(): boolean {
    return this.status === 401 || SESSION_CODES.has(this.code);
  }
}

/** Codes that mean the session is gone (platform-facts.md). */
export const SESSION_CODES = new Set(['login.not.session', 'user.or.token.invalid', 'token_ip_different', 'duplicateLogin']);

/** Codes of failures that never got a reply. */
export const CLIENT_CODES = {
  network: 'client.network',
  timeout: 'client.timeout',
  badReply: 'client.bad_reply',
  /** A game launch whose reply holds no http(s) address. */
  badGameUrl: 'client.bad_game_url',
  /** A reply larger than any screen shows (reply.ts MAX_REPLY_BYTES), refused unread. */
  replyTooLarge: 'client.reply_too_large',
  noSession: 'login.not.session',
} as const;

const MESSAGE_KEYS: Record<string, string> = {
  'login.not.session': 'error.session_expired',
  'user.or.token.invalid': 'error.session_expired',
  token_ip_different: 'error.session_expired',
  duplicateLogin: 'error.duplicate_login',
  'function.not.available': 'error.function_not_available',
  request_body_required: 'error.request_invalid',
  request_param_err: 'error.request_invalid',
  TOO_MANY_REQUESTS: 'error.too_many_requests',
  login_verify_required: 'error.verify_first',
  timeout_retry_please: 'error.timeout',
  'login.password.wrong': 'error.username_or_password_wrong',
  'captcha.invalid': 'error.captcha_failed',
  'account.email.not.exist': 'error.username_or_email_missing',
  'affiliate.invalid': 'invitation_code_error',
  '#727': 'error.system_busy',
  '#734': 'error.round_open',
  'member.trial.not.allowed': 'in_need_true_account',
  'game.not.exist': 'error.game_not_found',
  'system.maintenance': 'error.maintenance',
  'region.restricted': 'error.region_restricted',
  [CLIENT_CODES.network]: 'error.network',
  [CLIENT_CODES.timeout]: 'error.timeout',
  [CLIENT_CODES.badReply]: 'error.unknown',
  [CLIENT_CODES.badGameUrl]: 'error.bad_game_url',
  [CLIENT_CODES.replyTooLarge]: 'error.reply_too_large',
};

/** The translation key for a failure; unknown codes fall back to the server's message or 'error.unknown'. */
export function errorMessageKey(error: unknown): string | null {
  if (error instanceof ApiError) {
    const key = MESSAGE_KEYS[error.code];
    if (key) return key;
    if (error.status >= 500 && !error.serverMessage) return 'error.system';
    return error.serverMessage ? null : 'error.unknown';
  }
  return 'error.unknown';
}

/**
 * The key of a code's own text in the locale parts (`errorCode.wallet_insufficient_balance`):
 * each lazy area brings the texts of its calls' codes with its other texts, so the first page
 * carries neither them nor a table of them.
 */
export const codeTextKey = (code: string): string => `errorCode.${code.replaceAll('.', '_')}`;

/** i18next's `t`, as this module calls it: with a key, or a key and a default text. */
type Translate = { (key: string): string; (key: string, defaultValue: string): string };

/**
 * A translated message for any failure: the mapped key, else the code's own text from a locale
 * part, else the server's message, else 'unknown error'.
 */
export function errorMessage(error: unknown, t: Translate): string {
  if (error instanceof ApiError && !MESSAGE_KEYS[error.code]) {
    const own = t(codeTextKey(error.code), '');
    if (own) return own;
  }
  const key = errorMessageKey(error);
  if (key) return t(key);
  return (error as ApiError).serverMessage ?? t('error.unknown');
}
