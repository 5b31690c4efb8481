/**
 * contract:verify --har: checks recorded traffic (a HAR file as a browser or Playwright writes
 * it) operation by operation, each entry matched to an operation by method and path template,
 * requests and replies checked as check.ts does, and says what the traffic never exercised:
 * operations, documented statuses, optional reply fields.
 */
import { readFileSync } from 'node:fs';
import * as z from 'zod';
import { type OperationMeta, operations } from '../../../src/generated/operations';
import { responseValidators } from '../../../src/generated/validators';
import { checkReply, checkRequest, type Finding } from './check';
import { type OperationResult, outcomeOf, type Report } from './report';

interface HarHeader {
  name: string;
  value: string;
}
export interface HarEntry {
  request: { method: string; url: string; headers: HarHeader[]; postData?: { mimeType?: string; text?: string } };
  response: { status: number; headers: HarHeader[]; content?: { mimeType?: string; text?: string; encoding?: string } };
}
export interface Har {
  log: { entries: HarEntry[] };
}

/** The operation of a path: exact, or by template (`/x/{id}` matches `/x/42`). */
function operationMatcher(ops: readonly OperationMeta[]) {
  const patterns = ops.map((op) => ({
    op,
    regex: new RegExp(`^${op.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`),
  }));
  return (method: string, pathname: string) => patterns.find((p) => p.op.method === method.toUpperCase() && p.regex.test(pathname))?.op;
}

const API_PREFIXES = [...new Set(operations.map((op) => `/${op.path.split('/')[1]}/`))];

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  additionalProperties?: JsonSchema | boolean;
};

const branches = (s: JsonSchema) => [...(s.anyOf ?? []), ...(s.oneOf ?? [])].filter((b) => b.type !== 'null');
const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

/** Every optional field path of a reply schema (value.info.whitelabel[].modId). */
function optionalPaths(schema: JsonSchema, path = '', out = new Set<string>()): Set<string> {
  for (const branch of branches(schema)) optionalPaths(branch, path, out);
  for (const [key, prop] of Object.entries(schema.properties ?? {})) {
    if (!schema.required?.includes(key)) out.add(join(path, key));
    optionalPaths(prop, join(path, key), out);
  }
  if (schema.items) optionalPaths(schema.items, `${path}[]`, out);
  if (typeof schema.additionalProperties === 'object') optionalPaths(schema.additionalProperties, join(path, '*'), out);
  return out;
}

/** The field paths a reply actually carries, named as optionalPaths names them. */
function seenPaths(schema: JsonSchema, data: unknown, path = '', out = new Set<string>()): Set<string> {
  for (const branch of branches(schema)) seenPaths(branch, data, path, out);
  if (data && typeof data === 'object' && !Array.isArray(data)) {
    for (const [key, value] of Object.entries(data)) {
      const prop = schema.properties?.[key] ?? (typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined);
      const name = join(path, schema.properties?.[key] ? key : '*');
      if (!prop || value === undefined) continue;
      out.add(name);
      seenPaths(prop, value, name, out);
    }
  }
  if (Array.isArray(data) && schema.items) for (const item of data) seenPaths(schema.items, item, `${path}[]`, out);
  return out;
}

function bodyText(content: HarEntry['response']['content']): string | null {
  if (content?.text === undefined) return null;
  return content.encoding === 'base64' ? Buffer.from(content.text, 'base64').toString('utf8') : content.text;
}

const headerValue = (headers: HarHeader[], name: string) => headers.find((h) => h.name.toLowerCase() === name.toLowerCase())?.value ?? null;

export function checkHar(input: Har | string, target = typeof input === 'string' ? input : 'recorded traffic'): Report {
  const har = typeof input === 'string' ? (JSON.parse(readFileSync(input, 'utf8')) as Har) : input;
  const match = operationMatcher(operations);
  const rows = new Map<string, OperationResult & { seen: Set<string>; statusesSeen: Set<string>; calls: number }>();
  const unknown = new Set<string>();
  const notes: string[] = [];

  for (const entry of har.log?.entries ?? []) {
    const url = new URL(entry.request.url);
    // Pages, assets, images and CORS preflights are not calls of the contract.
    if (!API_PREFIXES.some((prefix) => url.pathname.startsWith(prefix)) || entry.request.method.toUpperCase() === 'OPTIONS') continue;
    const op = match(entry.request.method, url.pathname);
    if (!op) {
      unknown.add(`${entry.request.method.toUpperCase()} ${url.pathname}`);
      continue;
    }
    const row = rows.get(op.operationId) ?? {
      operationId: op.operationId,
      method: op.method,
      path: op.path,
      outcome: 'ok' as const,
      detail: '',
      findings: [],
      seen: new Set<string>(),
      statusesSeen: new Set<string>(),
      calls: 0,
    };
    rows.set(op.operationId, row);
    row.calls += 1;
    const findings: Finding[] = checkRequest(op, {
      headers: entry.request.headers,
      query: url.searchParams,
      contentType: entry.request.postData?.mimeType ?? headerValue(entry.request.headers, 'content-type'),
      text: entry.request.postData?.text ?? null,
    });
    const status = entry.response.status;
    const text = bodyText(entry.response.content);
    if (status <= 0) notes.push(`${op.operationId}: a call got no reply (aborted or failed in the browser)`);
    else if (text === null) findings.push({ severity: 'non-breaking', where: '(root)', problem: "reply body not recorded (record with content: 'embed')" });
    else {
      row.statusesSeen.add(String(status));
      findings.push(
        ...checkReply(op, { status, contentType: headerValue(entry.response.headers, 'content-type') ?? entry.response.content?.mimeType ?? null, text }),
      );
      const schema = responseValidators[op.operationId];
      if (status === 200 && schema && op.responseContentType?.includes('json')) {
        try {
          seenPaths(z.toJSONSchema(schema, { unrepresentable: 'any' }) as JsonSchema, JSON.parse(text), '', row.seen);
        } catch {
          // Not JSON: checkReply has said so.
        }
      }
    }
    for (const finding of findings) if (!row.findings.some((f) => f.where === finding.where && f.problem === finding.problem)) row.findings.push(finding);
  }

  const statusesNeverSeen: Record<string, string[]> = {};
  const optionalFieldsNeverSeen: Record<string, string[]> = {};
  for (const row of rows.values()) {
    const op = operations.find((o) => o.operationId === row.operationId)!;
    row.detail = `${row.calls} call${row.calls === 1 ? '' : 's'}, ${[...row.statusesSeen].sort().join(', ') || 'no reply'}`;
    const missing = op.statuses.filter((s) => !row.statusesSeen.has(s));
    if (missing.length) statusesNeverSeen[row.operationId] = missing;
    const schema = responseValidators[row.operationId];
    if (!row.statusesSeen.has('200') || !schema || !op.responseContentType?.includes('json')) continue;
    const optional = [...optionalPaths(z.toJSONSchema(schema, { unrepresentable: 'any' }) as JsonSchema)].filter((p) => p !== 'message');
    // Only the outermost unseen field: the fields inside one never seen go unsaid.
    const unseen = optional
      .filter((p) => !row.seen.has(p))
      .filter((p, _, all) => !all.some((q) => q !== p && (p.startsWith(`${q}.`) || p.startsWith(`${q}[]`))));
    if (unseen.length) optionalFieldsNeverSeen[row.operationId] = unseen;
  }

  const order = new Map(operations.map((op, i) => [op.operationId, i]));
  const results: OperationResult[] = [...rows.values()]
    .sort((a, b) => order.get(a.operationId)! - order.get(b.operationId)!)
    .map(({ seen: _seen, statusesSeen: _statuses, calls: _calls, ...row }) => ({ ...row, outcome: outcomeOf(row.findings) }));
  return {
    tool: 'har',
    target,
    operations: results,
    notes,
    coverage: {
      operationsNeverExercised: operations.filter((op) => !rows.has(op.operationId)).map((op) => op.operationId),
      statusesNeverSeen,
      optionalFieldsNeverSeen,
      unknownCalls: [...unknown].sort(),
    },
  };
}
