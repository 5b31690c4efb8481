// `npm test`: everything CI checks, in order, stopping at the first failure.
import { step, stepCount } from './lib/proc.mjs';

const started = Date.now();
await step('contract check', 'node', ['scripts/contract-check.mjs']);
await step('typecheck', 'tsc', ['--noEmit', '-p', 'tsconfig.json']);
await step('lint (biome)', 'biome', ['lint', '--error-on-warnings']);
await step('unit and component tests (vitest)', 'vitest', ['run']);
await step('size check (builds dist/)', 'node', ['scripts/size.mjs']);
await step('browser tests (Playwright, Chromium)', 'node', ['scripts/e2e.mjs', '--no-build']);
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)}s.`);
console.log(`checks: ${stepCount.passed} passed, 0 failed`);
