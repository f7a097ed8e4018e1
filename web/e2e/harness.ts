import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_PATH, freePort, hasChromium } from '../../scripts/services.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const browserAvailable = hasChromium();

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}


export interface Site {
  url: string;
  child: ChildProcess;
  output: string[];
  stop(): Promise<void>;
}

/**
 * The production server (`node api/src/server.ts`, what `npm start` runs after building) on a
 * free port, with the built-in composer at a test pace.
 */
export async function startSite(env: Record<string, string> = {}): Promise<Site> {
  const port = await freePort();
  const child = spawn(process.execPath, ['api/src/server.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      COMPOSER_PACE_MS: '4',
      RATE_SESSIONS_PER_IP_PER_HOUR: '100000',
      RATE_GENERATIONS_PER_IP_PER_HOUR: '100000',
      RATE_GENERATIONS_PER_SESSION_PER_MINUTE: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout!.on('data', (c: Buffer) => output.push(c.toString()));
  child.stderr!.on('data', (c: Buffer) => output.push(c.toString()));
  const url = `http://localhost:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || i > 200) throw new Error(`The site did not start:\n${output.join('')}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    child,
    output,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

export interface PageOptions {
  viewport?: { width: number; height: number };
  colorScheme?: 'light' | 'dark';
  reducedMotion?: 'reduce' | 'no-preference';
  permissions?: string[];
}

export async function openPage(browser: Browser, site: Site, pathname = '/', options: PageOptions = {}): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    baseURL: site.url,
    viewport: options.viewport ?? { width: 1280, height: 900 },
    colorScheme: options.colorScheme ?? 'light',
    reducedMotion: options.reducedMotion ?? 'no-preference',
  });
  if (options.permissions) await context.grantPermissions(options.permissions, { origin: site.url });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.goto(pathname);
  return { context, page, errors };
}
