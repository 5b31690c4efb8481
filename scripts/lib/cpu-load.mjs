// Keeps the machine's cores busy while something else runs, the way a loaded CI machine is:
// one thread per core spinning at normal priority. Bounded: it stops by itself after `maxMs`.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

const SPIN = `
  const { parentPort, workerData } = require('node:worker_threads');
  const until = Date.now() + workerData.maxMs;
  let stop = false;
  parentPort.on('message', () => { stop = true; });
  const spin = () => {
    const slice = Date.now() + 50;
    let x = 0;
    while (Date.now() < slice) x = (x * 31 + 7) % 1000003;
    if (!stop && Date.now() < until) setImmediate(spin); else process.exit(0);
  };
  spin();
`;

/** Starts `threads` spinning threads (default: one per core); returns a function that stops them. */
export function startCpuLoad({ threads = availableParallelism(), maxMs = 60 * 60_000 } = {}) {
  const workers = Array.from({ length: threads }, () => new Worker(SPIN, { eval: true, workerData: { maxMs } }));
  return async () => {
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise((done) => {
            worker.once('exit', done);
            worker.postMessage('stop');
          }),
      ),
    );
  };
}
