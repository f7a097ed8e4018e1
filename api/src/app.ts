import { bodyParser } from '@koa/bodyparser';
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
import { corsPolicy, securityHeaders } from './http/security.ts';
import { staticSite } from './http/static-site.ts';
import { createLogger, type Logger } from './logger.ts';

export interface AppOptions {
  logger?: Logger;
  engine?: Engine;
  sessions?: SessionStore;
  generations?: GenerationStore;
  content?: Content;
  heartbeatMs?: number;
}

export interface BuiltApp {
  app: Koa;
  chat: ChatService;
  logger: Logger;
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
  const sessions = options.sessions ?? new MemorySessionStore({ ttlSeconds: config.SESSION_TTL_SECONDS, maxSessions: config.MAX_SESSIONS });
  const generations = options.generations ?? new MemoryGenerationStore({ ttlSeconds: config.GENERATION_TTL_SECONDS });
  const engine = options.engine ?? createEngine(config);
  const chat = new ChatService({ config, sessions, generations, engine, templates: content.templates, logger });

  const app = new Koa({ proxy: config.TRUST_PROXY });
  // Disconnects are handled where they happen; anything else reaching here is already logged.
  app.silent = true;

  const secureCookies = config.COOKIE_SECURE === 'auto' ? production : config.COOKIE_SECURE === 'true';
  const router = chatRoutes({
    chat,
    templates: content.templates,
    secureCookies,
    sessionTtlSeconds: config.SESSION_TTL_SECONDS,
    ...(options.heartbeatMs ? { heartbeatMs: options.heartbeatMs } : {}),
  });
  const cors = corsPolicy(config.CORS_ORIGINS);

  const middleware = [
    errorMiddleware(logger),
    securityHeaders({ production }),
    ...(cors ? [cors] : []),
    compress({ threshold: 1024, filter: (type: string) => !type.startsWith('text/event-stream') && /json|text|javascript|svg|xml/.test(type) }),
    apiNotFound,
    requireJson,
    bodyParser({ enableTypes: ['json'], jsonLimit: '16kb', encoding: 'utf-8' }),
    router.routes(),
    router.allowedMethods(),
    staticSite({ root: config.WEB_DIST, routes: siteRoutes(content) }),
  ];
  for (const m of middleware) app.use(m);

  return {
    app,
    chat,
    logger,
    async close(graceMs = 0) {
      await chat.drain(graceMs);
      await Promise.all([sessions.close(), generations.close()]);
    },
  };
}
