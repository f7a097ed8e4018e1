import cors from '@koa/cors';
import type { Context, Middleware } from 'koa';
import helmet from 'koa-helmet';

/** Security headers: a CSP with no inline scripts, no framing, nosniff, strict referrers, HSTS in production. */
export function securityHeaders(options: { production: boolean }): Middleware {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        // React style attributes and the toast library's injected styles.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
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
