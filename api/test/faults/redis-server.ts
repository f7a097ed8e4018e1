// A private redis-server for tests that stop and start Redis: never the shared one at REDIS_URL.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { freePort } from '../../../scripts/services.ts';

export function hasRedisServer(): boolean {
  return spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;
}

export interface PrivateRedis {
  url: string;
  port: number;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** A redis-server on a free port, persistence off, that the test can stop and start again. */
export async function privateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const handle: PrivateRedis = {
    url: `redis://127.0.0.1:${port}`,
    port,
    async start() {
      child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--protected-mode', 'no'], { stdio: 'ignore' });
      const started = Date.now();
      while (Date.now() - started < 5000) {
        const ping = spawnSync('redis-cli', ['-p', String(port), 'ping'], { encoding: 'utf8' });
        if (ping.stdout?.trim() === 'PONG') return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`redis-server on port ${port} did not start`);
    },
    async stop() {
      const running = child;
      child = undefined;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGKILL');
      await exited;
    },
  };
  return handle;
}
