// A private redis-server for tests that stop and start Redis: never the shared one at REDIS_URL,
// which other test files (and other people's runs) use at the same time.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, redisAnswers } from '../../../scripts/services.ts';

/**
 * Whether the Redis fault tests can run: they need the `redis-server` binary on PATH. Without it
 * they are skipped with a plain message, unless REQUIRE_REDIS is set (as `.ci/run` does), which
 * makes its absence fail the run, as scripts/check-services.ts does for a missing shared Redis.
 */
export function redisServerAvailable(): boolean {
  if (spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0) return true;
  const how = 'install it (apt-get install -y redis-server)';
  if (process.env.REQUIRE_REDIS) throw new Error(`redis-server is not on PATH: the Redis fault tests cannot run; ${how}.`);
  console.warn(`SKIPPING the Redis fault tests: redis-server is not on PATH; ${how}.`);
  return false;
}

export interface PrivateRedis {
  url: string;
  port: number;
  /** Starts redis-server (again, on the same port) and resolves once it answers PING. */
  start(): Promise<void>;
  /** Kills redis-server at once (SIGKILL: an outage, not a polite shutdown) and waits for its exit. */
  stop(): Promise<void>;
  /** Freezes redis-server (SIGSTOP): connections stay open but nothing answers, as on a lost node. */
  pause(): void;
  /** Thaws it (SIGCONT): everything it held answers again. */
  resume(): void;
  /** Stops it for good and removes its working directory. */
  dispose(): Promise<void>;
}

const START_TIMEOUT_MS = 10_000;

async function launch(port: number, dir: string): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--protected-mode', 'no', '--dir', dir, '--daemonize', 'no'], { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let gone = false;
  void exited.then(() => (gone = true));
  const started = Date.now();
  while (Date.now() - started < START_TIMEOUT_MS) {
    if (gone) throw new Error(`redis-server exited on start (port ${port} taken?)`);
    if (await redisAnswers(`redis://127.0.0.1:${port}`)) return child;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`redis-server on port ${port} did not answer within ${START_TIMEOUT_MS} ms`);
}

/** A redis-server on a free port, persistence off, that the test can stop and start again. */
export async function privateRedis(): Promise<PrivateRedis> {
  const dir = mkdtempSync(path.join(tmpdir(), 'mailmuse-redis-'));
  let port = await freePort();
  let child: ChildProcess | undefined;
  let everStarted = false;
  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  };
  const handle: PrivateRedis = {
    get url() {
      return `redis://127.0.0.1:${port}`;
    },
    get port() {
      return port;
    },
    async start() {
      if (child) return;
      // The first start may lose a race for the free port with another process; pick another.
      // A restart must use the same port: the instance under test is configured with it.
      for (let attempt = 1; ; attempt++) {
        try {
          child = await launch(port, dir);
          everStarted = true;
          return;
        } catch (error) {
          if (everStarted || attempt === 3) throw error;
          port = await freePort();
        }
      }
    },
    stop,
    pause() {
      child?.kill('SIGSTOP');
    },
    resume() {
      child?.kill('SIGCONT');
    },
    async dispose() {
      child?.kill('SIGCONT');
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return handle;
}
