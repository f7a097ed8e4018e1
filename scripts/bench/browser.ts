import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { loadContent } from '../../api/src/content/index.ts';
import { CHROMIUM_PATH } from '../services.ts';
import { attributeChunks, type ChunkAttribution } from './bundle-attribution.ts';
import { ROOT, startServer, type ServerChild } from './children.ts';
import { BENCH_PROMPT } from './reply-fixture.ts';
import { PRODUCTION_ENV } from './servers/mailmuse-app.ts';
import { selfByScript, summarizeProfile, type HotFunction } from './profile-summary.ts';
import { median } from './stats.ts';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

/**
 * Strings only the chat feature's code holds (its API paths and its components' class names; the
 * input's label is also the site's tagline, so it cannot serve): a chunk holding one carries chat code.
 */
export const CHAT_MARKERS = ['/api/chat/generate', 'option-card__', 'chat-input__'];

export interface Asset {
  url: string;
  type: 'script' | 'stylesheet';
  bytes: number;
  gzipBytes: number;
  chat: boolean;
}

export interface PageWeight {
  path: string;
  assets: Asset[];
  jsGzipKb: number;
  cssGzipKb: number;
  chatChunks: string[];
}

export interface ReplyTimings {
  /** Enter -> first option text painted (ms), per run. */
  firstOptionText: number[];
  /** Enter -> both options complete (ms), per run. */
  fullOptions: number[];
}

export interface BrowserResult {
  skipped?: string;
  buildSeconds?: number;
  composerPaceMs: number;
  stream?: ReplyTimings;
  json?: ReplyTimings & { usedJsonPath: boolean };
  longTasks?: {
    throttle: number;
    /** Long tasks over all the throttled replies. */
    count: number;
    maxMs: number;
    durations: number[];
    fullOptionsMs: number;
    /** Each throttled reply: its long tasks, when each began (ms after Enter), and when its options were first shown and complete. */
    runs?: Array<{ tasks: Array<{ at: number; duration: number }>; firstText: number; full: number }>;
    /** The page's CPU profile over the throttled reply: where its main thread spent the time. */
    profile?: { scripts: Array<{ script: string; share: number }>; hot: HotFunction[] };
  };
  home?: PageWeight;
  /** When the home page is over its budget: where its chunks' bytes come from. */
  homeAttribution?: ChunkAttribution[];
  attributionError?: string;
  otherPages?: PageWeight[];
}

function build(log: (line: string) => void): Promise<{ ok: boolean; seconds: number; output: string }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', 'build'], { cwd: ROOT, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 300_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      const seconds = (performance.now() - started) / 1000;
      if (code !== 0) log(output.split('\n').slice(-15).join('\n'));
      resolve({ ok: code === 0, seconds, output });
    });
  });
}

/** Records the script and stylesheet bodies a page loads; `settle` says when to stop listening. */
async function weigh(browser: Browser, site: ServerChild, pathname: string, settle: (page: Page) => Promise<void>): Promise<PageWeight> {
  const context = await browser.newContext({ baseURL: site.url });
  const page = await context.newPage();
  const pending: Array<Promise<Asset | null>> = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      response.body().then(
        (body) => ({
          url: new URL(response.url()).pathname,
          type,
          bytes: body.length,
          gzipBytes: gzipSync(body).length,
          // Scripts only: the site-wide stylesheet styles the chat too, which loads no chat code.
          chat: type === 'script' && CHAT_MARKERS.some((m) => body.includes(m)),
        }),
        () => null,
      ),
    );
  });
  await page.goto(pathname);
  await settle(page);
  await page.waitForLoadState('networkidle');
  const assets = (await Promise.all(pending)).filter((a): a is Asset => a !== null);
  await context.close();
  const kb = (type: Asset['type']) => assets.filter((a) => a.type === type).reduce((sum, a) => sum + a.gzipBytes, 0) / 1024;
  return { path: pathname, assets, jsGzipKb: kb('script'), cssGzipKb: kb('stylesheet'), chatChunks: assets.filter((a) => a.chat).map((a) => a.url) };
}

const messageInput = (page: Page) => page.getByRole('textbox', { name: 'Describe the email you need' });

/**
 * In-page probes: when Enter was pressed, when the first option text was painted (the frame after
 * it entered the DOM), when both options were complete, and every long task.
 */
const PROBES = `
  window.__bench = { sendAt: 0, firstText: 0, full: 0, longTasks: [] };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__bench.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Enter' && !window.__bench.sendAt) window.__bench.sendAt = performance.now();
  }, true);
  const text = (el) => (el ? el.textContent.trim() : '');
  const check = () => {
    const b = window.__bench;
    if (!b.sendAt) return;
    const cards = [...document.querySelectorAll('article.option-card')];
    if (!b.firstText && !b.firstPending && cards.some((c) => text(c.querySelector('.badge')) || text(c.querySelector('.option-card__body')) ||
        text(c.querySelector('.option-card__subject')).replace(/^Subject:/, '').trim())) {
      b.firstPending = true;
      requestAnimationFrame(() => (b.firstText = performance.now()));
    }
    const done = cards.length >= 2 && cards.every((c) => !c.hasAttribute('aria-busy'));
    if (done && !b.full && !b.fullPending) {
      b.fullPending = true;
      requestAnimationFrame(() => (b.full = performance.now()));
    }
  };
  const start = () => new MutationObserver(check).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  if (document.body) start(); else document.addEventListener('DOMContentLoaded', start);
`;

interface ReplyRun {
  firstText: number;
  full: number;
  longTasks: Array<{ start: number; duration: number }>;
  usedStream: boolean;
  usedJson: boolean;
  profile?: { scripts: Array<{ script: string; share: number }>; hot: HotFunction[] };
}

async function oneReply(browser: Browser, site: ServerChild, options: { saveData?: boolean; throttle?: number; profile?: boolean }): Promise<ReplyRun> {
  const context: BrowserContext = await browser.newContext({ baseURL: site.url, viewport: { width: 1280, height: 900 } });
  try {
    if (options.saveData) {
      // Data Saver, as the browser reports it: the client asks for the JSON reply directly.
      await context.addInitScript({
        content: `Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ saveData: true, effectiveType: '4g', addEventListener() {}, removeEventListener() {} }) });`,
      });
    }
    await context.addInitScript({ content: PROBES });
    const page = await context.newPage();
    let usedStream = false;
    let usedJson = false;
    page.on('request', (r) => {
      const p = new URL(r.url()).pathname;
      if (p === '/api/chat/generate/stream') usedStream = true;
      if (p === '/api/chat/generate') usedJson = true;
    });
    await page.goto('/');
    const input = messageInput(page);
    await input.waitFor();
    // The chat is usable once its session exists: wait for the page to go quiet first.
    await page.waitForLoadState('networkidle');
    const cdp = options.throttle || options.profile ? await context.newCDPSession(page) : undefined;
    if (cdp && options.throttle) await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.throttle });
    if (cdp && options.profile) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.start');
    }
    await input.fill(BENCH_PROMPT);
    await input.press('Enter');
    type Probes = { sendAt: number; firstText: number; full: number; longTasks: Array<{ start: number; duration: number }> };
    const probes = () => (globalThis as unknown as { __bench: Probes }).__bench;
    // Functions, not strings: the site's Content-Security-Policy forbids evaluating strings.
    await page.waitForFunction(() => (globalThis as unknown as { __bench: Probes }).__bench.full > 0, undefined, { timeout: 60_000, polling: 50 });
    const b = await page.evaluate(probes);
    let profile: ReplyRun['profile'];
    if (cdp && options.profile) {
      const { profile: data } = await cdp.send('Profiler.stop');
      const dir = mkdtempSync(path.join(os.tmpdir(), 'mailmuse-page-prof-'));
      try {
        const file = path.join(dir, 'page.cpuprofile');
        writeFileSync(file, JSON.stringify(data));
        profile = { scripts: selfByScript(file).slice(0, 6), hot: summarizeProfile(file, 10).hot };
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }
    return {
      profile,
      firstText: b.firstText - b.sendAt,
      full: b.full - b.sendAt,
      longTasks: b.longTasks
        .filter((t) => t.start + t.duration >= b.sendAt && t.start <= b.full)
        .map((t) => ({ start: t.start - b.sendAt, duration: t.duration })),
      usedStream,
      usedJson,
    };
  } finally {
    await context.close();
  }
}

/** JSON vs stream in Chromium with the production build, and the web app's weight. */
export async function runBrowser(options: {
  runs: number;
  /** Throttled replies watched for long tasks: a task near the 50 ms line shows up in some and not others. */
  throttledRuns: number;
  build: boolean;
  replies: boolean;
  weight: boolean;
  composerPaceMs: number;
  log: (line: string) => void;
}): Promise<BrowserResult> {
  const result: BrowserResult = { composerPaceMs: options.composerPaceMs };
  if (!existsSync(CHROMIUM_PATH)) return { ...result, skipped: `no Chromium at ${CHROMIUM_PATH} (apt-get install -y chromium, or set CHROMIUM_PATH)` };
  if (options.build) {
    options.log('  npm run build ...');
    const built = await build(options.log);
    result.buildSeconds = built.seconds;
    if (!built.ok) return { ...result, skipped: 'npm run build failed (output above)' };
  }
  if (!existsSync(path.join(ROOT, 'web/dist/index.html'))) return { ...result, skipped: 'web/dist is missing: run npm run build' };

  const site = await startServer(['api/src/server.ts'], { ...PRODUCTION_ENV, COMPOSER_PACE_MS: String(options.composerPaceMs) });
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });

    if (options.weight) {
      result.home = await weigh(browser, site, '/', async (page) => {
        await messageInput(page).waitFor();
      });
      const content = loadContent();
      const article = content.articles[0];
      const legal = content.legal[0];
      const others = ['/blog', ...(article ? [`/blog/${article.slug}`] : []), ...(legal ? [`/${legal.slug}`] : [])];
      result.otherPages = [];
      for (const p of others) {
        result.otherPages.push(await weigh(browser, site, p, async (page) => void (await page.locator('h1').first().waitFor())));
      }
      options.log(`  home: ${result.home.jsGzipKb.toFixed(1)} KB JS + ${result.home.cssGzipKb.toFixed(1)} KB CSS gzipped`);
      for (const p of result.otherPages) options.log(`  ${p.path}: ${p.chatChunks.length ? `chat code in ${p.chatChunks.join(', ')}` : 'no chat code'}`);
      if (result.home.jsGzipKb >= 100) {
        options.log('  over budget: rebuilding with source maps (in a temporary folder) to see what the chunks hold');
        try {
          result.homeAttribution = await attributeChunks(result.home.assets.filter((a) => a.type === 'script').map((a) => a.url));
        } catch (error) {
          result.attributionError = error instanceof Error ? error.message : String(error);
        }
      }
    }
    if (!options.replies) return result;

    // One reply first, not recorded: the server's code and the browser's caches warm up.
    await oneReply(browser, site, {});
    const stream: ReplyRun[] = [];
    const json: ReplyRun[] = [];
    for (let i = 0; i < options.runs; i++) {
      stream.push(await oneReply(browser, site, {}));
      json.push(await oneReply(browser, site, { saveData: true }));
    }
    result.stream = { firstOptionText: stream.map((r) => r.firstText), fullOptions: stream.map((r) => r.full) };
    result.json = {
      firstOptionText: json.map((r) => r.firstText),
      fullOptions: json.map((r) => r.full),
      usedJsonPath: json.every((r) => r.usedJson && !r.usedStream),
    };
    options.log(
      `  stream: first option text ${median(result.stream.firstOptionText).toFixed(0)} ms, full ${median(result.stream.fullOptions).toFixed(0)} ms; ` +
        `JSON: full ${median(result.json.fullOptions).toFixed(0)} ms`,
    );

    const throttledRuns: ReplyRun[] = [];
    for (let i = 0; i < options.throttledRuns; i++) throttledRuns.push(await oneReply(browser, site, { throttle: 4, profile: i === 0 }));
    const durations = throttledRuns.flatMap((r) => r.longTasks.map((t) => t.duration));
    const profiled = throttledRuns.find((r) => r.longTasks.length && r.profile) ?? throttledRuns[0]!;
    result.longTasks = {
      throttle: 4,
      count: durations.length,
      maxMs: durations.length ? Math.max(...durations) : 0,
      durations,
      fullOptionsMs: median(throttledRuns.map((r) => r.full)),
      runs: throttledRuns.map((r) => ({ tasks: r.longTasks.map((t) => ({ at: t.start, duration: t.duration })), firstText: r.firstText, full: r.full })),
      ...(profiled.profile ? { profile: profiled.profile } : {}),
    };
    for (const [i, r] of throttledRuns.entries()) {
      const tasks = r.longTasks.map((t) => `${t.duration.toFixed(0)} ms at ${t.start.toFixed(0)} ms`).join(', ');
      options.log(`  4x CPU throttling, reply ${i + 1}: ${r.longTasks.length} long tasks${tasks ? ` (${tasks})` : ''}; options shown at ${r.firstText.toFixed(0)} ms, complete at ${r.full.toFixed(0)} ms`);
    }
  } finally {
    await browser?.close();
    await site.stop();
  }
  return result;
}
