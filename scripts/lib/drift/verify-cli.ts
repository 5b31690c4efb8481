/**
 * The command line of contract:verify (scripts/contract-verify.mjs runs it): options in, the
 * report as a table or JSON out, and the exit code: 1 when anything breaks, 0 when nothing does,
 * 2 on a usage error. A function, so tests run it without a process of its own.
 */
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { operations } from '../../../src/generated/operations';
import { checkHar } from './har';
import { exitCodeOf, finishReport, type Report, toJson, toTable } from './report';
import { buildImpactIndex } from './screens';
import { UsageError, verifyBackend } from './verify';

export const USAGE = `usage:
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

export interface CliResult {
  code: 0 | 1 | 2;
  stdout: string;
  stderr: string;
}

const root = join(import.meta.dirname, '..', '..', '..');

const parseOptions = (argv: string[]) =>
  parseArgs({
    args: argv,
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
  }).values;

/** Runs contract:verify with these arguments; `cwd` resolves a relative --har path. */
export async function verifyMain(argv: string[], env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Promise<CliResult> {
  const usage = (message: string): CliResult => ({ code: 2, stdout: '', stderr: `contract:verify: ${message}\n\n${USAGE}` });
  let args: ReturnType<typeof parseOptions>;
  try {
    args = parseOptions(argv);
  } catch (error) {
    return usage((error as Error).message);
  }
  if (args.help) return { code: 0, stdout: USAGE, stderr: '' };
  if (!args.har && !args['base-url']) return usage('give --base-url URL (a running backend) or --har FILE (recorded traffic)');
  if (args.har && args['base-url']) return usage('give either --base-url or --har, not both');
  if (args['base-url'] && !args.merchant) return usage('--merchant CODE is required against a backend');

  let report: Report;
  try {
    if (args.har) report = checkHar(resolve(cwd, args.har));
    else {
      report = await verifyBackend({
        baseUrl: args['base-url']!,
        merchant: args.merchant!,
        language: args.language,
        username: args.username,
        password: args.password ?? env.CONTRACT_PASSWORD,
        token: args.token ?? env.CONTRACT_TOKEN,
        allowWrites: args['allow-writes'],
        only: args.only
          ?.split(',')
          .map((s) => s.trim())
          .filter(Boolean),
        timeoutMs: args.timeout ? Number(args.timeout) : undefined,
      });
    }
  } catch (error) {
    // A problem with the run itself: bad options, the login refused, a HAR that cannot be read.
    const e = error as NodeJS.ErrnoException;
    if (error instanceof UsageError || e.code === 'ENOENT' || error instanceof SyntaxError)
      return { code: 2, stdout: '', stderr: `contract:verify: ${e.message}` };
    throw error;
  }

  finishReport(
    report,
    buildImpactIndex(
      root,
      operations.map((op) => op.operationId),
    ),
    { allowAdditions: args['allow-additions'] },
  );
  const heading = `contract:verify ${report.tool === 'har' ? `--har ${report.target}` : `against ${report.target}`}`;
  return { code: exitCodeOf(report), stdout: args.json ? toJson(report) : `${heading}\n\n${toTable(report)}`, stderr: '' };
}
