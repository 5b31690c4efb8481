// `npm run contract:diff -- [--surface wps] [--json] [--allow-additions] THEIRS.yaml [MORE.yaml...]`
// Compares a backend's published OpenAPI description (YAML or JSON, one file or several joined by
// $ref; several root files are read as one API) with our contract, classes each difference as
// breaking or not and names the screens it breaks. Exit 1 when anything breaks, 0 when nothing
// does, 2 on a usage error. See docs/contract-drift.md.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { register } from 'tsx/esm/api';
import { bundleFile, SURFACES } from './lib/contract.mjs';
import { root } from './lib/proc.mjs';

const USAGE = `usage: npm run contract:diff -- [options] THEIRS.yaml [MORE.yaml...]
  THEIRS                 their OpenAPI description (YAML or JSON; external $refs are bundled)
  --surface NAME         compare only our operations of this surface (${SURFACES.join(', ')}); repeatable
  --allow-additions      reply fields and error statuses our contract does not declare are non-breaking
  --json                 machine-readable output`;

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: {
      surface: { type: 'string', multiple: true },
      'allow-additions': { type: 'boolean' },
      json: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
} catch (error) {
  console.error(`${error.message}\n\n${USAGE}`);
  process.exit(2);
}
const { values: args } = parsed;
// npm runs scripts from the package root; a relative path means the caller's folder.
const files = parsed.positionals.map((file) => resolve(process.env.INIT_CWD ?? process.cwd(), file));
if (args.help) {
  console.info(USAGE);
  process.exit(0);
}
const usage = (message) => {
  console.error(`contract:diff: ${message}\n\n${USAGE}`);
  process.exit(2);
};
if (!files.length) usage('give the OpenAPI file(s) to compare with ours');
for (const file of files) if (!existsSync(file)) usage(`${file} does not exist`);
const surfaces = args.surface ?? SURFACES;
for (const surface of surfaces) if (!SURFACES.includes(surface)) usage(`--surface ${surface}: ours are ${SURFACES.join(', ')}`);

// Both sides are bundled into a folder of this run's own, so parallel runs never share files.
const work = await mkdtemp(join(tmpdir(), 'contract-diff-'));
let ours;
let theirs;
try {
  [ours, theirs] = await Promise.all([
    Promise.all(
      surfaces.map(async (surface) => ({ surface, bundle: await bundleFile(`openapi/${surface}.yaml`, join(work, `ours-${surface}.json`), { quiet: true }) })),
    ),
    Promise.all(files.map(async (file, i) => ({ bundle: await bundleFile(file, join(work, `${i}-${basename(file)}.json`), { quiet: true }) }))),
  ]);
} catch (error) {
  console.error(`contract:diff: ${error.message}`);
  process.exit(2);
} finally {
  await rm(work, { recursive: true, force: true });
}

register();
const { diffContracts } = await import('./lib/drift/diff.mjs');
const { buildImpactIndex } = await import('./lib/drift/screens.ts');
const { finishReport, exitCodeOf, toJson, toTable } = await import('./lib/drift/report.ts');
const { operations } = await import('../src/generated/operations.ts');

const report = diffContracts(ours, theirs, files.join(', '));
finishReport(
  report,
  buildImpactIndex(
    root,
    operations.map((op) => op.operationId),
  ),
  { allowAdditions: args['allow-additions'] },
);
console.info(args.json ? toJson(report) : `contract:diff ours (${surfaces.join(', ')}) against ${report.target}\n\n${toTable(report)}`);
process.exit(exitCodeOf(report));
