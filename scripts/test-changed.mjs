// `npm run test:changed [-- REF]`: the quick loop. Runs what a change touches, against REF
// (default: HEAD, so the uncommitted changes; `main` or `origin/main` for a branch's):
//
//   - the typecheck and the layer rules, on the whole tree (seconds);
//   - Biome's format and lint on the changed files;
//   - the vitest tests of the changed files and of everything that imports them
//     (vitest's own import graph, `--changed`);
//   - the browser tests only when a spec or its helpers changed (`--only-changed`), on a fresh
//     build (browser specs drive the built site, so a source change alone does not pick them:
//     run `npm run test:e2e` for those).
import { execFileSync } from 'node:child_process';
import { root, step, stepCount } from './lib/proc.mjs';

const ref = process.argv[2] ?? 'HEAD';
const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
const changed = [...git('diff', '--name-only', '--diff-filter=d', ref).split('\n'), ...git('ls-files', '--others', '--exclude-standard').split('\n')].filter(
  Boolean,
);
if (!changed.length) {
  console.log(`Nothing changed since ${ref}.`);
  process.exit(0);
}
console.log(`${changed.length} file(s) changed since ${ref}.`);

const started = Date.now();
const code = changed.filter((f) => /\.(ts|tsx|mjs|js|json|css)$/.test(f) && !f.startsWith('src/generated/'));
if (changed.some((f) => f.startsWith('openapi/'))) await step('contract check', 'node', ['scripts/contract-check.mjs']);
await step('typecheck', 'tsc', ['--noEmit', '-p', 'tsconfig.json']);
if (code.length) await step('format and lint (biome)', 'biome', ['check', '--error-on-warnings', '--no-errors-on-unmatched', ...code]);
await step('layers (dependency-cruiser)', 'node', ['scripts/deps.mjs']);
await step('unit and component tests of the change (vitest)', 'vitest', ['run', '--changed', ref, '--passWithNoTests']);
if (changed.some((f) => f.startsWith('tests/'))) {
  await step('browser tests of the change (Playwright)', 'node', ['scripts/e2e.mjs', `--only-changed=${ref}`]);
}
console.log(`\nThe change's checks passed in ${((Date.now() - started) / 1000).toFixed(0)}s.`);
console.log(`checks: ${stepCount.passed} passed, 0 failed`);
