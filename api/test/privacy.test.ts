// Analytics and advertising are the operator's choice: with none configured the site names no
// third-party host at all; with one, the page learns what it may load after consent, and GPC.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { privacySettingsSchema } from '../src/contract/index.ts';
import { startApp, type RunningApp } from './harness.ts';

const cspOf = (res: Response) => res.headers.get('content-security-policy') ?? '';

/** A stand-in for the built web app: one page. */
function webDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'mailmuse-web-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head><title>MailMuse</title></head><body><div id="root"></div></body></html>');
  return dir;
}

/** The settings block a served page carries. */
async function pageSettings(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(url, { headers });
  const html = await res.text();
  const match = /<script type="application\/json" id="privacy-settings">(.*?)<\/script><\/head>/.exec(html);
  expect(match, html).not.toBeNull();
  return { res, settings: privacySettingsSchema.parse(JSON.parse(match![1]!)) };
}

describe('with no analytics or advertising configured', () => {
  let app: RunningApp;
  const dist = webDist();
  beforeAll(async () => {
    app = await startApp({ WEB_DIST: dist });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('tells each page, inside the page, that there is nothing to load, and whether the browser sent Sec-GPC', async () => {
    const plain = await pageSettings(`${app.url}/blog`);
    expect(plain.settings).toEqual({ analytics: null, advertising: null, gpc: false });
    expect(plain.res.headers.get('vary')).toMatch(/Sec-GPC/i);
    expect((await pageSettings(`${app.url}/`, { 'Sec-GPC': '1' })).settings.gpc).toBe(true);
    const missing = await fetch(`${app.url}/no/such/page`);
    expect(missing.status).toBe(404);
    // HEAD announces the length GET sends.
    const head = await fetch(`${app.url}/blog`, { method: 'HEAD' });
    const get = await fetch(`${app.url}/blog`);
    expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(await get.text())));
  });

  it('tells the page there is nothing to load, and whether the browser sent Sec-GPC', async () => {
    const plain = await fetch(`${app.url}/api/privacy`);
    expect(plain.headers.get('vary')).toMatch(/Sec-GPC/i);
    expect(privacySettingsSchema.parse(await plain.json())).toEqual({ analytics: null, advertising: null, gpc: false });
    const gpc = await fetch(`${app.url}/api/privacy`, { headers: { 'Sec-GPC': '1' } });
    expect(privacySettingsSchema.parse(await gpc.json()).gpc).toBe(true);
  });

  it('allows no third-party host in its CSP', async () => {
    const csp = cspOf(await fetch(`${app.url}/api/privacy`));
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toMatch(/https:/);
  });

  it('publishes /.well-known/gpc.json', async () => {
    const res = await fetch(`${app.url}/.well-known/gpc.json`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ gpc: true, lastUpdate: '2025-08-26' });
  });
});

describe('with GA4 and AdSense configured', () => {
  let app: RunningApp;
  beforeAll(async () => {
    app = await startApp({ GA4_MEASUREMENT_ID: 'G-TEST12345', ADSENSE_CLIENT_ID: 'ca-pub-1234567890123456' });
  });
  afterAll(() => app.close());

  it('gives the page the services to load after consent', async () => {
    const settings = privacySettingsSchema.parse(await (await fetch(`${app.url}/api/privacy`)).json());
    expect(settings).toEqual({
      analytics: { provider: 'ga4', measurementId: 'G-TEST12345' },
      advertising: { provider: 'adsense', clientId: 'ca-pub-1234567890123456' },
      gpc: false,
    });
  });

  it('lists only the Google hosts those two need, still with no inline script', async () => {
    const csp = cspOf(await fetch(`${app.url}/api/privacy`));
    const scriptSrc = /script-src ([^;]*)/.exec(csp)![1]!;
    expect(scriptSrc).toContain('https://*.googletagmanager.com');
    expect(scriptSrc).toContain('https://pagead2.googlesyndication.com');
    expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval|plausible/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/\*\.google-analytics\.com/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/\*\.doubleclick\.net/);
  });
});

describe('with Plausible configured', () => {
  let app: RunningApp;
  beforeAll(async () => {
    app = await startApp({ PLAUSIBLE_DOMAIN: 'mailmuse.app', PLAUSIBLE_SCRIPT_URL: 'https://stats.example.org/js/script.js' });
  });
  afterAll(() => app.close());

  it('allows only the Plausible server, for its script and its events', async () => {
    const res = await fetch(`${app.url}/api/privacy`);
    expect(privacySettingsSchema.parse(await res.json()).analytics).toEqual({ provider: 'plausible', domain: 'mailmuse.app', scriptUrl: 'https://stats.example.org/js/script.js' });
    const csp = cspOf(res);
    expect(csp).toContain("script-src 'self' https://stats.example.org;");
    expect(csp).toContain("connect-src 'self' https://stats.example.org;");
    expect(csp).not.toMatch(/google/);
  });
});

describe('the analytics and advertising variables', () => {
  it('default to nothing', () => {
    const config = loadConfig({});
    expect([config.GA4_MEASUREMENT_ID, config.PLAUSIBLE_DOMAIN, config.ADSENSE_CLIENT_ID]).toEqual([undefined, undefined, undefined]);
  });

  it.each([
    [{ GA4_MEASUREMENT_ID: 'UA-12345-1' }, 'GA4_MEASUREMENT_ID must look like G-'],
    [{ ADSENSE_CLIENT_ID: 'pub-123' }, 'ADSENSE_CLIENT_ID must look like ca-pub-'],
    [{ PLAUSIBLE_DOMAIN: 'mailmuse.app', PLAUSIBLE_SCRIPT_URL: 'http://stats.example.org/js/script.js' }, 'PLAUSIBLE_SCRIPT_URL must be an https URL'],
    [{ GA4_MEASUREMENT_ID: 'G-TEST12345', PLAUSIBLE_DOMAIN: 'mailmuse.app' }, 'not both'],
  ])('fail at start-up with a clear message for %o', (env, text) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(text);
  });
});
