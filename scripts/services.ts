import { existsSync } from 'node:fs';
import net from 'node:net';

/** Where the browser tests find Chromium: CHROMIUM_PATH, or Debian's package. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const REDIS_TEST_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

export function hasChromium(): boolean {
  return existsSync(CHROMIUM_PATH);
}

/** Whether a Redis server answers PING at REDIS_URL (within a second). */
export function redisAnswers(url = REDIS_TEST_URL): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname || '127.0.0.1', port: Number(port || 6379) });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG') || data.toString().startsWith('-NOAUTH')));
  });
}

/** A port nothing listens on right now, for a server a test starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
