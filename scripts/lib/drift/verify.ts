/**
 * contract:verify against a running backend: calls every operation that is safe to call (the
 * contract's x-safe; writes only with allowWrites) with the contract's example parameters and
 * checks each reply (check.ts). Logs in, when asked, with the encrypted body of src/api/crypto.ts.
 * Operations that need a session are skipped without one. The token is never printed.
 */
import { encryptBody, freePlayEncryption } from '../../../src/api/crypto';
import { operationExamples } from '../../../src/generated/examples';
import { operations as allOperations, type OperationMeta } from '../../../src/generated/operations';
import { checkReply, type Finding } from './check';
import { type OperationResult, outcomeOf, type Report } from './report';

export interface VerifyOptions {
  readonly baseUrl: string;
  readonly merchant: string;
  readonly language?: string;
  /** A session token to use as it is. */
  readonly token?: string;
  /** Log in with these to get a session. */
  readonly username?: string;
  readonly password?: string;
  /** Also call the operations the contract does not mark x-safe (they may change data). */
  readonly allowWrites?: boolean;
  /** Only these operations. */
  readonly only?: readonly string[];
  readonly timeoutMs?: number;
}

/** A problem with the run itself (bad options, the login refused): exit code 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

interface Exchange {
  readonly status: number;
  readonly contentType: string | null;
  readonly text: string;
}

const SKIP = {
  session: 'needs a session',
  unsafe: 'not safe to call: x-safe false, --allow-writes calls it',
  logout: 'would end the session given with --token',
  lockout: 'never called: it would lock the account out of the platform (a time-out of 24 hours at least)',
} as const;

/** Writes never called, even with allowWrites: their effect cannot be undone from a client. */
const NEVER_CALLED: ReadonlySet<string> = new Set(['applySelfExclusion']);

/** fetch's "fetch failed" says little; its cause says what (ECONNREFUSED, a time-out, ...). */
const causeOf = (error: unknown) => (error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error));

function queryString(query: Readonly<Record<string, unknown>>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) params.set(name, Array.isArray(value) ? value.join(',') : String(value));
  return params.size ? `?${params}` : '';
}

export async function verifyBackend(options: VerifyOptions): Promise<Report> {
  const base = options.baseUrl.replace(/\/+$/, '');
  try {
    new URL(base);
  } catch {
    throw new UsageError(`--base-url ${options.baseUrl} is not an absolute URL`);
  }
  const timeoutMs = options.timeoutMs ?? 30_000;
  let modulus: string | null = null;

  async function call(op: OperationMeta, token: string | null, body?: unknown, query = operationExamples[op.operationId]?.query ?? {}): Promise<Exchange> {
    const headers = new Headers({ Merchant: options.merchant, Language: options.language ?? 'EN' });
    if (op.moduleId) headers.set('ModuleId', op.moduleId);
    if (token && op.session !== 'none') headers.set('Authorization', token);
    let payload: string | undefined;
    if (body !== undefined) {
      const form = op.requestContentType?.includes('form-urlencoded');
      payload = form ? new URLSearchParams(body as Record<string, string>).toString() : JSON.stringify(body);
      headers.set('Content-Type', form ? 'application/x-www-form-urlencoded' : 'application/json');
      if (op.encrypted || op.operationId === 'freePlayLogin') {
        modulus ??= await rsaModulus();
        if (op.encrypted) {
          const wire = encryptBody(payload, modulus);
          headers.set('Encryption', wire.encryption);
          payload = wire.body;
        } else {
          headers.set('Encryption', freePlayEncryption(modulus));
          headers.set('X-Gateway-Version', '3');
        }
      }
    }
    const response = await fetch(`${base}${op.path}${queryString(query)}`, {
      method: op.method,
      headers,
      body: payload,
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { status: response.status, contentType: response.headers.get('content-type'), text: await response.text() };
  }

  const opById = new Map(allOperations.map((op) => [op.operationId, op]));
  const rsaOp = opById.get('getRsaKey');
  async function rsaModulus(): Promise<string> {
    if (!rsaOp) throw new UsageError('the contract has no getRsaKey operation to encrypt with');
    const reply = await call(rsaOp, null, undefined, { t: Date.now() });
    if (reply.status !== 200 || !/^[0-9a-f]+$/i.test(reply.text.trim())) throw new UsageError(`cannot encrypt: GET ${rsaOp.path} replied ${reply.status}`);
    return reply.text.trim();
  }

  const results = new Map<string, OperationResult>();
  const record = (op: OperationMeta, reply: Exchange | null, findings: Finding[], note = '') => {
    results.set(op.operationId, {
      operationId: op.operationId,
      method: op.method,
      path: op.path,
      outcome: outcomeOf(findings),
      detail: [reply ? String(reply.status) : '', note].filter(Boolean).join(', '),
      findings,
    });
  };
  const skip = (op: OperationMeta, reason: string) =>
    results.set(op.operationId, { operationId: op.operationId, method: op.method, path: op.path, outcome: 'skipped', detail: reason, findings: [] });

  async function checkCall(op: OperationMeta, token: string | null): Promise<void> {
    try {
      const reply = await call(op, token, operationExamples[op.operationId]?.body);
      record(op, reply, checkReply(op, reply));
    } catch (error) {
      if (error instanceof UsageError) throw error;
      record(op, null, [{ severity: 'breaking', where: '(call)', problem: `no reply: ${causeOf(error)}` }]);
    }
  }

  const notes: string[] = [];
  let token = options.token ?? null;
  const loginOp = opById.get('login');
  if (!token && options.username !== undefined) {
    if (options.password === undefined) throw new UsageError('--username needs --password (or CONTRACT_PASSWORD)');
    if (!loginOp) throw new UsageError('the contract has no login operation');
    let reply: Exchange;
    try {
      reply = await call(loginOp, null, { username: options.username, password: options.password, type: 'username' });
    } catch (error) {
      if (error instanceof UsageError) throw error;
      throw new UsageError(`cannot reach ${base}: ${causeOf(error)}`);
    }
    const findings = checkReply(loginOp, reply);
    if (reply.status !== 200 && !findings.length) {
      const code = (JSON.parse(reply.text) as { code?: string }).code ?? '';
      throw new UsageError(`login as ${options.username} was refused: ${reply.status} ${code}`.trim());
    }
    record(loginOp, reply, findings, `called to log in as ${options.username}`);
    try {
      const value = (JSON.parse(reply.text) as { value?: { token?: unknown } }).value;
      token = typeof value?.token === 'string' && value.token ? value.token : null;
    } catch {
      token = null;
    }
    if (!token) notes.push('the login gave no token, so the operations that need a session were skipped');
  }

  const selected = allOperations.filter((op) => !options.only || options.only.includes(op.operationId));
  if (options.only) for (const id of options.only) if (!opById.has(id)) throw new UsageError(`--only: no operation ${id} in the contract`);
  for (const op of selected) {
    if (results.has(op.operationId)) continue;
    if (op.session === 'required' && !token) skip(op, SKIP.session);
    else if (!op.safe && !options.allowWrites) skip(op, SKIP.unsafe);
    else if (NEVER_CALLED.has(op.operationId)) skip(op, SKIP.lockout);
    else if (op.operationId === 'logout') continue;
    else await checkCall(op, token);
  }
  // Logging out last, so it does not end the session the other calls use.
  const logout = selected.find((op) => op.operationId === 'logout');
  if (logout && !results.has('logout')) {
    if (options.token) skip(logout, SKIP.logout);
    else await checkCall(logout, token);
  }

  const called = [...results.values()].filter((row) => row.outcome !== 'skipped');
  if (called.length && called.every((row) => row.findings.some((f) => f.where === '(call)'))) {
    throw new UsageError(`cannot reach ${base}: ${called[0]!.findings[0]!.problem}`);
  }

  const target = `${base} (merchant ${options.merchant}${options.username && token ? `, logged in as ${options.username}` : options.token ? ', with a session token' : ', no session'})`;
  const order = new Map(allOperations.map((op, i) => [op.operationId, i]));
  const rows = [...results.values()].sort((a, b) => order.get(a.operationId)! - order.get(b.operationId)!);
  return { tool: 'verify', target, operations: rows, notes };
}
