// Runs a binary from node_modules/.bin with this process's Node on PATH (see scripts/node.mjs).
import { run } from './lib/proc.mjs';

const [bin, ...args] = process.argv.slice(2);
process.exit(await run(bin, args));
