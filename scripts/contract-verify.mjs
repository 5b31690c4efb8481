// `npm run contract:verify -- --base-url URL --merchant CODE [--username U --password P | --token T]`
// `npm run contract:verify -- --har FILE`
// Checks a running backend (or recorded traffic) against the contract and names the screens each
// difference breaks. Exit 1 when anything breaks, 0 when nothing does, 2 on a usage error.
// The command line is scripts/lib/drift/verify-cli.ts; see docs/contract-drift.md.
import { register } from 'tsx/esm/api';

register();
const { verifyMain } = await import('./lib/drift/verify-cli.ts');
// npm runs scripts from the package root; a relative --har path means the caller's folder.
const { code, stdout, stderr } = await verifyMain(process.argv.slice(2), process.env, process.env.INIT_CWD ?? process.cwd());
if (stdout) console.info(stdout);
if (stderr) console.error(stderr);
process.exit(code);
