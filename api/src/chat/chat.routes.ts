import Router from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import { generateRequestSchema, requestIdSchema, sessionIdSchema, type NewChatResponse, type Template } from '../contract/index.ts';
import { AppError } from '../http/app-error.ts';
import { toAppError } from '../http/error-middleware.ts';
import { SseStream } from '../http/sse.ts';
import type { ChatService } from './chat.service.ts';

export const SESSION_COOKIE = 'mm_session';

const stopRequestSchema = z.object({ sessionId: sessionIdSchema });

export interface ChatRoutesOptions {
  chat: ChatService;
  templates: readonly Template[];
  /** Secure cookies (production). */
  secureCookies: boolean;
  sessionTtlSeconds: number;
  heartbeatMs?: number;
  /** Runs before each generation (rate limits); throws an AppError to refuse. */
  beforeGenerate?: (ctx: Context, sessionId: string) => Promise<void>;
  beforeNewSession?: (ctx: Context) => Promise<void>;
  /** Called with true when a stream opens and false when it closes. */
  onStream?: (open: boolean) => void;
  /** A stream ended with an error event after it had started (the store failed under it). */
  onStreamError?: (code: string) => void;
}

function lastEventId(ctx: Context): number {
  const raw = ctx.get('Last-Event-ID');
  const id = Number.parseInt(raw, 10);
  return Number.isFinite(id) && id > 0 ? id : 0;
}

export function chatRoutes(options: ChatRoutesOptions): Router {
  const { chat } = options;
  const router = new Router({ prefix: '/api' });

  const authorize = (ctx: Context, sessionId: string) => chat.authorize(sessionId, ctx.cookies.get(SESSION_COOKIE));

  router.post('/chat/new', async (ctx) => {
    await options.beforeNewSession?.(ctx);
    const session = await chat.createSession();
    if (options.secureCookies) ctx.cookies.secure = true;
    ctx.cookies.set(SESSION_COOKIE, session.token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: options.secureCookies,
      maxAge: options.sessionTtlSeconds * 1000,
      path: '/api',
      overwrite: true,
    });
    ctx.status = 201;
    ctx.body = { id: session.id } satisfies NewChatResponse;
  });

  router.post('/chat/generate', async (ctx) => {
    const request = generateRequestSchema.parse(ctx.request.body ?? {});
    const session = await authorize(ctx, request.sessionId);
    if (!request.requestId || !(await chat.hasGeneration(request.requestId))) await options.beforeGenerate?.(ctx, session.id);
    const requestId = await chat.begin(session, request);
    const gone = new AbortController();
    ctx.res.once('close', () => gone.abort());
    ctx.body = await chat.result(requestId, gone.signal);
  });

  router.post('/chat/generate/stream', async (ctx) => {
    const request = generateRequestSchema.parse(ctx.request.body ?? {});
    const session = await authorize(ctx, request.sessionId);
    if (!request.requestId || !(await chat.hasGeneration(request.requestId))) await options.beforeGenerate?.(ctx, session.id);
    const requestId = await chat.begin(session, request);
    ctx.compress = false;
    const sse = new SseStream(ctx, { ...(options.heartbeatMs ? { heartbeatMs: options.heartbeatMs } : {}) });
    options.onStream?.(true);
    let last = lastEventId(ctx);
    let ended = false;
    try {
      for await (const event of chat.follow(requestId, last, sse.signal)) {
        await sse.send(event.id, event.event, event.data);
        last = event.id;
        ended = event.event === 'done' || event.event === 'error';
      }
      // The buffer is gone without an end (expired, or lost with Redis's data): say so.
      if (!ended && !sse.closed) {
        const gone = new AppError('generation_not_found', 'This reply is no longer available. Please try again.');
        await sse.send(last + 1, 'error', { code: gone.code, message: gone.message });
      }
    } catch (error) {
      // The store failed under the stream (Redis gone): end it with the catalogue's error event,
      // never a cut connection.
      if (!sse.closed) {
        const appError = toAppError(error);
        options.onStreamError?.(appError.code);
        await sse.send(last + 1, 'error', { code: appError.code, message: appError.message });
      }
    } finally {
      sse.close();
      options.onStream?.(false);
    }
  });

  router.post('/chat/generate/:requestId/stop', async (ctx) => {
    const requestId = requestIdSchema.safeParse(ctx.params.requestId);
    if (!requestId.success) throw new AppError('invalid_request', `requestId: ${requestId.error.issues[0]?.message ?? 'invalid'}`);
    const { sessionId } = stopRequestSchema.parse(ctx.request.body ?? {});
    const session = await authorize(ctx, sessionId);
    await chat.stop(session, requestId.data);
    ctx.status = 202;
    ctx.body = { requestId: requestId.data, status: 'stopping' };
  });

  router.get('/templates', (ctx) => {
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.body = options.templates;
  });

  return router;
}

