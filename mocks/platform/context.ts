import type { OperationMeta } from '../../src/generated/operations';
import type { ScenarioName } from './scenarios';
import type { MockAccount, PlatformState } from './state';

/** What a route of the mock platform gets for one request. */
export interface RouteContext {
  request: Request;
  url: URL;
  op: OperationMeta;
  /** The query parameters. */
  query: Record<string, string>;
  /** The body: decrypted when the operation is encrypted, parsed from JSON or a form. */
  body: Record<string, unknown>;
  /** The caller's session, if its Authorization header holds a live token. */
  token: string | null;
  account: MockAccount | null;
  language: string;
  scenario: ScenarioName;
  state: PlatformState;
  /** The reply the contract's generated mock gives (seeded faker data), for routes that only adjust it. */
  generated(): Promise<Record<string, unknown>>;
}

export interface Failure {
  kind: 'failure';
  status: number;
  code: string;
  message: string;
  value?: unknown;
}

export interface Success {
  kind: 'success';
  value: unknown;
  message?: string;
}

export type RouteResult = Success | Failure | Response;
export type Route = (ctx: RouteContext) => RouteResult | Promise<RouteResult>;
export type Routes = Partial<Record<string, Route>>;

export const ok = (value: unknown, message?: string): Success => ({ kind: 'success', value, ...(message ? { message } : {}) });

export const fail = (status: number, code: string, message: string, value?: unknown): Failure => ({
  kind: 'failure',
  status,
  code,
  message,
  ...(value === undefined ? {} : { value }),
});

/** The caller's account, or the 401 the platform gives without a session. */
export function needAccount(ctx: RouteContext): MockAccount | Failure {
  return ctx.account ?? fail(401, 'login.not.session', 'Your session has expired, please log in again');
}

export function isFailure(value: unknown): value is Failure {
  return typeof value === 'object' && value !== null && (value as Failure).kind === 'failure';
}

export function str(value: unknown): string {
  return typeof value === 'string' ? value.trim() : value == null ? '' : String(value);
}

/** The 400 the platform gives for a missing or invalid parameter. */
export const badParam = (name: string): Failure => fail(400, 'request_param_err', `Request parameter error: ${name}`);

/** An integer query parameter within bounds: its default when absent, null when invalid. */
export function intParam(ctx: RouteContext, name: string, fallback: number, min: number, max: number): number | null {
  const raw = str(ctx.query[name]);
  if (!raw) return fallback;
  const value = Number(raw);
  return Number.isInteger(value) && value >= min && value <= max ? value : null;
}
