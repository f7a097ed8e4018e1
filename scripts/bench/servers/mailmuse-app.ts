import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { LanguageModelV4 } from '@ai-sdk/provider';
import { buildApp, type AppOptions, type BuiltApp } from '../../../api/src/app.ts';
import { loadConfig, type Config } from '../../../api/src/config.ts';
import { benchEngine } from '../bench-model.ts';

/** Limits high enough that a benchmark measures streaming, never a 429. */
export const GENEROUS_LIMITS = {
  RATE_SESSIONS_PER_IP_PER_HOUR: '1000000000',
  RATE_GENERATIONS_PER_SESSION_PER_MINUTE: '1000000000',
  RATE_GENERATIONS_PER_IP_PER_HOUR: '1000000000',
};

/** The production settings, over plain HTTP on loopback. */
export const PRODUCTION_ENV: Record<string, string> = {
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  COOKIE_SECURE: 'false',
  HOST: '127.0.0.1',
  ...GENEROUS_LIMITS,
};

export interface InProcessApp {
  url: string;
  server: Server;
  built: BuiltApp;
  config: Config;
  close(): Promise<void>;
}

/** The real app (same middleware, stores and routes as `node api/src/server.ts`), listening on loopback. */
export async function startMailMuse(
  model: LanguageModelV4 | undefined,
  overrides: Record<string, string> = {},
  options: AppOptions = {},
): Promise<InProcessApp> {
  const config = loadConfig({}, { ...PRODUCTION_ENV, PORT: '0', ...overrides } as Partial<Record<keyof Config, string>>);
  const built = buildApp(config, { ...(model ? { engine: benchEngine(model) } : {}), ...options });
  const server = built.app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    built,
    config,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await built.close();
    },
  };
}
