// `npm run contract:check`: lints the contract, regenerates, and fails when src/generated/ is not
// what the contract gives (someone edited the contract without regenerating, or edited
// generated code by hand).
import { execFileSync } from 'node:child_process';
import { root, step } from './lib/proc.mjs';

await step('lint the contract (redocly)', 'redocly', ['lint', '--format', 'stylish']);
await step('regenerate from the contract', 'node', ['scripts/generate.mjs']);
const changed = execFileSync('git', ['status', '--porcelain', '--untracked-files=all', '--', 'src/generated'], { cwd: root, encoding: 'utf8' }).trim();
if (changed) {
  console.error('✖ src/generated/ differs from what the contract generates:');
  console.error(changed);
  console.error(execFileSync('git', ['--no-pager', 'diff', '--stat', '--', 'src/generated'], { cwd: root, encoding: 'utf8' }));
  console.error('Run `npm run generate` and commit openapi/ and src/generated/ together.');
  process.exit(1);
}
console.log('✔ src/generated/ matches the contract');
