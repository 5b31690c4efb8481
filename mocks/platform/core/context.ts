import type { OperationMeta } from '../../../src/generated/operations';
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

/** An epoch-milliseconds query parameter: undefined when absent, null when invalid. */
export function timeParam(ctx: RouteContext, name: string): number | undefined | null {
  const raw = str(ctx.query[name]);
  if (!raw) return undefined;
  const value = Number(raw);
  return Number.isInteger(value) && value >= 0 ? value : null;
}

/** The rows of a time range (`startTime`, `endTime`, both inclusive and optional), or the 400 for a bad bound. */
export function inRange<T>(ctx: RouteContext, rows: readonly T[], timeOf: (row: T) => number): T[] | Failure {
  const start = timeParam(ctx, 'startTime');
  const end = timeParam(ctx, 'endTime');
  if (start === null) return badParam('startTime');
  if (end === null) return badParam('endTime');
  return rows.filter((row) => (start === undefined || timeOf(row) >= start) && (end === undefined || timeOf(row) <= end));
}

/** The longest range the records answer (the daily rows of a year and a bit). */
export const MAX_RANGE_DAYS = 366;

/**
 * A required time range (`startTime`, `endTime`, both inclusive): the 400 when a bound is
 * missing or invalid, the end comes before the start, or the range is longer than `MAX_RANGE_DAYS`.
 */
export function requiredRange(ctx: RouteContext): { start: number; end: number } | Failure {
  const start = timeParam(ctx, 'startTime');
  const end = timeParam(ctx, 'endTime');
  if (start === undefined || start === null) return badParam('startTime');
  if (end === undefined || end === null || end < start || end - start >= (MAX_RANGE_DAYS + 1) * 86_400_000) return badParam('endTime');
  return { start, end };
}

/** An optional query parameter that must be one of `allowed`: undefined when absent, null when not allowed. */
export function enumParam<S extends string>(ctx: RouteContext, name: string, allowed: readonly S[]): S | undefined | null {
  const raw = str(ctx.query[name]);
  if (!raw) return undefined;
  return (allowed as readonly string[]).includes(raw) ? (raw as S) : null;
}

/**
 * One page (`pageNo`, `pageSize`) of rows already in order, as the contract's pages answer,
 * with `extra` fields beside the page's (totals, counts).
 */
export function pageOf<T>(ctx: RouteContext, rows: readonly T[], map: (row: T) => unknown, extra: Record<string, unknown> = {}): Success | Failure {
  const pageNo = intParam(ctx, 'pageNo', 1, 1, 1_000_000);
  const pageSize = intParam(ctx, 'pageSize', 10, 1, 100);
  if (pageNo === null) return badParam('pageNo');
  if (pageSize === null) return badParam('pageSize');
  return ok({
    list: rows.slice((pageNo - 1) * pageSize, pageNo * pageSize).map(map),
    pageNo,
    pageSize,
    totalCount: rows.length,
    totalPages: Math.ceil(rows.length / pageSize),
    ...extra,
  });
}

/** An image sent as a data URL: PNG or JPEG, at most `maxBytes` decoded (its type and size), or null. */
export function dataUrlImage(item: unknown, maxBytes = 5 * 1024 * 1024): { type: string; bytes: number } | null {
  const match = typeof item === 'string' ? /^data:(image\/(?:png|jpeg));base64,([A-Za-z0-9+/]*={0,2})$/.exec(item.replace(/\s/g, '')) : null;
  if (!match) return null;
  const data = match[2]!;
  const bytes = Math.floor((data.length * 3) / 4) - (data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0);
  return bytes === 0 || bytes > maxBytes ? null : { type: match[1]!, bytes };
}
