import Router from '@koa/router';
import type { Context } from 'koa';
import type { AdvertisingSettings, AnalyticsSettings, PrivacySettings } from '../contract/index.ts';
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

/**
 * `GET /api/privacy`: what the page may load after consent, and whether this browser sent GPC (some
 * extensions send the header without setting `navigator.globalPrivacyControl`).
 * `GET /.well-known/gpc.json`: the site's statement that it honors GPC (GPC specification, section 3.5).
 */
export function privacyRoutes(tracking: OperatorTracking, lastUpdate: string): Router {
  const router = new Router();
  router.get('/api/privacy', (ctx) => {
    const body: PrivacySettings = { ...tracking, gpc: hasGpc(ctx) };
    ctx.set('Cache-Control', 'private, no-cache');
    ctx.set('Vary', 'Sec-GPC');
    ctx.body = body;
  });
  router.get('/.well-known/gpc.json', (ctx) => {
    ctx.set('Cache-Control', 'public, max-age=86400');
    ctx.body = { gpc: true, lastUpdate };
  });
  return router;
}
