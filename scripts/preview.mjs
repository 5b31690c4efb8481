// `npm run preview`: serves the production build against the mock server, on one origin.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { root, run, step } from './lib/proc.mjs';

if (!existsSync(join(root, 'dist', 'index.html'))) await step('build', 'node', ['scripts/build.mjs']);
process.exit(await run('node', ['scripts/mock-server.mjs', '--static', 'dist', '--port', process.env.PORT ?? '4173']));
