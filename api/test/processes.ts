import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../scripts/services.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Longer than any drain the tests configure (SHUTDOWN_GRACE_MS plus the streams' last events). */
const STOP_TIMEOUT_MS = 20_000;

export interface ApiProcess {
  url: string;
  child: ChildProcess;
  /** Every line the process wrote to stdout and stderr. */
  output: string[];
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Starts `node api/src/server.ts` (the production entry) as a separate process on a free port. */
export async function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['api/src/server.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', LOG_LEVEL: 'info', HOST: '127.0.0.1', PORT: String(port), COMPOSER_PACE_MS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const collect = (chunk: Buffer) => output.push(...chunk.toString().split('\n').filter(Boolean));
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const started = Date.now();
    const poll = setInterval(() => {
      if (output.some((l) => l.includes('listening'))) {
        clearInterval(poll);
        resolve();
      } else if (child.exitCode !== null || Date.now() - started > 15_000) {
        clearInterval(poll);
        reject(new Error(`API process did not start:\n${output.join('\n')}`));
      }
    }, 25);
  });
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return exited;
      child.kill(signal);
      // A shutdown that hangs must fail the test that asked for it, not leave a process behind.
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      try {
        return await exited;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

export { freePort };
