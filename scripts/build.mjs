// `npm run build`: the static production site in dist/ (no msw, faker or mock platform in it).
import { run } from './lib/proc.mjs';

process.exit(await run('vite', ['build', ...process.argv.slice(2)], { env: { VITE_MOCKS: 'off' } }));
