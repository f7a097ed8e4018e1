import cors from '@koa/cors';
import type { Context, Middleware } from 'koa';
import helmet from 'koa-helmet';
import type { OperatorTracking } from './privacy-settings.ts';

type HostDirective = 'script-src' | 'connect-src' | 'img-src' | 'frame-src';
type Hosts = Record<HostDirective, string[]>;

// The hosts each service's own CSP guidance lists, and no more.
const GA4_HOSTS: Hosts = {
  'script-src': ['https://*.googletagmanager.com'],
  'connect-src': ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  'img-src': ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  'frame-src': [],
};
const ADSENSE_HOSTS: Hosts = {
  'script-src': ['https://pagead2.googlesyndication.com', 'https://*.googlesyndication.com', 'https://*.adtrafficquality.google', 'https://*.doubleclick.net', 'https://*.google.com', 'https://*.gstatic.com'],
  'connect-src': ['https://*.googlesyndication.com', 'https://*.adtrafficquality.google', 'https://*.doubleclick.net', 'https://*.google.com'],
  'img-src': ['https://*.googlesyndication.com', 'https://*.adtrafficquality.google', 'https://*.doubleclick.net', 'https://*.google.com', 'https://*.gstatic.com'],
  'frame-src': ['https://*.googlesyndication.com', 'https://*.adtrafficquality.google', 'https://*.doubleclick.net', 'https://*.google.com'],
};

/** The third-party hosts the configured analytics and advertising need; none when nothing is configured. */
export function trackingHosts(tracking: OperatorTracking): Hosts {
  const hosts: Hosts = { 'script-src': [], 'connect-src': [], 'img-src': [], 'frame-src': [] };
  const add = (more: Hosts) => {
    for (const key of Object.keys(hosts) as HostDirective[]) hosts[key].push(...more[key].filter((host) => !hosts[key].includes(host)));
  };
  if (tracking.analytics?.provider === 'ga4') add(GA4_HOSTS);
  if (tracking.analytics?.provider === 'plausible') {
    const origin = new URL(tracking.analytics.scriptUrl).origin;
    add({ 'script-src': [origin], 'connect-src': [origin], 'img-src': [], 'frame-src': [] });
  }
  if (tracking.advertising) add(ADSENSE_HOSTS);
  return hosts;
}

const NO_TRACKING: OperatorTracking = { analytics: null, advertising: null };

/**
 * Security headers: a CSP with no inline scripts, no framing, nosniff, strict referrers, HSTS in
 * production. The CSP names third-party hosts only for the analytics or advertising the operator
 * configured; the page still loads them only after the visitor consents.
 */
export function securityHeaders(options: { production: boolean; tracking?: OperatorTracking }): Middleware {
  const hosts = trackingHosts(options.tracking ?? NO_TRACKING);
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", ...hosts['script-src']],
        // React style attributes and the toast library's injected styles.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', ...hosts['img-src']],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'", ...hosts['connect-src']],
        'frame-src': hosts['frame-src'].length > 0 ? hosts['frame-src'] : ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
        'manifest-src': ["'self'"],
        'worker-src': ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: options.production ? { maxAge: 15_552_000, includeSubDomains: true } : false,
  });
}

/** CORS stays closed (same-origin only) unless origins are configured. */
export function corsPolicy(origins: readonly string[]): Middleware | null {
  if (origins.length === 0) return null;
  const allowed = new Set(origins);
  return cors({
    origin: (ctx: Context) => (allowed.has(ctx.get('Origin')) ? ctx.get('Origin') : ''),
    credentials: true,
    allowMethods: ['GET', 'POST'],
    allowHeaders: ['Content-Type', 'Last-Event-ID'],
    maxAge: 600,
  });
}
