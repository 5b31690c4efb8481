// `npm run deps`: the layers of docs/architecture.md, checked by dependency-cruiser against the
// rules in .dependency-cruiser.cjs. A broken rule fails with the file, the import and the rule.
//
//   node scripts/deps.mjs [files or folders...]   only those (default: src mocks)
//   node scripts/deps.mjs --graph                 the map as Mermaid text, folders collapsed
import { run } from './lib/proc.mjs';

const args = process.argv.slice(2);
const graph = args.includes('--graph');
const paths = args.filter((a) => !a.startsWith('--'));
const targets = paths.length ? paths : ['src', 'mocks'];
const options = graph
  ? ['--output-type', 'mermaid', '--collapse', '^(src/[^/]+|src/features/[^/]+|mocks/platform/[^/]+|mocks/[^/]+)/']
  : ['--output-type', 'err-long'];
process.exit(await run('depcruise', ['--config', '.dependency-cruiser.cjs', ...options, ...targets]));
