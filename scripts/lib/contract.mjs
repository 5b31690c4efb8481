// Reads the contract: bundles openapi/<surface>.yaml with Redocly and lists its operations with
// the platform facts each carries (module id, session, encryption, provenance, safety).
import { execFile } from 'node:child_process';
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { childEnv, root, run } from './proc.mjs';

const execFileAsync = promisify(execFile);

export const SURFACES = ['wps', 'relay', 'lgw'];
export const BUNDLE_DIR = join(root, '.cache', 'openapi');
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** Bundles each surface into .cache/openapi/<surface>.json; throws on failure. */
export async function bundleSurfaces(surfaces = SURFACES, options = {}) {
  await mkdir(BUNDLE_DIR, { recursive: true });
  for (const surface of surfaces) await bundleFile(`openapi/${surface}.yaml`, join(BUNDLE_DIR, `${surface}.json`), options);
}

/**
 * Bundles any OpenAPI description (YAML or JSON, one file or several joined by $ref) into one
 * JSON file with Redocly, the way the surfaces are bundled; returns the parsed bundle.
 */
export async function bundleFile(input, output, { quiet = false } = {}) {
  const args = ['bundle', input, '-o', output];
  if (quiet) {
    // Redocly's progress goes to stderr; keep it for when bundling fails.
    await execFileAsync('redocly', args, { cwd: root, env: childEnv() }).catch((error) => {
      throw new Error(`bundling ${input} failed:\n${error.stderr || error.message}`);
    });
  } else {
    const code = await run('redocly', args, { spawn: { stdio: ['ignore', 'ignore', 'inherit'] } });
    if (code !== 0) throw new Error(`bundling ${input} failed`);
  }
  return JSON.parse(await readFile(output, 'utf8'));
}

export async function readBundle(surface) {
  return JSON.parse(await readFile(join(BUNDLE_DIR, `${surface}.json`), 'utf8'));
}

/** 'none' | 'required' | 'optional', from the operation's security requirement. */
export function sessionNeed(security) {
  if (!Array.isArray(security) || security.length === 0) return 'none';
  const withSession = security.some((s) => s && Object.hasOwn(s, 'session'));
  const anonymous = security.some((s) => s && Object.keys(s).length === 0);
  if (!withSession) return 'none';
  return anonymous ? 'optional' : 'required';
}

export function listOperations(bundle, surface) {
  const operations = [];
  for (const [path, item] of Object.entries(bundle.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const content = op.requestBody?.content ?? {};
      operations.push({
        operationId: op.operationId,
        surface,
        method: method.toUpperCase(),
        path,
        tag: op.tags?.[0] ?? 'default',
        summary: op.summary ?? '',
        moduleId: op['x-module-id'] ?? null,
        session: sessionNeed(op.security),
        encrypted: op['x-encrypted'] === true,
        provenance: op['x-provenance'],
        safe: op['x-safe'] === true,
        requestContentType: Object.keys(content)[0] ?? null,
        responseContentType: Object.keys(op.responses?.['200']?.content ?? {})[0] ?? null,
        statuses: Object.keys(op.responses ?? {}),
      });
    }
  }
  return operations.sort((a, b) => (a.operationId ?? '').localeCompare(b.operationId ?? ''));
}

export async function allOperations(surfaces = SURFACES) {
  const lists = await Promise.all(surfaces.map(async (s) => listOperations(await readBundle(s), s)));
  return lists.flat();
}

/** Follows local $refs (#/components/...) to the node they name; {} for a broken or circular one. */
export function resolveRef(bundle, node) {
  let current = node;
  const seen = new Set();
  while (current && typeof current === 'object' && typeof current.$ref === 'string') {
    if (seen.has(current.$ref)) return {};
    seen.add(current.$ref);
    current = current.$ref
      .replace(/^#\//, '')
      .split('/')
      .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce((acc, key) => acc?.[key], bundle);
  }
  return current ?? {};
}

/** A value that fits a schema, from its own examples where it has them. */
export function exampleFor(bundle, node, depth = 0) {
  const schema = resolveRef(bundle, node);
  if (depth > 8) return undefined;
  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0];
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.enum) && schema.enum.length) return schema.enum[0];
  for (const key of ['oneOf', 'anyOf']) {
    if (Array.isArray(schema[key])) {
      const branch = schema[key].map((b) => resolveRef(bundle, b)).find((b) => b.type !== 'null') ?? schema[key][0];
      return exampleFor(bundle, branch, depth + 1);
    }
  }
  if (Array.isArray(schema.allOf)) return Object.assign({}, ...schema.allOf.map((s) => exampleFor(bundle, s, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'object' || schema.properties) {
    const out = {};
    for (const [name, prop] of Object.entries(schema.properties ?? {})) {
      const value = exampleFor(bundle, prop, depth + 1);
      if (value !== undefined) out[name] = value;
    }
    return out;
  }
  if (type === 'array') {
    const item = exampleFor(bundle, schema.items ?? {}, depth + 1);
    return item === undefined ? [] : [item];
  }
  if (type === 'integer' || type === 'number') return schema.minimum ?? 1;
  if (type === 'boolean') return true;
  if (type === 'string') {
    if (schema.format === 'email') return 'someone@example.com';
    if (schema.format === 'uri') return 'https://www.example.com/';
    if (schema.format === 'date') return '1990-01-01';
    return 'example';
  }
  return undefined;
}

/** Example query parameters and body of an operation, from the contract's own examples. */
export function operationExamples(bundle, path, method) {
  const op = bundle.paths[path][method.toLowerCase()];
  const query = {};
  for (const raw of [...(bundle.paths[path].parameters ?? []), ...(op.parameters ?? [])]) {
    const param = resolveRef(bundle, raw);
    if (param.in !== 'query') continue;
    const value = param.example ?? exampleFor(bundle, param.schema ?? {});
    if (value !== undefined) query[param.name] = value;
  }
  const media = op.requestBody ? Object.values(resolveRef(bundle, op.requestBody).content ?? {})[0] : undefined;
  const body = media ? (media.example ?? exampleFor(bundle, media.schema ?? {})) : undefined;
  return { query, ...(body === undefined ? {} : { body }) };
}
