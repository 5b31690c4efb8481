/**
 * Helpers of the route tests: log in as a demo account, call an operation through the real
 * client transport (which checks every reply against the contract) and expect a failure.
 */
import { expect } from 'vitest';
import { apiFetch } from '../../../src/api/fetcher';
import { resolveUrl } from '../../../src/boot/early';
import { login } from '../../../src/generated/wps/endpoints/session/session';
import { ApiError } from '../../../src/lib/errors';
import { setSessionToken } from '../../../src/state/session';

export const R = '/wps/relay';

/** The origin the site's transport calls the platform at in these tests (Node has no page of its own). */
export const ORIGIN = resolveUrl('/').origin;

const PASSWORDS: Record<string, string> = {
  member01: 'Member123',
  agent01: 'Agent123',
  agent02: 'Agent123',
  hung_agent: 'Agent123',
  thu_agent: 'Agent123',
  son_agent: 'Agent123',
  expired01: 'Expired123',
  newbie01: 'Abc123456',
  tran_minh: 'Member123',
  le_hoa: 'Member123',
  limited01: 'Limited123',
  timeout01: 'Timeout123',
};

export async function as(username: string): Promise<void> {
  const { value } = await login({ username, password: PASSWORDS[username]!, type: 'username' });
  setSessionToken(value.token);
}

// biome-ignore lint/suspicious/noExplicitAny: replies are checked against the contract by the transport; tests read them loosely.
export type Any = any;

export async function call(method: string, path: string, body?: unknown, query?: Record<string, string | number | boolean>): Promise<Any> {
  const search = query ? `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}` : '';
  const init: RequestInit = body === undefined ? { method } : { method, body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } };
  const reply = await apiFetch<{ value: unknown }>(`${path}${search}`, init);
  return reply.value;
}

export async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('the call succeeded');
}

export async function expectFailure(promise: Promise<unknown>, status: number, code: string): Promise<ApiError> {
  const error = await failure(promise);
  expect({ status: error.status, code: error.code }).toEqual({ status, code });
  return error;
}

/** Every row of a paged list, page by page. */
export async function allPages(path: string, query: Record<string, string | number>): Promise<{ rows: Any[]; first: Any }> {
  const first = await call('GET', path, undefined, { ...query, pageNo: 1, pageSize: 100 });
  const rows: Any[] = [...first.list];
  for (let pageNo = 2; pageNo <= first.totalPages; pageNo += 1) rows.push(...(await call('GET', path, undefined, { ...query, pageNo, pageSize: 100 })).list);
  return { rows, first };
}

export const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
