// Reads the contract: bundles openapi/<surface>.yaml with Redocly and lists its operations with
// the platform facts each carries (module id, session, encryption, provenance, safety).
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { root, run } from './proc.mjs';

export const SURFACES = ['wps', 'relay', 'lgw'];
export const BUNDLE_DIR = join(root, '.cache', 'openapi');
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** Bundles each surface into .cache/openapi/<surface>.json; exits on failure. */
export async function bundleSurfaces(surfaces = SURFACES) {
  await mkdir(BUNDLE_DIR, { recursive: true });
  for (const surface of surfaces) {
    const code = await run('redocly', ['bundle', `openapi/${surface}.yaml`, '-o', join(BUNDLE_DIR, `${surface}.json`)], {
      spawn: { stdio: ['ignore', 'ignore', 'inherit'] },
    });
    if (code !== 0) throw new Error(`bundling openapi/${surface}.yaml failed`);
  }
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
  return operations.sort((a, b) => a.operationId.localeCompare(b.operationId));
}

export async function allOperations(surfaces = SURFACES) {
  const lists = await Promise.all(surfaces.map(async (s) => listOperations(await readBundle(s), s)));
  return lists.flat();
}
