/**
 * A diagnostic for where a server's peak memory is: loaded into every process of a benchmark run
 * with `NODE_OPTIONS=--import=./scripts/bench/heap-spaces.ts` (which the benchmark passes on to its
 * servers and load generators), it samples the resident set every 50 ms and, when the process
 * ends, appends one line to `mailmuse-heap-spaces.txt` in the system's temporary folder: the
 * process's arguments, its peak RSS, and V8's heap spaces (committed / used, MB) at that peak.
 * The sampling costs a little CPU in every process, so a run with it is not a measurement run.
 * Not part of `npm test` or `npm run bench`.
 */
import { appendFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';

const file = path.join(os.tmpdir(), 'mailmuse-heap-spaces.txt');
{
  let peak = 0;
  let spaces = '';
  const mb = (bytes: number) => (bytes / 1048576).toFixed(0);
  setInterval(() => {
    const rss = process.memoryUsage.rss();
    if (rss <= peak) return;
    peak = rss;
    spaces = v8
      .getHeapSpaceStatistics()
      .filter((s) => s.space_size > 0)
      .map((s) => `${s.space_name.replace(/_space$/, '')} ${mb(s.space_size)}/${mb(s.space_used_size)}`)
      .join(', ');
  }, 50).unref();
  const write = () => appendFileSync(file, `${process.pid} ${process.argv.slice(1).join(' ')}: peak RSS ${mb(peak)} MB; ${spaces}\n`);
  process.once('exit', write);
  // Benchmark servers end on SIGTERM through process.exit, which runs the exit handler.
}
