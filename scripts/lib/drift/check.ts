/**
 * Checks one exchange (a request and its reply) against the contract, the same way for a live
 * backend (contract:verify) and for recorded traffic (contract:verify --har):
 * - the reply: status documented, content type, the envelope, and the value against the
 *   operation's zod schema (src/generated/validators.ts) made strict (strict.ts): missing
 *   required fields, wrong types and formats, values outside an enum or the contract's bounds
 *   (minimum, maximum, maxLength, maxItems), undeclared fields, nulls where none are allowed;
 * - the request (recorded traffic only): the headers the contract asks for, the query and the
 *   body against their schemas; an encrypted body only for its wire form (never decrypted).
 */
import * as z from 'zod';
import type { OperationMeta } from '../../../src/generated/operations';
import { bodyValidators, queryValidators, responseValidators } from '../../../src/generated/validators';
import { strictSchema } from './strict';

/**
 * breaking: our screens break; strict: only our strict checking breaks (a reply field the contract
 * does not declare, a newly documented status); non-breaking: worth knowing, breaks nothing.
 */
export type Severity = 'breaking' | 'strict' | 'non-breaking';

export interface Finding {
  readonly severity: Severity;
  /** Where: a field path (value.list[0].nodeId), "status", "content-type", "request.header.ModuleId", ... */
  readonly where: string;
  readonly problem: string;
}

export interface ReplyInput {
  readonly status: number;
  readonly contentType: string | null;
  readonly text: string;
}

/**
 * The failure envelope, as components.yaml#/components/schemas/ErrorEnvelope declares it (a
 * test keeps the two in step). The `value` of a failure is free-form there, so it is not checked.
 */
export const ErrorEnvelope = z.strictObject({
  success: z.literal(false),
  message: z.string(),
  code: z.string().optional(),
  value: z.unknown().optional(),
});

/** The wire form of an `x-encrypted` body (components.yaml EncryptedBody). */
const EncryptedBody = z.strictObject({ value: z.base64() });

const mediaType = (value: string | null | undefined) => (value ?? '').split(';')[0]!.trim().toLowerCase();

export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const part of path) out += typeof part === 'number' ? `[${part}]` : `${out ? '.' : ''}${String(part)}`;
  return out || '(root)';
}

function preview(value: unknown, path: string): string {
  if (/token|password|authorization/i.test(path)) return '‹hidden›';
  const text = typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
  return text.length > 48 ? `${text.slice(0, 45)}...` : text;
}

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

type Issue = z.core.$ZodIssue & { input?: unknown };

/** Zod issues in the words a backend team reads. */
export function describeIssues(issues: readonly Issue[], prefix: readonly PropertyKey[] = []): Finding[] {
  const findings: Finding[] = [];
  for (const issue of issues) {
    const path = [...prefix, ...issue.path];
    const where = formatPath(path);
    switch (issue.code) {
      case 'unrecognized_keys':
        for (const key of issue.keys) findings.push({ severity: 'strict', where: formatPath([...path, key]), problem: 'field the contract does not declare' });
        break;
      case 'invalid_type': {
        const expected = issue.expected === 'int' ? 'integer' : issue.expected;
        if (issue.input === undefined) findings.push({ severity: 'breaking', where, problem: `missing required field (expected ${expected})` });
        else if (issue.input === null) findings.push({ severity: 'breaking', where, problem: `null where the contract allows none (expected ${expected})` });
        else
          findings.push({
            severity: 'breaking',
            where,
            problem: `wrong type: expected ${expected}, got ${kindOf(issue.input)} ${preview(issue.input, where)}`,
          });
        break;
      }
      case 'invalid_value':
        findings.push({
          severity: 'breaking',
          where,
          problem: `value outside the enum: got ${preview(issue.input, where)}, allowed ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`,
        });
        break;
      case 'invalid_format':
        findings.push({
          severity: 'breaking',
          where,
          problem: `wrong format: expected ${issue.format === 'regex' ? `pattern ${issue.pattern}` : issue.format}, got ${preview(issue.input, where)}`,
        });
        break;
      case 'too_big':
      case 'too_small':
        findings.push({
          severity: 'breaking',
          where,
          problem: `out of range: ${issue.message.replace(/^Too (big|small): /, '')}, got ${preview(issue.input, where)}`,
        });
        break;
      case 'invalid_union': {
        if (issue.input === null) {
          findings.push({ severity: 'breaking', where, problem: 'null where the contract allows none' });
          break;
        }
        // The branch that came closest (fewest issues), ignoring branches of another type entirely.
        const branches = issue.errors
          .map((branch) => branch as Issue[])
          .filter((branch) => !(branch.length === 1 && branch[0]!.code === 'invalid_type' && branch[0]!.path.length === 0));
        const closest = branches.sort((a, b) => a.length - b.length)[0];
        if (closest) findings.push(...describeIssues(closest, path));
        else
          findings.push({
            severity: 'breaking',
            where,
            problem: `wrong type: got ${kindOf(issue.input)} ${preview(issue.input, where)}, which fits no allowed type`,
          });
        break;
      }
      default:
        findings.push({ severity: 'breaking', where, problem: issue.message });
    }
  }
  return hintRenames(findings);
}

/** A missing field next to an undeclared one is most likely a rename: say so on both. */
function hintRenames(findings: Finding[]): Finding[] {
  const parent = (where: string) => where.replace(/(\.[^.[\]]+|\[\d+\])$/, '');
  const leaf = (where: string) => where.slice(parent(where).length).replace(/^\./, '');
  return findings.map((finding) => {
    if (finding.problem.startsWith('missing required field')) {
      const added = findings.find((f) => f.problem === 'field the contract does not declare' && parent(f.where) === parent(finding.where));
      return added ? { ...finding, problem: `${finding.problem}; renamed to "${leaf(added.where)}"?` } : finding;
    }
    if (finding.problem === 'field the contract does not declare') {
      const missing = findings.find((f) => f.problem.startsWith('missing required field') && parent(f.where) === parent(finding.where));
      return missing ? { ...finding, problem: `${finding.problem}; renamed from "${leaf(missing.where)}"?` } : finding;
    }
    return finding;
  });
}

function validate(schema: z.ZodType, data: unknown, prefix: readonly PropertyKey[] = []): Finding[] {
  const result = schema.safeParse(data, { reportInput: true });
  return result.success ? [] : describeIssues(result.error.issues as Issue[], prefix);
}

/** Checks a reply; an empty list means it keeps the contract. */
export function checkReply(op: OperationMeta, reply: ReplyInput): Finding[] {
  const status = String(reply.status);
  if (!op.statuses.includes(status)) {
    return [
      { severity: 'breaking', where: 'status', problem: `replied ${status}, which the contract does not document (documents ${op.statuses.join(', ')})` },
    ];
  }
  const success = reply.status >= 200 && reply.status < 300;
  const expectedType = success ? op.responseContentType : 'application/json';
  if (expectedType && mediaType(reply.contentType) !== mediaType(expectedType)) {
    return [
      {
        severity: 'breaking',
        where: 'content-type',
        problem: `replied ${reply.contentType || 'no content type'} with ${status}, the contract says ${expectedType}`,
      },
    ];
  }
  if (!expectedType?.includes('json')) {
    const schema = responseValidators[op.operationId];
    return schema ? validate(schema, reply.text) : [];
  }
  let body: unknown;
  try {
    body = JSON.parse(reply.text);
  } catch {
    return [{ severity: 'breaking', where: '(root)', problem: `not valid JSON: ${preview(reply.text, '')}` }];
  }
  if (!success) return validate(ErrorEnvelope, body);
  const schema = responseValidators[op.operationId];
  if (!schema) return [{ severity: 'non-breaking', where: '(root)', problem: 'the contract has no reply schema to check against' }];
  // Strict, so a field the contract does not declare is named (severity `strict`).
  return validate(strictSchema(schema), body);
}

export interface RequestInput {
  /** Header names in any case; a repeated header appears as several values. */
  readonly headers: readonly { name: string; value: string }[];
  readonly query: URLSearchParams;
  readonly contentType: string | null;
  readonly text: string | null;
}

/** A query value as the schema wants it: the string itself, or as a number or boolean. */
function queryObject(schema: z.ZodType, query: URLSearchParams): Record<string, unknown> {
  const shape = schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>) : {};
  const out: Record<string, unknown> = {};
  for (const [name, raw] of query) {
    const field = shape[name];
    const candidates: unknown[] = [
      raw,
      raw === 'true' ? true : raw === 'false' ? false : raw,
      raw.trim() !== '' && !Number.isNaN(Number(raw)) ? Number(raw) : raw,
    ];
    out[name] = field ? (candidates.find((c) => field.safeParse(c).success) ?? raw) : raw;
  }
  return out;
}

/** Checks a recorded request: headers, query and body. Never reports a header's value. */
export function checkRequest(op: OperationMeta, request: RequestInput): Finding[] {
  const findings: Finding[] = [];
  const header = (name: string) => request.headers.filter((h) => h.name.toLowerCase() === name.toLowerCase()).map((h) => h.value);
  const merchant = header('Merchant');
  if (merchant.length !== 1 || merchant[0]!.includes(','))
    findings.push({
      severity: 'breaking',
      where: 'request.header.Merchant',
      problem: `sent ${merchant.length ? 'more than one' : 'no'} Merchant header (exactly one is required)`,
    });
  const moduleId = header('ModuleId');
  if (op.moduleId && moduleId[0] !== op.moduleId)
    findings.push({
      severity: 'breaking',
      where: 'request.header.ModuleId',
      problem: `sent ${moduleId[0] ? JSON.stringify(moduleId[0]) : 'none'}, the contract says ${op.moduleId}`,
    });
  if (!op.moduleId && moduleId.length)
    findings.push({ severity: 'non-breaking', where: 'request.header.ModuleId', problem: 'sent a ModuleId where the contract says none is sent' });
  // Without a token the documented 401 follows: the client's mistake, not the backend's.
  if (op.session === 'required' && !header('Authorization').length)
    findings.push({ severity: 'non-breaking', where: 'request.header.Authorization', problem: 'no session token on an operation that needs a session' });
  if (op.session === 'none' && header('Authorization').length)
    findings.push({ severity: 'non-breaking', where: 'request.header.Authorization', problem: 'a session token sent to an operation that takes none' });

  const querySchema = queryValidators[op.operationId];
  if (querySchema) findings.push(...validate(querySchema, queryObject(querySchema, request.query), ['request', 'query']));

  if (op.encrypted) {
    if (!header('Encryption').length)
      findings.push({ severity: 'breaking', where: 'request.header.Encryption', problem: 'no Encryption header on an encrypted operation' });
    let wire: unknown;
    try {
      wire = JSON.parse(request.text ?? '');
    } catch {
      wire = request.text;
    }
    findings.push(...validate(EncryptedBody, wire, ['request', 'body']));
    return findings;
  }
  const bodySchema = bodyValidators[op.operationId];
  if (!bodySchema || request.text === null) return findings;
  let body: unknown;
  if (mediaType(request.contentType) === 'application/x-www-form-urlencoded') body = Object.fromEntries(new URLSearchParams(request.text));
  else {
    try {
      body = JSON.parse(request.text);
    } catch {
      return [...findings, { severity: 'breaking', where: 'request.body', problem: 'not valid JSON' }];
    }
  }
  findings.push(...validate(strictSchema(bodySchema), body, ['request', 'body']));
  return findings;
}
