import { spawn } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The environment for children: this Node and the project's binaries first on PATH. */
export function childEnv(extra = {}) {
  const path = [dirname(process.execPath), join(root, 'node_modules', '.bin'), process.env.PATH].join(':');
  return { ...process.env, PATH: path, ...extra };
}

/** Runs a command, streaming its output; resolves to its exit code. */
export function run(command, args = [], options = {}) {
  return new Promise((resolvePromise) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: root, env: childEnv(options.env), ...options.spawn });
    child.on('error', (error) => {
      console.error(`[run] ${command}: ${error.message}`);
      resolvePromise(1);
    });
    child.on('exit', (code, signal) => resolvePromise(code ?? (signal ? 1 : 0)));
  });
}

export const stepCount = { passed: 0 };

/** Runs a command and exits the process on failure. */
export async function step(label, command, args = [], options = {}) {
  const started = Date.now();
  console.log(`\n▶ ${label}`);
  const code = await run(command, args, options);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (code !== 0) {
    console.error(`✖ ${label} failed (exit ${code}, ${seconds}s)`);
    console.error(`checks: ${stepCount.passed} passed, 1 failed`);
    process.exit(code);
  }
  stepCount.passed += 1;
  console.log(`✔ ${label} (${seconds}s)`);
}
