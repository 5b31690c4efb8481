// `npm run contract:docs`: a browsable HTML reference of the contract for backend teams (issue 28),
// one page per surface built by Redocly (`redocly build-docs`, Redoc inlined: no network needed)
// and an index linking them, in docs-build/contract/. Each operation shows its platform facts
// first: provenance (spec, observed, proposed), module id, session, encryption, and whether it is
// deprecated, as badges beside its name and as the first line of its description.
import { execFile } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { bundleFile, listOperations, SURFACES, sessionNeed } from './lib/contract.mjs';
import { childEnv, root } from './lib/proc.mjs';

const execFileAsync = promisify(execFile);

const OUT = join(root, 'docs-build', 'contract');
const WORK = join(root, '.cache', 'contract-docs');
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

const TITLES = {
  wps: 'WPS gateway (/wps)',
  relay: 'Relay services (/wps/relay)',
  lgw: 'Lottery gateway (/lgw, /lotto/lgw)',
};

const PROVENANCE = {
  spec: 'named in the product spec',
  observed: 'observed on the platform (platform facts only)',
  proposed: 'proposed here for a screen the spec names without a call',
};
const SESSION = {
  none: 'none (no Authorization header)',
  required: 'required (Authorization: the login token)',
  optional: 'optional (Authorization when signed in)',
};
// Light fills: Redoc writes a badge's text dark.
const BADGE_COLOURS = { spec: '#81c784', observed: '#64b5f6', proposed: '#ce93d8' };

/** The facts of one operation, as a Markdown line and as Redoc badges. */
function facts(op) {
  const provenance = op['x-provenance'] ?? 'unknown';
  const moduleId = op['x-module-id'] ?? null;
  const session = sessionNeed(op.security);
  const encrypted = op['x-encrypted'] === true;
  const deprecated = op.deprecated === true;
  const line = [
    `**Provenance:** ${provenance} (${PROVENANCE[provenance] ?? 'not stated'})`,
    `**Module id:** ${moduleId ? `\`${moduleId}\`` : 'none sent'}`,
    `**Session:** ${SESSION[session]}`,
    `**Encryption:** ${encrypted ? 'encrypted body (DES, with the RSA-encrypted key in the `Encryption` header)' : 'none'}`,
    `**Deprecated:** ${deprecated ? 'yes' : 'no'}`,
  ].join(' · ');
  const badges = [
    { name: provenance, color: BADGE_COLOURS[provenance] ?? '#e0e0e0' },
    { name: moduleId ?? 'no module id', color: '#cfd8dc' },
    { name: { none: 'no session', required: 'session', optional: 'session optional' }[session], color: session === 'none' ? '#eeeeee' : '#ffcc80' },
    ...(encrypted ? [{ name: 'encrypted', color: '#ef9a9a' }] : []),
    // Redoc marks a deprecated operation itself.
  ];
  return { line, badges };
}

/** Writes the facts into every operation of a bundled surface; returns the surface's counts. */
function annotate(bundle) {
  const counts = { operations: 0, spec: 0, observed: 0, proposed: 0, encrypted: 0, deprecated: 0 };
  for (const item of Object.values(bundle.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const { line, badges } = facts(op);
      op.description = op.description ? `${line}\n\n${op.description}` : line;
      op['x-badges'] = badges;
      counts.operations += 1;
      counts[op['x-provenance']] = (counts[op['x-provenance']] ?? 0) + 1;
      if (op['x-encrypted'] === true) counts.encrypted += 1;
      if (op.deprecated === true) counts.deprecated += 1;
    }
  }
  const legend = [
    'Every operation begins with its platform facts: **provenance** (`spec` named in the product',
    'spec, `observed` only in the platform facts, `proposed` designed here), **module id** (the',
    '`ModuleId` header), **session** (none, required or optional `Authorization`), **encryption**',
    '(an encrypted body travels as `{ "value": "<DES, Base64>" }` with the `Encryption` header;',
    'the documented body is the plain one) and whether it is **deprecated**.',
  ].join('\n');
  bundle.info = { ...bundle.info, description: `${legend}\n\n${bundle.info?.description ?? ''}` };
  return counts;
}

await rm(OUT, { recursive: true, force: true });
await mkdir(OUT, { recursive: true });
await mkdir(WORK, { recursive: true });

const rows = [];
for (const surface of SURFACES) {
  const input = join(WORK, `${surface}.json`);
  const bundle = await bundleFile(`openapi/${surface}.yaml`, input, { quiet: true });
  const counts = annotate(bundle);
  await writeFile(input, JSON.stringify(bundle));
  const output = join(OUT, `${surface}.html`);
  // Redocly's banners and progress are shown only when it fails.
  await execFileAsync('redocly', ['build-docs', input, '-o', output, '--title', `${TITLES[surface]} · contract`, '--inlineBundle'], {
    cwd: root,
    env: childEnv(),
  }).catch((error) => {
    console.error(`[contract:docs] redocly build-docs failed for ${surface}:\n${error.stdout ?? ''}${error.stderr ?? error.message}`);
    process.exit(1);
  });
  rows.push({ surface, version: bundle.info?.version ?? '', operations: listOperations(bundle, surface).length, ...counts });
}

const html = (text) => String(text).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const index = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Platform contract reference</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 2rem auto; max-width: 52rem; padding: 0 1rem; color: #1c1c1c; }
  table { border-collapse: collapse; width: 100%; }
  th, td { border-bottom: 1px solid #ddd; padding: .4rem .6rem; text-align: left; }
  td.n { text-align: right; font-variant-numeric: tabular-nums; }
  code { background: #f3f3f3; padding: 0 .2rem; }
</style>
</head>
<body>
<h1>Platform contract reference</h1>
<p>The three surfaces of the OpenAPI contract (<code>openapi/</code>), built by <code>npm run contract:docs</code>.
Each operation opens with its provenance, module id, session need, encryption and deprecation.</p>
<table>
<thead><tr><th>surface</th><th>operations</th><th>spec</th><th>observed</th><th>proposed</th><th>encrypted</th><th>deprecated</th></tr></thead>
<tbody>
${rows
  .map(
    (r) =>
      `<tr><td><a href="${r.surface}.html">${html(TITLES[r.surface])}</a></td><td class="n">${r.operations}</td><td class="n">${r.spec}</td><td class="n">${r.observed}</td><td class="n">${r.proposed}</td><td class="n">${r.encrypted}</td><td class="n">${r.deprecated}</td></tr>`,
  )
  .join('\n')}
</tbody>
</table>
<p>Shared components (envelope, errors, headers, the session scheme) are in <code>openapi/components.yaml</code> and appear inside each surface.</p>
</body>
</html>
`;
await writeFile(join(OUT, 'index.html'), index);
const total = rows.reduce((n, r) => n + r.operations, 0);
console.log(
  `[contract:docs] ${total} operations in ${rows.length} surfaces: open ${relative(process.cwd(), join(OUT, 'index.html')) || join(OUT, 'index.html')}`,
);
