import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { buildApp, type AppOptions, type BuiltApp } from '../src/app.ts';
import { testConfig, type Config } from '../src/config.ts';

export interface RunningApp {
  url: string;
  built: BuiltApp;
  config: Config;
  server: Server;
  close(): Promise<void>;
}

/** Starts the real Koa app on an ephemeral port, as the tests' HTTP peer. */
export async function startApp(overrides: Partial<Record<keyof Config, string>> = {}, options: AppOptions = {}): Promise<RunningApp> {
  const config = testConfig(overrides);
  const built = buildApp(config, options);
  const server = built.app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    built,
    config,
    server,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await built.close();
    },
  };
}

export interface TestSession {
  id: string;
  cookie: string;
}

export async function newSession(url: string): Promise<TestSession> {
  const res = await fetch(`${url}/api/chat/new`, { method: 'POST' });
  if (!res.ok) throw new Error(`session creation failed: ${res.status}`);
  const { id } = (await res.json()) as { id: string };
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0]!;
  return { id, cookie };
}

export function postJson(url: string, body: unknown, headers: Record<string, string> = {}, signal?: AbortSignal): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...(signal ? { signal } : {}),
  });
}

export interface SseFrame {
  id?: number;
  event: string;
  data: unknown;
  /** performance.now() when the frame was parsed. */
  at: number;
}

/** Reads SSE frames from a response as they arrive; stops after `limit` frames if given. */
export async function* sseFrames(res: Response): AsyncGenerator<SseFrame> {
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (block.startsWith(':')) continue;
      const frame: SseFrame = { event: 'message', data: undefined, at: performance.now() };
      for (const line of block.split('\n')) {
        const colon = line.indexOf(':');
        const field = line.slice(0, colon);
        const value = line.slice(colon + 1).replace(/^ /, '');
        if (field === 'id') frame.id = Number(value);
        else if (field === 'event') frame.event = value;
        else if (field === 'data') frame.data = JSON.parse(value);
      }
      yield frame;
    }
  }
}

export async function readAllFrames(res: Response): Promise<SseFrame[]> {
  const frames: SseFrame[] = [];
  for await (const f of sseFrames(res)) frames.push(f);
  return frames;
}
