/**
 * The load generator, run as its own process so it never shares a CPU budget with the server:
 * `node scripts/bench/load-generator.ts '<json options>'`. Prints `ready`, waits for `go` on stdin,
 * runs the clients, and prints one JSON line with the results.
 */
import { createInterface } from 'node:readline';
import { runLoad, type LoadOptions } from './load-client.ts';

const options = JSON.parse(process.argv[2] ?? '{}') as LoadOptions;
process.stdout.write('ready\n');
const lines = createInterface({ input: process.stdin });
for await (const line of lines) {
  if (line.trim() !== 'go') continue;
  const result = await runLoad(options);
  process.stdout.write(`${JSON.stringify(result)}\n`);
  break;
}
lines.close();
process.exit(0);
