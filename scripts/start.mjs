// `npm start`: the site on the mock platform, or proxied to API_TARGET with the mocks off.
import { run } from './lib/proc.mjs';

const target = process.env.API_TARGET?.trim();
if (target) {
  if (!/^https?:\/\//.test(target)) {
    console.error(`API_TARGET must be an http(s) address, got "${target}"`);
    process.exit(2);
  }
  console.log(`Starting the site against ${target}: /wps, /lgw and /lotto are proxied there; the mocks are off.`);
} else {
  console.log('Starting the site on the mock platform (no backend needed).');
  console.log(
    'Demo accounts: member01/Member123 (member), agent01/Agent123 (agent), expired01/Expired123 (expired password), newbie01/Abc123456 (default password); free demo logs in as a guest.',
  );
  console.log(
    'Scenarios: add ?scenario=NAME to any address (maintenance, region-restricted, server-error, slow, empty, captcha, login-required, session-expired, second-verification, default).',
  );
}
process.exit(await run('vite', process.argv.slice(2)));
