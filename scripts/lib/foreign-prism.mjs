// The independent server of `npm run test:foreign`: Stoplight Prism in its dynamic mode, one
// instance per surface, over our own contract bundled by Redocly (as scripts/generate.mjs bundles
// it, into a folder of our own so a generate running meanwhile cannot change it under Prism).
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { bundleFile, resolveRef, SURFACES } from './contract.mjs';
import { childEnv, root } from './proc.mjs';

export const FOREIGN_DIR = join(root, '.cache', 'foreign');
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** The wire form of an encrypted body (components.yaml EncryptedBody): `{ "value": "<DES, Base64>" }`. */
const WIRE_BODY = {
  type: 'object',
  description: 'The wire form of an x-encrypted body (EncryptedBody): the documented body, encrypted.',
  required: ['value'],
  properties: { value: { type: 'string', contentEncoding: 'base64' } },
};

/** Whether a request body schema is already the wire form: one required string `value`, nothing else required. */
function isWireForm(bundle, schema) {
  const resolved = resolveRef(bundle, schema);
  const required = resolved.required ?? [];
  const value = resolveRef(bundle, resolved.properties?.value ?? {});
  return required.length === 1 && required[0] === 'value' && value.type === 'string';
}

/**
 * Bundles each surface and, unless `asDeclared`, serves Prism the wire form of every `x-encrypted`
 * operation whose contract still describes only the plain body (issue 28: the site sends
 * `{ value }` with an `Encryption` header; a request schema of the plain body makes Prism refuse
 * every such call). Operations whose contract declares the wire form are served as declared.
 * Returns, per surface, the file Prism reads and the operations whose body was rewritten.
 */
export async function prepareDocuments({ asDeclared = false } = {}) {
  await mkdir(FOREIGN_DIR, { recursive: true });
  const documents = {};
  for (const surface of SURFACES) {
    const file = join(FOREIGN_DIR, `${surface}.json`);
    const bundle = await bundleFile(`openapi/${surface}.yaml`, file, { quiet: true });
    const rewritten = [];
    const encrypted = [];
    for (const item of Object.values(bundle.paths ?? {})) {
      for (const method of METHODS) {
        const op = item[method];
        if (op?.['x-encrypted'] !== true) continue;
        encrypted.push(op.operationId);
        const body = resolveRef(bundle, op.requestBody ?? {});
        const media = body.content?.['application/json'];
        if (!media || isWireForm(bundle, media.schema ?? {})) continue;
        if (asDeclared) continue;
        op.requestBody = { ...body, content: { 'application/json': { schema: WIRE_BODY } } };
        rewritten.push(op.operationId);
      }
    }
    if (rewritten.length) await writeFile(file, JSON.stringify(bundle));
    documents[surface] = { file, encrypted, rewritten };
  }
  return documents;
}

/** Prism's heap: a reply the contract lets grow without bound exhausts it sooner, and Prism is started again. */
const PRISM_HEAP_MB = 2048;

/**
 * Starts `prism mock -d` on a document; resolves once it listens. Its log goes to `logFile`.
 * Normal validation: a request the contract does not allow gets the contract's 400 reply where it
 * has one, else Prism's own 422; `--errors` stays off (replies are not checked against requests).
 * `onExit(code, tail)` is called if it ends on its own after it listened, with its log's last lines.
 */
export function startPrism({ file, port, logFile, seed, onExit = () => {} }) {
  return new Promise((resolvePromise, reject) => {
    const args = ['mock', '-d', '-h', '127.0.0.1', '-p', String(port), ...(seed ? ['--seed', seed] : []), file];
    const child = spawn('prism', args, {
      cwd: root,
      env: childEnv({ NODE_OPTIONS: `--max-old-space-size=${PRISM_HEAP_MB}` }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const log = createWriteStream(logFile, { flags: 'a' });
    let seen = '';
    let done = false;
    let stopping = false;
    const timer = setTimeout(() => finish(new Error(`Prism on ${file} did not start in 120 s (log: ${logFile})`)), 120_000);
    function finish(error) {
      if (done) return;
      done = true;
      clearTimeout(timer);
      if (error) {
        child.kill();
        reject(error);
      } else
        resolvePromise({
          port,
          stop: () =>
            new Promise((resolveStop) => {
              stopping = true;
              if (child.exitCode !== null || child.signalCode !== null) return resolveStop();
              child.once('exit', () => resolveStop());
              child.kill('SIGTERM');
            }),
        });
    }
    const watch = (chunk) => {
      log.write(chunk);
      seen = (seen + chunk.toString()).slice(-4000);
      if (!done && /Prism is listening/.test(seen)) finish();
    };
    child.stdout.on('data', watch);
    child.stderr.on('data', watch);
    child.on('error', (error) => finish(error));
    child.on('exit', (code, signal) => {
      if (!done) finish(new Error(`Prism on ${file} exited with ${code ?? signal} before it listened (log: ${logFile})`));
      else if (!stopping) onExit(code ?? signal, seen);
    });
  });
}
