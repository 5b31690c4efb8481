// `npm run contract:verify -- --base-url URL --merchant CODE [--username U --password P | --token T]`
// `npm run contract:verify -- --har FILE`
// Checks a running backend (or recorded traffic) against the contract and names the screens each
// difference breaks. Exit 1 when anything breaks, 0 when nothing does, 2 on a usage error.
// See docs/contract-drift.md.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { register } from 'tsx/esm/api';
import { root } from './lib/proc.mjs';

const USAGE = `usage:
  npm run contract:verify -- --base-url URL --merchant CODE [options]
  npm run contract:verify -- --har FILE [options]

against a running backend:
  --base-url URL        the backend (its /wps, /lgw and /lotto paths)
  --merchant CODE       the Merchant header
  --language CODE       the Language header (default EN)
  --username U          log in as U for the operations that need a session
  --password P          (or the CONTRACT_PASSWORD environment variable)
  --token T             a session token instead of a login (or CONTRACT_TOKEN); never printed
  --allow-writes        also call the operations not marked x-safe (they may change data)
  --only ID,ID          only these operations
  --timeout MS          per call (default 30000)
against recorded traffic:
  --har FILE            a HAR file (browser or Playwright, with the reply bodies embedded)
both:
  --allow-additions     reply fields the contract does not declare are non-breaking
  --json                machine-readable output`;

let args;
try {
  ({ values: args } = parseArgs({
    options: {
      'base-url': { type: 'string' },
      merchant: { type: 'string' },
      language: { type: 'string' },
      username: { type: 'string' },
      password: { type: 'string' },
      token: { type: 'string' },
      'allow-writes': { type: 'boolean' },
      'allow-additions': { type: 'boolean' },
      only: { type: 'string' },
      timeout: { type: 'string' },
      har: { type: 'string' },
      json: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  }));
} catch (error) {
  console.error(`${error.message}\n\n${USAGE}`);
  process.exit(2);
}
if (args.help) {
  console.info(USAGE);
  process.exit(0);
}
const usage = (message) => {
  console.error(`contract:verify: ${message}\n\n${USAGE}`);
  process.exit(2);
};
if (!args.har && !args['base-url']) usage('give --base-url URL (a running backend) or --har FILE (recorded traffic)');
if (args.har && args['base-url']) usage('give either --base-url or --har, not both');
if (args['base-url'] && !args.merchant) usage('--merchant CODE is required against a backend');

register();
const { buildImpactIndex } = await import('./lib/drift/screens.ts');
const { finishReport, exitCodeOf, toJson, toTable } = await import('./lib/drift/report.ts');
const { operations } = await import('../src/generated/operations.ts');

let report;
try {
  if (args.har) {
    const { checkHar } = await import('./lib/drift/har.ts');
    // npm runs scripts from the package root; a relative path means the caller's folder.
    report = checkHar(resolve(process.env.INIT_CWD ?? process.cwd(), args.har));
  } else {
    const { verifyBackend } = await import('./lib/drift/verify.ts');
    report = await verifyBackend({
      baseUrl: args['base-url'],
      merchant: args.merchant,
      language: args.language,
      username: args.username,
      password: args.password ?? process.env.CONTRACT_PASSWORD,
      token: args.token ?? process.env.CONTRACT_TOKEN,
      allowWrites: args['allow-writes'],
      only: args.only?.split(',').map((s) => s.trim()).filter(Boolean),
      timeoutMs: args.timeout ? Number(args.timeout) : undefined,
    });
  }
} catch (error) {
  // A usage problem (bad options, the login refused, a HAR that cannot be read): exit 2.
  if (error?.name === 'UsageError' || error?.constructor?.name === 'UsageError' || error?.code === 'ENOENT' || error instanceof SyntaxError) {
    console.error(`contract:verify: ${error.message}`);
    process.exit(2);
  }
  throw error;
}

finishReport(report, buildImpactIndex(root, operations.map((op) => op.operationId)), { allowAdditions: args['allow-additions'] });
console.info(args.json ? toJson(report) : `contract:verify ${report.tool === 'har' ? `--har ${report.target}` : `against ${report.target}`}\n\n${toTable(report)}`);
process.exit(exitCodeOf(report));
