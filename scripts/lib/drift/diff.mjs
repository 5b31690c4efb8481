// contract:diff: compares a backend's published OpenAPI description with ours, operation by
// operation (matched by method and path), and classes each difference:
// - breaking: a removed operation or status; a reply field removed, made optional or nullable;
//   a type or format change; a new enum value in a reply; a wider range in a reply or a narrower
//   one in a request; a request parameter or field newly required or no longer accepted; a
//   changed content type, encryption (x-encrypted), module id or session requirement (security);
// - strict ("breaking (strict)"): a reply field or status our contract does not declare. Our
//   reply schemas are strict (zod strictObject), so the generated validators, the dev-mode reply
//   check and contract:verify reject it, although the screens themselves would ignore it. It
//   fails the run until our contract declares it; --allow-additions makes it non-breaking;
// - non-breaking: a new operation, a new optional request field or parameter, an enum value
//   dropped from a reply, a narrower range in a reply.
import { listOperations, resolveRef, sessionNeed } from '../contract.mjs';
import { outcomeOf } from './report.ts';

/** Every operation of some bundles, by "METHOD /path", with the bundle that resolves its $refs. */
export function indexOperations(bundles) {
  const index = new Map();
  for (const { bundle, surface } of bundles) {
    for (const row of listOperations(bundle, surface ?? 'theirs')) {
      const key = `${row.method} ${row.path}`;
      if (!index.has(key)) index.set(key, { row, bundle, op: bundle.paths[row.path][row.method.toLowerCase()], item: bundle.paths[row.path] });
    }
  }
  return index;
}

/** A schema reduced to what the comparison needs: types, nullability, alternatives. */
function normalize(bundle, node, depth = 0) {
  const schema = resolveRef(bundle, node ?? {});
  const types = new Set(Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []);
  let nullable = types.delete('null') || schema.nullable === true;
  if (schema.const !== undefined && schema.const === null) nullable = true;
  const alternatives = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].map((b) => resolveRef(bundle, b));
  if (alternatives.some((b) => b.type === 'null' || (Array.isArray(b.type) && b.type.length === 1 && b.type[0] === 'null'))) nullable = true;
  const branches = alternatives.filter((b) => b.type !== 'null');
  if (branches.length === 1 && depth < 20) {
    const inner = normalize(bundle, branches[0], depth + 1);
    return { ...inner, nullable: inner.nullable || nullable };
  }
  let merged = schema;
  if (Array.isArray(schema.allOf)) {
    const parts = schema.allOf.map((p) => resolveRef(bundle, p));
    merged = {
      ...schema,
      ...Object.assign({}, ...parts),
      properties: Object.assign({}, ...parts.map((p) => p.properties ?? {}), schema.properties ?? {}),
      required: [...new Set([...parts.flatMap((p) => p.required ?? []), ...(schema.required ?? [])])],
    };
  }
  if (!types.size && merged.properties) types.add('object');
  if (!types.size && merged.items) types.add('array');
  const enumValues =
    merged.const !== undefined && merged.const !== null ? [merged.const] : Array.isArray(merged.enum) ? merged.enum.filter((v) => v !== null) : null;
  if (Array.isArray(merged.enum) && merged.enum.includes(null)) nullable = true;
  return { schema: merged, types, nullable, enum: enumValues, branches: branches.length > 1 ? branches : null };
}

const LOWER = ['minimum', 'exclusiveMinimum', 'minLength', 'minItems'];
const UPPER = ['maximum', 'exclusiveMaximum', 'maxLength', 'maxItems'];
const show = (v) => JSON.stringify(v);

/** integer fits in number: does every type of `inner` fit in one of `outer`? */
function typesWithin(inner, outer) {
  if (!inner.size || !outer.size) return true;
  return [...inner].every((t) => outer.has(t) || (t === 'integer' && outer.has('number')));
}

/**
 * Compares one schema of ours with theirs. direction 'reply': they write, we read (anything they
 * may send that we do not accept breaks). 'request': we write, they read (anything we may send
 * that they do not accept breaks).
 */
function compareSchemas(ctx, ours, theirs, where, direction, findings, depth = 0) {
  if (depth > 30) return;
  const a = normalize(ctx.ours, ours);
  const b = normalize(ctx.theirs, theirs);
  const add = (severity, problem, at = where) => findings.push({ severity, where: at, problem });
  const reply = direction === 'reply';
  const [narrow, wide] = reply ? [a, b] : [b, a]; // `wide` must fit inside `narrow`

  if (!typesWithin(wide.types, narrow.types) || (narrow.types.size && !wide.types.size && !wide.branches)) {
    add('breaking', `type changed from ${[...a.types].join('|') || 'any'} to ${[...b.types].join('|') || 'any'}`);
    return;
  }
  if (reply && b.nullable && !a.nullable) add('breaking', 'made nullable: the reply may now be null');
  if (!reply && a.nullable && !b.nullable) add('breaking', 'no longer accepts null');
  const fa = a.schema.format;
  const fb = b.schema.format;
  if (fa !== fb && (reply ? fa : fb)) add('breaking', `format changed from ${fa ?? 'none'} to ${fb ?? 'none'}`);
  else if (fa !== fb) add('non-breaking', `format changed from ${fa ?? 'none'} to ${fb ?? 'none'}`);

  if (a.enum || b.enum) {
    if (reply) {
      if (a.enum && !b.enum) add('breaking', `enum dropped: any value may come now (ours: ${a.enum.map(show).join(', ')})`);
      for (const v of b.enum ?? []) if (a.enum && !a.enum.some((x) => x === v)) add('breaking', `new enum value in a reply: ${show(v)}`);
      for (const v of a.enum ?? []) if (b.enum && !b.enum.some((x) => x === v)) add('non-breaking', `enum value no longer sent: ${show(v)}`);
    } else {
      if (b.enum && !a.enum) add('breaking', `now limited to ${b.enum.map(show).join(', ')}`);
      for (const v of a.enum ?? []) if (b.enum && !b.enum.some((x) => x === v)) add('breaking', `enum value no longer accepted: ${show(v)}`);
      for (const v of b.enum ?? []) if (a.enum && !a.enum.some((x) => x === v)) add('non-breaking', `new enum value accepted: ${show(v)}`);
    }
  }

  for (const key of [...LOWER, ...UPPER]) {
    const x = a.schema[key];
    const y = b.schema[key];
    if (x === y || typeof (x ?? y) !== 'number') continue;
    const lower = LOWER.includes(key);
    // Wider means: their bound is gone, or lower (for a minimum) / higher (for a maximum).
    const wider = y === undefined || (x !== undefined && (lower ? y < x : y > x));
    const breaking = reply ? wider && x !== undefined : !wider;
    add(breaking ? 'breaking' : 'non-breaking', `${key} changed from ${x ?? 'none'} to ${y ?? 'none'}`);
  }
  if (a.schema.pattern !== b.schema.pattern && (reply ? a.schema.pattern : b.schema.pattern)) {
    add('breaking', `pattern changed from ${a.schema.pattern ?? 'none'} to ${b.schema.pattern ?? 'none'}`);
  }

  if (a.branches || b.branches) {
    const text = (bundle, branches) => JSON.stringify((branches ?? []).map((x) => normalize(bundle, x).schema));
    if (text(ctx.ours, a.branches) !== text(ctx.theirs, b.branches)) add('breaking', 'the alternatives (oneOf/anyOf) changed');
  }

  const join = (key) => (where === '(root)' ? key : `${where}.${key}`);
  const pa = a.schema.properties ?? {};
  const pb = b.schema.properties ?? {};
  const ra = new Set(a.schema.required ?? []);
  const rb = new Set(b.schema.required ?? []);
  for (const [key, schema] of Object.entries(pa)) {
    if (!(key in pb)) {
      if (reply) add('breaking', `field removed from the reply${ra.has(key) ? ' (required in ours)' : ''}`, join(key));
      else add('breaking', 'field no longer accepted in the request', join(key));
      continue;
    }
    if (reply && ra.has(key) && !rb.has(key)) add('breaking', 'made optional: the reply may now leave it out', join(key));
    if (!reply && !ra.has(key) && rb.has(key)) add('breaking', 'newly required in the request', join(key));
    compareSchemas(ctx, schema, pb[key], join(key), direction, findings, depth + 1);
  }
  const openMap = typeof a.schema.additionalProperties === 'object';
  for (const key of Object.keys(pb)) {
    if (key in pa) continue;
    if (reply && !openMap) add('strict', 'new reply field our contract does not declare (our strict reply schemas reject it)', join(key));
    else if (!reply)
      add(rb.has(key) ? 'breaking' : 'non-breaking', rb.has(key) ? 'new required field in the request' : 'new optional field in the request', join(key));
  }
  if (a.schema.items || b.schema.items) compareSchemas(ctx, a.schema.items, b.schema.items, `${where}[]`, direction, findings, depth + 1);
  if (openMap && typeof b.schema.additionalProperties === 'object') {
    compareSchemas(ctx, a.schema.additionalProperties, b.schema.additionalProperties, `${where}.*`, direction, findings, depth + 1);
  }
}

function parametersOf(bundle, item, op) {
  const out = new Map();
  for (const raw of [...(item.parameters ?? []), ...(op.parameters ?? [])]) {
    const p = resolveRef(bundle, raw);
    if (p.in !== 'path') out.set(`${p.in}:${p.name.toLowerCase()}`, p);
  }
  return out;
}

const firstMedia = (bundle, node) => {
  const content = resolveRef(bundle, node ?? {}).content ?? {};
  const type = Object.keys(content)[0] ?? null;
  return { type, schema: type ? content[type].schema : undefined, required: resolveRef(bundle, node ?? {}).required === true };
};

/** The media type of an `x-encrypted` operation's body before encryption (openapi/README.md). */
const PLAIN_BODY = 'application/vnd.wps.plain-json';

/** The wire form of an encrypted body: an object of `value` alone (components.yaml EncryptedBody). */
const isWireForm = (bundle, schema) => {
  const resolved = resolveRef(bundle, schema ?? {});
  return Object.keys(resolved.properties ?? {}).join() === 'value';
};

/**
 * The request body to compare. An `x-encrypted` operation's travels as `application/json` in the
 * wire form and is compared by its body before encryption: the `application/vnd.wps.plain-json`
 * body, or, in a description that documents the plain body as `application/json` (as ours did
 * before issue 28), that one; a description that gives only the wire form has no plain body to
 * compare (schema undefined).
 */
const requestMedia = (bundle, op) => {
  if (op['x-encrypted'] !== true) return firstMedia(bundle, op.requestBody);
  const body = resolveRef(bundle, op.requestBody ?? {});
  const content = body.content ?? {};
  if (!Object.keys(content).length) return { type: null, schema: undefined, required: false };
  const json = content['application/json'];
  const plain = content[PLAIN_BODY] ?? (json && !isWireForm(bundle, json.schema) ? json : undefined);
  return { type: 'application/json', schema: plain?.schema, required: body.required === true };
};

/** The differences of one operation present on both sides. */
export function diffOperation(ours, theirs) {
  const findings = [];
  const ctx = { ours: ours.bundle, theirs: theirs.bundle };
  const add = (severity, where, problem) => findings.push({ severity, where, problem });
  const oursSession = sessionNeed(ours.op.security);
  const theirsSession = sessionNeed(theirs.op.security);
  if (oursSession !== theirsSession) add('breaking', 'security', `session requirement changed from ${oursSession} to ${theirsSession}`);
  if ((ours.op['x-encrypted'] === true) !== (theirs.op['x-encrypted'] === true)) {
    add('breaking', 'x-encrypted', `body encryption changed from ${ours.op['x-encrypted'] === true} to ${theirs.op['x-encrypted'] === true}`);
  }
  if ((ours.op['x-module-id'] ?? null) !== (theirs.op['x-module-id'] ?? null)) {
    add('breaking', 'x-module-id', `module id changed from ${ours.op['x-module-id'] ?? 'none'} to ${theirs.op['x-module-id'] ?? 'none'}`);
  }

  const pa = parametersOf(ours.bundle, ours.item, ours.op);
  const pb = parametersOf(theirs.bundle, theirs.item, theirs.op);
  for (const [key, p] of pa) {
    const where = `request.${p.in}.${p.name}`;
    const q = pb.get(key);
    if (!q) {
      add('breaking', where, 'parameter no longer accepted');
      continue;
    }
    if (!p.required && q.required) add('breaking', where, 'newly required parameter');
    compareSchemas(ctx, p.schema, q.schema, where, 'request', findings);
  }
  for (const [key, q] of pb) {
    if (pa.has(key)) continue;
    add(q.required ? 'breaking' : 'non-breaking', `request.${q.in}.${q.name}`, q.required ? 'new required parameter' : 'new optional parameter');
  }

  const ba = requestMedia(ours.bundle, ours.op);
  const bb = requestMedia(theirs.bundle, theirs.op);
  if (ba.type !== bb.type)
    add(
      ba.type ? 'breaking' : bb.required ? 'breaking' : 'non-breaking',
      'request.body',
      `request content type changed from ${ba.type ?? 'none'} to ${bb.type ?? 'none'}`,
    );
  else if (ba.type) {
    if (!ba.required && bb.required) add('breaking', 'request.body', 'body newly required');
    if (ba.schema && bb.schema) compareSchemas(ctx, ba.schema, bb.schema, 'request.body', 'request', findings);
  }

  const ra = ours.op.responses ?? {};
  const rb = theirs.op.responses ?? {};
  for (const status of Object.keys(ra)) {
    const prefix = status === '200' ? '(root)' : `[${status}]`;
    if (!(status in rb)) {
      add('breaking', `status ${status}`, 'status removed');
      continue;
    }
    const ma = firstMedia(ours.bundle, ra[status]);
    const mb = firstMedia(theirs.bundle, rb[status]);
    if (ma.type !== mb.type) add('breaking', `status ${status}`, `reply content type changed from ${ma.type ?? 'none'} to ${mb.type ?? 'none'}`);
    else if (ma.type) compareSchemas(ctx, ma.schema, mb.schema, prefix, 'reply', findings);
  }
  for (const status of Object.keys(rb)) {
    if (status in ra) continue;
    const success = /^2/.test(status);
    add(
      success ? 'breaking' : 'strict',
      `status ${status}`,
      `new status our contract does not document${success ? ' (a success reply of unknown shape)' : ''}`,
    );
  }
  return findings.map((f) => (f.where.startsWith('[') ? { ...f, where: f.where.replace(/^\[(\d+)\]\.?/, '[$1] ') } : f));
}

/**
 * The report of a diff: a row per operation of ours (breaking when theirs lacks it) and one per
 * operation only theirs has. `ours` and `theirs` are lists of { bundle, surface? }.
 */
export function diffContracts(ours, theirs, target) {
  const a = indexOperations(ours);
  const b = indexOperations(theirs);
  const operations = [];
  for (const [key, mine] of a) {
    const other = b.get(key);
    const row = { operationId: mine.row.operationId, method: mine.row.method, path: mine.row.path, outcome: 'ok', detail: '', findings: [] };
    if (!other) {
      const moved = [...b.values()].find((x) => x.row.operationId === mine.row.operationId);
      row.findings.push({
        severity: 'breaking',
        where: 'operation',
        problem: `operation removed${moved ? ` (an operation of that id is now at ${moved.row.method} ${moved.row.path})` : ''}`,
      });
    } else row.findings = diffOperation(mine, other);
    operations.push(row);
  }
  for (const [key, other] of b) {
    if (a.has(key)) continue;
    operations.push({
      operationId: other.row.operationId ?? key,
      method: other.row.method,
      path: other.row.path,
      outcome: 'ok',
      detail: 'only in theirs',
      findings: [{ severity: 'non-breaking', where: 'operation', problem: 'new operation our contract does not have' }],
    });
  }
  for (const row of operations) row.outcome = outcomeOf(row.findings);
  return { tool: 'diff', target, operations, notes: [] };
}
