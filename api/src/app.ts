import { bodyParser } from '@koa/bodyparser';
import Router from '@koa/router';
import Koa, { type Context, type Next } from 'koa';
import compress from 'koa-compress';
import { createEngine, type Engine } from './ai/engine.ts';
import { ChatService } from './chat/chat.service.ts';
import { chatRoutes } from './chat/chat.routes.ts';
import { MemoryGenerationStore, type GenerationStore } from './chat/generation-store.ts';
import { MemorySessionStore, type SessionStore } from './chat/session-store.ts';
import type { Config } from './config.ts';
import { loadContent, type Content } from './content/index.ts';
import { AppError } from './http/app-error.ts';
import { errorMiddleware } from './http/error-middleware.ts';
import { Metrics } from './http/metrics.ts';
import { RateLimits, type LimiterFactory } from './http/rate-limits.ts';
import { privacySettings, trackingFromConfig } from './http/privacy-settings.ts';
import { corsPolicy, securityHeaders } from './http/security.ts';
import { staticSite } from './http/static-site.ts';
import { createLogger, type Logger } from './logger.ts';
import { createRedisDeps } from './redis.ts';

export interface AppOptions {
  logger?: Logger;
  engine?: Engine;
  sessions?: SessionStore;
  generations?: GenerationStore;
  content?: Content;
  heartbeatMs?: number;
  /** Rate limiters' backing store; memory unless scaled out. */
  limiters?: LimiterFactory;
  /** Readiness checks of the dependencies (e.g. Redis); the app is ready when all pass. */
  readiness?: Array<() => Promise<void>>;
  /** Releases what the options brought (e.g. Redis connections), after the stores. */
  onClose?: () => Promise<void>;
}

export interface BuiltApp {
  app: Koa;
  chat: ChatService;
  logger: Logger;
  metrics: Metrics;
  /** Lets running generations finish (bounded), then releases stores and timers. */
  close(graceMs?: number): Promise<void>;
}

/** Every page path the web app answers with 200; any other path is a 404. */
export function siteRoutes(content: Content): Set<string> {
  return new Set([
    '/',
    '/blog',
    ...content.articles.map((a) => `/blog/${a.slug}`),
    ...content.legal.map((l) => `/${l.slug}`),
  ]);
}

/** Only JSON is accepted as a request body. */
async function requireJson(ctx: Context, next: Next): Promise<void> {
  const hasBody = Number(ctx.get('Content-Length') || 0) > 0 || ctx.get('Transfer-Encoding') !== '';
  if (ctx.method === 'POST' && hasBody && !ctx.is('application/json')) {
    throw new AppError('unsupported_media_type', 'Send the request body as application/json.');
  }
  await next();
}

/** One line per API request: method, route, status, time. Never a body, a query or a cookie. */
function requestLog(logger: Logger) {
  return async function logRequest(ctx: Context, next: Next): Promise<void> {
    const started = performance.now();
    try {
      await next();
    } finally {
      if (ctx.path.startsWith('/api/')) {
        const route = (ctx as Context & { _matchedRoute?: string })._matchedRoute ?? 'unknown';
        logger.info({ method: ctx.method, route, status: ctx.status, ms: Math.round(performance.now() - started) }, 'request');
      }
    }
  };
}

async function apiNotFound(ctx: Context, next: Next): Promise<void> {
  await next();
  if (!ctx.path.startsWith('/api/') || ctx.body != null || ctx.respond === false) return;
  if (ctx.status === 404) throw new AppError('not_found', `No API route ${ctx.method} ${ctx.path}.`);
  if (ctx.status === 405) throw new AppError('method_not_allowed', `${ctx.method} is not allowed on ${ctx.path}; use ${ctx.response.get('Allow')}.`);
}

export function buildApp(config: Config, options: AppOptions = {}): BuiltApp {
  const logger = options.logger ?? createLogger(config.LOG_LEVEL);
  const content = options.content ?? loadContent();
  const production = config.NODE_ENV === 'production';
  // One interface, two implementations: memory for one instance, Redis when scaled out.
  const redis = config.REDIS_URL ? createRedisDeps(config, logger) : undefined;
  const sessions = options.sessions ?? redis?.sessions ?? new MemorySessionStore({ ttlSeconds: config.SESSION_TTL_SECONDS, maxSessions: config.MAX_SESSIONS });
  const generations = options.generations ?? redis?.generations ?? new MemoryGenerationStore({ ttlSeconds: config.GENERATION_TTL_SECONDS });
  const engine = options.engine ?? createEngine(config);
  const metrics = new Metrics({ defaults: config.NODE_ENV !== 'test' });
  const chat = new ChatService({
    config,
    sessions,
    generations,
    engine,
    templates: content.templates,
    logger,
    observe: {
      started: () => metrics.activeGenerations.inc(),
      firstEvent: (seconds) => metrics.firstEvent.observe(seconds),
      finished: (outcome) => {
        metrics.activeGenerations.dec();
        metrics.generations.inc({ outcome });
      },
      fault: (kind) => metrics.faults.inc({ kind }),
    },
  });
  let openStreams = 0;
  const limits = new RateLimits(config, options.limiters ?? redis?.limiters);
  const readiness = [...(options.readiness ?? []), ...(redis ? [redis.readiness] : [])];

  const app = new Koa({ proxy: config.TRUST_PROXY });
  // Disconnects are handled where they happen; anything else reaching here is already logged.
  app.silent = true;

  const secureCookies = config.COOKIE_SECURE === 'auto' ? production : config.COOKIE_SECURE === 'true';
  const router = chatRoutes({
    chat,
    templates: content.templates,
    secureCookies,
    sessionTtlSeconds: config.SESSION_TTL_SECONDS,
    beforeNewSession: (ctx) => limits.newSession(ctx),
    beforeGenerate: (ctx, sessionId) => limits.generation(ctx, sessionId),
    onStream: (open) => {
      openStreams += open ? 1 : -1;
      metrics.activeStreams.set(openStreams);
    },
    onStreamError: (code) => metrics.faults.inc({ kind: code === 'unavailable' ? 'stream_store_unavailable' : `stream_${code}` }),
    ...(options.heartbeatMs ? { heartbeatMs: options.heartbeatMs } : {}),
  });
  const cors = corsPolicy(config.CORS_ORIGINS);
  const tracking = trackingFromConfig(config);

  const probes = new Router();
  probes.get('/healthz', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { status: 'ok' };
  });
  probes.get('/readyz', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const results = await Promise.allSettled(readiness.map((check) => check()));
    const failed = results.filter((r) => r.status === 'rejected');
    if (failed.length > 0) {
      throw new AppError('unavailable', 'Not ready: a dependency is unreachable.', { headers: { 'Retry-After': '5' } });
    }
    ctx.body = { status: 'ready', engine: engine.name };
  });
  probes.get('/metrics', (ctx) => metrics.render(ctx));

  const middleware = [
    // Outermost, so it counts the status the error middleware settles on.
    metrics.middleware(),
    errorMiddleware(logger, (code) => metrics.errors.inc({ code })),
    requestLog(logger),
    probes.routes(),
    securityHeaders({ production, tracking }),
    ...(cors ? [cors] : []),
    compress({ threshold: 1024, filter: (type: string) => !type.startsWith('text/event-stream') && /json|text|javascript|svg|xml/.test(type) }),
    apiNotFound,
    requireJson,
    bodyParser({ enableTypes: ['json'], jsonLimit: '16kb', encoding: 'utf-8' }),
    privacySettings(tracking, content.legal.find((page) => page.slug === 'privacy-policy')?.updated ?? ''),
    router.routes(),
    router.allowedMethods(),
    staticSite({ root: config.WEB_DIST, routes: siteRoutes(content) }),
  ];
  for (const m of middleware) app.use(m);

  return {
    app,
    chat,
    logger,
    metrics,
    async close(graceMs = 0) {
      await chat.drain(graceMs);
      // The generations have ended; give their streams a moment to deliver the last event.
      for (let waited = 0; openStreams > 0 && waited < 2000; waited += 20) await new Promise((r) => setTimeout(r, 20));
      await Promise.all([sessions.close(), generations.close()]);
      await redis?.close();
      await options.onClose?.();
    },
  };
}
