import type { Context, Middleware, Next } from 'koa';
import { PRIVACY_SETTINGS_ID, type AdvertisingSettings, type AnalyticsSettings, type PrivacySettings } from '../contract/index.ts';
import type { Config } from '../config.ts';

/** The operator's analytics and advertising set-up; both null unless configured. */
export type OperatorTracking = Omit<PrivacySettings, 'gpc'>;

const PLAUSIBLE_SCRIPT = 'https://plausible.io/js/script.js';

/** Reads the analytics and advertising services the operator turned on, if any. */
export function trackingFromConfig(config: Config): OperatorTracking {
  let analytics: AnalyticsSettings | null = null;
  if (config.GA4_MEASUREMENT_ID) analytics = { provider: 'ga4', measurementId: config.GA4_MEASUREMENT_ID };
  else if (config.PLAUSIBLE_DOMAIN) analytics = { provider: 'plausible', domain: config.PLAUSIBLE_DOMAIN, scriptUrl: config.PLAUSIBLE_SCRIPT_URL ?? PLAUSIBLE_SCRIPT };
  const advertising: AdvertisingSettings | null = config.ADSENSE_CLIENT_ID ? { provider: 'adsense', clientId: config.ADSENSE_CLIENT_ID } : null;
  return { analytics, advertising };
}

/** A request carries Global Privacy Control when its `Sec-GPC` header is exactly "1". */
export const hasGpc = (ctx: Context): boolean => ctx.get('Sec-GPC').trim() === '1';

// As lib/script-json.ts does on the web side: nothing in the JSON may end the <script> element.
const jsonForScript = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

async function bodyText(body: unknown): Promise<string | null> {
  if (typeof body === 'string') return body;
  if (Buffer.isBuffer(body)) return body.toString('utf8');
  if (body && typeof (body as NodeJS.ReadableStream)[Symbol.asyncIterator] === 'function') {
    const chunks: Buffer[] = [];
    for await (const chunk of body as AsyncIterable<Buffer | string>) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
    return Buffer.concat(chunks).toString('utf8');
  }
  return null;
}

/**
 * The page learns what it may load after consent without a request of its own: every HTML page
 * served gets a JSON data block (not a script: the CSP runs none inline) holding the configured
 * services and whether this request carried `Sec-GPC: 1` (some extensions send the header without
 * setting `navigator.globalPrivacyControl`). Also serves the same as JSON at `GET /api/privacy`
 * and the site's GPC statement at `/.well-known/gpc.json` (GPC specification, section 3.5).
 */
export function privacySettings(tracking: OperatorTracking, lastUpdate: string): Middleware {
  return async function servePrivacySettings(ctx: Context, next: Next): Promise<void> {
    if (ctx.method === 'GET' && ctx.path === '/api/privacy') {
      const body: PrivacySettings = { ...tracking, gpc: hasGpc(ctx) };
      ctx.set('Cache-Control', 'private, no-cache');
      ctx.vary('Sec-GPC');
      ctx.body = body;
      return;
    }
    if (ctx.method === 'GET' && ctx.path === '/.well-known/gpc.json') {
      ctx.set('Cache-Control', 'public, max-age=86400');
      ctx.body = { gpc: true, lastUpdate };
      return;
    }
    await next();
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || !ctx.response.is('html')) return;
    const html = await bodyText(ctx.body);
    if (html === null || !html.includes('</head>')) return;
    const settings: PrivacySettings = { ...tracking, gpc: hasGpc(ctx) };
    const block = `<script type="application/json" id="${PRIVACY_SETTINGS_ID}">${jsonForScript(settings)}</script>`;
    ctx.vary('Sec-GPC');
    ctx.body = html.replace('</head>', `${block}</head>`);
    ctx.type = 'html';
  };
}
