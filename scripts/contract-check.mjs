// `npm run contract:check`: lints the contract, regenerates, and fails when src/generated/ is not
// what the contract gives (someone edited the contract without regenerating, or edited
// generated code by hand), or when the contract allows a reply larger than the site reads
// (scripts/lib/reply-size.mjs).
import { execFileSync } from 'node:child_process';
import { readBundle, SURFACES } from './lib/contract.mjs';
import { root, step } from './lib/proc.mjs';
import { oversizedReplies, REPLY_SIZE_LIMIT } from './lib/reply-size.mjs';

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

// Every reply the contract allows, at its bounds, is one the site reads (issue 28).
const bundles = Object.fromEntries(await Promise.all(SURFACES.map(async (s) => [s, await readBundle(s)])));
const oversized = oversizedReplies(bundles);
if (oversized.length) {
  console.error(`✖ ${oversized.length} operation(s) allow a reply larger than ${REPLY_SIZE_LIMIT / 1024} KB, which the site may refuse (src/lib/reply.ts):`);
  for (const r of oversized)
    console.error(
      `  ${r.operationId} (${r.method} ${r.path}): ${Number.isFinite(r.size) ? `${Math.round(r.size / 1024)} KB` : 'unbounded'}${r.why.length ? ` (${r.why.slice(0, 3).join('; ')})` : ''}`,
    );
  console.error('Lower the maxItems and maxLength that make it (what a page of its screen shows), or give a schema that contains itself an x-max-depth.');
  process.exit(1);
}
console.log(`✔ every reply the contract allows is within ${REPLY_SIZE_LIMIT / 1024} KB`);
